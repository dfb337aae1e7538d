// The in-house mini games in the whole server (buildApp): Lantern Mines, Lantern Hi-Lo, Crash and Plinko launched
// from the catalogue, their pages, start / move / cash-out through the seamless wallet, one open round per player
// and game, bad input answered 4xx with a message key, the verify page, and rounds left open closed by the
// settlement the reconciliation runs. Runs on PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { crashTimeOf } from '../../../server/domain/game/minis/crash.js';
import { rankOf } from '../../../server/domain/game/minis/hilo.js';
import { plinkoTable } from '../../../server/domain/game/minis/plinko.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let shift = 0;
const now = () => new Date(Date.now() + shift);
const nodes: Record<string, string> = {};
let counter = 0;

beforeAll(async () => {
  t = await openTestApp({ accounts: { clock: { now } } });
  await seedGameCatalogue(t.testDb.db);
  const { rows } = await sql<{ node_id: string; game_code: string }>`select node_id, game_code from game where vassalage = 'LIVERY'`.execute(t.testDb.db);
  for (const r of rows) nodes[r.game_code] = r.node_id;
}, 60_000);
afterAll(async () => { await t.close(); });

const host = 'basic.localhost';
type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function player(funds = 100_000) {
  const account = `mini${process.pid % 1000}x${++counter}`;
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'basic', account, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: 'basic', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  // Test-only funding: a deposit posted straight to the ledger (basic plays from the main wallet).
  const deposit = await t.app.ledger.post(ledgerContextOf(t.config.merchants.get('basic')!), `deposit:test-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId });
  expect(deposit.ok).toBe(true);
  return { memberId, authorization: `Bearer ${token}` };
}

async function launch(p: { authorization: string }, code: string) {
  const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodes[code]}&language=en`, headers: { host, authorization: p.authorization } });
  return new URL((res.json() as Json).value.url as string, 'http://x');
}

