// The server's keys as decorators: the RSA keypair of encrypted (E) bodies (app.serverKey) and the per-merchant
// customer-service ciphers (app.customerServiceCipher) and the secret key of the self-run lottery draws
// (app.lotteryDrawKey), all loaded or created in the database at registration: every node of one database shares them.
import fp from 'fastify-plugin';
import { customerServiceCipher, type CustomerServiceCipher } from '../../crypto/customer-service-cipher.js';
import { loadOrCreateServerKey, type ServerKey } from '../../crypto/server-key.js';
import { loadOrCreateSecret } from '../../db/server-secret-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    serverKey: ServerKey;
    customerServiceCipher(merchantCode: string): CustomerServiceCipher;
    /** The secret the lottery draws are made under (hex): nobody without it can work out a draw ahead. */
    lotteryDrawKey: string;
  }
}

export default fp(
  async (app) => {
    const [serverKey, csSecret, drawSecret] = await Promise.all([
      loadOrCreateServerKey(app.db),
      loadOrCreateSecret(app.db, 'customer-service'),
      loadOrCreateSecret(app.db, 'lottery-draws'),
    ]);
    const ciphers = new Map<string, CustomerServiceCipher>();
    app.decorate('serverKey', serverKey);
    app.decorate('lotteryDrawKey', drawSecret.toString('hex'));
    app.decorate('customerServiceCipher', (merchantCode: string) => {
      let cipher = ciphers.get(merchantCode);
      if (!cipher) {
        cipher = customerServiceCipher(csSecret, merchantCode);
        ciphers.set(merchantCode, cipher);
      }
      return cipher;
    });
  },
  { name: 'server-keys', dependencies: ['database'] },
);
