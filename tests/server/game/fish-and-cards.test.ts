// The fishing game and the card hall at the demo aggregator, through HTTP (docs/vendors.md): a shot is a round with
// its bet and win through the platform's wallet callbacks; a blackjack hand takes its bet at the deal, more on a
// double, and pays when it ends; refusals (a bet the game does not offer, a fish that does not exist, an action
// out of turn, a room above the balance) answer 4xx with a message key and move nothing. Every round is in the
// platform's game_round under the aggregator's round id, and the ledger sums to zero.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
let fishGame = { nodeId: '', vendor: '' };
let blackjackGame = { nodeId: '', vendor: '' };
let counter = 0;

beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  const offered = t.config.merchants.get('demo')!.vendors as Record<string, readonly string[]>;
  const pick = async (type: string, codeLike: string) => {
    const { rows } = await sql<{ node_id: string; vassalage: string }>`select node_id, vassalage from game
      where game_type = ${type} and is_game = 1 and game_code like ${codeLike} order by node_id`.execute(t.testDb.db);
    const row = rows.find((r) => offered[type]!.includes(r.vassalage))!;
    return { nodeId: row.node_id, vendor: row.vassalage };
  };
  fishGame = await pick('FISH', '%');
  blackjackGame = await pick('PVP', '%BLACKJACK%');
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Player { memberId: string; authorization: string }

