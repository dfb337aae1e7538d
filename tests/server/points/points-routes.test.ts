// The points mall through the whole server: balance and config, points earned from settled bets (and never
// expiring), the reward list, the sealed redeem with its password check, redeem records and states, conversion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf, expectLedgerBalanced, inject, key, memberPassword, promotionsTestApp, sealed, type Auth, type PromotionsTestApp,
} from '../promotions/promotions-test-app.js';

let t: PromotionsTestApp;
beforeAll(async () => { t = await promotionsTestApp(); });
afterAll(async () => { await t.close(); });

let round = 0;
async function settledBet(memberId: string, betAmount: number, createdAt: Date, merchant = 'demo', currency = 'USD') {
  await t.testDb.db.insertInto('game_round').values({
    merchant_id: merchant, round_id: `pts-${process.pid}-${++round}`, member_id: memberId, node_id: 'LIVERY-lantern', vassalage: 'LIVERY', game_type: 'RNG',
    currency, bet_amount: betAmount, win_amount: 0, status: 'settled', created_at: createdAt, settled_at: createdAt,
  }).execute();
}

const grant = (auth: Auth, points: number) => inject(t, 'POST', '/dev/points/grant', auth, { points, reference: key('grant') });
const pointsOf = async (auth: Auth) => (await inject(t, 'GET', '/wps/points/balance', auth)).json().value.balance as number;
const redeem = async (auth: Auth, body: Record<string, unknown>) =>
  inject(t, 'POST', '/wps/points/redeem?lang=en', auth, await sealed(t, { rewardId: 'tshirt', amount: 2000, quantity: 1, address: '12 Street 240, Phnom Penh', password: memberPassword, idempotencyKey: key('redeem'), ...body }));

describe('balance, config and details', () => {
  it('[M7-12] [M3-7] [M2-33] balance with the exchange ratio: 100 points = 1.00 in USD, 100 points = 1,000 in VND', async () => {
    const m = await t.member();
    const res = await inject(t, 'GET', '/wps/points/balance', m.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ balance: 0, config: { betPerPoint: 100, exchangePoints: 100, exchangeMoney: 100, expires: false, currency: { code: 'USD' } } });
    const lotto = await t.member('lotto');
    expect((await inject(t, 'GET', '/wps/points/config', lotto.auth)).json().value).toMatchObject({ betPerPoint: 1000, exchangePoints: 100, exchangeMoney: 1000, currency: { code: 'VND' } });
  });

  it('[M3-7] [M9-8] settled bets earn one point per 1.00, counted once; points earned three years ago still count (never expire)', async () => {
    const m = await t.member();
    await settledBet(m.memberId, 12_345, new Date('2023-05-01T00:00:00Z')); // 123.45 -> 123 points, three years old
    await settledBet(m.memberId, 99, t.clock.now()); // under 1.00: nothing
    await settledBet(m.memberId, 500, t.clock.now(), 'demo', 'VND'); // another currency: nothing
    expect(await pointsOf(m.auth)).toBe(123);
    expect(await pointsOf(m.auth)).toBe(123);
    t.clock.advance(5 * 365 * 24 * 3600 * 1000);
    m.auth = await t.session(m.memberId);
    expect(await pointsOf(m.auth)).toBe(123);
    const details = (await inject(t, 'GET', '/wps/points/details?pageSize=10', m.auth)).json().value;
    expect(details).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(details.content[0]).toMatchObject({ kind: 'earn_bet', points: 123 });
  });

  it('[M7-12] the reward list has point prices and stock', async () => {
    const m = await t.member();
    const list = (await inject(t, 'GET', '/wps/points/rewards?lang=en', m.auth)).json().value;
    expect(list.map((r: { rewardId: string }) => r.rewardId)).toEqual(['bonus-voucher', 'tshirt', 'headphones', 'mug']);
    expect(list[1]).toMatchObject({ title: 'Team T-shirt', pointsPrice: 2000, physical: true });
    expect(list[3]).toMatchObject({ stock: 0 });
  });

  it('[M2-18] the mall needs a login, a real account and the POINTMALL module', async () => {
    expect((await inject(t, 'GET', '/wps/points/balance', { host: 'demo.localhost' })).statusCode).toBe(401);
    const trial = await t.member('demo', 4);
    expect((await inject(t, 'GET', '/wps/points/balance', trial.auth)).json()).toMatchObject({ success: false, code: 'in_need_true_account' });
    const basic = await t.member('basic');
    const off = await inject(t, 'GET', '/wps/points/balance', basic.auth);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('feature_disabled');
  });
});

