// A server with the foundation, accounts, money and promotions plugins on a fresh test database, a clock the test
// moves, a fixed raffle draw, and members with a login password.
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadPlatformConfig } from '../../../server/config/load-config.js';
import accountsPlugin from '../../../server/plugins/app/accounts.js';
import badInputPlugin from '../../../server/plugins/app/bad-input.js';
import databasePlugin from '../../../server/plugins/app/database.js';
import platformPlugin from '../../../server/plugins/app/platform.js';
import serverKeys from '../../../server/plugins/app/server-keys.js';
import promotionsArea from '../../../server/routes/promotions/index.js';
import moneyPlugin from '../../../server/routes/wallet/money-plugin.js';
import { hashPassword } from '../../../server/crypto/password-hashing.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { encryptBody } from '../../../src/lib/crypto/hybrid-encrypt.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

export type Auth = { authorization: string; host: string };

export interface PromotionsTestApp {
  app: FastifyInstance;
  testDb: TestDb;
  clock: { now: () => Date; advance(ms: number): void };
  /** The next raffle tickets drawn (an integer below the sum of weights); 0 when empty. */
  tickets: number[];
  member(merchant?: string, type?: number): Promise<{ memberId: string; auth: Auth }>;
  /** A new session for a member (after the clock moved past the old one's lifetime). */
  session(memberId: string, merchant?: string, type?: number): Promise<Auth>;
  close(): Promise<void>;
}

export const memberPassword = 'Secret123';
let counter = 0;
let n = 0;
export const key = (prefix = 'pr') => `${prefix}-${process.pid}-${++n}-key`;

export async function promotionsTestApp(): Promise<PromotionsTestApp> {
  const testDb = await openTestDb();
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error(`merchant configuration invalid: ${JSON.stringify(loaded.problems)}`);
  const platformConfig = loaded.config;
  let at = Date.parse('2026-06-01T08:00:00Z');
  const clock = { now: () => new Date(at), advance: (ms: number) => { at += ms; } };
  const tickets: number[] = [];

  const app = Fastify({ logger: false });
  await app.register(badInputPlugin);
  await app.register(databasePlugin, { db: testDb.db });
  await app.register(platformPlugin, { config: platformConfig, allowPreview: false });
  await app.register(serverKeys);
  await app.register(accountsPlugin, { clock, housekeeping: false });
  await app.register(moneyPlugin, { now: clock.now, sandboxEnabled: false });
  await app.register(promotionsArea, { now: clock.now, random: (max) => Math.min(tickets.shift() ?? 0, max - 1), devRoutes: true });
  await app.ready();
  const hash = await hashPassword(memberPassword);
  async function session(memberId: string, merchant = 'demo', type = 0): Promise<Auth> {
    const config = platformConfig.merchants.get(merchant)!;
    const token = await createSession(testDb.db, clock, {
      merchantId: merchant, memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
      mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
    });
    return { authorization: `Bearer ${token}`, host: config.domains[0] ?? 'localhost' };
  }

  return {
    app, testDb, clock, tickets,
    session,
    async member(merchant = 'demo', type = 0) {
      const memberId = await insertMember(testDb.db, {
        merchantId: merchant, account: `promo${process.pid}x${++counter}`, type, passwordHash: hash, passwordChangedAt: clock.now(), createdAt: clock.now(),
      });
      if (memberId === null) throw new Error('member not created');
      return { memberId, auth: await session(memberId, merchant, type) };
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

export const inject = (t: PromotionsTestApp, method: 'GET' | 'POST', url: string, auth: Auth | { host: string }, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

export const sealed = (t: PromotionsTestApp, body: unknown) => encryptBody(body, t.app.serverKey.publicKeySpki, globalThis.crypto as Crypto);

export const balanceOf = async (t: PromotionsTestApp, auth: Auth) => (await inject(t, 'GET', '/wps/v2/wallets/balance', auth)).json().value.balance as number;

export async function expectLedgerBalanced(t: PromotionsTestApp, merchant = 'demo') {
  const audit = await t.app.ledger.audit(merchant);
  for (const total of audit.totals) expect(total.total).toBe(0n);
  expect(audit.driftedAccounts).toEqual([]);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.negativeMemberAccounts).toEqual([]);
}

/** Bonus entries posted for a member: what a claim really moved. */
export async function bonusEntries(t: PromotionsTestApp, memberId: string) {
  const rows = await t.testDb.db.selectFrom('journal_entry').selectAll().where('kind', '=', 'bonus').execute();
  return (rows as unknown as { member_id?: string; reference?: string }[]).filter((r) => r.member_id === undefined || r.member_id === memberId);
}

/** A 1x1 PNG, a JPEG header and a GIF header. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const tinyJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const tinyGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
