// VIP rank and manual rebate through the whole server (PGlite, or PostgreSQL with DATABASE_URL): levels from the
// merchant configuration and real deposits and valid bets, upgrade bonuses and rebate claims posted once through the
// ledger, refusals for trial accounts, merchants with the feature off, and bad input.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebateClaimKey } from '../../../server/domain/rebate/rules.js';
import { vipBonusKey } from '../../../server/domain/vip/rules.js';
import { openExtrasApp, type ExtrasTestApp, type Member } from './extras-test-app.js';

let e: ExtrasTestApp;
beforeAll(async () => { e = await openExtrasApp(); }, 60_000);
afterAll(async () => { await e.close(); });

const vip = async (who: Member) => {
  const res = await e.call(who, 'GET', '/wps/vip?language=en');
  expect(res.status).toBe(200);
  return res.body.value;
};
/** One claim attempt: its own idempotency key unless a retry passes the first one. */
const claimRebate = (who: Member, idempotencyKey: string = randomUUID()) => e.call(who, 'POST', '/wps/rebate/claim', { idempotencyKey });
const balance = async (who: Member) => (await e.call(who, 'GET', '/wps/v2/wallets/balance')).body.value.balance as number;

describe('GET /wps/vip', () => {
  it('[M2-16][P3-4] a new member holds the first level, with the next level\'s conditions at zero progress', async () => {
    const me = await e.member();
    const v = await vip(me);
    expect(v).toMatchObject({ currency: 'USD', level: 0, levelName: 'VIP0', totals: { deposits: 0, validBet: 0 }, claimable: 0 });
    expect(v.progress).toEqual({ next: 1, nextName: 'VIP1', deposit: { need: 10_000, have: 0 }, validBet: { need: 50_000, have: 0 } });
    expect(v.levels.map((l: { name: string; bonus: string }) => [l.name, l.bonus])).toEqual([['VIP0', 'none'], ['VIP1', 'locked'], ['VIP2', 'locked'], ['VIP3', 'locked']]);
    expect(v.levels[1]).toMatchObject({ upgradeBonus: 500, monthlyBonus: 200, rebateBonusBasisPoints: 5 });
  });

  it('[M2-16] climbs on successful deposits and valid bets (|win - stake| capped at the stake); both conditions count', async () => {
    const me = await e.member();
    await e.deposit(me, 10_000);
    await e.deposit(me, 90_000, 'failed');
    expect((await vip(me)).level).toBe(0);
    await e.round(me, 'RNG', 40_000, 0); // lost: 40,000 valid
    await e.round(me, 'LIVE', 20_000, 20_000); // push: nothing
    await e.round(me, 'LIVE', 5_000, 30_000); // won 6x: capped at 5,000
    await e.round(me, 'RNG', 90_000, 0, { status: 'rolled_back' });
    await e.round(me, 'RNG', 90_000, 0, { status: 'open' });
    const v = await vip(me);
    expect(v.totals).toEqual({ deposits: 10_000, validBet: 45_000 });
    expect(v.level).toBe(0);
    expect(v.progress.validBet).toEqual({ need: 50_000, have: 45_000 });
    await e.round(me, 'RNG', 5_000, 0);
    const up = await vip(me);
    expect(up).toMatchObject({ level: 1, levelName: 'VIP1', claimable: 1 });
    expect(up.levels[1].bonus).toBe('claimable');
    expect(up.progress).toMatchObject({ next: 2, deposit: { need: 100_000, have: 10_000 } });
  });

  it('[M2-16][M6-6] answers 403 feature_disabled where VIP is off, in_need_true_account for trial accounts, 401 without a session', async () => {
    expect(await e.call(await e.member('basic'), 'GET', '/wps/vip')).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    expect(await e.call(await e.member('demo', { type: 4 }), 'GET', '/wps/vip')).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect((await e.call({ merchant: 'demo' }, 'GET', '/wps/vip')).status).toBe(401);
  });
});

