// Fun play through HTTP (docs/vendors.md "Fun play", spec P1-1, P6-1, P6-3): anyone opens a catalogue game for fun at
// /wps/game/launchFun when the merchant has free play and the vendor a fun mode; the demo aggregator plays it with
// play money (XXX) from its own table, without jackpots, and the member's wallets and the ledger never move.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { funWalletCall } from '../../../server/db/demo-aggregator-fun-wallet-repository.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { demoAggregatorId, signRequest, vendorKeyOf } from '../../../server/providers/game/vendor-contract/signing.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
const games: Record<string, { nodeId: string; vendor: string }> = {};
let counter = 0;

beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  const offered = t.config.merchants.get('demo')!.vendors as Record<string, readonly string[]>;
  for (const type of ['RNG', 'FISH', 'PVP', 'LIVE']) {
    const { rows } = await sql<{ node_id: string; vassalage: string }>`select node_id, vassalage from game
      where game_type = ${type} and is_game = 1 order by node_id`.execute(t.testDb.db);
    const row = rows.find((r) => offered[type]!.includes(r.vassalage))!;
    games[type] = { nodeId: row.node_id, vendor: row.vassalage };
  }
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function member(type: 0 | 4, funds: number) {
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'demo', account: `fun${process.pid % 1000}x${++counter}`, type, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: 'demo', memberId, memberType: type, loginType: type === 4 ? 'freeplay' : 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  if (funds > 0) {
    const ctx = ledgerContextOf(t.config.merchants.get('demo')!);
    expect((await t.app.ledger.post(ctx, `deposit:test-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  }
  return { memberId, authorization: `Bearer ${token}` };
}

async function launchFun(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}/wps/game/launchFun?${query}`, { headers });
  return { status: res.status, body: await res.json() as Json };
}

async function call(token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await fetch(`${origin}${path}`, {
    method, headers: { 'x-game-token': token, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: await res.json() as Json };
}

const ledgerSum = async () => Number((await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = 'demo'`.execute(t.testDb.db)).rows[0]!.s);
const ledgerRows = async () => Number((await sql<{ n: string }>`select count(*)::text as n from ledger_posting where merchant_id = 'demo'`.execute(t.testDb.db)).rows[0]!.n);
const walletsOf = async (memberId: string) => {
  const w = await t.app.ledger.memberWallets('demo', 'USD', memberId);
  return { main: Number(w.main), vendors: [...w.vendors.values()].reduce((s, v) => s + Number(v), 0) };
};

describe('fun play', () => {
  it('[P6-1] a visitor opens a slot for fun: play money (XXX) labelled "Fun mode", no jackpots, and the ledger never moves', async () => {
    const rowsBefore = await ledgerRows();
    const launched = await launchFun(`nodeId=${games.RNG!.nodeId}&language=en&merchant=demo`);
    expect(launched).toMatchObject({ status: 200, body: { success: true, value: { fun: true } } });
    const url = new URL(launched.body.value.url, origin);
    const html = await (await fetch(url)).text();
    expect(html).toContain('data-testid="fun-mode"');
    expect(html).toContain('Fun mode');
    expect(html).toContain('the jackpots are shown but cannot be won');
    const token = url.searchParams.get('token')!;

    const state = await call(token, 'GET', '/demo-aggregator/api/state');
    expect(state.status).toBe(200);
    expect(state.body.value.balance).toBe(200_000);
    expect(state.body.value.balanceText).toBe('2,000.00');
    const pools = (await call(token, 'GET', '/demo-aggregator/api/jackpots')).body.value.pools;

    let balance = 200_000;
    for (let i = 0; i < 5; i += 1) {
      const spun = await call(token, 'POST', '/demo-aggregator/api/spin', { roundId: randomUUID(), bet: 500 });
      expect(spun.status).toBe(200);
      const round = spun.body.value.round;
      expect(round.outcome.jackpot).toBeUndefined();
      expect(round.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      balance = balance - 500 + round.winAmount;
      expect(spun.body.value.balance).toBe(balance);
    }
    // The jackpot pools are not fed by fun bets; nothing reached the platform: no round, no posting.
    expect((await call(token, 'GET', '/demo-aggregator/api/jackpots')).body.value.pools).toEqual(pools);
    expect(await ledgerRows()).toBe(rowsBefore);
    const platformRounds = await sql<{ n: string }>`select count(*)::text as n from game_round where member_id like 'fun-%'`.execute(t.testDb.db);
    expect(platformRounds.rows[0]!.n).toBe('0');
    const fun = await sql<{ balance: string }>`select balance::text as balance from demo_aggregator_fun_wallet where operator = 'demo' and player like 'fun-%' order by updated_at desc limit 1`.execute(t.testDb.db);
    expect(Number(fun.rows[0]!.balance)).toBe(balance);
  }, 60_000);

  it('[P6-3] a member and a trial account play for fun; the member\'s balances do not change', async () => {
    const m = await member(0, 50_000);
    const before = await walletsOf(m.memberId);
    const launched = await launchFun(`nodeId=${games.RNG!.nodeId}&language=km&merchant=demo`, { authorization: m.authorization });
    expect(launched.status).toBe(200);
    const token = new URL(launched.body.value.url, origin).searchParams.get('token')!;
    for (let i = 0; i < 3; i += 1) expect((await call(token, 'POST', '/demo-aggregator/api/spin', { roundId: randomUUID(), bet: 100 })).status).toBe(200);
    expect(await walletsOf(m.memberId)).toEqual(before);
    expect(await ledgerSum()).toBe(0);

    // A trial account: real games are refused (P4.6-6), fun play is open.
    const trial = await member(4, 0);
    expect((await fetch(`${origin}/wps/game/launchGame?nodeId=${games.RNG!.nodeId}&merchant=demo`, { headers: { authorization: trial.authorization } })).status).toBe(403);
    expect((await launchFun(`nodeId=${games.FISH!.nodeId}&merchant=demo`, { authorization: trial.authorization })).status).toBe(200);
  }, 60_000);

  it('opens the fishing game and the card hall for fun with the label', async () => {
    for (const type of ['FISH', 'PVP']) {
      const launched = await launchFun(`nodeId=${games[type]!.nodeId}&language=zh&merchant=demo`);
      expect(launched.status, type).toBe(200);
      const html = await (await fetch(new URL(launched.body.value.url, origin))).text();
      expect(html, type).toContain('试玩模式');
    }
  }, 30_000);

  it('bad input answers 4xx with a message key', async () => {
    expect(await launchFun('merchant=demo')).toMatchObject({ status: 400, body: { success: false, code: 'invalid_node_id' } });
    expect(await launchFun('nodeId=abc&merchant=demo')).toMatchObject({ status: 400, body: { code: 'invalid_node_id' } });
    expect(await launchFun('nodeId=999999999&merchant=demo')).toMatchObject({ status: 404, body: { code: 'game_not_found' } });
    // Live tables have no fun mode; a merchant without free play (FREEPLAY off) offers none.
    expect(await launchFun(`nodeId=${games.LIVE!.nodeId}&merchant=demo`)).toMatchObject({ status: 409, body: { code: 'fun_not_available' } });
    expect(await launchFun(`nodeId=${games.RNG!.nodeId}&merchant=basic`)).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
  });

  it('the aggregator\'s demo launch is refused unsigned or in a real currency', async () => {
    const path = '/demo-aggregator/operator/game/demo';
    const body = { operator: 'demo', vendor: games.RNG!.vendor, game_code: 'X', game_type: 'RNG', game_name: 'X', vendor_name: 'X', currency: 'USD', minor_units: 2, lang: 'en', lobby_url: '/' };
    const post = async (payload: object, signed: boolean) => {
      const text = JSON.stringify(payload);
      const ts = Math.floor(Date.now() / 1000);
      const key = vendorKeyOf({ NODE_ENV: 'test' }, demoAggregatorId)!;
      const res = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signed ? { 'x-vendor-id': demoAggregatorId, 'x-vendor-timestamp': String(ts), 'x-vendor-signature': signRequest(key, ts, path, text) } : {}) },
        body: text,
      });
      return { status: res.status, body: await res.json() as { status: string } };
    };
    expect(await post({ ...body, currency: 'XXX' }, false)).toEqual({ status: 401, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } });
    expect(await post(body, true)).toEqual({ status: 400, body: { status: 'RS_ERROR_WRONG_SYNTAX' } });
  });

  it('the fun wallet refuses a bet above its balance and answers a repeated call once', async () => {
    const who = { operator: 'demo', player: `fun-${randomUUID()}`, opening: 1_000 };
    const at = new Date();
    const db = t.testDb.db;
    expect(await funWalletCall(db, 'bet', { ...who, transactionId: 'a:bet', amount: 1_500 }, at)).toEqual({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_000 });
    expect(await funWalletCall(db, 'bet', { ...who, transactionId: 'b:bet', amount: 400 }, at)).toEqual({ status: 'RS_OK', balance: 600 });
    expect(await funWalletCall(db, 'bet', { ...who, transactionId: 'b:bet', amount: 400 }, at)).toEqual({ status: 'RS_OK', balance: 600 });
    expect(await funWalletCall(db, 'rollback', { ...who, transactionId: 'b:rollback', referenceId: 'b:bet' }, at)).toEqual({ status: 'RS_OK', balance: 1_000 });
    expect(await funWalletCall(db, 'rollback', { ...who, transactionId: 'b:rollback', referenceId: 'b:bet' }, at)).toEqual({ status: 'RS_OK', balance: 1_000 });
    // A rollback of a bet never seen, then that bet arriving late: refused.
    expect(await funWalletCall(db, 'rollback', { ...who, transactionId: 'c:rollback', referenceId: 'c:bet' }, at)).toEqual({ status: 'RS_OK', balance: 1_000 });
    expect((await funWalletCall(db, 'bet', { ...who, transactionId: 'c:bet', amount: 100 }, at)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });
});
