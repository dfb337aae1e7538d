// The vendor contract end to end (docs/vendors.md): the lobby launches an outside vendor's game through the demo
// aggregator, which plays it over HTTP against the signed wallet callbacks; and the callbacks themselves, as a
// hostile or unreliable aggregator would send them: unsigned, forged, stale, repeated, out of order, above the
// balance, abandoned mid-round. The ledger must always sum to zero. Runs on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { createGameSession } from '../../../server/db/game-session-repository.js';
import { demoAggregatorId, signRequest, vendorKeyOf } from '../../../server/providers/game/vendor-contract/signing.js';
import { createCallbackHints, type CallbackHints } from '../../../server/providers/game/vendor-contract/callback-hints.js';
import { createVendorWallet, type BetCall, type CallbackAnswer, type VendorWallet } from '../../../server/providers/game/vendor-contract/vendor-wallet.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
const games: Record<string, string> = {};
const vendorOf: Record<string, string> = {};
let counter = 0;
let basicSlot = '';
const key = vendorKeyOf({ NODE_ENV: 'test' }, demoAggregatorId)!;

beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  // One game of each category the demo merchant offers (its sports lane lists the e-sports vendors too); live tables
  // share their rounds and take bets in a betting window instead (tests/server/game/live-tables.test.ts), and the
  // fishing game and the card hall have routes of their own (tests/server/game/fish-and-cards.test.ts).
  const offered = t.config.merchants.get('demo')!.vendors as Record<string, readonly string[]>;
  for (const type of ['RNG', 'SPORTS', 'ESPORTS']) {
    const vendors = [...(offered[type] ?? []), ...(type === 'ESPORTS' ? offered.SPORTS ?? [] : [])];
    const { rows } = await sql<{ node_id: string; vassalage: string }>`select node_id, vassalage from game where game_type = ${type} order by node_id`.execute(t.testDb.db);
    const game = rows.find((r) => vendors.includes(r.vassalage))!;
    games[type] = game.node_id;
    vendorOf[game.node_id] = game.vassalage;
  }
  basicSlot = (await sql<{ node_id: string }>`select node_id from game where vassalage = 'PT' and game_type = 'RNG' and is_game = 1 limit 1`.execute(t.testDb.db)).rows[0]!.node_id;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });


interface Player { memberId: string; merchant: string; authorization: string }