async function call(token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/games/livery/api/minis${path}`, headers: { host, 'x-game-token': token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Json };
}

const roundId = () => `m-${Date.now().toString(36)}-${++counter}`;
const secretOf = async (id: string) => (await sql<{ outcome: any }>`select outcome from game_round where round_id = ${id}`.execute(t.testDb.db)).rows[0]!.outcome; // eslint-disable-line @typescript-eslint/no-explicit-any
const balanceOf = async (p: { authorization: string }) =>
  ((await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { host, authorization: p.authorization } })).json() as Json).value.balance as number;

async function open(code: string, funds?: number) {
  const p = await player(funds);
  const url = await launch(p, code);
  return { p, url, token: url.searchParams.get('token')! };
}

describe('launch and pages', () => {
  it('[P7.2-10] every mini game of the catalogue opens its own page, with the texts of the asked language and the payout cap', async () => {
    const p = await player();
    for (const [code, path, title] of [['LANTERN_MINES', '/games/livery/mines', 'Lantern Mines'], ['LANTERN_HILO', '/games/livery/hilo', 'Lantern Hi-Lo'],
      ['CRASH', '/games/livery/crash', 'Lantern Crash'], ['PLINKO', '/games/livery/plinko', 'Lantern Plinko']] as const) {
      const url = await launch(p, code);
      expect(url.pathname).toBe(path);
      const page = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain('/games/livery/assets/minis-kit.js');
      expect(page.body).toContain('Return to player');
      // The payout cap the server applies to every win is stated with the rules.
      expect(page.body).toContain('The most a round pays is 10,000× the bet; a larger win is paid at 10,000×.');
      expect(page.body).not.toMatch(/<script>(?!<)/);
      const zh = await t.app.inject({ url: `${url.pathname}?token=${url.searchParams.get('token')}&lang=zh&palette=light`, headers: { host } });
      expect(zh.body).toContain('<html lang="zh" dir="ltr" data-palette="light">');
      const other = await t.app.inject({ url: `${path === '/games/livery/mines' ? '/games/livery/hilo' : '/games/livery/mines'}${url.search}`, headers: { host } });
      expect(other.statusCode).toBe(401);
    }
    // The light palette serves for a light device unless the site passed dark, and for the site's light palette.
    const css = (await t.app.inject({ url: '/games/livery/assets/minis.css', headers: { host } })).body;
    expect(css).toContain('html:not([data-palette="dark"]) .tiles, html:not([data-palette="dark"]) .crash');
    expect(css).toContain('html[data-palette="light"] .tiles, html[data-palette="light"] .crash');
    // The page's own light palette is game.css's, which every game page loads first.
    const page = (await t.app.inject({ url: '/games/livery/assets/game.css', headers: { host } })).body;
    expect(page).toContain('html[data-palette="light"] body { background: #f6f3fc;');
    const catalogue = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=LIVERY&language=en&pageSize=20', headers: { host, authorization: p.authorization } });
    expect(((catalogue.json() as Json).value.games as { gameCode: string }[]).map((g) => g.gameCode)).toEqual(expect.arrayContaining(['CRASH', 'PLINKO', 'LANTERN_MINES', 'LANTERN_HILO']));
  });
});

describe('Lantern Mines', () => {
  it('[P7.2-10] a round: the bet, a safe tile, a cash-out paid through the wallet; the mines stay secret until it ends', async () => {
    const { p, token } = await open('LANTERN_MINES');
    const before = await balanceOf(p);
    const state = await call(token, 'GET', '/state');
    expect(state.body.value).toMatchObject({ open: null, game: 'LANTERN_MINES' });
    expect(state.body.value.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const id = roundId();
    const started = await call(token, 'POST', '/spin', { roundId: id, bet: 100, mines: 3 });
    expect(started.status).toBe(200);
    expect(started.body.value.round).toMatchObject({ roundId: id, status: 'open', betAmount: 100 });
    expect(started.body.value.round.outcome).not.toHaveProperty('mineTiles');
    expect(started.body.value.balance).toBe(before - 100);
    // The same start again is a retry: nothing more is bet.
    expect((await call(token, 'POST', '/spin', { roundId: id, bet: 100, mines: 3 })).body.value.balance).toBe(before - 100);
    // One open round per player and game; no seed rotation while it is open.
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, mines: 3 })).toMatchObject({ status: 409, body: { code: 'round_in_play' } });
    expect(await call(token, 'POST', '/rotate', {})).toMatchObject({ status: 409, body: { code: 'round_open' } });
    expect((await call(token, 'GET', '/state')).body.value.open.round.roundId).toBe(id);

    const mines: number[] = (await secretOf(id)).mineTiles;
    const safe = [...Array(25).keys()].filter((i) => !mines.includes(i));
    expect(await call(token, 'POST', '/move', { roundId: id, action: 'REVEAL', tile: 25 })).toMatchObject({ status: 400, body: { code: 'invalid_tile' } });
    expect(await call(token, 'POST', '/move', { roundId: id, action: 'JUMP' })).toMatchObject({ status: 400, body: { code: 'invalid_move' } });
    expect(await call(token, 'POST', '/cashout', { roundId: id })).toMatchObject({ status: 409, body: { code: 'nothing_to_cash_out' } });
    const revealed = await call(token, 'POST', '/move', { roundId: id, action: 'REVEAL', tile: safe[0] });
    expect(revealed.body.value.round.outcome).toMatchObject({ revealed: [safe[0]], times: 11022, done: false });
    expect(await call(token, 'POST', '/move', { roundId: id, action: 'REVEAL', tile: safe[0] })).toMatchObject({ status: 409, body: { code: 'tile_revealed' } });
    const cashed = await call(token, 'POST', '/cashout', { roundId: id });
    expect(cashed.body.value.round).toMatchObject({ status: 'settled', winAmount: 110 });
    expect(cashed.body.value.round.outcome.mineTiles).toEqual(mines);
    expect(cashed.body.value.balance).toBe(before - 100 + 110);
    expect(await call(token, 'POST', '/move', { roundId: id, action: 'REVEAL', tile: safe[1] })).toMatchObject({ status: 409, body: { code: 'round_over' } });

    // The bet record lists the round with its bet and win.
    const record = await t.app.inject({ url: '/wps/records/bets?pageSize=20', headers: { host, authorization: p.authorization } });
    expect(((record.json() as Json).value.content as { roundId: string }[]).find((r) => r.roundId === id)).toMatchObject({ betAmount: 100, winAmount: 110 });

    // After rotation the revealed seed replays the mines on the verify page.
    const rotated = await call(token, 'POST', '/rotate', {});
    const prev = rotated.body.value.seeds.previous;
    const verify = await t.app.inject({ url: `/games/livery/verify?game=LANTERN_MINES&lang=en&serverSeed=${prev.serverSeed}&clientSeed=${prev.clientSeed}&nonce=0&mines=3`, headers: { host } });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain(`Mines at (row-column): ${mines.map((m) => `${Math.floor(m / 5) + 1}-${(m % 5) + 1}`).join(' ')}`);
  });

  it('[P7.2-10] a mine loses the bet; bad starts are refused with a message key and move no money', async () => {
    const { p, token } = await open('LANTERN_MINES');
    const before = await balanceOf(p);
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, mines: 25 })).toMatchObject({ status: 400, body: { code: 'invalid_mines' } });
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, mines: 'many' })).toMatchObject({ status: 400, body: { code: 'invalid_mines' } });
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 123, mines: 3 })).toMatchObject({ status: 400, body: { code: 'invalid_bet_amount' } });
    expect(await call(token, 'POST', '/spin', { roundId: 'bad id!', bet: 100, mines: 3 })).toMatchObject({ status: 400, body: { code: 'invalid_round_id' } });
    expect(await call('x'.repeat(43), 'POST', '/spin', { roundId: roundId(), bet: 100, mines: 3 })).toMatchObject({ status: 401, body: { code: 'invalid_game_token' } });
    expect(await balanceOf(p)).toBe(before);
    const id = roundId();
    await call(token, 'POST', '/spin', { roundId: id, bet: 100, mines: 5 });
    const mine = (await secretOf(id)).mineTiles[0];
    const boom = await call(token, 'POST', '/move', { roundId: id, action: 'REVEAL', tile: mine });
    expect(boom.body.value.round).toMatchObject({ status: 'settled', winAmount: 0 });
    expect(boom.body.value.round.outcome).toMatchObject({ hit: mine, done: true });
    expect(await balanceOf(p)).toBe(before - 100);
    // The wallet's bare credit and rollback do not end a mini game's round.
    const seamless = await t.app.inject({ method: 'POST', url: '/wps/seamless/rollback', headers: { host, 'x-game-token': token }, payload: { roundId: id } });
    expect(seamless.statusCode).toBe(404);
  });
});

describe('one open round per player and game', () => {
  it('[P7.2-10] starts sent at the same moment open one round: the others are refused and bet nothing', async () => {
    const { p, token } = await open('LANTERN_HILO');
    const before = await balanceOf(p);
    const answers = await Promise.all([0, 1, 2, 3].map(() => call(token, 'POST', '/spin', { roundId: roundId(), bet: 100 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['round_in_play', 'round_in_play', 'round_in_play']);
    expect(await balanceOf(p)).toBe(before - 100);
    const opened = await sql<{ n: string }>`select count(*)::text as n from game_round where member_id = ${p.memberId} and status = 'open'`.execute(t.testDb.db);
    expect(opened.rows[0]!.n).toBe('1');
  });
});

describe('Lantern Hi-Lo', () => {
  it('[P7.2-10] right guesses multiply by the true odds, skip changes nothing, cash-out pays; a wrong guess loses', async () => {
    const { p, token } = await open('LANTERN_HILO');
    const before = await balanceOf(p);
    const id = roundId();
    const started = await call(token, 'POST', '/spin', { roundId: id, bet: 100 });
    expect(started.body.value.round.outcome).not.toHaveProperty('cards');
    const cards: number[] = (await secretOf(id)).cards;
    expect(started.body.value.round.outcome.card).toBe(cards[0]);
    const skipped = await call(token, 'POST', '/move', { roundId: id, action: 'SKIP' });
    expect(skipped.body.value.round.outcome).toMatchObject({ card: cards[1], rightGuesses: 0 });
    const r1 = rankOf(cards[1]!);
    const r2 = rankOf(cards[2]!);
    const right = r2 > r1 ? 'HIGHER' : r2 < r1 ? 'LOWER' : 'SAME';
    const guessed = await call(token, 'POST', '/move', { roundId: id, action: right });
    const ways = right === 'HIGHER' ? 13 - r1 : right === 'LOWER' ? r1 - 1 : 1;
    expect(guessed.body.value.round.outcome).toMatchObject({ rightGuesses: 1, times: Math.floor((97 * 13 * 100) / ways) });
    const cashed = await call(token, 'POST', '/cashout', { roundId: id });
    expect(cashed.body.value.round).toMatchObject({ status: 'settled', winAmount: Math.floor((100 * 97 * 13) / (100 * ways)) });
    expect(await balanceOf(p)).toBe(before - 100 + cashed.body.value.round.winAmount);

    const lost = roundId();
    await call(token, 'POST', '/spin', { roundId: lost, bet: 100 });
    const deck: number[] = (await secretOf(lost)).cards;
    const a = rankOf(deck[0]!);
    const b = rankOf(deck[1]!);
    const wrong = b === a ? (a === 13 ? 'LOWER' : 'HIGHER') : 'SAME';
    const impossible = a === 13 ? 'HIGHER' : a === 1 ? 'LOWER' : null;
    if (impossible) expect(await call(token, 'POST', '/move', { roundId: lost, action: impossible })).toMatchObject({ status: 409, body: { code: 'impossible_guess' } });
    const out = await call(token, 'POST', '/move', { roundId: lost, action: wrong });
    expect(out.body.value.round).toMatchObject({ status: 'settled', winAmount: 0 });
    expect(out.body.value.round.outcome.cards).toEqual(deck.slice(0, 2));
  });
});

describe('Crash', () => {
  it('[P7.2-10] the automatic cash-out pays when the curve reaches it before the crash; a cash-out after the crash loses', async () => {
    const { p, token } = await open('CRASH');
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, auto: 100 })).toMatchObject({ status: 400, body: { code: 'invalid_auto_cash_out' } });
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, auto: 'x' })).toMatchObject({ status: 400, body: { code: 'invalid_auto_cash_out' } });
    const before = await balanceOf(p);
    // Play rounds until one reaches 1.01x: its automatic cash-out pays 1.01x once the clock passes it.
    let paid = false;
    for (let i = 0; i < 10 && !paid; i += 1) {
      const id = roundId();
      const started = await call(token, 'POST', '/spin', { roundId: id, bet: 100, auto: 101 });
      expect(started.body.value.round.outcome).not.toHaveProperty('point');
      const point: number = (await secretOf(id)).point;
      shift += crashTimeOf(102) + 50;
      const checked = await call(token, 'POST', '/move', { roundId: id, action: 'CHECK' });
      expect(checked.body.value.round.status).toBe('settled');
      expect(checked.body.value.round.outcome.point).toBe(point);
      if (point >= 101) {
        expect(checked.body.value.round).toMatchObject({ winAmount: 101 });
        paid = true;
      } else {
        expect(checked.body.value.round).toMatchObject({ winAmount: 0 });
      }
    }
    expect(paid).toBe(true);
    // Without an automatic cash-out, cashing out after the crash point loses.
    const id = roundId();
    await call(token, 'POST', '/spin', { roundId: id, bet: 100 });
    const point: number = (await secretOf(id)).point;
    shift += crashTimeOf(point + 1) + 10;
    const late = await call(token, 'POST', '/cashout', { roundId: id });
    expect(late.body.value.round).toMatchObject({ status: 'settled', winAmount: 0 });
    expect(late.body.value.round.outcome).toMatchObject({ at: point, cashedOut: false });
    expect(await balanceOf(p)).toBeLessThan(before + 1000);
  });
});

describe('Plinko', () => {
  it('[P7.2-10] a drop is a whole round: paid from the table of its rows and risk; bad rows and risk are refused', async () => {
    const { p, token } = await open('PLINKO');
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, rows: 7, risk: 'LOW' })).toMatchObject({ status: 400, body: { code: 'invalid_rows' } });
    expect(await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, rows: 12, risk: 'WILD' })).toMatchObject({ status: 400, body: { code: 'invalid_risk' } });
    const before = await balanceOf(p);
    const dropped = await call(token, 'POST', '/spin', { roundId: roundId(), bet: 100, rows: 12, risk: 'HIGH' });
    const o = dropped.body.value.round.outcome;
    expect(dropped.body.value.round.status).toBe('settled');
    expect(o.path).toHaveLength(12);
    expect(o.bucket).toBe(o.path.filter((b: number) => b === 1).length);
    expect(dropped.body.value.round.winAmount).toBe(Math.floor(plinkoTable(12, 'HIGH')[o.bucket]!));
    expect(await balanceOf(p)).toBe(before - 100 + dropped.body.value.round.winAmount);
    expect(await call(token, 'POST', '/move', { roundId: dropped.body.value.round.roundId, action: 'CHECK' })).toMatchObject({ status: 409, body: { code: 'round_over' } });
  });
});

describe('abandoned rounds', () => {
  it('[P7.2-10] the reconciliation closes rounds left open at their last safe state, once', async () => {
    const mines = await open('LANTERN_MINES');
    const hilo = await open('LANTERN_HILO');
    const m = roundId();
    await call(mines.token, 'POST', '/spin', { roundId: m, bet: 100, mines: 1 });
    const mined: number[] = (await secretOf(m)).mineTiles;
    const safe = [...Array(25).keys()].filter((i) => !mined.includes(i));
    await call(mines.token, 'POST', '/move', { roundId: m, action: 'REVEAL', tile: safe[0] });
    await call(mines.token, 'POST', '/move', { roundId: m, action: 'REVEAL', tile: safe[1] });
    const h = roundId();
    await call(hilo.token, 'POST', '/spin', { roundId: h, bet: 100 });
    const minesBefore = await balanceOf(mines.p);
    const hiloBefore = await balanceOf(hilo.p);
    // Not yet idle long enough: nothing happens.
    await t.app.liveryMinisSettle(new Date(now().getTime() - 60_000));
    expect((await secretOf(m)).done).toBe(false);
    const later = new Date(now().getTime() + 60_000);
    const closed = await t.app.liveryMinisSettle(later);
    expect(closed).toBeGreaterThanOrEqual(2);
    expect(await t.app.liveryMinisSettle(later)).toBe(0);
    // Two safe tiles of 25 with one mine: 0.97 x 25/24 x 24/23 = 1.0543x.
    expect(await balanceOf(mines.p)).toBe(minesBefore + Math.floor((100 * 97 * 25 * 24) / (100 * 24 * 23)));
    expect(await balanceOf(hilo.p)).toBe(hiloBefore + 100);
    const status = await sql<{ round_id: string; status: string }>`select round_id, status from game_round where round_id in (${m}, ${h})`.execute(t.testDb.db);
    expect(status.rows.every((r) => r.status === 'settled')).toBe(true);
  });
});
