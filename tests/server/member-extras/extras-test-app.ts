// A server for the VIP, manual rebate, referral and profile tests: the engagement test server's plugins plus the
// member extras routes, with helpers that write game rounds and deposits the way the game and payment areas do.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loadRepositoryConfig } from '../../helpers/test-app.js';
import { openTestDb } from '../../helpers/test-db.js';
import accountsPlugin from '../../../server/plugins/app/accounts.js';
import badInputPlugin from '../../../server/plugins/app/bad-input.js';
import databasePlugin from '../../../server/plugins/app/database.js';
import platformPlugin from '../../../server/plugins/app/platform.js';
import memberRoutes from '../../../server/routes/member/index.js';
import memberExtrasRoutes from '../../../server/routes/vip/member-extras.js';
import moneyPlugin from '../../../server/routes/wallet/money-plugin.js';
import { insertMember, type NewMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';

export interface Member {
  memberId: string;
  account: string;
  merchant: string;
  authorization: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
export type Json = { success: boolean; code?: string; message?: string; value: any };

let counter = 0;

export async function openExtrasApp(start = '2026-06-03T05:00:00Z') {
  let at = Date.parse(start);
  const clock = { now: () => new Date(at), set: (d: string | Date) => { at = new Date(d).getTime(); }, advance: (ms: number) => { at += ms; } };
  const [testDb, config] = await Promise.all([openTestDb(), loadRepositoryConfig()]);
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(badInputPlugin);
  await app.register(databasePlugin, { db: testDb.db });
  await app.register(platformPlugin, { config, allowPreview: false });
  await app.register(accountsPlugin, { clock, housekeeping: false });
  await app.register(memberRoutes);
  await app.register(moneyPlugin, { sandboxEnabled: false });
  await app.register(memberExtrasRoutes);
  await app.ready();
  const db = testDb.db;
  return {
    app,
    db,
    clock,
    async member(merchant = 'demo', opts: { type?: number; account?: string } & Partial<Omit<NewMember, 'merchantId' | 'account' | 'type'>> = {}): Promise<Member> {
      const { type = 0, account = `ext${process.pid % 1000}x${++counter}`, ...rest } = opts;
      const memberId = await insertMember(db, { merchantId: merchant, account, type, passwordHash: null, passwordChangedAt: null, createdAt: clock.now(), ...rest });
      if (memberId === null) throw new Error(`member ${account} not created: account, mobile or e-mail already taken on ${merchant}`);
      const token = await createSession(db, clock, {
        merchantId: merchant, memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
        mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
      });
      return { memberId, account, merchant, authorization: `Bearer ${token}` };
    },
    async call(who: Member | { merchant: string } | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<{ status: number; body: Json }> {
      const headers: Record<string, string> = { host: `${who?.merchant ?? 'demo'}.localhost` };
      if (who && 'authorization' in who) headers.authorization = who.authorization;
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() as Json };
    },
    /** A game round as the seamless wallet records it; settled now unless told otherwise. */
    async round(who: Member, gameType: string, bet: number, win: number, opts: { status?: string; at?: Date } = {}) {
      const when = opts.at ?? clock.now();
      const status = opts.status ?? 'settled';
      await sql`insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status, created_at, settled_at)
        values (${who.merchant}, ${randomUUID()}, ${who.memberId}, '1', 'LIVERY', ${gameType}, 'USD', ${bet}, ${win}, ${status}, ${when}, ${status === 'settled' ? when : null})`.execute(db);
    },
    async deposit(who: Member, amount: number, status = 'succeeded') {
      const when = clock.now();
      await sql`insert into payment_deposit (merchant_id, deposit_id, member_id, method_id, method_type, provider, amount, currency, status, request_key, fingerprint, created_at, updated_at, expires_at, completed_at)
        values (${who.merchant}, ${randomUUID()}::uuid, ${who.memberId}, 'bank', 'BANK_TRANSFER', 'SANDBOX', ${amount}, 'USD', ${status}, ${randomUUID()}, 'f', ${when}, ${when}, ${when}, ${status === 'succeeded' ? when : null})`.execute(db);
    },
    async entriesUnder(merchant: string, key: string): Promise<number> {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from journal_entry where merchant_id = ${merchant} and idempotency_key = ${key}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

export type ExtrasTestApp = Awaited<ReturnType<typeof openExtrasApp>>;
