// The lottery lobby's pure rules: prize mode per page, the site-only back link, the countdown and the numbers shown.
import { describe, expect, it } from 'vitest';
import { payout } from '../../../server/domain/lottery/rules';
import { countdown, formatOdds, nextDrawAt, potentialWin, prizeModeOf, prizeModesOf, safeBackPath } from '../../../src/features/lottery/rules/lottery-rules';

describe('lottery lobby rules', () => {
  it('[P2.1-12][P4.6-5] lists the prize mode of the page: /vnLottery e-lottery, /seaLottery SEA, /lottery LOTT (and e-lottery)', () => {
    expect(prizeModeOf('vnLottery')).toBe('ELOTT');
    expect(prizeModeOf('seaLottery')).toBe('SEA');
    expect(prizeModeOf('lottery')).toBe('LOTT');
    expect(prizeModesOf('lottery')).toEqual(['LOTT', 'ELOTT']);
    expect(prizeModesOf('seaLottery')).toEqual(['SEA']);
  });

  it('[P7.2-14] offers a back link only to a path of this site', () => {
    expect(safeBackPath('/lott')).toBe('/lott');
    expect(safeBackPath('/member/records?x=1')).toBe('/member/records?x=1');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'lott', '/a\nb']) {
      expect(safeBackPath(bad), String(bad)).toBeNull();
    }
  });

  it('counts down in whole seconds, with days for slow draws, and never below zero', () => {
    expect(countdown(65_500)).toEqual({ days: 0, clock: '00:01:06', done: false });
    expect(countdown(2 * 86_400_000 + 3_600_000)).toEqual({ days: 2, clock: '01:00:00', done: false });
    expect(countdown(-5)).toEqual({ days: 0, clock: '00:00:00', done: true });
  });

  it('counts to the next draw even while the open issue is the one after it', () => {
    const drawAt = Date.parse('2026-06-01T10:40:00Z');
    expect(nextDrawAt(drawAt, 1200, Date.parse('2026-06-01T10:19:45Z'))).toBe(Date.parse('2026-06-01T10:20:00Z'));
    expect(nextDrawAt(drawAt, 1200, Date.parse('2026-06-01T10:20:01Z'))).toBe(drawAt);
  });

  it('shows the win a stake pays exactly as the server pays it, and odds with two decimals', () => {
    for (const [stake, odds, bp] of [[1_000, 9.8, 98_000], [333, 1.97, 19_700], [12_345, 48, 480_000], [7, 10.78, 107_800]] as const) {
      expect(potentialWin(stake, odds)).toBe(Number(payout(BigInt(stake), bp, true)));
    }
    expect(formatOdds(9.8, 'en')).toBe('9.80');
    expect(formatOdds(48, 'en')).toBe('48.00');
  });
});
