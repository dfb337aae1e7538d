// Missions' pure rules: periods in the merchant's zone, states, per-currency definitions, leaderboard order and masks.
import { describe, expect, it } from 'vitest';
import { periodOf } from '../../../server/domain/missions/periods.js';
import { missionBonusKey, missionDefinitionsFor, missionProgress, missionStatus, rankLeaderboard } from '../../../server/domain/missions/rules.js';

describe('periods', () => {
  it('[M3-14] a day runs from local midnight to local midnight', () => {
    expect(periodOf('daily', new Date('2026-06-03T16:59:59Z'), 'Asia/Phnom_Penh')).toEqual({
      key: '2026-06-03', start: new Date('2026-06-02T17:00:00Z'), end: new Date('2026-06-03T17:00:00Z'),
    });
    expect(periodOf('daily', new Date('2026-06-03T17:00:00Z'), 'Asia/Phnom_Penh').key).toBe('2026-06-04');
  });

  it('[M3-14] a week starts on Monday, also across a daylight-saving change', () => {
    // Sunday 7 June 2026 in Phnom Penh still belongs to the week of Monday 1 June.
    expect(periodOf('weekly', new Date('2026-06-07T12:00:00Z'), 'Asia/Phnom_Penh')).toMatchObject({ key: '2026-06-01', start: new Date('2026-05-31T17:00:00Z') });
    // Europe/London moves to summer time on Sunday 29 March 2026: that week is one hour short.
    const week = periodOf('weekly', new Date('2026-03-27T12:00:00Z'), 'Europe/London');
    expect(week).toEqual({ key: '2026-03-23', start: new Date('2026-03-23T00:00:00Z'), end: new Date('2026-03-29T23:00:00Z') });
  });
});

describe('mission states', () => {
  it('[M3-14] in progress until the target, then claimable, then claimed; the bar never passes the target', () => {
    expect([missionStatus(9, 10, false), missionStatus(10, 10, false), missionStatus(12, 10, true)]).toEqual(['in_progress', 'claimable', 'claimed']);
    const [p] = missionProgress([{ id: 'm', period: 'daily', metric: 'rounds', target: 10, points: 1, reward: 0 }], () => 25, () => false);
    expect(p).toMatchObject({ progress: 10, status: 'claimable' });
  });

  it('[M3-14] scales stakes and rewards to the merchant currency', () => {
    const usd = missionDefinitionsFor({ currency: { code: 'USD', minorUnits: 2 } });
    const vnd = missionDefinitionsFor({ currency: { code: 'VND', minorUnits: 0 } });
    expect(usd.find((m) => m.id === 'daily_turnover')).toMatchObject({ target: 5_000, reward: 200 });
    expect(vnd.find((m) => m.id === 'daily_turnover')).toMatchObject({ target: 1_250_000, reward: 50_000 });
  });

  it('[M3-14] the bonus key fits the ledger\'s key rule', () => {
    const key = missionBonusKey('weekly_rounds', '0f8fad5b-d9cb-469f-a165-70867728950e', '2026-06-01');
    expect(key).toBe('bonus:mission:weekly_rounds:0f8fad5b-d9cb-469f-a165-70867728950e:2026-06-01');
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});

describe('leaderboard', () => {
  it('[M3-14] ranks by points, then missions, then who got there first, and masks names like ab***9', () => {
    const at = (s: string) => new Date(`2026-06-03T${s}:00Z`);
    const ranked = rankLeaderboard([
      { memberId: 'a', account: 'alpha', points: 20, completed: 2, lastClaimAt: at('10:00') },
      { memberId: 'b', account: 'bravo99', points: 30, completed: 1, lastClaimAt: at('11:00') },
      { memberId: 'c', account: 'cy', points: 20, completed: 2, lastClaimAt: at('09:00') },
      { memberId: 'd', account: 'delta', points: 20, completed: 3, lastClaimAt: at('12:00') },
    ], 'a');
    expect(ranked.map((r) => [r.rank, r.account, r.isMe])).toEqual([[1, 'br***9', false], [2, 'de***a', false], [3, 'c***', false], [4, 'al***a', true]]);
  });
});
