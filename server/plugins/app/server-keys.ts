// The server's keys as decorators: the RSA keypair of encrypted (E) bodies (app.serverKey) and the per-merchant
// customer-service ciphers (app.customerServiceCipher) and the secret key of the self-run lottery draws
// (app.lotteryDrawKey), all loaded or created in the database before the app is ready: every node of one database
// shares them.
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
    // Asked for now, read once the database is ready: the server registers its routes while the database opens
    // (server/main.ts), and nothing reads a key before the app is ready (onReady below, before it listens).
    const loading = Promise.all([loadOrCreateServerKey(app.db), loadOrCreateSecret(app.db, 'customer-service'), loadOrCreateSecret(app.db, 'lottery-draws')]);
    loading.catch(() => undefined);
    let keys: { serverKey: ServerKey; csSecret: Buffer; drawKey: string } | undefined;
    const loaded = () => {
      if (!keys) throw new Error('the server keys are read before the app is ready');
      return keys;
    };
    app.addHook('onReady', async () => {
      const [serverKey, csSecret, drawSecret] = await loading;
      keys = { serverKey, csSecret, drawKey: drawSecret.toString('hex') };
    });
    const ciphers = new Map<string, CustomerServiceCipher>();
    app.decorate('serverKey', { getter: () => loaded().serverKey });
    app.decorate('lotteryDrawKey', { getter: () => loaded().drawKey });
    app.decorate('customerServiceCipher', (merchantCode: string) => {
      let cipher = ciphers.get(merchantCode);
      if (!cipher) {
        cipher = customerServiceCipher(loaded().csSecret, merchantCode);
        ciphers.set(merchantCode, cipher);
      }
      return cipher;
    });
  },
  { name: 'server-keys', dependencies: ['database'] },
);
