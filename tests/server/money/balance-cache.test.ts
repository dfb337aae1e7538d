// The balance a member sees is never an old one (issue 15): on PGlite the balance endpoint answers from memory
// (server/db/session-wallets-cache.ts), so every way money moves, and every way a session ends, must show on the very
// next call. The balance is read first each time, so a kept answer exists to be wrong. Runs on PGlite and PostgreSQL
// (DATABASE_URL), where a second server node on the same database must see the first one's postings.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { createGameSession } from '../../../server/db/game-session-repository.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { createSession } from '../../../server/db/session-store.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { demoAggregatorId, signRequest, vendorKeyOf } from '../../../server/providers/game/vendor-contract/signing.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let counter = 0;
let slotNodeId = '';
let vendorNodeId = '';
const vendorKey = vendorKeyOf({ NODE_ENV: 'test' }, demoAggregatorId)!;

beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  const game = async (where: ReturnType<typeof sql>) => (await sql<{ node_id: string }>`select node_id from game where ${where} order by node_id limit 1`.execute(t.testDb.db)).rows[0]!.node_id;
  slotNodeId = await game(sql`vassalage = 'LIVERY' and game_code = 'LUCKY_LANTERN'`);
  vendorNodeId = await game(sql`vassalage = 'PT' and game_type = 'RNG' and is_game = 1`);
}, 60_000);
afterAll(async () => { await t?.close(); });

interface Player { memberId: string; merchant: string; token: string; headers: { host: string; authorization: string } }

/** A member of basic (one wallet) or demo (a wallet per vendor) with a site session, funded through the ledger. */
async function player(merchant: 'basic' | 'demo', funds = 0): Promise<Player> {
  const memberId = (await insertMember(t.testDb.db, { merchantId: merchant, account: `bcache${process.pid % 1000}x${++counter}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const p = { memberId, merchant, token, headers: { host: `${merchant}.localhost`, authorization: `Bearer ${token}` } };
  if (funds > 0) await post(p, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId });
  return p;
}

type Command = Parameters<TestApp['app']['ledger']['post']>[2];
async function post(p: Player, command: Command) {
  expect((await t.app.ledger.post(ledgerContextOf(t.config.merchants.get(p.merchant)!), `bcache-${randomUUID()}`, command)).ok).toBe(true);
}

async function balance(p: Player, app: FastifyInstance = t.app): Promise<{ status: number; main?: number; wallets?: { vendor: string; balance: number }[] }> {
  const res = await app.inject({ url: '/wps/v2/wallets/balance', headers: p.headers });
  const value = res.statusCode === 200 ? res.json().value : undefined;
  return { status: res.statusCode, main: value?.balance, wallets: value?.wallets };
}
const vendorBalance = async (p: Player, vendor: string) => (await balance(p)).wallets!.find((w) => w.vendor === vendor)!.balance;

describe('[issue 15] the balance right after money moves', () => {
  it('after a wallet transfer through the API, and after transfers that commit together in one batch', async () => {
    const p = await player('demo', 10_000);
    expect((await balance(p)).main).toBe(10_000);
    const moved = await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: p.headers, payload: { from: 'MAIN', to: 'AG', amount: 1_500, idempotencyKey: randomUUID() } });
    expect(moved.statusCode).toBe(200);
    expect(await balance(p)).toMatchObject({ main: 8_500 });
    expect(await vendorBalance(p, 'AG')).toBe(1_500);
    // Ten at once reach the database in one turn: the group commit posts them in one transaction.
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: p.headers, payload: { from: 'MAIN', to: 'PT', amount: 100, idempotencyKey: randomUUID() } })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await balance(p)).main).toBe(7_500);
    expect(await vendorBalance(p, 'PT')).toBe(1_000);
  });

  it('after a deposit paid through the sandbox gateway', async () => {
    const p = await player('demo');
    expect((await balance(p)).main).toBe(0);
    const opened = await t.app.inject({ method: 'POST', url: '/wps/payment/deposit', headers: p.headers, payload: { methodId: 'bank-transfer', amount: 5_000, idempotencyKey: randomUUID() } });
    expect(opened.statusCode).toBe(200);
    expect((await balance(p)).main).toBe(0);
    const confirmed = await t.app.inject({ method: 'POST', url: `${opened.json().value.payUrl}/confirm`, headers: { host: p.headers.host } });
    expect(confirmed.statusCode).toBe(303);
    expect((await balance(p)).main).toBe(5_000);
  });

  it('after a bet and a win of an in-house game (seamless debit and credit)', async () => {
    const p = await player('basic', 10_000);
    expect((await balance(p)).main).toBe(10_000);
    const launched = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${slotNodeId}&language=en`, headers: p.headers });
    const gameToken = new URL(launched.json().value.url, 'http://x').searchParams.get('token')!;
    const game = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { host: p.headers.host, 'x-game-token': gameToken }, payload });
    const roundId = `bcache${randomUUID().replaceAll('-', '')}`;
    expect((await game('/wps/seamless/debit', { roundId, amount: 100 })).statusCode).toBe(200);
    expect((await balance(p)).main).toBe(9_900);
    const credit = await game('/wps/seamless/credit', { roundId });
    const win = credit.json().value.round.winAmount as number;
    expect((await balance(p)).main).toBe(9_900 + win);
  });

  it('after an outside vendor\'s signed bet and win callbacks', async () => {
    const p = await player('basic', 1_000);
    expect((await balance(p)).main).toBe(1_000);
    const { token } = await createGameSession(t.testDb.db, { merchantId: 'basic', memberId: p.memberId, nodeId: vendorNodeId, vassalage: 'PT', gameType: 'RNG', language: 'en' }, new Date());
    const callback = async (action: string, body: object) => {
      const path = `/vendor-wallet/basic/${action}`;
      const text = JSON.stringify({ request_uuid: randomUUID(), ...body });
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await t.app.inject({
        method: 'POST', url: path, payload: text,
        headers: { 'content-type': 'application/json', 'x-vendor-id': demoAggregatorId, 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(vendorKey, timestamp, path, text) },
      });
      return res.json() as { status: string };
    };
    const bet = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 300, currency: 'USD' };
    expect(await callback('bet', bet)).toMatchObject({ status: 'RS_OK' });
    expect((await balance(p)).main).toBe(700);
    expect(await callback('win', { transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round, amount: 450, currency: 'USD', round_closed: true })).toMatchObject({ status: 'RS_OK' });
    expect((await balance(p)).main).toBe(1_150);
  });

  it('after a posting of the ledger repository and after a write to the balances that bypasses it', async () => {
    const p = await player('basic', 200);
    expect((await balance(p)).main).toBe(200);
    await post(p, { type: 'deposit', memberId: p.memberId, amount: 1n, provider: 'TEST', reference: 'again' });
    expect((await balance(p)).main).toBe(201);
    await sql`update account_balance set balance = balance + 9 where merchant_id = 'basic' and member_id = ${p.memberId} and kind = 'member_main'`.execute(t.testDb.db);
    expect((await balance(p)).main).toBe(210);
  });

  it('never shows another member\'s postings', async () => {
    const a = await player('basic', 300);
    const b = await player('basic', 400);
    expect((await balance(a)).main).toBe(300);
    expect((await balance(b)).main).toBe(400);
    await post(b, { type: 'deposit', memberId: b.memberId, amount: 5n, provider: 'TEST', reference: 'b' });
    expect((await balance(a)).main).toBe(300);
    expect((await balance(b)).main).toBe(405);
  });
});