describe('POST /wps/vip/levels/:level/claim', () => {
  async function vip1() {
    const me = await e.member();
    await e.deposit(me, 10_000);
    await e.round(me, 'RNG', 50_000, 0);
    return me;
  }

  it('[M2-16] credits a reached level\'s upgrade bonus once, under bonus:vip:<member>:<level>', async () => {
    const me = await vip1();
    expect(await e.call(me, 'POST', '/wps/vip/levels/1/claim')).toMatchObject({ status: 200, body: { value: { level: 1, amount: 500, balance: 500 } } });
    expect(await e.call(me, 'POST', '/wps/vip/levels/1/claim')).toMatchObject({ status: 409, body: { code: 'vip_bonus_already_claimed' } });
    expect(await balance(me)).toBe(500);
    expect(await e.entriesUnder('demo', vipBonusKey(me.memberId, 1))).toBe(1);
    expect((await vip(me)).levels[1].bonus).toBe('claimed');
  });

  it('[M2-16] parallel claims of the same level pay once', async () => {
    const me = await vip1();
    const answers = await Promise.all([1, 2, 3, 4].map(() => e.call(me, 'POST', '/wps/vip/levels/1/claim')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await balance(me)).toBe(500);
  });

  it('[M2-16] refuses a level not reached (409), a level without a bonus (404) and a level that is not a number (400)', async () => {
    const me = await vip1();
    expect(await e.call(me, 'POST', '/wps/vip/levels/2/claim')).toMatchObject({ status: 409, body: { code: 'vip_level_not_reached' } });
    expect(await e.call(me, 'POST', '/wps/vip/levels/0/claim')).toMatchObject({ status: 404, body: { code: 'vip_bonus_not_found' } });
    expect(await e.call(me, 'POST', '/wps/vip/levels/9/claim')).toMatchObject({ status: 404, body: { code: 'vip_bonus_not_found' } });
    expect(await e.call(me, 'POST', '/wps/vip/levels/gold/claim')).toMatchObject({ status: 400, body: { code: 'invalid_level' } });
    expect(await balance(me)).toBe(0);
  });
});

describe('manual rebate', () => {
  it('[M2-15][M9-16] accrues per game type on valid bets of settled rounds at the configured basis points', async () => {
    const me = await e.member();
    const empty = await e.call(me, 'GET', '/wps/rebate');
    expect(empty).toMatchObject({ status: 200, body: { value: { since: null, amount: 0, validBet: 0, lines: [], canClaim: false, minClaim: 1, vipBonusBasisPoints: 0 } } });
    expect(empty.body.value.rates).toContainEqual({ gameType: 'RNG', rateBasisPoints: 80 });
    expect(await claimRebate(me)).toMatchObject({ status: 409, body: { code: 'rebate_nothing_to_claim' } });

    await e.round(me, 'RNG', 10_000, 0);
    await e.round(me, 'LIVE', 10_000, 20_000);
    await e.round(me, 'LIVE', 500, 500);
    await e.round(me, 'COCKFIGHT', 10_000, 0); // no rate configured
    await e.round(me, 'RNG', 10_000, 0, { status: 'open' });
    const r = (await e.call(me, 'GET', '/wps/rebate')).body.value;
    expect(r.lines).toEqual([
      { gameType: 'LIVE', validBet: 10_000, rateBasisPoints: 60, amount: 60 },
      { gameType: 'RNG', validBet: 10_000, rateBasisPoints: 80, amount: 80 },
    ]);
    expect(r).toMatchObject({ amount: 140, validBet: 20_000, canClaim: true });
  });

  it('[M2-15] a claim credits the main wallet once and the next accrual starts where it ended; history lists claims newest first', async () => {
    const me = await e.member();
    await e.round(me, 'RNG', 10_000, 0);
    const claim = await claimRebate(me);
    expect(claim).toMatchObject({ status: 200, body: { value: { amount: 80, validBet: 10_000, periodStart: null, balance: 80 } } });
    expect(await e.entriesUnder('demo', rebateClaimKey(me.memberId, new Date(0)))).toBe(1);
    const after = (await e.call(me, 'GET', '/wps/rebate')).body.value;
    expect(after).toMatchObject({ amount: 0, since: claim.body.value.periodEnd });
    expect(await claimRebate(me)).toMatchObject({ status: 409, body: { code: 'rebate_nothing_to_claim' } });

    e.clock.advance(60_000);
    await e.round(me, 'SPORTS', 20_000, 0);
    const second = await claimRebate(me);
    expect(second).toMatchObject({ status: 200, body: { value: { amount: 140, periodStart: claim.body.value.periodEnd, balance: 220 } } });
    const history = (await e.call(me, 'GET', '/wps/rebate/claims?pageNo=1&pageSize=1')).body.value;
    expect(history).toMatchObject({ total: 2, totalPages: 2, pageNum: 1 });
    expect(history.content[0]).toMatchObject({ amount: 140, lines: [{ gameType: 'SPORTS', amount: 140 }] });
    expect(await e.call(me, 'GET', '/wps/rebate/claims?pageSize=500')).toMatchObject({ status: 400, body: { code: 'invalid_page_size' } });
  });

  it('[M2-15] a retry with the same idempotency key answers the first claim and pays nothing more; bad keys are 400', async () => {
    const me = await e.member();
    expect((await e.call(me, 'GET', '/wps/rebate/claims')).body.value).toMatchObject({ content: [], total: 0, totalPages: 0, pageNum: 1 });
    await e.round(me, 'RNG', 10_000, 0);
    const key = randomUUID();
    const first = await claimRebate(me, key);
    expect(first).toMatchObject({ status: 200, body: { value: { amount: 80, balance: 80, replayed: false } } });
    e.clock.advance(1_000);
    await e.round(me, 'RNG', 10_000, 0);
    const retry = await claimRebate(me, key);
    expect(retry).toMatchObject({ status: 200, body: { value: { claimId: first.body.value.claimId, amount: 80, balance: 80, replayed: true } } });
    const both = await Promise.all([randomUUID(), randomUUID()].map((k) => Promise.all([claimRebate(me, k), claimRebate(me, k)])));
    const paid = both.flat().filter((a) => a.status === 200);
    // One attempt wins the new 80; its duplicate answers the same claim; the other attempt finds nothing left.
    expect(new Set(paid.map((a) => a.body.value.claimId)).size).toBe(1);
    expect(await balance(me)).toBe(160);
    expect(await e.call(me, 'POST', '/wps/rebate/claim', {})).toMatchObject({ status: 400, body: { code: 'invalid_idempotency_key' } });
    expect(await e.call(me, 'POST', '/wps/rebate/claim', { idempotencyKey: 'short' })).toMatchObject({ status: 400, body: { code: 'invalid_idempotency_key' } });
  });

  it('[M2-15] parallel claims pay once', async () => {
    const me = await e.member();
    await e.round(me, 'RNG', 10_000, 0);
    const answers = await Promise.all([1, 2, 3].map(() => claimRebate(me)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await balance(me)).toBe(80);
  });

  it('[M2-15][M2-16] the VIP level adds its rebate bonus to every rate', async () => {
    const me = await e.member();
    await e.deposit(me, 10_000);
    await e.round(me, 'RNG', 50_000, 0);
    const r = (await e.call(me, 'GET', '/wps/rebate')).body.value;
    expect(r).toMatchObject({ vipBonusBasisPoints: 5, lines: [{ gameType: 'RNG', validBet: 50_000, rateBasisPoints: 85, amount: 425 }] });
  });

  it('[M2-15][M6-6] answers 403 feature_disabled without MANPLAYREB3 and in_need_true_account for trial accounts', async () => {
    expect(await claimRebate(await e.member('basic'))).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    expect(await e.call(await e.member('demo', { type: 4 }), 'GET', '/wps/rebate')).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
  });
});