async function player(merchant = 'basic', funds = 0): Promise<Player> {
  const account = `vend${process.pid % 1000}x${++counter}`;
  const memberId = (await insertMember(t.testDb.db, { merchantId: merchant, account, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  if (funds > 0) {
    const ctx = ledgerContextOf(t.config.merchants.get(merchant)!);
    expect((await t.app.ledger.post(ctx, `deposit:test-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  }
  return { memberId, merchant, authorization: `Bearer ${token}` };
}

const ledgerSum = async (merchant: string) =>
  Number((await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = ${merchant}`.execute(t.testDb.db)).rows[0]!.s);
const balanceOf = async (p: Player, vendor?: string) => {
  const wallets = await t.app.ledger.memberWallets(p.merchant, 'USD', p.memberId);
  return Number(vendor === undefined ? wallets.main : wallets.vendors.get(vendor) ?? 0n);
};

/** Moves money from the main wallet into a vendor's wallet (the demo merchant's wallets are per vendor). */
async function transfer(p: Player, vendor: string, amount: number) {
  const ctx = ledgerContextOf(t.config.merchants.get(p.merchant)!);
  expect((await t.app.ledger.post(ctx, `transfer:test-${p.memberId}-${vendor}-${++counter}`, { type: 'wallet_transfer', memberId: p.memberId, from: 'MAIN', to: vendor, amount: BigInt(amount) })).ok).toBe(true);
}

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function launch(p: Player, nodeId: string) {
  const res = await fetch(`${origin}/wps/game/launchGame?nodeId=${nodeId}&language=en&merchant=${p.merchant}`, { headers: { authorization: p.authorization } });
  return { status: res.status, body: await res.json() as Json };
}

async function page(url: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const token = new URL(url, origin).searchParams.get('token')!;
  const res = await fetch(`${origin}${path}`, {
    method, headers: { 'x-game-token': token, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: await res.json() as Json };
}

describe('an outside vendor\'s game through the demo aggregator', () => {
  it('[P4.6-1] opens a playable game of every category the aggregator plays, each one-press round settled through the wallet', async () => {
    const p = await player('demo', 100_000);
    for (const [type, nodeId] of Object.entries(games)) {
      const vendor = vendorOf[nodeId]!;
      await transfer(p, vendor, 10_000);
      const launched = await launch(p, nodeId);
      expect(launched.status, type).toBe(200);
      expect(launched.body.value.url, type).toMatch(/^\/demo-aggregator\/play\?token=/);
      const html = await (await fetch(`${origin}${launched.body.value.url}`)).text();
      // Sports and e-sports open the sportsbook; their bets go through its slip (tests/server/game/sportsbook.test.ts).
      const sports = type === 'SPORTS' || type === 'ESPORTS';
      expect(html, type).toContain(sports ? 'sportsbook.js' : 'id="play"');
      const state = await page(launched.body.value.url, 'GET', '/demo-aggregator/api/state');
      expect(state.body.value.balance, type).toBe(await balanceOf(p, vendor));
      const before = await balanceOf(p, vendor);
      const roundId = randomUUID();
      if (sports) {
        // The old one-fixture round of the one-press API is gone: refused with a message key, nothing bet.
        expect(await page(launched.body.value.url, 'POST', '/demo-aggregator/api/spin', { roundId, bet: 100 }), type)
          .toMatchObject({ status: 409, body: { success: false, code: 'sportsbook_bet' } });
        expect(await balanceOf(p, vendor), type).toBe(before);
        continue;
      }
      const played = await page(launched.body.value.url, 'POST', '/demo-aggregator/api/spin', { roundId, bet: 100, pick: state.body.value.picks[0]?.pick });
      expect(played.status, type).toBe(200);
      const round = played.body.value.round;
      expect(await balanceOf(p, vendor), type).toBe(before - 100 + round.winAmount);
      expect(played.body.value.balance, type).toBe(before - 100 + round.winAmount);
      const { rows } = await sql<{ status: string; bet_amount: string; win_amount: string; aggregator: string; game_type: string }>`
        select status, bet_amount, win_amount, aggregator, game_type from game_round where merchant_id = 'demo' and round_id = ${roundId}`.execute(t.testDb.db);
      expect(rows[0], type).toMatchObject({ status: 'settled', aggregator: 'DEMOAGG', game_type: type });
      expect(Number(rows[0]!.bet_amount)).toBe(100);
      expect(Number(rows[0]!.win_amount)).toBe(round.winAmount);
      // A retry of the same round (a lost answer) answers it again and moves nothing.
      const again = await page(launched.body.value.url, 'POST', '/demo-aggregator/api/spin', { roundId, bet: 100, pick: state.body.value.picks[0]?.pick });
      expect(again.body.value.round.winAmount).toBe(round.winAmount);
      expect(await balanceOf(p, vendor)).toBe(before - 100 + round.winAmount);
    }
    expect(await ledgerSum('demo')).toBe(0);
  }, 60_000);

  it('refuses a bet above the balance and records no round', async () => {
    const p = await player('basic', 50);
    const launched = await launch(p, basicSlot);
    const roundId = randomUUID();
    const played = await page(launched.body.value.url, 'POST', '/demo-aggregator/api/spin', { roundId, bet: 100 });
    expect(played).toMatchObject({ status: 409, body: { success: false, code: 'insufficient_balance' } });
    expect(await balanceOf(p)).toBe(50);
    expect((await sql`select 1 from game_round where round_id = ${roundId}`.execute(t.testDb.db)).rows).toHaveLength(0);
  });

  it('refuses a tampered page token', async () => {
    const p = await player('basic', 1000);
    const launched = await launch(p, basicSlot);
    const tampered = launched.body.value.url.replace(/token=([^.]+)\./, (_: string, payload: string) => `token=${payload.slice(0, -2)}AA.`);
    expect((await page(tampered, 'GET', '/demo-aggregator/api/state')).status).toBe(401);
  });
});

/** A game session as a launch makes it: the token the callbacks carry. */
async function sessionFor(p: Player, nodeId = games.RNG!) {
  const db = t.testDb.db;
  const { token } = await createGameSession(db, { merchantId: p.merchant, memberId: p.memberId, nodeId, vassalage: 'PT', gameType: 'RNG', language: 'en' }, new Date());
  return token;
}

async function callback(merchant: string, action: string, body: object, sign: { key?: string; timestamp?: number; unsigned?: boolean } = {}) {
  const path = `/vendor-wallet/${merchant}/${action}`;
  const text = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const timestamp = sign.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!sign.unsigned) {
    headers['x-vendor-id'] = demoAggregatorId;
    headers['x-vendor-timestamp'] = String(timestamp);
    headers['x-vendor-signature'] = signRequest(sign.key ?? key, timestamp, path, text);
  }
  const res = await t.app.inject({ method: 'POST', url: path, headers, payload: text });
  return { http: res.statusCode, ...(res.json() as { status: string; balance?: number }) };
}

describe('the wallet callbacks', () => {
  it('refuse unsigned, forged and stale callbacks and change nothing', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const bet = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 100, currency: 'USD' };
    expect(await callback('basic', 'bet', bet, { unsigned: true })).toMatchObject({ http: 401, status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await callback('basic', 'bet', bet, { key: 'not-the-key-of-this-vendor' })).toMatchObject({ http: 401, status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await callback('basic', 'bet', bet, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).toMatchObject({ http: 401, status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await balanceOf(p)).toBe(1000);
    expect((await sql`select 1 from vendor_transaction where member_id = ${p.memberId}`.execute(t.testDb.db)).rows).toHaveLength(0);
  });

  it('answer a malformed body with RS_ERROR_WRONG_SYNTAX and an unknown token with RS_ERROR_INVALID_TOKEN', async () => {
    expect(await callback('basic', 'bet', { token: 'x'.repeat(30), transaction_uuid: 'a b', round: 'r', amount: -5, currency: 'USD' })).toMatchObject({ http: 400, status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(await callback('basic', 'balance', { token: 'y'.repeat(40) })).toMatchObject({ http: 401, status: 'RS_ERROR_INVALID_TOKEN' });
  });

  it('take a bet once per transaction id, refuse the id reused for another bet, and refuse a bet above the balance', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const bet = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 300, currency: 'USD' };
    expect(await callback('basic', 'bet', bet)).toMatchObject({ status: 'RS_OK', balance: 700 });
    expect(await callback('basic', 'bet', bet)).toMatchObject({ status: 'RS_OK', balance: 700 });
    expect(await callback('basic', 'bet', { ...bet, amount: 200 })).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 700 });
    expect(await callback('basic', 'bet', { ...bet, transaction_uuid: randomUUID(), amount: 5000 })).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 700 });
    expect(await callback('basic', 'bet', { ...bet, transaction_uuid: randomUUID(), currency: 'EUR' })).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 700 });
    const win = { transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round, amount: 450, currency: 'USD', round_closed: true };
    expect(await callback('basic', 'win', win)).toMatchObject({ status: 'RS_OK', balance: 1150 });
    expect(await callback('basic', 'win', win)).toMatchObject({ status: 'RS_OK', balance: 1150 });
    // After the round closed, no further win or rollback moves money.
    expect(await callback('basic', 'win', { ...win, transaction_uuid: randomUUID() })).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED', balance: 1150 });
    expect(await callback('basic', 'rollback', { transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round })).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED' });
    expect(await balanceOf(p)).toBe(1150);
    expect(await ledgerSum('basic')).toBe(0);
  });

  it('handle calls out of order: a win before its bet, a rollback before its bet, a rollback twice', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const round = randomUUID();
    const betTx = randomUUID();
    // A win for a bet not seen yet is refused; the vendor retries it after the bet.
    const win = { transaction_uuid: randomUUID(), reference_transaction_uuid: betTx, round, amount: 200, currency: 'USD', round_closed: true };
    expect(await callback('basic', 'win', win)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(await balanceOf(p)).toBe(1000);
    // A rollback before its bet is kept; the bet arriving late is refused and takes nothing.
    const lateTx = randomUUID();
    const lateRound = randomUUID();
    expect(await callback('basic', 'rollback', { transaction_uuid: randomUUID(), reference_transaction_uuid: lateTx, round: lateRound })).toMatchObject({ status: 'RS_OK' });
    expect(await callback('basic', 'bet', { token, transaction_uuid: lateTx, round: lateRound, amount: 100, currency: 'USD' })).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 1000 });
    // A bet rolled back twice (two rollback ids) returns the stake once.
    expect(await callback('basic', 'bet', { token, transaction_uuid: betTx, round, amount: 100, currency: 'USD' })).toMatchObject({ status: 'RS_OK', balance: 900 });
    const rollback = { transaction_uuid: randomUUID(), reference_transaction_uuid: betTx, round };
    expect(await callback('basic', 'rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 1000 });
    expect(await callback('basic', 'rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 1000 });
    expect(await callback('basic', 'rollback', { ...rollback, transaction_uuid: randomUUID() })).toMatchObject({ status: 'RS_OK', balance: 1000 });
    // And the win that now arrives for the rolled-back bet pays nothing.
    expect(await callback('basic', 'win', win)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 1000 });
    const { rows } = await sql<{ status: string }>`select status from game_round where merchant_id = 'basic' and round_id = ${round}`.execute(t.testDb.db);
    expect(rows[0]!.status).toBe('rolled_back');
    expect(await ledgerSum('basic')).toBe(0);
  });

  it('settle concurrent retries of one bet once', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const bet = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 100, currency: 'USD' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback('basic', 'bet', bet)));
    expect(answers.every((a) => a.status === 'RS_OK')).toBe(true);
    expect(await balanceOf(p)).toBe(900);
  });

  it('reconciliation after a crash: an abandoned round is rolled back, one that paid a win is closed, the ledger sums to zero', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const abandoned = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 300, currency: 'USD' };
    const paid = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 200, currency: 'USD' };
    await callback('basic', 'bet', abandoned);
    await callback('basic', 'bet', paid);
    await callback('basic', 'win', { transaction_uuid: randomUUID(), reference_transaction_uuid: paid.transaction_uuid, round: paid.round, amount: 50, currency: 'USD', round_closed: false });
    expect(await balanceOf(p)).toBe(550);
    const result = await t.app.vendorWallet.reconcile(new Date(Date.now() + 60_000));
    expect(result.rolledBack).toBeGreaterThanOrEqual(1);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(p)).toBe(850);
    const { rows } = await sql<{ round_id: string; status: string }>`select round_id, status from game_round where member_id = ${p.memberId}`.execute(t.testDb.db);
    expect(Object.fromEntries(rows.map((r) => [r.round_id, r.status]))).toEqual({ [abandoned.round]: 'rolled_back', [paid.round]: 'settled' });
    // Running it again changes nothing.
    await t.app.vendorWallet.reconcile(new Date(Date.now() + 60_000));
    expect(await balanceOf(p)).toBe(850);
    expect(await ledgerSum('basic')).toBe(0);
  });
});

