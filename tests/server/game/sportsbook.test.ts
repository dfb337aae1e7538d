// The demo sportsbook through HTTP (docs/vendors.md "The sportsbook"): a member of basic opens a sports game, places
// a single and a parlay, is refused bad slips without any money moving, and the bets settle from the simulated
// results through the wallet callbacks; a bet that waits for a later fixture is not rolled back by the platform's
// reconciliation, which respects the round_expires_at the bet announced. The clock is the test's.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { betReturn, eventResult, legOutcome } from '../../../server/domain/game/sportsbook/results.js';
import { eventById } from '../../../server/domain/game/sportsbook/schedule.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { bookSeedsOf } from '../../../server/providers/game/demo-aggregator/sportsbook/sportsbook-book.js';
import { demoAggregatorId, vendorKeyOf } from '../../../server/providers/game/vendor-contract/signing.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let current = new Date();
const clock = { now: () => new Date(current) };
const advance = (minutes: number) => { current = new Date(current.getTime() + minutes * 60_000); };
const seeds = bookSeedsOf(vendorKeyOf({ NODE_ENV: 'test' }, demoAggregatorId)!);

let t: TestApp;
let origin = '';
let sportsGame = '';

beforeAll(async () => {
  t = await openTestApp({ accounts: { clock, housekeeping: false } });
  await seedGameCatalogue(t.testDb.db);
  sportsGame = (await sql<{ node_id: string }>`select node_id from game where vassalage = 'IBC' and game_type = 'SPORTS' order by node_id limit 1`.execute(t.testDb.db)).rows[0]!.node_id;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; legs?: Leg[]; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Leg { eventId: string; marketId: string; selection: string; odds: number }
interface Market { id: string; prices: { selection: string; odds: number }[] }
interface Fixture { id: string; league: string; closesAt: string; resultAt: string; commitment: string; markets: Market[] }

async function member(funds: number, merchant = 'basic', nodeId = sportsGame) {
  const memberId = (await insertMember(t.testDb.db, { merchantId: merchant, account: `sb${process.pid % 1000}x${randomUUID().slice(0, 6)}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: clock.now() }))!;
  const session = await createSession(t.testDb.db, clock, {
    merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const ctx = ledgerContextOf(t.config.merchants.get(merchant)!);
  expect((await t.app.ledger.post(ctx, `deposit:sb-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  const authorization = `Bearer ${session}`;
  const launched = await (await fetch(`${origin}/wps/game/launchGame?nodeId=${nodeId}&language=en&merchant=${merchant}`, { headers: { authorization } })).json() as Json;
  const token = new URL(launched.value.url as string, origin).searchParams.get('token')!;
  return { memberId, authorization, url: launched.value.url as string, token };
}

async function book(token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await fetch(`${origin}/demo-aggregator/api/sportsbook${path}`, {
    method, headers: { 'x-game-token': token, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: await res.json() as Json };
}

const balanceOf = async (memberId: string) => Number((await t.app.ledger.memberWallets('basic', 'USD', memberId)).main);
const roundOf = async (roundId: string) => (await sql<{ status: string; bet_amount: number; win_amount: number; aggregator: string; expires_at: Date | null }>`
  select status, bet_amount::integer as bet_amount, win_amount::integer as win_amount, aggregator, expires_at from game_round
  where merchant_id = 'basic' and round_id = ${roundId}`.execute(t.testDb.db)).rows[0];
const ledgerSum = async () => Number((await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = 'basic'`.execute(t.testDb.db)).rows[0]!.s);
const legOf = (f: Fixture, market = 0, price = 0): Leg => ({ eventId: f.id, marketId: f.markets[market]!.id, selection: f.markets[market]!.prices[price]!.selection, odds: f.markets[market]!.prices[price]!.odds });
/** What a bet returns on the simulated results, worked out here from the domain's rules. */
const expectedReturn = (stake: number, legs: Leg[]) =>
  betReturn(stake, legs.map((l) => ({ odds: l.odds, outcome: legOutcome(l.marketId, l.selection, eventResult(seeds.schedule, seeds.results, eventById(seeds.schedule, l.eventId)!)) })));

describe('the sportsbook of the demo aggregator', () => {
  it('[P7.2-10][M2-7] places a single and a parlay through the bet callback, refuses bad slips moving nothing, and settles both through the win callback; the parlay waiting for its last fixture outlives the reconciliation', async () => {
    const p = await member(100_000);
    const html = await (await fetch(`${origin}${p.url}`)).text();
    expect(html).toContain('sportsbook.js');
    expect(html).toContain('id="slip"');

    const state = await book(p.token, 'GET', '/state');
    expect(state.status).toBe(200);
    expect(state.body.value).toMatchObject({ balance: 100_000, marginPercent: 5, limits: { minStake: 100, maxStake: 100_000, maxPayout: 5_000_000 } });
    const leagues = state.body.value.leagues as { id: string; fixtures: Fixture[]; cup: Fixture }[];
    const turbo = leagues.find((l) => l.id === 'turboFootball')!.fixtures;
    const mekong = leagues.find((l) => l.id === 'mekong')!.fixtures;
    expect(turbo[0]!.markets.map((m) => m.id)[0]).toBe('1X2');
    expect(turbo[0]!.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(leagues.every((l) => l.cup.markets[0]!.id === 'OUTRIGHT')).toBe(true);

    // A single on the next turbo match, and a parlay of the match after it and a Mekong match (hours long).
    const single = { roundId: randomUUID(), stake: 1000, legs: [legOf(turbo[0]!)] };
    const placedSingle = await book(p.token, 'POST', '/bets', single);
    expect(placedSingle.status).toBe(200);
    expect(placedSingle.body.value).toMatchObject({ balance: 99_000, bet: { roundId: single.roundId, status: 'open', stake: 1000 } });
    const parlay = { roundId: randomUUID(), stake: 500, legs: [legOf(turbo[1]!, 2, 0), legOf(mekong[0]!, 1, 1)] };
    const quote = await book(p.token, 'POST', '/quote', parlay);
    expect(quote.body.value).toMatchObject({ ok: true, potentialReturn: Math.floor((500 * parlay.legs[0]!.odds * parlay.legs[1]!.odds) / 10_000) });
    expect((await book(p.token, 'POST', '/bets', parlay)).body.value).toMatchObject({ balance: 98_500, bet: { status: 'open', legs: [{}, {}] } });
    // A retry of the same bet (a lost answer) places nothing more.
    expect((await book(p.token, 'POST', '/bets', parlay)).body.value).toMatchObject({ balance: 98_500 });

    // Both are in the platform's bet record under the vendor's round id, open; the parlay's round expects its last fixture.
    expect(await roundOf(single.roundId)).toMatchObject({ status: 'open', aggregator: 'DEMOAGG', bet_amount: 1000 });
    expect(new Date((await roundOf(parlay.roundId))!.expires_at!).getTime()).toBe(Math.ceil(new Date(mekong[0]!.resultAt).getTime() / 1000) * 1000);
    const record = await (await fetch(`${origin}/wps/records/bets?pageSize=20&merchant=basic`, { headers: { authorization: p.authorization } })).json() as Json;
    expect((record.value.content as { roundId: string }[]).map((r) => r.roundId)).toEqual(expect.arrayContaining([single.roundId, parlay.roundId]));

    // Bad slips: 4xx with a message key, nothing moves and no round is opened.
    const refusals: [object, number, string][] = [
      [{ ...single, roundId: randomUUID(), legs: [{ ...single.legs[0]!, odds: single.legs[0]!.odds + 3 }] }, 409, 'odds_changed'],
      [{ ...single, roundId: randomUUID(), stake: 99 }, 400, 'stake_below_minimum'],
      [{ ...single, roundId: randomUUID(), stake: 100_001 }, 400, 'stake_above_maximum'],
      [{ roundId: randomUUID(), stake: 1000, legs: [legOf(mekong[1]!), legOf(mekong[1]!, 2)] }, 400, 'same_event_in_parlay'],
      [{ roundId: randomUUID(), stake: 100_000, legs: [legOf(mekong[2]!)] }, 409, 'insufficient_balance'],
      [{ roundId: randomUUID(), stake: 1000, legs: [{ ...legOf(mekong[1]!), eventId: `mekong.${Math.floor(current.getTime() / 60_000 / 30) - 2}` }] }, 409, 'market_closed'],
      [{ roundId: 'x', stake: 1000, legs: [] }, 400, 'invalid_round_id'],
      [{ roundId: randomUUID(), stake: 1000, legs: [{ ...legOf(mekong[1]!), selection: 'NOPE' }] }, 409, 'market_closed'],
    ];
    for (const [slip, status, code] of refusals) {
      const refused = await book(p.token, 'POST', '/bets', slip);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status, code });
      expect(await roundOf((slip as { roundId: string }).roundId)).toBeUndefined();
    }
    expect(await balanceOf(p.memberId)).toBe(98_500);
    // The answer to moved odds carries the odds now (the single's money may have shortened its selection).
    const changed = await book(p.token, 'POST', '/bets', refusals[0]![0]);
    expect(changed.body.legs).toEqual([{ ...single.legs[0]!, odds: expect.any(Number) }]);
    expect(changed.body.legs![0]!.odds).toBeLessThanOrEqual(single.legs[0]!.odds);

    // Twenty minutes on: the turbo matches are over, the Mekong match is not. Opening the page settles the single at
    // once; the reconciliation (rounds open more than ten minutes) leaves the parlay open until its announced end.
    advance(20);
    const later = await book(p.token, 'GET', '/state');
    expect(await t.app.vendorWallet.reconcile(new Date(current.getTime() - 10 * 60_000))).toEqual({ settled: 0, rolledBack: 0 });
    expect((await roundOf(parlay.roundId))!.status).toBe('open');
    const singleWin = expectedReturn(1000, single.legs);
    expect(await roundOf(single.roundId)).toMatchObject({ status: 'settled', win_amount: singleWin });
    const bets = later.body.value.bets as { roundId: string; status: string; win: number | null }[];
    expect(bets.find((b) => b.roundId === single.roundId)).toMatchObject({ status: 'settled', win: singleWin });
    expect(bets.find((b) => b.roundId === parlay.roundId)).toMatchObject({ status: 'open', win: null });
    expect(later.body.value.balance).toBe(98_500 + singleWin);
    expect((later.body.value.results as { id: string; seed: string }[]).find((r) => r.id === turbo[0]!.id)).toMatchObject({ seed: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // After the Mekong match ends, the minute job settles the parlay; the platform's ledger still sums to zero.
    current = new Date(new Date(mekong[0]!.resultAt).getTime() + 60_000);
    await t.app.demoAggregatorRecover!(new Date(current.getTime() - 2 * 60_000));
    const parlayWin = expectedReturn(500, parlay.legs);
    expect(await roundOf(parlay.roundId)).toMatchObject({ status: 'settled', win_amount: parlayWin });
    expect(await balanceOf(p.memberId)).toBe(98_500 + singleWin + parlayWin);
    expect(await ledgerSum()).toBe(0);

    // The verify page replays the Mekong match from its revealed seed.
    const verify = await (await fetch(`${origin}/demo-aggregator/sportsbook/verify?lang=en&event=${mekong[0]!.id}`)).text();
    expect(verify).toContain(mekong[0]!.commitment);
    expect(verify).toContain('(matches)');
  }, 60_000);

  it('[P7.2-10] an e-sports game opens the e-sports book: match winner without a draw, a map handicap and total, the cup winner', async () => {
    const offered = (t.config.merchants.get('demo')!.vendors as Record<string, readonly string[]>).SPORTS ?? [];
    const { rows } = await sql<{ node_id: string; vassalage: string }>`select node_id, vassalage from game where game_type = 'ESPORTS' order by node_id`.execute(t.testDb.db);
    const p = await member(1000, 'demo', rows.find((r) => offered.includes(r.vassalage))!.node_id);
    const state = await book(p.token, 'GET', '/state');
    const leagues = state.body.value.leagues as { id: string; sport: string; fixtures: Fixture[]; cup: Fixture }[];
    expect(leagues.map((l) => l.sport)).toEqual(['valorant', 'dota2', 'cs2', 'lol']);
    for (const league of leagues) {
      // A market too lopsided to price is left out for a while (markets.ts), so the wall clock may hide one fixture's
      // match winner: every fixture offers only these three kinds, in this order, and the league offers all three.
      const ids = league.fixtures.map((f) => f.markets.map((m) => m.id));
      for (const one of ids) expect(one.every((id, i) => i === 0 || ['ML', 'AH', 'OU'].indexOf(id.split(':')[0]!) > ['ML', 'AH', 'OU'].indexOf(one[i - 1]!.split(':')[0]!))).toBe(true);
      expect(ids.flat()).toEqual(expect.arrayContaining(['ML', expect.stringMatching(/^AH:[+-]1\.5$/), 'OU:2.5']));
      expect(ids.flat().filter((id) => !/^(ML|AH:[+-]1\.5|OU:2\.5)$/.test(id))).toEqual([]);
      expect(league.cup.markets[0]!.prices).toHaveLength(6);
    }
  });

  it('[P7.2-10] a sports bet its aggregator never settles is rolled back ten minutes after the settlement it announced', async () => {
    const p = await member(10_000);
    const state = await book(p.token, 'GET', '/state');
    const mekong = (state.body.value.leagues as { id: string; fixtures: Fixture[] }[]).find((l) => l.id === 'mekong')!.fixtures;
    const slip = { roundId: randomUUID(), stake: 1000, legs: [legOf(mekong.at(-1)!)] };
    expect((await book(p.token, 'POST', '/bets', slip)).status).toBe(200);
    // Past the fixture's end plus the reconcile delay, with the aggregator silent, the platform rolls the bet back.
    current = new Date(new Date(mekong.at(-1)!.resultAt).getTime() + 11 * 60_000);
    expect((await t.app.vendorWallet.reconcile(new Date(current.getTime() - 10 * 60_000))).rolledBack).toBeGreaterThanOrEqual(1);
    expect((await roundOf(slip.roundId))!.status).toBe('rolled_back');
    expect(await balanceOf(p.memberId)).toBe(10_000);
    // The aggregator's settlement then learns the round was closed without it and marks the bet so.
    await t.app.demoAggregatorRecover!(new Date(current.getTime() - 2 * 60_000));
    const after = await book(p.token, 'GET', '/state');
    expect(after.status).toBe(401); // the game session (two hours) has ended by now
    expect((await sql<{ status: string }>`select status from demo_aggregator_sport_bet where round_id = ${slip.roundId}`.execute(t.testDb.db)).rows[0]!.status).toBe('rolled_back');
    expect(await ledgerSum()).toBe(0);
  }, 60_000);
});
