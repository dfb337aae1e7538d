// A server for the lobby tests: a fresh in-memory database with the lobby tables and the seeded catalogue, the
// merchants of merchants/ resolved from the Host, and members logged in with real sessions (accounts plugin).
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { loadPlatformConfig } from '../../../server/config/load-config.js';
import type { Database } from '../../../server/db/schema.js';
import { seedCatalogue } from '../../../server/db/catalogue-seed.js';
import accountsPlugin from '../../../server/plugins/app/accounts.js';
import badInputPlugin from '../../../server/plugins/app/bad-input.js';
import databasePlugin from '../../../server/plugins/app/database.js';
import serverKeysPlugin from '../../../server/plugins/app/server-keys.js';
import platformPlugin from '../../../server/plugins/app/platform.js';
import lobbyRoutes from '../../../server/routes/games/index.js';
import type { Clock } from '../../../server/lib/clock.js';
import { createSession } from '../../../server/db/session-store.js';
import { openTestDb } from '../../helpers/test-db.js';

export interface LobbyTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** A logged-in member of a merchant; type 4 is a trial account. Returns the Authorization header. */
  login(merchant: string, opts?: { type?: number; account?: string }): Promise<{ authorization: string; memberId: string }>;
  close(): Promise<void>;
}

export const hostOf = (merchant: string) => `${merchant}.localhost`;

export async function openLobbyTestApp(opts: { now?: () => Date } = {}): Promise<LobbyTestApp> {
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const testDb = await openTestDb();
  const db = testDb.db;
  await seedCatalogue(db);

  const clock: Clock = { now: opts.now ?? (() => new Date()) };
  const app = Fastify();
  await app.register(badInputPlugin);
  await app.register(databasePlugin, { db: testDb.db });
  await app.register(serverKeysPlugin);
  await app.register(platformPlugin, { config: loaded.config, allowPreview: false });
  await app.register(accountsPlugin, { clock });
  await app.register(lobbyRoutes, { authenticate: app.authenticate, requireRealAccount: app.requireRealAccount, now: clock.now });
  await app.ready();

  return {
    app,
    db,
    async login(merchant, o = {}) {
      const memberId = randomUUID();
      const type = o.type ?? 0;
      const account = o.account ?? `member${memberId.slice(0, 6)}`;
      await testDb.db.insertInto('member').values({
        merchant_id: merchant, member_id: memberId, account, account_key: account.toLowerCase(), type, profile: '{}', created_at: clock.now(),
      }).execute();
      const token = await createSession(testDb.db, clock, {
        merchantId: merchant, memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
        mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
      });
      return { authorization: `Bearer ${token}`, memberId };
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
