// The demo aggregator's progressive jackpots through HTTP (docs/vendors.md): a slot bet feeds the pools, a spin whose
// fair draw triggers a tier pays the pool through the normal win callback (the bet record shows it in the round's
// win), the pool restarts at its seed, and a retry of the round pays nothing twice. Runs on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { engineOf } from '../../../server/domain/game/engines/game-engines.js';
import { jackpotDrawBound, jackpotTrigger } from '../../../server/domain/game/engines/jackpot.js';
import { stopBoundsOf } from '../../../server/domain/game/engines/slot-engine.js';
import { drawIntegers } from '../../../server/domain/game/fairness.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
let slot = { nodeId: '', vassalage: '', gameCode: '' };

beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  const { rows } = await sql<{ node_id: string; vassalage: string; game_code: string }>`
    select node_id, vassalage, game_code from game where vassalage = 'PT' and game_type = 'RNG' and is_game = 1 order by node_id limit 1`.execute(t.testDb.db);
  slot = { nodeId: rows[0]!.node_id, vassalage: rows[0]!.vassalage, gameCode: rows[0]!.game_code };
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 240_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function member(funds: number) {
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'basic', account: `jack${process.pid % 1000}x${randomUUID().slice(0, 6)}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: 'basic', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const ctx = ledgerContextOf(t.config.merchants.get('basic')!);
  expect((await t.app.ledger.post(ctx, `deposit:test-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  return { memberId, authorization: `Bearer ${token}` };
}

const mainBalance = async (memberId: string) => Number((await t.app.ledger.memberWallets('basic', 'USD', memberId)).main);

async function call(token: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await fetch(`${origin}${path}`, {
    method, headers: { 'x-game-token': token, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: await res.json() as Json };
}

describe('progressive jackpots at the demo aggregator', () => {
  it('[P2.7-3] pays a triggered jackpot through the win callback, restarts the pool at its seed and pays a retry once', async () => {
    const p = await member(100_000);
    const launched = await (await fetch(`${origin}/wps/game/launchGame?nodeId=${slot.nodeId}&language=en&merchant=basic`, { headers: { authorization: p.authorization } })).json() as Json;
    const token = new URL(launched.value.url, origin).searchParams.get('token')!;
    const state = await call(token, 'GET', '/demo-aggregator/api/state');
    expect(state.status).toBe(200);
    const before = await call(token, 'GET', '/demo-aggregator/api/jackpots');
    const pool = (tier: string, v: Json) => v.value.pools.find((x: { tier: string }) => x.tier === tier);
    const miniBefore = pool('mini', before.body).amount as number;

    // Given seeds whose next draw triggers the mini jackpot at the highest bet (a client seed found by replaying the draw).
    const bet = 500;
    const engine = engineOf({ vassalage: slot.vassalage, gameCode: slot.gameCode, gameType: 'RNG' })!;
    if (engine.kind !== 'slot') throw new Error('a slot has the slot engine');
    const bounds = [...stopBoundsOf(engine.profile), jackpotDrawBound];
    const seeds = (await sql<{ server_seed: string; next_nonce: number }>`select server_seed, next_nonce from demo_aggregator_seed
      where operator = 'basic' and player = ${p.memberId}`.execute(t.testDb.db)).rows[0]!;
    let clientSeed = '';
    for (let i = 0; clientSeed === ''; i += 1) {
      const draw = drawIntegers(seeds.server_seed, `jackpot-${i}`, seeds.next_nonce, bounds).at(-1)!;
      if (jackpotTrigger(draw, bet, 10).tier === 'mini') clientSeed = `jackpot-${i}`;
    }
    await sql`update demo_aggregator_seed set client_seed = ${clientSeed} where operator = 'basic' and player = ${p.memberId}`.execute(t.testDb.db);

    const balance = await mainBalance(p.memberId);
    const roundId = randomUUID();
    const spun = await call(token, 'POST', '/demo-aggregator/api/spin', { roundId, bet });
    expect(spun.status).toBe(200);
    const round = spun.body.value.round;
    // The pool it paid: what it held plus this bet's share (0.30 %), in whole minor units.
    const jackpot = Math.floor(miniBefore + (bet * 30) / 10_000);
    expect(round.outcome.jackpot).toMatchObject({ tier: 'mini', amount: jackpot });
    expect(round.winAmount).toBe(round.outcome.win + jackpot);
    expect(spun.body.value.round.outcome.jackpotText).toBe(`$${(jackpot / 100).toFixed(2)}`);
    expect(await mainBalance(p.memberId)).toBe(balance - bet + round.winAmount);
    const recorded = await sql<{ win_amount: string; status: string }>`select win_amount, status from game_round where merchant_id = 'basic' and round_id = ${roundId}`.execute(t.testDb.db);
    expect(recorded.rows[0]).toMatchObject({ status: 'settled' });
    expect(Number(recorded.rows[0]!.win_amount)).toBe(round.winAmount);

    const after = await call(token, 'GET', '/demo-aggregator/api/jackpots');
    expect(pool('mini', after.body)).toMatchObject({ amount: 1_000, lastWin: jackpot, lastWinText: `$${(jackpot / 100).toFixed(2)}` });
    expect(pool('grand', after.body).amount).toBe(pool('grand', before.body).amount + 1);

    // The same round again (a lost answer): the same win, no second jackpot, no money.
    const again = await call(token, 'POST', '/demo-aggregator/api/spin', { roundId, bet });
    expect(again.body.value.round.winAmount).toBe(round.winAmount);
    expect(await mainBalance(p.memberId)).toBe(balance - bet + round.winAmount);
    expect(pool('mini', (await call(token, 'GET', '/demo-aggregator/api/jackpots')).body).amount).toBe(1_000);
    const ledger = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = 'basic'`.execute(t.testDb.db);
    expect(Number(ledger.rows[0]!.s)).toBe(0);
  }, 60_000);

  it('shows the pools on the slot page with the RTP of the base game and the jackpots', async () => {
    const p = await member(1_000);
    const launched = await (await fetch(`${origin}/wps/game/launchGame?nodeId=${slot.nodeId}&language=en&merchant=basic`, { headers: { authorization: p.authorization } })).json() as Json;
    const html = await (await fetch(`${origin}${launched.value.url}`)).text();
    expect(html).toContain('id="jackpot-grand"');
    expect(html).toMatch(/Return to player: \d+\.\d\d % \(base game \d+\.\d\d %, jackpots 1\.10 %\)/);
    const refused = await call('forged', 'GET', '/demo-aggregator/api/jackpots');
    expect(refused).toMatchObject({ status: 401, body: { success: false, code: 'invalid_game_token' } });
  }, 30_000);
});
