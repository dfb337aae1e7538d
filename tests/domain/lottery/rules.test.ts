// The pure rules of betting on the self-run lottery draws (docs/lottery.md): bet types, odds, the win check, the
// open issue and its closing time.
import { describe, expect, it } from 'vitest';
import { openedDraws } from '../../../server/domain/catalogue/lottery.js';
import {
  betTypeRules, betTypesOf, checkIssue, checkSelection, checkStake, closeSeconds, drawnNumbers, isWinning, openIssue, payout, stakeLimits,
  type ScheduledGame,
} from '../../../server/domain/lottery/rules.js';

const KEY = 'c'.repeat(64);
const ssc: ScheduledGame = { gameCode: 'CQSSC', group: 'SSC', drawSeconds: 1200 };
const airship: ScheduledGame = { gameCode: 'XYFT', group: 'PK10', drawSeconds: 300 };
const markSix: ScheduledGame = { gameCode: 'HK6', group: 'LHC', drawSeconds: 2 * 86_400 };

describe('bet types and odds', () => {
  it('[P7.2-15] every lottery group (SSC, 11X5, PK10, LF, LHC, VN, SEA) has one or two bet types with odds under the fair price', () => {
    for (const group of ['SSC', '11X5', 'PK10', 'LF', 'LHC', 'VN', 'SEA'] as const) {
      const types = betTypesOf(group);
      expect(types.length).toBeGreaterThanOrEqual(1);
      expect(types.length).toBeLessThanOrEqual(2);
    }
    // Win probability of each type, and the house keeps something on each.
    const chance: Record<string, number> = {
      SSC_POSITION: 1 / 10, SSC_BIG_SMALL: 1 / 2, '11X5_FIRST': 1 / 11, PK10_CHAMPION: 1 / 10, PK10_CHAMPION_BIG_SMALL: 1 / 2,
      LF_BIG_SMALL: 105 / 216, LHC_SPECIAL: 1 / 49, VN_SPECIAL_LAST2: 1 / 100, SEA_FIRST_LAST2: 1 / 100,
    };
    for (const rule of betTypeRules) {
      const rtp = chance[rule.betType]! * rule.oddsBp / 10_000;
      expect(rtp).toBeGreaterThan(0.9);
      expect(rtp).toBeLessThan(1);
    }
  });

  it('checks the bet type against the group, the position and the pick, and pads numeric picks', () => {
    expect(checkSelection('SSC', { betType: 'SSC_POSITION', position: 3, pick: '7' })).toMatchObject({ ok: true, position: 3, pick: '7' });
    expect(checkSelection('SSC', { betType: 'SSC_POSITION', position: 6, pick: '7' })).toEqual({ ok: false, code: 'invalid_position' });
    expect(checkSelection('SSC', { betType: 'SSC_POSITION', pick: '7' })).toEqual({ ok: false, code: 'invalid_position' });
    expect(checkSelection('SSC', { betType: 'SSC_POSITION', position: 1, pick: '10' })).toEqual({ ok: false, code: 'invalid_pick' });
    expect(checkSelection('SSC', { betType: 'PK10_CHAMPION', pick: '01' })).toEqual({ ok: false, code: 'invalid_bet_type' });
    expect(checkSelection('SSC', { betType: 'SSC_BIG_SMALL', position: 2, pick: 'big' })).toEqual({ ok: false, code: 'invalid_position' });
    expect(checkSelection('SSC', { betType: 'SSC_BIG_SMALL', pick: 'BIG' })).toMatchObject({ ok: true, pick: 'big' });
    expect(checkSelection('PK10', { betType: 'PK10_CHAMPION', pick: '3' })).toMatchObject({ ok: true, pick: '03' });
    expect(checkSelection('PK10', { betType: 'PK10_CHAMPION', pick: '11' })).toEqual({ ok: false, code: 'invalid_pick' });
    expect(checkSelection('11X5', { betType: '11X5_FIRST', pick: '11' })).toMatchObject({ ok: true, pick: '11' });
    expect(checkSelection('LHC', { betType: 'LHC_SPECIAL', pick: '0' })).toEqual({ ok: false, code: 'invalid_pick' });
    expect(checkSelection('LF', { betType: 'LF_BIG_SMALL', pick: 'medium' })).toEqual({ ok: false, code: 'invalid_pick' });
  });

  it('finds winners by the drawn numbers; a Fast 3 triple loses both big and small', () => {
    const digits = ['1', '9', '4', '0', '8']; // sum 22: small
    expect(isWinning('SSC_POSITION', 2, '9', digits)).toBe(true);
    expect(isWinning('SSC_POSITION', 3, '9', digits)).toBe(false);
    expect(isWinning('SSC_BIG_SMALL', null, 'small', digits)).toBe(true);
    expect(isWinning('SSC_BIG_SMALL', null, 'big', ['9', '9', '5', '0', '0'])).toBe(true); // 23
    expect(isWinning('11X5_FIRST', null, '04', ['04', '01', '11', '07', '02'])).toBe(true);
    expect(isWinning('PK10_CHAMPION', null, '06', ['06', '01', '02', '03', '04', '05', '07', '08', '09', '10'])).toBe(true);
    expect(isWinning('PK10_CHAMPION_BIG_SMALL', null, 'big', ['06'])).toBe(true);
    expect(isWinning('PK10_CHAMPION_BIG_SMALL', null, 'small', ['05'])).toBe(true);
    expect(isWinning('LF_BIG_SMALL', null, 'big', ['6', '4', '1'])).toBe(true); // 11
    expect(isWinning('LF_BIG_SMALL', null, 'small', ['3', '4', '3'])).toBe(true); // 10
    expect(isWinning('LF_BIG_SMALL', null, 'big', ['5', '5', '5'])).toBe(false);
    expect(isWinning('LF_BIG_SMALL', null, 'small', ['2', '2', '2'])).toBe(false);
    expect(isWinning('LHC_SPECIAL', null, '33', ['01', '02', '03', '04', '05', '06', '33'])).toBe(true);
    expect(isWinning('LHC_SPECIAL', null, '01', ['01', '02', '03', '04', '05', '06', '33'])).toBe(false);
    expect(isWinning('VN_SPECIAL_LAST2', null, '07', ['123407', '55555'])).toBe(true);
    expect(isWinning('VN_SPECIAL_LAST2', null, '55', ['123407', '55555'])).toBe(false);
    expect(isWinning('SEA_FIRST_LAST2', null, '90', ['4890', '1234', '0001'])).toBe(true);
    expect(isWinning('SEA_FIRST_LAST2', null, '01', ['4890', '1234', '0001'])).toBe(false);
  });

  it('pays stake × odds, stake included, rounded down to a minor unit; a loss pays nothing', () => {
    expect(payout(1_000n, 98_000, true)).toBe(9_800n);
    expect(payout(333n, 19_700, true)).toBe(656n); // 656.01
    expect(payout(1_000n, 98_000, false)).toBe(0n);
  });

  it('takes stakes from one to 100,000 major units of the currency', () => {
    expect(stakeLimits(2)).toEqual({ min: 100n, max: 10_000_000n });
    expect(stakeLimits(0)).toEqual({ min: 1n, max: 100_000n });
    expect(checkStake(99n, 2)).toEqual({ ok: false, code: 'amount_below_minimum' });
    expect(checkStake(0n, 2)).toEqual({ ok: false, code: 'invalid_amount' });
    expect(checkStake(10_000_001n, 2)).toEqual({ ok: false, code: 'amount_above_maximum' });
    expect(checkStake(100n, 2)).toEqual({ ok: true });
  });
});

