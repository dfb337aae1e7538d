// The pure rules of the promotion hall and the points mall: card actions per state and phase, application checks,
// the raffle draw, the draw day, points earned, conversion, redeem checks and redeem states.
import { describe, expect, it } from 'vitest';
import { checkRedeem, convertPoints, nextRedeemState, pointsConfigOf, pointsForBet, redeemPasswordGate } from '../../../server/domain/points/rules.js';
import {
  actionOf, cashbackOf, drawDayOf, drawPrize, finishedWeeks, imageTypeOf, phaseOf, readApplication, remarkLength, startOfDay, weekStartOf,
} from '../../../server/domain/promotions/rules.js';

const open = { kind: 'join' as const, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2027-01-01T00:00:00Z') };
const at = new Date('2026-06-01T00:00:00Z');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');
const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64');
const gif = Buffer.from('GIF89a....').toString('base64');

describe('activity actions', () => {
  it('[M4-3] without a participation: upcoming, join / apply / claim while open, closed after the end', () => {
    expect(actionOf(open, null, new Date('2025-12-31T23:59:59Z'))).toBe('upcoming');
    expect(actionOf(open, null, at)).toBe('join');
    expect(actionOf({ ...open, kind: 'apply' }, null, at)).toBe('apply');
    expect(actionOf({ ...open, kind: 'raffle' }, null, at)).toBe('claim');
    expect(actionOf(open, null, open.endsAt)).toBe('closed');
    expect(phaseOf(open, open.endsAt)).toBe('ended');
  });

  it('[M4-3] each state has its text: joining signed, applying in progress, issued claim, claimed, rejected, closed', () => {
    const texts = (['joining', 'applying', 'issued', 'claimed', 'rejected', 'closed'] as const).map((s) => actionOf(open, s, at));
    expect(texts).toEqual(['signed', 'in_progress', 'claim', 'claimed', 'rejected', 'closed']);
    // An issued reward stays claimable after the activity ended.
    expect(actionOf(open, 'issued', new Date('2028-01-01T00:00:00Z'))).toBe('claim');
  });
});

describe('application', () => {
  it('[M5-3] the remark counts characters as people do (Khmer letters, emoji) and is trimmed; 140 pass, 141 fail', () => {
    expect(remarkLength('😀ក')).toBe(2);
    expect(readApplication(`  ${'ក'.repeat(140)}  `, []).ok).toBe(true);
    expect(readApplication('x'.repeat(141), [])).toMatchObject({ ok: false, error: 'remark_too_long' });
  });

  it('[M5-3] [M9-5] png and jpg by magic bytes, at most 3, at most 5 MB each', () => {
    expect(imageTypeOf(Buffer.from(png, 'base64'))).toBe('image/png');
    expect(imageTypeOf(Buffer.from(jpg, 'base64'))).toBe('image/jpeg');
    expect(readApplication('', [png, `data:image/jpeg;base64,${jpg}`, png])).toMatchObject({ ok: true });
    expect(readApplication('', [png, png, png, png])).toMatchObject({ ok: false, error: 'too_many_images' });
    expect(readApplication('', [gif])).toMatchObject({ ok: false, error: 'image_not_png_or_jpg' });
    expect(readApplication('', ['not base64!'])).toMatchObject({ ok: false, error: 'image_not_png_or_jpg' });
    const exactly5 = Buffer.alloc(5 * 1024 * 1024);
    Buffer.from(png, 'base64').copy(exactly5);
    expect(readApplication('', [exactly5.toString('base64')]).ok).toBe(true);
    const over = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from(png, 'base64').copy(over);
    expect(readApplication('', [over.toString('base64')])).toMatchObject({ ok: false, error: 'image_too_large' });
  });
});

describe('raffle', () => {
  const prizes = [{ amount: 100, weight: 60 }, { amount: 500, weight: 30 }, { amount: 2000, weight: 9 }, { amount: 10000, weight: 1 }];
  it('[M7-15] each ticket falls on one prize in proportion to its weight', () => {
    const counts = new Map<number, number>();
    for (let ticket = 0; ticket < 100; ticket++) {
      const p = drawPrize(prizes, () => ticket);
      counts.set(p.amount, (counts.get(p.amount) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 100: 60, 500: 30, 2000: 9, 10000: 1 });
    expect(() => drawPrize([], () => 0)).toThrow();
  });

  it('[M7-15] a draw is one calendar day of the merchant time zone', () => {
    expect(drawDayOf(new Date('2026-06-01T16:59:59Z'), 'Asia/Phnom_Penh')).toBe('2026-06-01');
    expect(drawDayOf(new Date('2026-06-01T17:00:00Z'), 'Asia/Phnom_Penh')).toBe('2026-06-02');
  });
});

describe('points', () => {
  const usd = pointsConfigOf({ code: 'USD', minorUnits: 2 });
  it('[M3-7] one point per whole 1.00 bet; VND counts thousands', () => {
    expect(pointsForBet(12_345n, usd)).toBe(123n);
    expect(pointsForBet(99n, usd)).toBe(0n);
    expect(pointsForBet(-100n, usd)).toBe(0n);
    expect(pointsForBet(25_000n, pointsConfigOf({ code: 'VND', minorUnits: 0 }))).toBe(25n);
  });

  it('[M7-12] conversion in whole steps of 100 points, at least 100, at most the balance', () => {
    expect(convertPoints(300, 1000n, usd)).toEqual({ ok: true, value: { points: 300n, money: 300n } });
    expect(convertPoints(50, 1000n, usd)).toMatchObject({ ok: false, error: 'points_below_minimum' });
    expect(convertPoints(150, 1000n, usd)).toMatchObject({ ok: false, error: 'points_not_multiple' });
    expect(convertPoints(2000, 1000n, usd)).toMatchObject({ ok: false, error: 'insufficient_points' });
    expect(convertPoints(1.5, 1000n, usd)).toMatchObject({ ok: false, error: 'invalid_points' });
  });

  it('[M7-13] a redeem checks quantity, amount, address, stock and balance', () => {
    const shirt = { pointsPrice: 2000, stock: 3, physical: true };
    expect(checkRedeem(shirt, { amount: 4000, quantity: 2, address: ' Street 1 ' }, 5000n)).toEqual({ ok: true, value: { points: 4000n, address: 'Street 1' } });
    expect(checkRedeem(shirt, { amount: 0, quantity: 0, address: 'a' }, 5000n)).toMatchObject({ error: 'invalid_quantity' });
    expect(checkRedeem(shirt, { amount: 2000, quantity: 1, address: '' }, 5000n)).toMatchObject({ error: 'address_required' });
    expect(checkRedeem({ ...shirt, physical: false }, { amount: 2000, quantity: 1, address: '' }, 5000n).ok).toBe(true);
    expect(checkRedeem(shirt, { amount: 1000, quantity: 1, address: 'a' }, 5000n)).toMatchObject({ error: 'amount_mismatch' });
    expect(checkRedeem(shirt, { amount: 8000, quantity: 4, address: 'a' }, 9000n)).toMatchObject({ error: 'out_of_stock' });
    expect(checkRedeem(shirt, { amount: 6000, quantity: 3, address: 'a' }, 5999n)).toMatchObject({ error: 'insufficient_points' });
  });

  it('[M4-2] redeem states: applying -> in process -> approved; rejection refunds; final states stay', () => {
    expect(nextRedeemState('applying', 'accept')).toEqual({ ok: true, value: { state: 'in_process', refund: false } });
    expect(nextRedeemState('in_process', 'approve')).toEqual({ ok: true, value: { state: 'approved', refund: false } });
    expect(nextRedeemState('applying', 'reject')).toEqual({ ok: true, value: { state: 'rejected', refund: true } });
    expect(nextRedeemState('in_process', 'reject')).toEqual({ ok: true, value: { state: 'rejected', refund: true } });
    expect(nextRedeemState('approved', 'reject')).toMatchObject({ ok: false, error: 'redeem_final' });
    expect(nextRedeemState('rejected', 'approve')).toMatchObject({ ok: false, error: 'redeem_final' });
  });
});

describe('weekly cashback', () => {
  it('[M4-3] a week starts on Monday 00:00 of the merchant time zone, daylight saving included', () => {
    expect(startOfDay('2026-06-01', 'Asia/Phnom_Penh').toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(weekStartOf(new Date('2026-06-03T10:00:00Z'), 'Asia/Phnom_Penh').toISOString()).toBe('2026-05-31T17:00:00.000Z');
    // Sunday 23:30 local is still the old week.
    expect(weekStartOf(new Date('2026-06-07T16:30:00Z'), 'Asia/Phnom_Penh').toISOString()).toBe('2026-05-31T17:00:00.000Z');
    // London moves to summer time on 29 March 2026: that Monday starts at 23:00 UTC the day before.
    expect(weekStartOf(new Date('2026-04-01T12:00:00Z'), 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(weekStartOf(new Date('2026-03-25T12:00:00Z'), 'Europe/London').toISOString()).toBe('2026-03-23T00:00:00.000Z');
  });

  it('[M4-3] the finished weeks since a join: the first counts from the join, the running week is not settled, at most 4', () => {
    const joined = new Date('2026-06-03T10:00:00Z');
    expect(finishedWeeks(joined, new Date('2026-06-05T00:00:00Z'), 'Asia/Phnom_Penh')).toEqual([]);
    const weeks = finishedWeeks(joined, new Date('2026-06-16T00:00:00Z'), 'Asia/Phnom_Penh');
    expect(weeks.map((w) => w.key)).toEqual(['2026-06-01', '2026-06-08']);
    expect(weeks[0]).toMatchObject({ from: joined, end: new Date('2026-06-07T17:00:00Z') });
    expect(finishedWeeks(joined, new Date('2026-09-01T00:00:00Z'), 'Asia/Phnom_Penh')).toHaveLength(4);
  });

  it('[M4-3] the percentage of the net loss, rounded down; nothing for a winning week', () => {
    expect(cashbackOf(10_000n, 2_001n, 5)).toBe(399n);
    expect(cashbackOf(1_000n, 9_000n, 5)).toBe(0n);
    expect(cashbackOf(1_000n, 0n, 0)).toBe(0n);
  });
});

describe('redeem password gate', () => {
  it('[M7-13] five wrong passwords within 15 minutes lock until the oldest of them is 15 minutes old', () => {
    const at = (min: number) => new Date(Date.UTC(2026, 5, 1, 8, min));
    expect(redeemPasswordGate([], at(0))).toEqual({ locked: false, attemptsLeft: 5 });
    const four = [at(0), at(1), at(2), at(3)];
    expect(redeemPasswordGate(four, at(4))).toEqual({ locked: false, attemptsLeft: 1 });
    expect(redeemPasswordGate([...four, at(4)], at(4))).toEqual({ locked: true, retryAfterSeconds: 11 * 60 });
    expect(redeemPasswordGate([...four, at(4)], at(15))).toEqual({ locked: false, attemptsLeft: 1 });
    // Failures older than the window do not count.
    expect(redeemPasswordGate([at(0), at(1), at(2), at(3), at(4)], at(30))).toEqual({ locked: false, attemptsLeft: 5 });
  });
});
