// A server for the messages, feedback and missions tests: the plugins those routes stand on (database, merchants,
// accounts with member info, money) with the lobby (CSP_unreadCount) and the member engagement routes, as app.ts orders them; a clock
// the test moves, members with sessions made directly, and a call helper that answers status and envelope.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadRepositoryConfig } from '../../helpers/test-app.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';
import accountsPlugin from '../../../server/plugins/app/accounts.js';
import badInputPlugin from '../../../server/plugins/app/bad-input.js';
import databasePlugin from '../../../server/plugins/app/database.js';
import serverKeysPlugin from '../../../server/plugins/app/server-keys.js';
import platformPlugin from '../../../server/plugins/app/platform.js';
import lobbyRoutes from '../../../server/routes/games/index.js';
import memberRoutes from '../../../server/routes/member/index.js';
import engagementRoutes from '../../../server/routes/messages/engagement.js';
import moneyPlugin from '../../../server/routes/wallet/money-plugin.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';

export interface Member {
  memberId: string;
  account: string;
  merchant: string;
  authorization: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
export type Json = { success: boolean; code?: string; message?: string; value: any };

export interface EngagementTestApp {
  t: { app: FastifyInstance; testDb: TestDb };
  clock: { now: () => Date; set(at: string | Date): void; advance(ms: number): void };
  member(merchant?: string, opts?: { type?: number; account?: string }): Promise<Member>;
  call(who: Member | { merchant: string } | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

let counter = 0;

export async function openEngagementApp(start = '2026-06-03T05:00:00Z'): Promise<EngagementTestApp> {
  let at = Date.parse(start);
  const clock = { now: () => new Date(at), set: (d: string | Date) => { at = new Date(d).getTime(); }, advance: (ms: number) => { at += ms; } };
  const [testDb, config] = await Promise.all([openTestDb(), loadRepositoryConfig()]);
  const app = Fastify({ logger: false });
  await app.register(badInputPlugin);
  await app.register(databasePlugin, { db: testDb.db });
  await app.register(serverKeysPlugin);
  await app.register(platformPlugin, { config, allowPreview: false });
  await app.register(accountsPlugin, { clock, housekeeping: false });
  await app.register(memberRoutes);
  await app.register(moneyPlugin, { sandboxEnabled: false });
  await app.register(lobbyRoutes, { authenticate: app.authenticate, requireRealAccount: app.requireRealAccount });
  await app.register(engagementRoutes);
  await app.ready();
  const t = { app, testDb };
  return {
    t,
    clock,
    async member(merchant = 'demo', opts = {}) {
      const type = opts.type ?? 0;
      const account = opts.account ?? `eng${process.pid % 1000}x${++counter}`;
      const memberId = (await insertMember(t.testDb.db, { merchantId: merchant, account, type, passwordHash: null, passwordChangedAt: null, createdAt: clock.now() }))!;
      const token = await createSession(t.testDb.db, clock, {
        merchantId: merchant, memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
        mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
      });
      return { memberId, account, merchant, authorization: `Bearer ${token}` };
    },
    async call(who, method, url, payload) {
      const headers: Record<string, string> = { host: `${who?.merchant ?? 'demo'}.localhost` };
      if (who && 'authorization' in who) headers.authorization = who.authorization;
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() as Json };
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
