// The bet record's round detail for the rounds that are not a player's own seeds (docs/vendors.md "Round detail",
// M2-7), through HTTP as a member sees them: a seat at a shared live table (the round's seed hash, then its seed once
// the result is out, the table round and the chain's anchor, a verify page that replays it), a sports bet (each
// event's result seed hash, then its seed, a verify link per event) and a fishing shot (seeds, nonce and the shot's
// line of fire in its verify link). Each answers the vendor's round id, the stake and the result. The clock is the
// test's, moved by hand.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let shift = 0;
const now = () => new Date(Date.now() + shift);
let t: TestApp;
let origin = '';
let counter = 0;
let fishVendor = '';
const nodes: Record<'live' | 'sports' | 'fish', string> = { live: '', sports: '', fish: '' };

beforeAll(async () => {
  t = await openTestApp({ accounts: { clock: { now }, housekeeping: false } });
  await seedGameCatalogue(t.testDb.db);
  const first = async (where: string) => (await sql<{ node_id: string }>`select node_id from game where ${sql.raw(where)} order by node_id limit 1`.execute(t.testDb.db)).rows[0]!.node_id;
  nodes.live = await first(`game_type = 'LIVE' and vassalage = 'AG' and game_code like '%BACCARAT%' and game_code not like '%SPEED%' and is_game = 1`);
  nodes.sports = await first(`game_type = 'SPORTS' and vassalage = 'IBC'`);
  // The fishing vendors are offered by the demo merchant.
  const fishVendors = (t.config.merchants.get('demo')!.vendors as Record<string, readonly string[]>).FISH!;
  nodes.fish = await first(`game_type = 'FISH' and vassalage in (${fishVendors.map((v) => `'${v}'`).join(', ')})`);
  fishVendor = (await sql<{ vassalage: string }>`select vassalage from game where node_id = ${nodes.fish}`.execute(t.testDb.db)).rows[0]!.vassalage;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function member(funds: number, nodeId: string, merchant = 'basic', vendor?: string) {
  const memberId = (await insertMember(t.testDb.db, { merchantId: merchant, account: `rdk${process.pid % 1000}x${++counter}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const session = await createSession(t.testDb.db, systemClock, {
    merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const ctx = ledgerContextOf(t.config.merchants.get(merchant)!);
  expect((await t.app.ledger.post(ctx, `deposit:rdk-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  // The demo merchant keeps a wallet per vendor: the money moves into the game's vendor first.
  if (vendor) expect((await t.app.ledger.post(ctx, `transfer:rdk-${memberId}`, { type: 'wallet_transfer', memberId, from: 'MAIN', to: vendor, amount: BigInt(funds) })).ok).toBe(true);
  const authorization = `Bearer ${session}`;
  const launched = await (await fetch(`${origin}/wps/game/launchGame?nodeId=${nodeId}&language=en&merchant=${merchant}`, { headers: { authorization } })).json() as Json;
  return { merchant, authorization, token: new URL(launched.value.url as string, origin).searchParams.get('token')! };
}

async function game(token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await fetch(`${origin}${path}`, {
    method, headers: { 'x-game-token': token, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: await res.json() as Json };
}

/** The round detail a member opens from the bet record. */
async function detail(authorization: string, roundId: string, merchant = 'basic') {
  const res = await fetch(`${origin}/wps/records/bets/round?roundId=${encodeURIComponent(roundId)}&lang=en&merchant=${merchant}`, { headers: { authorization } });
  return { status: res.status, body: await res.json() as Json };
}

const moveTo = (atMs: number) => { shift += atMs - now().getTime(); };

describe('round detail of live, sports and fish rounds', () => {
  it('[M2-7] a live table seat: round id, stake, the round\'s seed hash while it plays; the seed, the win and a verify page that replays it after', async () => {
    const p = await member(10_000, nodes.live);
    const first = (await game(p.token, 'GET', '/demo-aggregator/live/api/state')).body.value;
    moveTo(first.round.endsAt + 1000);
    const open = (await game(p.token, 'GET', '/demo-aggregator/live/api/state')).body.value;
    const round = open.round.no as number;
    const placed = await game(p.token, 'POST', '/demo-aggregator/live/api/bet', { round, betId: `rdk${++counter}x${round}`, bets: [{ spot: 'BANKER', amount: 200 }] });
    expect(placed.status).toBe(200);
    const roundId = placed.body.value.roundId as string;

    const playing = await detail(p.authorization, roundId);
    expect(playing.status).toBe(200);
    expect(playing.body.value).toMatchObject({
      roundId, gameType: 'LIVE', vendor: 'AG', nodeId: nodes.live, status: 'open', betAmount: 200, winAmount: 0,
      fairness: { method: 'chain', serverSeedHash: open.round.commitment, serverSeed: null, clientSeed: null, nonce: round, anchor: open.round.anchor },
    });

    moveTo(open.round.resultAt + 10);
    const result = (await game(p.token, 'GET', '/demo-aggregator/live/api/state')).body.value.result;
    const settled = await detail(p.authorization, roundId);
    const win = result.winners.includes('BANKER') ? 390 : result.winners.includes('TIE') ? 200 : 0;
    expect(settled.body.value).toMatchObject({ status: 'settled', betAmount: 200, winAmount: win, net: win - 200, fairness: { method: 'chain', serverSeed: result.seed } });
    const verify = new URL(settled.body.value.fairness.verifyUrl, origin);
    expect(verify.pathname).toBe('/demo-aggregator/live/verify');
    expect(verify.searchParams.get('round')).toBe(String(round));
    const page = await (await fetch(verify)).text();
    expect(page).toContain(result.seed);
    expect(page).toContain('gives the anchor');
  }, 60_000);

  it('[M2-7] a sports bet: round id, stake, each event\'s result seed hash until the match is over, then its seed and the return', async () => {
    const p = await member(100_000, nodes.sports);
    const state = (await game(p.token, 'GET', '/demo-aggregator/api/sportsbook/state')).body.value;
    const fixture = (state.leagues as { id: string; fixtures: { id: string; resultAt: string; commitment: string; markets: { id: string; prices: { selection: string; odds: number }[] }[] }[] }[])
      .find((l) => l.id === 'turboFootball')!.fixtures[0]!;
    const price = fixture.markets[0]!.prices[0]!;
    const roundId = randomUUID();
    const placed = await game(p.token, 'POST', '/demo-aggregator/api/sportsbook/bets', { roundId, stake: 1000, legs: [{ eventId: fixture.id, marketId: fixture.markets[0]!.id, selection: price.selection, odds: price.odds }] });
    expect(placed.status).toBe(200);

    const open = await detail(p.authorization, roundId);
    expect(open.status).toBe(200);
    expect(open.body.value).toMatchObject({ roundId, gameType: 'SPORTS', nodeId: nodes.sports, status: 'open', betAmount: 1000, fairness: { method: 'events' } });
    const [event] = open.body.value.fairness.events;
    expect(event).toMatchObject({ eventId: fixture.id, seedHash: fixture.commitment, seed: null });
    expect(event.name).not.toBe('');

    moveTo(new Date(fixture.resultAt).getTime() + 60_000);
    await game(p.token, 'GET', '/demo-aggregator/api/sportsbook/state');
    const settled = await detail(p.authorization, roundId);
    expect(settled.body.value.status).toBe('settled');
    expect([0, Math.floor((1000 * price.odds) / 100)]).toContain(settled.body.value.winAmount);
    const after = settled.body.value.fairness.events[0];
    expect(after.seed).toMatch(/^[0-9a-f]{64}$/);
    const page = await (await fetch(new URL(after.verifyUrl, origin))).text();
    expect(page).toContain(fixture.commitment);
  }, 60_000);

  it('[M2-7] a fishing shot: round id, stake, win, its seeds and nonce, and a verify link that carries its line of fire', async () => {
    const p = await member(10_000, nodes.fish, 'demo', fishVendor);
    const roundId = randomUUID();
    const shot = await game(p.token, 'POST', '/demo-aggregator/api/fish/spin', { roundId, bet: 100, targets: ['SHRIMP', 'CRAB'] });
    expect(shot.status).toBe(200);
    const { fairness, winAmount } = shot.body.value.round;
    const opened = await detail(p.authorization, roundId, 'demo');
    expect(opened.status).toBe(200);
    expect(opened.body.value).toMatchObject({
      roundId, gameType: 'FISH', nodeId: nodes.fish, status: 'settled', betAmount: 100, winAmount, net: winAmount - 100,
      fairness: { method: 'seeds', serverSeedHash: fairness.serverSeedHash, serverSeed: null, clientSeed: fairness.clientSeed, nonce: fairness.nonce },
    });
    const verify = new URL(opened.body.value.fairness.verifyUrl, origin);
    expect(verify.searchParams.get('pick')).toBe('SHRIMP,CRAB');
    expect(verify.searchParams.get('nonce')).toBe(String(fairness.nonce));
    // Another member does not see it.
    const other = await member(100, nodes.fish, 'demo', fishVendor);
    expect((await detail(other.authorization, roundId, 'demo')).body.code).toBe('round_not_found');
  }, 60_000);
});
