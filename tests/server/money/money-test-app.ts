// A server with the foundation, accounts and money plugins on a fresh test database, a clock the test moves, and
// helpers to make members and sessions without going through the login screens.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadPlatformConfig } from '../../../server/config/load-config.js';
import accountsPlugin from '../../../server/plugins/app/accounts.js';
import badInputPlugin from '../../../server/plugins/app/bad-input.js';
import databasePlugin from '../../../server/plugins/app/database.js';
import platformPlugin from '../../../server/plugins/app/platform.js';
import moneyPlugin from '../../../server/routes/wallet/money-plugin.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

export const testSandboxSecret = 'money-test-sandbox-secret';

export interface MoneyTestApp {
  app: FastifyInstance;
  testDb: TestDb;
  clock: { now: () => Date; advance(ms: number): void };
  /** A new member of the merchant (type 0 member, 4 trial) and a session token for it. */
  member(merchant?: string, type?: number): Promise<{ memberId: string; token: string; auth: { authorization: string; host: string } }>;
  close(): Promise<void>;
}

let counter = 0;

export async function moneyTestApp(options: { sandboxEnabled?: boolean } = {}): Promise<MoneyTestApp> {
  const testDb = await openTestDb();
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error(`merchant configuration invalid: ${JSON.stringify(loaded.problems)}`);
  let at = Date.parse('2026-06-01T08:00:00Z');
  const clock = { now: () => new Date(at), advance: (ms: number) => { at += ms; } };

  const app = Fastify({ logger: false });
  await app.register(badInputPlugin);
  await app.register(databasePlugin, { db: testDb.db });
  await app.register(platformPlugin, { config: loaded.config, allowPreview: false });
  await app.register(accountsPlugin, { clock });
  await app.register(moneyPlugin, { now: clock.now, sandboxSecret: testSandboxSecret, sandboxEnabled: options.sandboxEnabled ?? true });
  await app.ready();

  return {
    app, testDb, clock,
    async member(merchant = 'demo', type = 0) {
      const merchantConfig = loaded.config.merchants.get(merchant);
      if (!merchantConfig) throw new Error(`no merchant ${merchant}`);
      const memberId = await insertMember(testDb.db, {
        merchantId: merchant, account: `money${process.pid}x${++counter}`, type, passwordHash: null, passwordChangedAt: null, createdAt: clock.now(),
      });
      if (memberId === null) throw new Error('member not created');
      const token = await createSession(testDb.db, clock, {
        merchantId: merchant, memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
        mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
      });
      return { memberId, token, auth: { authorization: `Bearer ${token}`, host: merchantConfig.domains[0] ?? 'localhost' } };
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
