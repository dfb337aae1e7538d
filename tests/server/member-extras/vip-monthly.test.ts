// The VIP monthly bonus through the extras server (PGlite, or PostgreSQL with DATABASE_URL): the level held when a
// month closed (00:00 on the 1st in the merchant's time zone, Phnom Penh for demo) decides the bonus, claimed once
// during the next month under vip-monthly:<member>:<YYYY-MM>, even when claimed twice or in parallel; it lands in the
// bonus record. Trial accounts, the first level and the wrong month get nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vipMonthlyKey } from '../../../server/domain/vip/monthly.js';
import { createSession } from '../../../server/db/session-store.js';
import { openExtrasApp, type ExtrasTestApp, type Member } from './extras-test-app.js';

let e: ExtrasTestApp;
beforeAll(async () => { e = await openExtrasApp(); }, 60_000);
afterAll(async () => { await e.close(); });
beforeEach(() => { e.clock.set('2026-06-03T05:00:00Z'); });

const monthly = async (who: Member) => {
  const res = await e.call(who, 'GET', '/wps/vip?language=en');
  expect(res.status).toBe(200);
  return res.body.value.monthly;
};
const claim = (who: Member, month: unknown) => e.call(who, 'POST', '/wps/vip/monthly/claim', { month });
const balance = async (who: Member) => (await e.call(who, 'GET', '/wps/v2/wallets/balance')).body.value.balance as number;