describe('the open issue', () => {
  it('is the next draw until closeSeconds before it, then the draw after', () => {
    const early = openIssue(ssc, new Date('2026-06-01T10:00:30Z'));
    expect(early.drawAt.toISOString()).toBe('2026-06-01T10:20:00.000Z');
    expect(early.closeAt.toISOString()).toBe('2026-06-01T10:19:30.000Z');
    expect(closeSeconds).toBe(30);
    const late = openIssue(ssc, new Date('2026-06-01T10:19:30Z'));
    expect(late.drawAt.toISOString()).toBe('2026-06-01T10:40:00.000Z');
  });

  it('[P7.2-16] writes the issue as the opened numbers do, and its numbers are the ones opened at the draw', () => {
    const now = new Date('2026-06-01T10:00:30Z');
    const open = openIssue(ssc, now);
    const opened = openedDraws(ssc, open.drawAt, 1, KEY)[0]!;
    expect(open.issue).toBe(opened.issue);
    expect(open.issue).toBe('202606010032');
    expect(drawnNumbers(ssc, open.drawAt, KEY)).toEqual(opened.numbers);
    expect(openIssue(markSix, now).issue).toMatch(/^\d{8}$/);
  });

  it('accepts only the open issue: earlier ones are closed, later ones not open yet', () => {
    const now = new Date('2026-06-01T10:04:45Z');
    const open = openIssue(airship, now);
    expect(checkIssue(airship, open.issue, now)).toMatchObject({ ok: true });
    // 15 s before 10:05, the 10:05 draw has closed; 10:10 is open.
    expect(open.drawAt.toISOString()).toBe('2026-06-01T10:10:00.000Z');
    const closed = openedDraws(airship, new Date('2026-06-01T10:05:00Z'), 1, KEY)[0]!.issue;
    expect(checkIssue(airship, closed, now)).toEqual({ ok: false, code: 'betting_closed' });
    const later = openedDraws(airship, new Date('2026-06-01T10:15:00Z'), 1, KEY)[0]!.issue;
    expect(checkIssue(airship, later, now)).toEqual({ ok: false, code: 'issue_not_open' });
    expect(checkIssue(airship, '42', now)).toEqual({ ok: false, code: 'issue_not_open' });
  });
});
