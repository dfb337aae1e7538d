// Fun play of the in-house games (docs/demo-game.md "Fun play", spec P4.6-6, P6-1): anyone opens Lucky Lantern,
// Lantern Dice and the mini games for fun at /wps/game/launchFun; each launch is a fun player with 2,000.00 of play
// money, its rounds are played by the same code as real ones but kept apart, and neither the ledger, nor game_round
// (every record reads it), nor a member's wallets ever move. Runs on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
const nodes: Record<string, string> = {};
let counter = 0;
const host = 'demo.localhost';

beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  const { rows } = await sql<{ node_id: string; game_code: string }>`select node_id, game_code from game where vassalage = 'LIVERY' and is_game = 1`.execute(t.testDb.db);
  for (const r of rows) nodes[r.game_code] = r.node_id;
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function member(funds: number) {
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'demo', account: `lfun${process.pid % 1000}x${++counter}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: 'demo', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const ctx = ledgerContextOf(t.config.merchants.get('demo')!);
  expect((await t.app.ledger.post(ctx, `deposit:test-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  return { memberId, authorization: `Bearer ${token}` };
}

async function launchFun(code: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/wps/game/launchFun?nodeId=${nodes[code]}&language=en`, headers: { host, ...headers } });
  const body = res.json() as Json;
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  const url = new URL(body.value.url as string, 'http://x');
  return { url, token: url.searchParams.get('token')! };
}

async function call(token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await t.app.inject({ method, url: path, headers: { host, 'x-game-token': token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Json };
}

const roundId = () => `f-${Date.now().toString(36)}-${++counter}`;
const count = async (table: 'ledger_posting' | 'game_round' | 'livery_fun_round') =>
  Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(t.testDb.db)).rows[0]!.n);
const walletsOf = async (memberId: string) => {
  const w = await t.app.ledger.memberWallets('demo', 'USD', memberId);
  return { main: Number(w.main), vendors: [...w.vendors.values()].reduce((s, v) => s + Number(v), 0) };
};

/** Plays one whole round of a game for fun and answers the fun balance the last answer showed. */
async function playRound(code: string, token: string): Promise<{ bet: number; win: number; balance: number }> {
  const minis = '/games/livery/api/minis';
  const id = roundId();
  const last = (r: { status: number; body: Json }) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { bet: r.body.value.round.betAmount as number, win: r.body.value.round.winAmount as number, balance: r.body.value.balance as number };
  };
  switch (code) {
    case 'LUCKY_LANTERN': return last(await call(token, 'POST', '/games/livery/api/spin', { roundId: id, bet: 100 }));
    case 'LANTERN_DICE': return last(await call(token, 'POST', '/games/livery/api/spin', { roundId: id, bet: 100, pick: 'BIG' }));
    case 'PLINKO': return last(await call(token, 'POST', `${minis}/spin`, { roundId: id, bet: 100, rows: 8, risk: 'LOW' }));
    case 'LANTERN_MINES': {
      await call(token, 'POST', `${minis}/spin`, { roundId: id, bet: 100, mines: 3 });
      const secret = (await sql<{ outcome: { mineTiles: number[] } }>`select outcome from livery_fun_round where round_id = ${id}`.execute(t.testDb.db)).rows[0]!.outcome;
      const safe = [...Array(25).keys()].find((i) => !secret.mineTiles.includes(i))!;
      expect((await call(token, 'POST', `${minis}/move`, { roundId: id, action: 'REVEAL', tile: safe })).status).toBe(200);
      return last(await call(token, 'POST', `${minis}/cashout`, { roundId: id }));
    }
    case 'LANTERN_HILO': {
      await call(token, 'POST', `${minis}/spin`, { roundId: id, bet: 100 });
      const guessed = await call(token, 'POST', `${minis}/move`, { roundId: id, action: 'SKIP' });
      expect(guessed.body.value.round.status).toBe('open');
      const lower = await call(token, 'POST', `${minis}/move`, { roundId: id, action: 'LOWER' });
      if (lower.status === 200 && lower.body.value.round.status === 'open') return last(await call(token, 'POST', `${minis}/cashout`, { roundId: id }));
      if (lower.status === 200) return last(lower);
      // LOWER on an ace cannot win (refused): HIGHER can.
      const higher = await call(token, 'POST', `${minis}/move`, { roundId: id, action: 'HIGHER' });
      return higher.body.value.round.status === 'open' ? last(await call(token, 'POST', `${minis}/cashout`, { roundId: id })) : last(higher);
    }
    default: { // CRASH: cash out at once (1.00x, or lost if it crashed at once)
      await call(token, 'POST', `${minis}/spin`, { roundId: id, bet: 100 });
      const cashed = await call(token, 'POST', `${minis}/cashout`, { roundId: id });
      if (cashed.status === 200) return last(cashed);
      const state = await call(token, 'GET', `${minis}/state`);
      return { bet: 100, win: 0, balance: state.body.value.balance as number };
    }
  }
}

describe('fun play of the in-house games', () => {
  it('[P4.6-6][P6-1] a visitor plays every in-house game for fun: "Fun play" on the page, play money, and neither the ledger nor game_round moves', async () => {
    const [postings, rounds, funRounds] = [await count('ledger_posting'), await count('game_round'), await count('livery_fun_round')];
    for (const code of ['LUCKY_LANTERN', 'LANTERN_DICE', 'LANTERN_MINES', 'LANTERN_HILO', 'CRASH', 'PLINKO']) {
      const { url, token } = await launchFun(code);
      const page = await t.app.inject({ url: `${url.pathname}${url.search}&palette=light`, headers: { host } });
      expect(page.statusCode, code).toBe(200);
      expect(page.body).toContain('data-testid="fun-mode"');
      expect(page.body).toContain('<strong>Fun play</strong> You play with play money: nothing real is bet or won');
      expect(page.body).toContain('<a href="/" data-game-real>Play for real money</a>');
      const state = await call(token, 'GET', code === 'LUCKY_LANTERN' || code === 'LANTERN_DICE' ? '/games/livery/api/state' : '/games/livery/api/minis/state');
      // 2,000.00 of play money, shown without the merchant's currency symbol.
      expect(state.body.value).toMatchObject({ balance: 200_000, balanceText: '2,000.00', wallet: 'FUN' });
      const round = await playRound(code, token);
      expect(round.balance, code).toBe(200_000 - round.bet + round.win);
    }
    expect(await count('ledger_posting')).toBe(postings);
    expect(await count('game_round')).toBe(rounds);
    expect(await count('livery_fun_round')).toBe(funRounds + 6);
  });

  it('[P4.6-6] a member playing for fun keeps every real balance, and a real launch of the same game still plays real money', async () => {
    const m = await member(50_000);
    const before = await walletsOf(m.memberId);
    const postings = await count('ledger_posting');
    const { token } = await launchFun('LUCKY_LANTERN', { authorization: m.authorization });
    for (let i = 0; i < 5; i += 1) await playRound('LUCKY_LANTERN', token);
    expect(await walletsOf(m.memberId)).toEqual(before);
    expect(await count('ledger_posting')).toBe(postings);
    // The bet record has no fun round.
    const record = await t.app.inject({ url: '/wps/records/bets?pageSize=50', headers: { host, authorization: m.authorization } });
    expect((record.json() as Json).value.content ?? []).toHaveLength(0);
    // Real play of the same game is the member's own launch: a game token whose state is the member's wallet.
    const real = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodes.LUCKY_LANTERN}&language=en`, headers: { host, authorization: m.authorization } });
    const realToken = new URL((real.json() as Json).value.url as string, 'http://x').searchParams.get('token')!;
    expect((await call(realToken, 'GET', '/games/livery/api/state')).body.value.wallet).not.toBe('FUN');
    const realPage = await t.app.inject({ url: `/games/livery/slot?token=${realToken}&lang=en`, headers: { host } });
    expect(realPage.body).not.toContain('data-testid="fun-mode"');
  });

  it('[P4.6-6] play money is refused beyond the balance, a fun token opens nothing of the platform\'s wallet, and seeds stay shut while a fun round is open', async () => {
    const { token } = await launchFun('LANTERN_MINES');
    await sql`update livery_fun_session set balance = 50 where token_hash = ${createHash('sha256').update(token).digest('hex')}`.execute(t.testDb.db);
    expect(await call(token, 'POST', '/games/livery/api/minis/spin', { roundId: roundId(), bet: 100, mines: 3 })).toMatchObject({ status: 409, body: { code: 'insufficient_balance' } });
    expect((await call(token, 'GET', '/games/livery/api/minis/state')).body.value.balance).toBe(50);
    await sql`update livery_fun_session set balance = 200000 where token_hash = ${createHash('sha256').update(token).digest('hex')}`.execute(t.testDb.db);
    const id = roundId();
    expect((await call(token, 'POST', '/games/livery/api/minis/spin', { roundId: id, bet: 100, mines: 3 })).status).toBe(200);
    expect(await call(token, 'POST', '/games/livery/api/minis/rotate', {})).toMatchObject({ status: 409, body: { code: 'round_open' } });
    // A retried start answers the same round and bets once.
    expect((await call(token, 'POST', '/games/livery/api/minis/spin', { roundId: id, bet: 100, mines: 3 })).body.value.round).toMatchObject({ roundId: id, status: 'open' });
    expect((await call(token, 'GET', '/games/livery/api/minis/state')).body.value.balance).toBe(199_900);
    // The platform's seamless wallet (a vendor's calls) knows no fun token.
    expect(await call(token, 'GET', '/wps/seamless/balance')).toMatchObject({ status: 401, body: { code: 'invalid_game_token' } });
    // Another game's page does not open with it.
    expect((await t.app.inject({ url: `/games/livery/hilo?token=${token}&lang=en`, headers: { host } })).statusCode).toBe(401);
  });

  it('[P4.6-6] fun play is refused where the merchant has no free play', async () => {
    const res = await t.app.inject({ url: `/wps/game/launchFun?nodeId=${nodes.LUCKY_LANTERN}&language=en`, headers: { host: 'basic.localhost' } });
    expect(res.statusCode === 403 || res.statusCode === 404).toBe(true);
  });
});