describe('[issue 15] the balance after the session ends', () => {
  it('answers 401 right after a logout', async () => {
    const p = await player('basic', 100);
    expect((await balance(p)).status).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: p.headers })).statusCode).toBe(200);
    expect((await balance(p)).status).toBe(401);
  });

  it('answers 401 right after the session row is ended or removed by any path', async () => {
    const p = await player('basic', 100);
    const q = await player('basic', 100);
    expect((await balance(p)).status).toBe(200);
    expect((await balance(q)).status).toBe(200);
    await sql`update member_session set revoked_at = now() where merchant_id = 'basic' and member_id = ${p.memberId}`.execute(t.testDb.db);
    await sql`delete from member_session where merchant_id = 'basic' and member_id = ${q.memberId}`.execute(t.testDb.db);
    expect((await balance(p)).status).toBe(401);
    expect((await balance(q)).status).toBe(401);
  });
});

describe('[issue 15] several server nodes on one PostgreSQL database', () => {
  it.runIf(process.env.DATABASE_URL)('a second node sees the first one\'s posting and logout at once', async () => {
    const second = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: t.testDb.url! });
    const other = await buildApp({ nodeEnv: 'test', logger: false, config: t.config, db: second.db, accounts: { housekeeping: false } });
    try {
      const p = await player('demo', 1_000);
      expect((await balance(p, other)).main).toBe(1_000);
      const moved = await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: p.headers, payload: { from: 'MAIN', to: 'AG', amount: 250, idempotencyKey: randomUUID() } });
      expect(moved.statusCode).toBe(200);
      expect((await balance(p, other)).main).toBe(750);
      expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: p.headers })).statusCode).toBe(200);
      expect((await balance(p, other)).status).toBe(401);
    } finally {
      await other.close();
      await second.db.destroy();
    }
  });
});
