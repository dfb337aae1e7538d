import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedPeriods, nextPeriod, periodAt } from '../../../server/domain/contracts/periods.js';
import type { PeriodType } from '../../../src/engine/contract-terms.js';

const zones = ['Asia/Phnom_Penh', 'Asia/Ho_Chi_Minh', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
const types: PeriodType[] = ['daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'fiveMinutes'];
const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }).map((t) => new Date(t));

describe('contract periods', () => {
  it('[M9-10][M9-6] every period holds its instant, and the next one starts where it ends (no gap, no overlap)', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...types), fc.constantFrom(...zones), (at, type, zone) => {
        const p = periodAt(type, at, zone);
        expect(p.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(p.end.getTime());
        const next = nextPeriod(p, zone);
        expect(next.start.getTime()).toBe(p.end.getTime());
        // Any instant inside the period gives the same period back.
        const inside = new Date(p.start.getTime() + Math.floor((p.end.getTime() - p.start.getTime()) / 2));
        expect(periodAt(type, inside, zone)).toEqual(p);
        expect(periodAt(type, new Date(p.end.getTime() - 1), zone)).toEqual(p);
      }),
      { numRuns: 400 },
    );
  });

  it('[M9-10] semimonthly periods are the 1st-15th and the 16th-end of the month in the merchant time zone', () => {
    const zone = 'Asia/Phnom_Penh'; // UTC+7
    const first = periodAt('semimonthly', new Date('2026-02-10T00:00:00Z'), zone);
    expect(first.start.toISOString()).toBe('2026-01-31T17:00:00.000Z');
    expect(first.end.toISOString()).toBe('2026-02-15T17:00:00.000Z');
    const second = nextPeriod(first, zone);
    expect(second.end.toISOString()).toBe('2026-02-28T17:00:00.000Z');
    // 2026-02-28T18:00Z is already 1 March in Phnom Penh.
    expect(periodAt('monthly', new Date('2026-02-28T18:00:00Z'), zone).start.toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });

  it('[M9-10] weekly periods run Monday to Monday; daily ones midnight to midnight', () => {
    const zone = 'Asia/Phnom_Penh';
    const week = periodAt('weekly', new Date('2026-11-25T12:00:00Z'), zone); // a Wednesday
    expect(week.start.toISOString()).toBe('2026-11-22T17:00:00.000Z'); // Monday 23 Nov 00:00 local
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * 86_400_000);
    const day = periodAt('daily', new Date('2026-11-25T16:59:59Z'), zone);
    expect([day.start.toISOString(), day.end.toISOString()]).toEqual(['2026-11-24T17:00:00.000Z', '2026-11-25T17:00:00.000Z']);
  });

  it('[M4-5][M9-6] real-time salary periods last 5 minutes; a DST day in New York still tiles its hours', () => {
    const p = periodAt('fiveMinutes', new Date('2026-11-25T10:07:30Z'), 'Asia/Phnom_Penh');
    expect([p.start.toISOString(), p.end.toISOString()]).toEqual(['2026-11-25T10:05:00.000Z', '2026-11-25T10:10:00.000Z']);
    // 8 March 2026 has 23 hours in New York.
    const day = periodAt('daily', new Date('2026-03-08T12:00:00Z'), 'America/New_York');
    const hours = closedPeriods('hourly', day.start, day.end, 'America/New_York');
    expect(hours).toHaveLength(23);
    expect(hours.at(-1)!.end).toEqual(day.end);
  });

  it('[M9-10] closedPeriods lists only the periods that have ended, capped by the limit', () => {
    const zone = 'UTC';
    const from = new Date('2026-01-01T00:30:00Z');
    expect(closedPeriods('hourly', from, new Date('2026-01-01T03:10:00Z'), zone).map((p) => p.start.toISOString()))
      .toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T01:00:00.000Z', '2026-01-01T02:00:00.000Z']);
    expect(closedPeriods('fiveMinutes', from, new Date('2026-01-02T00:00:00Z'), zone, 10)).toHaveLength(10);
  });
});