describe('redeem', () => {
  it('[M7-13] [M4-2] a sealed redeem with the login password takes the points and the stock: applying in the records', async () => {
    const m = await t.member();
    await grant(m.auth, 5000);
    const res = await redeem(m.auth, { quantity: 2, amount: 4000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ balance: 1000, replayed: false, redeem: { rewardId: 'tshirt', quantity: 2, points: 4000, state: 'applying', title: 'Team T-shirt' } });
    expect(await pointsOf(m.auth)).toBe(1000);
    const records = (await inject(t, 'GET', '/wps/points/redeems?lang=en', m.auth)).json().value;
    expect(records.content).toHaveLength(1);
    expect(records.content[0]).toMatchObject({ state: 'applying', address: '12 Street 240, Phnom Penh' });
    const stock = (await inject(t, 'GET', '/wps/points/rewards', m.auth)).json().value.find((r: { rewardId: string }) => r.rewardId === 'tshirt').stock;
    expect(stock).toBe(48);
  });

  it('[M7-13] a plain (unsealed) redeem body is 400 bad_request', async () => {
    const m = await t.member();
    const res = await inject(t, 'POST', '/wps/points/redeem', m.auth, { rewardId: 'tshirt', amount: 2000, quantity: 1, address: 'x', password: memberPassword, idempotencyKey: key() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('[M7-13] a wrong password is 400 password_wrong and takes nothing', async () => {
    const m = await t.member();
    await grant(m.auth, 5000);
    const res = await redeem(m.auth, { password: 'Wrong1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'password_wrong', value: { attemptsLeft: 4 } });
    expect(await pointsOf(m.auth)).toBe(5000);
  });

  it('[M7-13] five wrong passwords in 15 minutes lock redeeming, even with the right one, until the first is 15 minutes old', async () => {
    const m = await t.member();
    await grant(m.auth, 5000);
    for (let i = 0; i < 4; i++) {
      expect((await redeem(m.auth, { password: `Wrong${i}xyz` })).json().code).toBe('password_wrong');
      t.clock.advance(60_000);
    }
    const fifth = await redeem(m.auth, { password: 'Wrong5xyz' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'password_locked', value: { retryAfterSeconds: 11 * 60 } });
    expect((await redeem(m.auth, {})).json().code).toBe('password_locked');
    t.clock.advance(11 * 60_000);
    m.auth = await t.session(m.memberId);
    const ok = await redeem(m.auth, {});
    expect(ok.statusCode, ok.body).toBe(200);
    // The right password cleared the count.
    expect((await redeem(m.auth, { password: 'Wrong6xyz' })).json()).toMatchObject({ code: 'password_wrong', value: { attemptsLeft: 4 } });
    expect(await pointsOf(m.auth)).toBe(3000);
  });

  it('[M7-13] out of stock is 409 out_of_stock; too few points is 409 insufficient_points; a stale amount is 409 amount_mismatch', async () => {
    const m = await t.member();
    await grant(m.auth, 1500);
    const mug = await redeem(m.auth, { rewardId: 'mug', amount: 1000 });
    expect(mug.statusCode).toBe(409);
    expect(mug.json()).toMatchObject({ code: 'out_of_stock', value: { stock: 0 } });
    const poor = await redeem(m.auth, {});
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('insufficient_points');
    expect((await redeem(m.auth, { amount: 1500 })).json().code).toBe('amount_mismatch');
    expect((await redeem(m.auth, { address: '  ' })).json().code).toBe('address_required');
    expect(await pointsOf(m.auth)).toBe(1500);
  });

  it('[M7-13] the same request key redeems once', async () => {
    const m = await t.member();
    await grant(m.auth, 5000);
    const idempotencyKey = key('same');
    const first = await redeem(m.auth, { idempotencyKey });
    const second = await redeem(m.auth, { idempotencyKey });
    expect(second.json().value).toMatchObject({ replayed: true, redeem: { redeemId: first.json().value.redeem.redeemId } });
    expect(await pointsOf(m.auth)).toBe(3000);
  });

  it('[M4-2] in process, approved; a rejected redeem gives the points and the stock back', async () => {
    const m = await t.member();
    await grant(m.auth, 4000);
    const a = (await redeem(m.auth, {})).json().value.redeem.redeemId;
    const b = (await redeem(m.auth, {})).json().value.redeem.redeemId;
    expect(await pointsOf(m.auth)).toBe(0);
    await inject(t, 'POST', `/dev/points/redeems/${a}/review`, m.auth, { decision: 'accept' });
    let states = (await inject(t, 'GET', '/wps/points/redeems', m.auth)).json().value.content.map((r: { redeemId: string; state: string }) => [r.redeemId, r.state]);
    expect(Object.fromEntries(states)).toEqual({ [a]: 'in_process', [b]: 'applying' });
    await inject(t, 'POST', `/dev/points/redeems/${a}/review`, m.auth, { decision: 'approve' });
    await inject(t, 'POST', `/dev/points/redeems/${b}/review`, m.auth, { decision: 'reject' });
    states = (await inject(t, 'GET', '/wps/points/redeems', m.auth)).json().value.content.map((r: { redeemId: string; state: string }) => [r.redeemId, r.state]);
    expect(Object.fromEntries(states)).toEqual({ [a]: 'approved', [b]: 'rejected' });
    expect(await pointsOf(m.auth)).toBe(2000);
    const again = await inject(t, 'POST', `/dev/points/redeems/${b}/review`, m.auth, { decision: 'reject' });
    expect(again.json().code).toBe('redeem_final');
    expect(await pointsOf(m.auth)).toBe(2000);
  });
});

describe('convert', () => {
  it('[M7-12] [M3-7] converting 250 points is refused (whole steps of 100); 200 points pay 2.00 through the ledger once per key', async () => {
    const m = await t.member();
    await grant(m.auth, 300);
    const odd = await inject(t, 'POST', '/wps/points/convert', m.auth, { points: 250, idempotencyKey: key() });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'points_not_multiple', value: { step: 100 } });
    const idempotencyKey = key('conv');
    const first = await inject(t, 'POST', '/wps/points/convert', m.auth, { points: 200, idempotencyKey });
    expect(first.json().value).toMatchObject({ points: 200, money: 200, pointsBalance: 100, walletBalance: 200, replayed: false });
    const second = await inject(t, 'POST', '/wps/points/convert', m.auth, { points: 200, idempotencyKey });
    expect(second.json().value).toMatchObject({ replayed: true, walletBalance: 200, pointsBalance: 100 });
    expect(await balanceOf(t, m.auth)).toBe(200);
    const entries = await t.testDb.db.selectFrom('journal_entry').select('entry_id').where('member_id', '=', m.memberId).where('kind', '=', 'bonus').execute();
    expect(entries).toHaveLength(1);
    const more = await inject(t, 'POST', '/wps/points/convert', m.auth, { points: 200, idempotencyKey: key() });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('insufficient_points');
    const bad = await inject(t, 'POST', '/wps/points/convert', m.auth, { points: 0, idempotencyKey: key() });
    expect(bad.statusCode).toBe(400);
    await expectLedgerBalanced(t);
  });
});
