// The VIP monthly bonus rule (docs/member-centre.md, VIP): which month's bonus is claimable at an instant, in the
// merchant's time zone, and what a level pays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VipLevel } from '../../../src/engine/config-types.js';
import { monthlyBonusOf, monthlyBonusStatus, monthlyWindow, monthOf, startOfMonth, vipMonthlyKey } from '../../../server/domain/vip/monthly.js';

const PP = 'Asia/Phnom_Penh'; // UTC+7, no daylight saving
const levels: VipLevel[] = [
  { name: { en: 'VIP0' }, monthlyBonus: 999 },
  { name: { en: 'VIP1' }, monthlyBonus: 200 },
  { name: { en: 'VIP2' } },
  { name: { en: 'VIP3' }, monthlyBonus: 4000 },
];

describe('VIP monthly bonus month', () => {
  it('[M2-16] 00:00 on the 1st in the merchant\'s zone closes the month, although UTC is still on the last day', () => {
    // 2026-06-01 00:00 in Phnom Penh is 2026-05-31 17:00 UTC.
    const justBefore = monthlyWindow(new Date('2026-05-31T16:59:59.999Z'), PP);
    expect(justBefore).toMatchObject({ month: '2026-04', current: '2026-05' });
    expect(justBefore.closedAt.toISOString()).toBe('2026-04-30T17:00:00.000Z');
    expect(justBefore.nextAt.toISOString()).toBe('2026-05-31T17:00:00.000Z');
    const atMidnight = monthlyWindow(new Date('2026-05-31T17:00:00.000Z'), PP);
    expect(atMidnight).toMatchObject({ month: '2026-05', current: '2026-06' });
    expect(atMidnight.closedAt.toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(atMidnight.nextAt.toISOString()).toBe('2026-06-30T17:00:00.000Z');
  });

  it('[M2-16] 00:00 UTC on the 1st is not a boundary for a zone behind UTC (New York), and daylight saving is followed', () => {
    // 2026-03-01 00:00 UTC is still 28 February 19:00 in New York (EST, UTC-5).
    expect(monthlyWindow(new Date('2026-03-01T00:00:00Z'), 'America/New_York')).toMatchObject({ month: '2026-01', current: '2026-02' });
    const march = monthlyWindow(new Date('2026-03-01T05:00:00Z'), 'America/New_York');
    expect(march).toMatchObject({ month: '2026-02', current: '2026-03' });
    // April starts on EDT (UTC-4).
    expect(march.nextAt.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(monthlyWindow(new Date('2026-03-01T00:00:00Z'), 'UTC')).toMatchObject({ month: '2026-02', current: '2026-03' });
  });

  it('[M2-16] January\'s claimable month is December of the year before; December closes into January', () => {
    expect(monthlyWindow(new Date('2026-01-15T00:00:00Z'), PP)).toMatchObject({ month: '2025-12', current: '2026-01' });
    expect(monthlyWindow(new Date('2026-12-15T00:00:00Z'), PP).nextAt.toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  it('[M2-16] every instant lies in its current month, which starts where the claimable one closes', () => {
    const zones = [PP, 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Kiritimati', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.constantFrom(...zones), (t, zone) => {
        const at = new Date(t);
        const w = monthlyWindow(at, zone);
        expect(w.closedAt.getTime()).toBeLessThanOrEqual(t);
        expect(t).toBeLessThan(w.nextAt.getTime());
        expect(monthOf(at, zone)).toBe(w.current);
        expect(startOfMonth(w.month, zone).getTime()).toBeLessThan(w.closedAt.getTime());
        expect(monthOf(new Date(w.closedAt.getTime() - 1), zone)).toBe(w.month);
        expect(monthlyWindow(w.nextAt, zone).month).toBe(w.current);
      }),
      { numRuns: 300 },
    );
  });
});

describe('VIP monthly bonus amount', () => {
  it('[M2-16] the first level (everyone\'s) and a level without a bonus pay nothing; others pay their monthlyBonus', () => {
    expect(monthlyBonusOf(levels, 0)).toBe(0);
    expect(monthlyBonusOf(levels, 1)).toBe(200);
    expect(monthlyBonusOf(levels, 2)).toBe(0);
    expect(monthlyBonusOf(levels, 3)).toBe(4000);
    expect(monthlyBonusOf(levels, 7)).toBe(0);
    expect(monthlyBonusStatus(0, false)).toBe('none');
    expect(monthlyBonusStatus(200, false)).toBe('claimable');
    expect(monthlyBonusStatus(200, true)).toBe('claimed');
    expect(vipMonthlyKey('m-1', '2026-05')).toBe('vip-monthly:m-1:2026-05');
  });
});