// The common case of a bet and a win runs as one statement (vendor_bet, vendor_win; docs/vendors.md, Throughput),
// anything else through the transaction path: the same answers and the same ledger either way.
describe('the one-statement bet and win', () => {
  const rows = async (memberId: string) => ({
    rounds: Number((await sql<{ n: string }>`select count(*)::text as n from game_round where member_id = ${memberId}`.execute(t.testDb.db)).rows[0]!.n),
    transactions: Number((await sql<{ n: string }>`select count(*)::text as n from vendor_transaction where member_id = ${memberId}`.execute(t.testDb.db)).rows[0]!.n),
    negative: Number((await sql<{ n: string }>`select count(*)::text as n from account_balance where member_id = ${memberId} and balance < 0`.execute(t.testDb.db)).rows[0]!.n),
  });

  it('never take a wallet below zero under concurrent bets: exactly what the balance covers is taken', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const answers = await Promise.all(Array.from({ length: 25 }, () =>
      callback('basic', 'bet', { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 100, currency: 'USD' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 'RS_OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(15);
    expect(await balanceOf(p)).toBe(0);
    // A refused bet keeps neither its transaction nor a round.
    expect(await rows(p.memberId)).toEqual({ rounds: 10, transactions: 10, negative: 0 });
    expect(await ledgerSum('basic')).toBe(0);
  });

  it('answer a repeated bet and win as the first time and move the money once, also when the repeats run at once', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const bet = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 300, currency: 'USD' };
    const first = await callback('basic', 'bet', bet);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 700 });
    expect((await callback('basic', 'bet', bet))).toMatchObject({ status: 'RS_OK', balance: 700 });
    const win = { transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round, amount: 450, currency: 'USD', round_closed: true };
    const wins = await Promise.all(Array.from({ length: 5 }, () => callback('basic', 'win', win)));
    expect(wins.map((w) => ({ status: w.status, balance: w.balance }))).toEqual(Array.from({ length: 5 }, () => ({ status: 'RS_OK', balance: 1150 })));
    expect(await balanceOf(p)).toBe(1150);
    const { rows: round } = await sql<{ status: string; bet_amount: string; win_amount: string }>`
      select status, bet_amount::text, win_amount::text from game_round where round_id = ${bet.round}`.execute(t.testDb.db);
    expect(round).toEqual([{ status: 'settled', bet_amount: '300', win_amount: '450' }]);
    // The same transaction id with another amount is another request: refused, nothing moves.
    expect((await callback('basic', 'win', { ...win, amount: 999 }))).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(await balanceOf(p)).toBe(1150);
    expect(await ledgerSum('basic')).toBe(0);
  });

  it('refuse a bet on another player\'s round or a closed round and keep nothing of it, so the id stays free', async () => {
    const owner = await player('basic', 1000);
    const other = await player('basic', 1000);
    const ownerToken = await sessionFor(owner);
    const otherToken = await sessionFor(other);
    const round = randomUUID();
    expect((await callback('basic', 'bet', { token: ownerToken, transaction_uuid: randomUUID(), round, amount: 100, currency: 'USD' }))).toMatchObject({ status: 'RS_OK' });
    const intruder = { token: otherToken, transaction_uuid: randomUUID(), round, amount: 100, currency: 'USD' };
    expect((await callback('basic', 'bet', intruder))).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 1000 });
    const closed = randomUUID();
    expect((await callback('basic', 'bet', { token: ownerToken, transaction_uuid: randomUUID(), round: closed, amount: 100, currency: 'USD', round_closed: true })))
      .toMatchObject({ status: 'RS_OK', balance: 800 });
    expect((await callback('basic', 'bet', { token: ownerToken, transaction_uuid: randomUUID(), round: closed, amount: 100, currency: 'USD' })))
      .toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED', balance: 800 });
    // The refused transaction id was not kept: on a round of its own it is a new bet.
    expect((await callback('basic', 'bet', { ...intruder, round: randomUUID() }))).toMatchObject({ status: 'RS_OK', balance: 900 });
    expect(await rows(other.memberId)).toEqual({ rounds: 1, transactions: 1, negative: 0 });
    expect(await ledgerSum('basic')).toBe(0);
  });

  it('settle a losing round with a win of 0: the round closes and no money moves', async () => {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const bet = { token, transaction_uuid: randomUUID(), round: randomUUID(), amount: 250, currency: 'USD' };
    await callback('basic', 'bet', bet);
    const lost = await callback('basic', 'win', { transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round, amount: 0, currency: 'USD', round_closed: true });
    expect(lost).toMatchObject({ status: 'RS_OK', balance: 750 });
    const { rows: round } = await sql<{ status: string; win_amount: string }>`select status, win_amount::text from game_round where round_id = ${bet.round}`.execute(t.testDb.db);
    expect(round).toEqual([{ status: 'settled', win_amount: '0' }]);
    expect(await ledgerSum('basic')).toBe(0);
  });
});

