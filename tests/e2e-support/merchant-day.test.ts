// The journeys' guard against crossing the merchant's midnight (issue 18.8) reads the time left of the merchant's day.
import { describe, expect, it } from 'vitest';
import { merchantTimeZone, msToMidnight } from '../../e2e/support/merchant-day';

describe('msToMidnight', () => {
  it('counts to midnight in the merchant\'s zone, not in UTC', () => {
    // 16:50 UTC is 23:50 in Phnom Penh (UTC+7): ten minutes left of its day, seven hours and ten of UTC's.
    expect(msToMidnight('Asia/Phnom_Penh', new Date('2026-11-27T16:50:00.000Z'))).toBe(10 * 60_000);
    expect(msToMidnight('UTC', new Date('2026-11-27T16:50:00.000Z'))).toBe((7 * 60 + 10) * 60_000);
  });

  it('gives a whole day just after midnight', () => {
    expect(msToMidnight('Asia/Phnom_Penh', new Date('2026-11-27T17:00:00.250Z'))).toBe(24 * 3_600_000 - 250);
  });

  it('reads the demo merchant\'s zone from its config', () => {
    expect(merchantTimeZone('demo')).toBe('Asia/Phnom_Penh');
  });
});