/** The member signs in again (sessions end long before a month does). */
async function signIn(me: Member): Promise<Member> {
  const token = await createSession(e.db, e.clock, {
    merchantId: me.merchant, memberId: me.memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  return { ...me, authorization: `Bearer ${token}` };
}

/** A member who reaches VIP1 (10,000 deposited, 50,000 valid bet) at an instant. */
async function vip1At(at: string): Promise<Member> {
  const me = await e.member('demo', { createdAt: new Date(at) }); // signed in now, registered then
  e.clock.set(at);
  await e.deposit(me, 10_000);
  await e.round(me, 'RNG', 50_000, 0);
  e.clock.set('2026-06-03T05:00:00Z');
  return me;
}

describe('VIP monthly bonus', () => {
  it('[M2-16] a member at VIP1 when May closed claims May\'s 2.00 once in June; it lands in the bonus record', async () => {
    const me = await vip1At('2026-05-10T03:00:00Z');
    expect(await monthly(me)).toEqual({
      month: '2026-05', level: 1, levelName: 'VIP1', amount: 200, status: 'claimable', claimedAt: null,
      current: '2026-06', nextAt: '2026-06-30T17:00:00.000Z', nextAmount: 200,
    });
    expect(await claim(me, '2026-05')).toMatchObject({ status: 200, body: { value: { month: '2026-05', level: 1, amount: 200, balance: 200 } } });
    e.clock.advance(60_000);
    expect(await claim(me, '2026-05')).toMatchObject({ status: 409, body: { code: 'vip_bonus_already_claimed' } });
    expect(await balance(me)).toBe(200);
    expect(await e.entriesUnder('demo', vipMonthlyKey(me.memberId, '2026-05'))).toBe(1);
    expect(await monthly(me)).toMatchObject({ month: '2026-05', status: 'claimed', amount: 200, claimedAt: '2026-06-03T05:00:00.000Z' });
    const record = await e.call(me, 'GET', '/wps/records/bonus');
    expect(record.status).toBe(200);
    expect(record.body.value.content).toEqual([expect.objectContaining({ amount: 200, balanceAfter: 200, reference: 'vip:monthly:2026-05' })]);
    expect(record.body.value.totals).toEqual({ amount: 200 });
  });

  it('[M2-16] parallel claims of the month pay once', async () => {
    const me = await vip1At('2026-05-10T03:00:00Z');
    const answers = await Promise.all([1, 2, 3, 4].map(() => claim(me, '2026-05')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await balance(me)).toBe(200);
    expect(await e.entriesUnder('demo', vipMonthlyKey(me.memberId, '2026-05'))).toBe(1);
  });

  it('[M2-16] the level at 00:00 on the 1st in Phnom Penh counts: 23:30 on 31 May is May, 00:30 on 1 June (still 31 May in UTC) is not', async () => {
    const inMay = await vip1At('2026-05-31T16:30:00Z');
    const inJune = await vip1At('2026-05-31T17:30:00Z');
    expect(await monthly(inMay)).toMatchObject({ month: '2026-05', level: 1, amount: 200, status: 'claimable' });
    expect(await monthly(inJune)).toMatchObject({ month: '2026-05', level: 0, levelName: 'VIP0', amount: 0, status: 'none', nextAmount: 200 });
    expect(await claim(inJune, '2026-05')).toMatchObject({ status: 409, body: { code: 'vip_monthly_not_earned' } });
    expect(await balance(inJune)).toBe(0);
  });

  it('[M2-16] a first-level member gets nothing; the current or a lapsed month is refused, a month that is not YYYY-MM is 400', async () => {
    const plain = await e.member();
    expect(await monthly(plain)).toMatchObject({ level: 0, amount: 0, status: 'none', nextAmount: 0 });
    expect(await claim(plain, '2026-05')).toMatchObject({ status: 409, body: { code: 'vip_monthly_not_earned' } });
    const me = await vip1At('2026-04-10T03:00:00Z');
    expect(await claim(me, '2026-06')).toMatchObject({ status: 409, body: { code: 'vip_monthly_not_open', value: { month: '2026-05' } } });
    expect(await claim(me, '2026-04')).toMatchObject({ status: 409, body: { code: 'vip_monthly_not_open' } });
    expect(await claim(me, 'May')).toMatchObject({ status: 400, body: { code: 'invalid_month' } });
    expect(await claim(me, '2026-13')).toMatchObject({ status: 400, body: { code: 'invalid_month' } });
    expect(await e.call(me, 'POST', '/wps/vip/monthly/claim', {})).toMatchObject({ status: 400, body: { code: 'invalid_month' } });
    expect(await balance(me)).toBe(0);
    expect(await balance(plain)).toBe(0);
  });

  it('[M2-16] each month pays again at the level held when it closed; an unclaimed month lapses', async () => {
    let me = await vip1At('2026-04-10T03:00:00Z');
    expect(await claim(me, '2026-05')).toMatchObject({ status: 200, body: { value: { amount: 200 } } });
    // Reaches VIP2 in June; claims nothing for June in July, so it lapses in August.
    await e.deposit(me, 90_000);
    await e.round(me, 'RNG', 450_000, 0);
    e.clock.set('2026-07-01T00:00:00Z');
    me = await signIn(me);
    expect(await monthly(me)).toMatchObject({ month: '2026-06', level: 2, levelName: 'VIP2', amount: 1000, status: 'claimable', nextAmount: 1000 });
    e.clock.set('2026-08-05T00:00:00Z');
    me = await signIn(me);
    expect(await claim(me, '2026-06')).toMatchObject({ status: 409, body: { code: 'vip_monthly_not_open', value: { month: '2026-07' } } });
    expect(await claim(me, '2026-07')).toMatchObject({ status: 200, body: { value: { month: '2026-07', level: 2, amount: 1000, balance: 1200 } } });
    expect(await e.entriesUnder('demo', vipMonthlyKey(me.memberId, '2026-06'))).toBe(0);
  });

  it('[M2-16][M6-6] trial accounts get 403 in_need_true_account, merchants without VIP 403 feature_disabled, visitors 401', async () => {
    expect(await claim(await e.member('demo', { type: 4 }), '2026-05')).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect(await claim(await e.member('basic'), '2026-05')).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    expect((await claim({ merchant: 'demo' } as Member, '2026-05')).status).toBe(401);
  });
});