// A callback's common case in one round trip (vendor_bet_in_session, vendor_win_on_bet; docs/vendors.md, Throughput):
// the server remembers a token's session and a bet's player and wallet, and the statement checks they still hold. A
// wallet that remembers nothing looks everything up: both must answer every case alike and move the same money.
describe('the one-round-trip bet and win on what the server remembers', () => {
  const basic = () => t.config.merchants.get('basic')!;
  const walletWith = (hints: CallbackHints) =>
    createVendorWallet({ db: t.testDb.db, money: t.app.money, now: () => new Date(), merchantOf: (code) => t.config.merchants.get(code), hints });
  const counts = async (memberId: string) => (await sql<{ rounds: string; transactions: string }>`
    select (select count(*) from game_round where member_id = ${memberId})::text as rounds,
      (select count(*) from vendor_transaction where member_id = ${memberId})::text as transactions`.execute(t.testDb.db)).rows[0];

  async function scenario(wallet: VendorWallet) {
    const p = await player('basic', 1000);
    const token = await sessionFor(p);
    const m = basic();
    const seen: { step: string; status: string; balance?: number }[] = [];
    const note = (step: string, a: CallbackAnswer) => seen.push({ step, status: a.status, ...(a.balance === undefined ? {} : { balance: a.balance }) });
    const bet = (transactionId: string, roundId: string, amount: number, more: Partial<BetCall> = {}) =>
      wallet.bet(m, demoAggregatorId, { token, transactionId, roundId, amount: BigInt(amount), currency: 'USD', roundClosed: false, ...more });
    const win = (transactionId: string, referenceTransactionId: string, roundId: string, amount: number, roundClosed = false) =>
      wallet.win(m, demoAggregatorId, { transactionId, referenceTransactionId, roundId, amount: BigInt(amount), currency: 'USD', roundClosed });
    const [a, w1, w2, r1, r2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    note('balance', await wallet.balance(m, token));
    note('bet', await bet(a, r1, 300));
    note('bet again', await bet(a, r1, 300));
    note('bet id reused', await bet(a, r1, 200));
    note('bet above the balance', await bet(randomUUID(), r1, 5000));
    note('bet in another currency', await bet(randomUUID(), r1, 100, { currency: 'EUR' }));
    note('win', await win(w1, a, r1, 450));
    note('win again', await win(w1, a, r1, 450));
    note('win id reused', await win(w1, a, r1, 999));
    note('win of 0 closing', await win(w2, a, r1, 0, true));
    note('win on a closed round', await win(randomUUID(), a, r1, 10));
    note('bet on a closed round', await bet(randomUUID(), r1, 100));
    const e = randomUUID();
    note('bet to roll back', await bet(e, r2, 100));
    note('rollback', await wallet.rollback(m, demoAggregatorId, { transactionId: randomUUID(), referenceTransactionId: e, roundId: r2 }));
    note('win on a rolled-back bet', await win(randomUUID(), e, r2, 100));
    note('win on an unknown bet', await win(randomUUID(), randomUUID(), randomUUID(), 100));
    await sql`update game_vendor set under_maintenance = true where game_type = 'RNG' and vassalage = 'PT'`.execute(t.testDb.db);
    try {
      note('bet under maintenance', await bet(randomUUID(), randomUUID(), 100));
    } finally {
      await sql`update game_vendor set under_maintenance = false where game_type = 'RNG' and vassalage = 'PT'`.execute(t.testDb.db);
    }
    note('bet after maintenance', await bet(randomUUID(), randomUUID(), 100, { roundClosed: true }));
    await sql`update game_session set expires_at = ${new Date(Date.now() - 1000)}::timestamptz where member_id = ${p.memberId}`.execute(t.testDb.db);
    note('bet on an expired session', await bet(randomUUID(), randomUUID(), 100));
    return { seen, balance: await balanceOf(p), rows: await counts(p.memberId) };
  }

  it('answer every case as the lookups do and move the same money', async () => {
    const remembered = await scenario(walletWith(createCallbackHints()));
    const lookedUp = await scenario(walletWith(createCallbackHints(0)));
    expect(remembered).toEqual(lookedUp);
    expect(remembered.seen.map((s) => s.status)).toEqual([
      'RS_OK', 'RS_OK', 'RS_OK', 'RS_ERROR_DUPLICATE_TRANSACTION', 'RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_WRONG_CURRENCY',
      'RS_OK', 'RS_OK', 'RS_ERROR_DUPLICATE_TRANSACTION', 'RS_OK', 'RS_ERROR_ROUND_CLOSED', 'RS_ERROR_ROUND_CLOSED',
      'RS_OK', 'RS_OK', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      'RS_ERROR_MAINTENANCE', 'RS_OK', 'RS_ERROR_INVALID_TOKEN',
    ]);
    expect(remembered.balance).toBe(1050);
    expect(await ledgerSum('basic')).toBe(0);
  });

  it('never move money on a memory that no longer holds: the session or the bet is looked up', async () => {
    const hints = createCallbackHints();
    const wallet = walletWith(hints);
    const owner = await player('basic', 1000);
    const other = await player('basic', 1000);
    const token = await sessionFor(owner);
    const m = basic();
    // The owner's token remembered as another player's session, then a bet remembered as the other player's.
    hints.rememberSession(token, { merchantId: 'basic', memberId: other.memberId, nodeId: games.RNG!, vassalage: 'PT', gameType: 'RNG', language: 'en', expiresAt: new Date(Date.now() + 3_600_000) });
    const bet = { token, transactionId: randomUUID(), roundId: randomUUID(), amount: 100n, currency: 'USD', roundClosed: false };
    expect(await wallet.bet(m, demoAggregatorId, bet)).toMatchObject({ status: 'RS_OK', balance: 900 });
    hints.rememberBet('basic', demoAggregatorId, bet.transactionId, { memberId: other.memberId, vassalage: 'PT' });
    const win = { transactionId: randomUUID(), referenceTransactionId: bet.transactionId, roundId: bet.roundId, amount: 50n, currency: 'USD', roundClosed: false };
    expect(await wallet.win(m, demoAggregatorId, win)).toMatchObject({ status: 'RS_OK', balance: 950 });
    // The right player, but a wallet the round does not play from.
    hints.rememberBet('basic', demoAggregatorId, bet.transactionId, { memberId: owner.memberId, vassalage: 'EVO' });
    expect(await wallet.win(m, demoAggregatorId, { ...win, transactionId: randomUUID(), roundClosed: true })).toMatchObject({ status: 'RS_OK', balance: 1000 });
    expect([await balanceOf(owner), await balanceOf(other)]).toEqual([1000, 1000]);
    const { rows: round } = await sql<{ member_id: string; vassalage: string; status: string }>`
      select member_id, vassalage, status from game_round where round_id = ${bet.roundId}`.execute(t.testDb.db);
    expect(round).toEqual([{ member_id: owner.memberId, vassalage: 'PT', status: 'settled' }]);
    expect(await ledgerSum('basic')).toBe(0);
  });
});