async function player(funds: number, vendor: string, inVendor: number): Promise<Player> {
  const account = `fishpvp${process.pid % 1000}x${++counter}`;
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'demo', account, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: 'demo', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const ctx = ledgerContextOf(t.config.merchants.get('demo')!);
  expect((await t.app.ledger.post(ctx, `deposit:test-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  expect((await t.app.ledger.post(ctx, `transfer:test-${memberId}`, { type: 'wallet_transfer', memberId, from: 'MAIN', to: vendor, amount: BigInt(inVendor) })).ok).toBe(true);
  return { memberId, authorization: `Bearer ${token}` };
}

const vendorBalance = async (p: Player, vendor: string) => Number((await t.app.ledger.memberWallets('demo', 'USD', p.memberId)).vendors.get(vendor) ?? 0n);
const ledgerSum = async () => Number((await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = 'demo'`.execute(t.testDb.db)).rows[0]!.s);
const roundRow = async (roundId: string) => (await sql<{ status: string; bet_amount: string; win_amount: string; game_type: string }>`
  select status, bet_amount::text as bet_amount, win_amount::text as win_amount, game_type from game_round
  where merchant_id = 'demo' and round_id = ${roundId}`.execute(t.testDb.db)).rows[0];

async function launch(p: Player, nodeId: string): Promise<string> {
  const res = await fetch(`${origin}/wps/game/launchGame?nodeId=${nodeId}&language=en&merchant=demo`, { headers: { authorization: p.authorization } });
  const body = await res.json() as Json;
  expect(res.status).toBe(200);
  return new URL(body.value.url as string, origin).searchParams.get('token')!;
}

async function call(token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await fetch(`${origin}${path}`, {
    method, headers: { 'x-game-token': token, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: await res.json() as Json };
}

describe('the fishing game', () => {
  it('[P7.2-10] a shot is one round: bet and win through the wallet, decided by the fair draw; bad shots move nothing', async () => {
    const p = await player(100_000, fishGame.vendor, 10_000);
    const token = await launch(p, fishGame.nodeId);
    const page = await (await fetch(`${origin}/demo-aggregator/play?token=${token}&lang=en`)).text();
    expect(page).toContain('<canvas id="sea"');
    expect(page).toContain('Fish on screen');
    const state = await call(token, 'GET', '/demo-aggregator/api/fish/state');
    expect(state.body.value.balance).toBe(10_000);
    expect(state.body.value.fish).toContainEqual({ kind: 'DRAGON', times: 100 });

    let balance = 10_000;
    for (let i = 0; i < 5; i += 1) {
      const roundId = randomUUID();
      const shot = await call(token, 'POST', '/demo-aggregator/api/fish/spin', { roundId, bet: 100, targets: ['SHRIMP', 'CRAB'] });
      expect(shot.status).toBe(200);
      const { outcome, winAmount } = shot.body.value.round;
      expect(['SHRIMP', 'CRAB']).toContain(outcome.fish);
      expect(winAmount).toBe(outcome.caught ? 100 * outcome.times : 0);
      balance += winAmount - 100;
      expect(shot.body.value.balance).toBe(balance);
      expect(await roundRow(roundId)).toMatchObject({ status: 'settled', game_type: 'FISH', bet_amount: '100', win_amount: String(winAmount) });
      // The same shot again (a lost answer) is answered once.
      const again = await call(token, 'POST', '/demo-aggregator/api/fish/spin', { roundId, bet: 100, targets: ['SHRIMP', 'CRAB'] });
      expect(again.body.value.round.winAmount).toBe(winAmount);
    }
    expect(await vendorBalance(p, fishGame.vendor)).toBe(balance);

    const badBet = await call(token, 'POST', '/demo-aggregator/api/fish/spin', { roundId: randomUUID(), bet: 123, targets: ['SHRIMP'] });
    expect(badBet).toMatchObject({ status: 400, body: { code: 'invalid_bet_amount' } });
    const badFish = await call(token, 'POST', '/demo-aggregator/api/fish/spin', { roundId: randomUUID(), bet: 100, targets: ['NEMO'] });
    expect(badFish).toMatchObject({ status: 400, body: { code: 'invalid_target' } });
    const noFish = await call(token, 'POST', '/demo-aggregator/api/fish/spin', { roundId: randomUUID(), bet: 100, targets: [] });
    expect(noFish).toMatchObject({ status: 400, body: { code: 'invalid_target' } });
    expect(await vendorBalance(p, fishGame.vendor)).toBe(balance);
    expect(await ledgerSum()).toBe(0);
  }, 60_000);
});

describe('the card hall', () => {
  it('[P7.2-11] lists the rooms with stakes, minimum balance and players, in the hall and in GLS2_roomList', async () => {
    const p = await player(5_000, blackjackGame.vendor, 5_000);
    const token = await launch(p, blackjackGame.nodeId);
    const hallPage = await (await fetch(`${origin}/demo-aggregator/play?token=${token}&lang=en`)).text();
    expect(hallPage).toContain('Card hall: choose a room');
    const hall = await call(token, 'GET', '/demo-aggregator/api/cards/hall');
    expect(hall.body.value.game).toBe('blackjack');
    expect(hall.body.value.rooms.map((r: { level: string; open: boolean }) => [r.level, r.open])).toEqual([['BEGINNER', true], ['INTERMEDIATE', false], ['ADVANCED', false], ['VIP', false]]);
    const list = await fetch(`${origin}/wps/relay/GLS2_roomList?nodeId=${blackjackGame.nodeId}&merchant=demo`);
    const rooms = (await list.json() as Json).value.list as { level: string; minBet: number; minBalance: number; online: number }[];
    expect(rooms[0]).toMatchObject({ level: 'BEGINNER', minBet: 100, minBalance: 1000 });
    expect(rooms[0]!.online).toBeGreaterThan(0);
    // A room above the balance: the table refuses it and moves nothing.
    const vip = await call(token, 'POST', '/demo-aggregator/api/cards/VIP/spin', { roundId: randomUUID(), bet: 100_000 });
    expect(vip).toMatchObject({ status: 403, body: { code: 'room_balance_too_low' } });
    expect((await call(token, 'GET', '/demo-aggregator/api/cards/VIP/state')).status).toBe(403);
    expect((await call(token, 'GET', '/demo-aggregator/api/cards/NOWHERE/state')).body.code).toBe('invalid_room');
    expect(await vendorBalance(p, blackjackGame.vendor)).toBe(5_000);
  });

  it('[P7.2-11] a blackjack hand with a double: bet at the deal, more bet on the double, the win at the end; out of turn refused', async () => {
    const p = await player(100_000, blackjackGame.vendor, 50_000);
    const token = await launch(p, blackjackGame.nodeId);
    const table = await (await fetch(`${origin}/demo-aggregator/play?token=${token}&lang=en&room=BEGINNER`)).text();
    expect(table).toContain('id="double"');
    expect((await call(token, 'GET', '/demo-aggregator/api/cards/BEGINNER/state')).body.value.betSizes.map((b: { amount: number }) => b.amount)).toEqual([100, 200, 500, 1000]);
    const badBet = await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/spin', { roundId: randomUUID(), bet: 150 });
    expect(badBet).toMatchObject({ status: 400, body: { code: 'invalid_bet_amount' } });
    // Deal until a hand stays open (a natural ends at the deal, and is a round of its own).
    let balance = 50_000;
    let open: Json['value'] | undefined;
    for (let i = 0; i < 20 && !open; i += 1) {
      const dealt = await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/spin', { roundId: randomUUID(), bet: 200 });
      expect(dealt.status).toBe(200);
      const round = dealt.body.value.round;
      if (round.outcome.done) {
        balance += round.winAmount - 200;
        expect(dealt.body.value.balance).toBe(balance);
      } else {
        balance -= 200;
        open = dealt.body.value;
        expect(round.outcome.dealer).toHaveLength(1);
        expect(round.outcome.shoe).toBeUndefined();
        expect(dealt.body.value.balance).toBe(balance);
      }
    }
    expect(open).toBeDefined();
    const roundId = open!.round.roundId as string;
    expect(await roundRow(roundId)).toMatchObject({ status: 'open', bet_amount: '200' });
    // A second deal while the hand is open is refused.
    expect((await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/spin', { roundId: randomUUID(), bet: 200 })).body.code).toBe('hand_open');
    const bogus = await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/act', { roundId, action: 'split' });
    expect(bogus).toMatchObject({ status: 400, body: { code: 'invalid_action' } });

    const doubled = await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/act', { roundId, action: 'double' });
    expect(doubled.status).toBe(200);
    const hand = doubled.body.value.round.outcome;
    expect(hand).toMatchObject({ done: true, doubled: true });
    expect(hand.player).toHaveLength(3);
    const win = doubled.body.value.round.winAmount as number;
    expect(win).toBe({ win: 800, push: 400, lose: 0, bust: 0 }[hand.result as string]);
    balance += win - 200;
    expect(doubled.body.value.balance).toBe(balance);
    expect(await vendorBalance(p, blackjackGame.vendor)).toBe(balance);
    expect(await roundRow(roundId)).toMatchObject({ status: 'settled', game_type: 'PVP', bet_amount: '400', win_amount: String(win) });

    // Out of turn: any action after the end is refused and moves nothing.
    const late = await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/act', { roundId, action: 'hit' });
    expect(late).toMatchObject({ status: 409, body: { code: 'hand_over' } });
    expect(await vendorBalance(p, blackjackGame.vendor)).toBe(balance);
    expect(await ledgerSum()).toBe(0);
  }, 60_000);

  it('[P7.2-11] a hand left open is stood and paid by the recovery; a double after a hit is refused', async () => {
    const p = await player(100_000, blackjackGame.vendor, 50_000);
    const token = await launch(p, blackjackGame.nodeId);
    let roundId = '';
    for (let i = 0; i < 20 && !roundId; i += 1) {
      const dealt = await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/spin', { roundId: randomUUID(), bet: 100 });
      if (!dealt.body.value.round.outcome.done) roundId = dealt.body.value.round.roundId as string;
    }
    const hit = await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/act', { roundId, action: 'hit' });
    if (!hit.body.value.round.outcome.done) {
      expect(await call(token, 'POST', '/demo-aggregator/api/cards/BEGINNER/act', { roundId, action: 'double' })).toMatchObject({ status: 409, body: { code: 'double_not_allowed' } });
      const reloaded = await call(token, 'GET', '/demo-aggregator/api/cards/BEGINNER/state');
      expect(reloaded.body.value.open.roundId).toBe(roundId);
      expect(await t.app.demoAggregatorRecover!(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
      const row = await roundRow(roundId);
      expect(row).toMatchObject({ status: 'settled', bet_amount: '100' });
    }
    expect(await ledgerSum()).toBe(0);
  }, 60_000);
});
