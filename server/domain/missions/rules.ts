// Missions (spec M2-13, M3-14, M7-16): each merchant's mission definitions, a member's progress towards them, their
// state (in progress -> claimable -> claimed, the market's 0/1/2), and the leaderboard of mission points with
// masked account names. Progress comes from real data (game rounds, deposits); no I/O here.
import { maskCustomerName } from '../catalogue/ranking.js';
import type { MissionPeriodType } from './periods.js';
import { idempotencyKeys } from '../ledger/idempotency-keys.js';

/** What a mission counts: settled or open game rounds, their total stake, or successful deposits. */
export type MissionMetric = 'rounds' | 'turnover' | 'deposits';

export interface MissionDefinition {
  id: string;
  period: MissionPeriodType;
  metric: MissionMetric;
  /** Rounds, deposits, or minor units of stake for turnover. */
  target: number;
  /** Leaderboard points a claim earns. */
  points: number;
  /** Bonus credited to the main wallet on claim, in minor units; 0 for points only. */
  reward: number;
}

/** A small stake in each currency's major units, so targets and rewards mean the same to a player everywhere. */
const smallStake: Readonly<Record<string, number>> = { VND: 25_000, KHR: 4_000, IDR: 15_000, THB: 35, PHP: 55, MYR: 5, CNY: 7 };

/** The missions of a merchant: scaled to its currency; the same set for every merchant until the config names its own. */
export function missionDefinitionsFor(merchant: { currency: { code: string; minorUnits: number } }): MissionDefinition[] {
  const unit = (smallStake[merchant.currency.code] ?? 1) * 10 ** merchant.currency.minorUnits;
  return [
    { id: 'daily_rounds', period: 'daily', metric: 'rounds', target: 10, points: 10, reward: unit },
    { id: 'daily_turnover', period: 'daily', metric: 'turnover', target: 50 * unit, points: 20, reward: 2 * unit },
    { id: 'daily_deposit', period: 'daily', metric: 'deposits', target: 1, points: 10, reward: unit },
    { id: 'weekly_rounds', period: 'weekly', metric: 'rounds', target: 100, points: 50, reward: 5 * unit },
  ];
}

export type MissionStatus = 'in_progress' | 'claimable' | 'claimed';

/** The market's numeric state of a mission: 0 not reached, 1 claimable, 2 claimed. */
export const missionStateCode: Readonly<Record<MissionStatus, 0 | 1 | 2>> = { in_progress: 0, claimable: 1, claimed: 2 };

export function missionStatus(progress: number, target: number, claimed: boolean): MissionStatus {
  if (claimed) return 'claimed';
  return progress >= target ? 'claimable' : 'in_progress';
}

export interface MissionProgress {
  mission: MissionDefinition;
  /** Counted so far this period, capped at the target (what the bar shows). */
  progress: number;
  status: MissionStatus;
}

/** Each mission with its progress this period, from what the member did and which missions they claimed. */
export function missionProgress(
  definitions: readonly MissionDefinition[],
  counted: (mission: MissionDefinition) => number,
  claimed: (mission: MissionDefinition) => boolean,
): MissionProgress[] {
  return definitions.map((mission) => {
    const raw = counted(mission);
    const isClaimed = claimed(mission);
    return { mission, progress: Math.min(raw, mission.target), status: missionStatus(raw, mission.target, isClaimed) };
  });
}

export interface LeaderboardRow {
  memberId: string;
  account: string;
  points: number;
  completed: number;
  /** When the member reached these points: earlier ranks higher among equals. */
  lastClaimAt: Date;
}

export interface LeaderboardEntry {
  rank: number;
  account: string;
  points: number;
  completed: number;
  isMe: boolean;
}

/** Most points first, then most missions, then who got there first; account names masked (ab***9). */
export function rankLeaderboard(rows: readonly LeaderboardRow[], me: string): LeaderboardEntry[] {
  return [...rows]
    .sort((a, b) => b.points - a.points || b.completed - a.completed || a.lastClaimAt.getTime() - b.lastClaimAt.getTime() || a.memberId.localeCompare(b.memberId))
    .map((r, i) => ({ rank: i + 1, account: maskCustomerName(r.account), points: r.points, completed: r.completed, isMe: r.memberId === me }));
}

/** The ledger key of a mission's bonus (docs/money.md): one credit per mission, member and period, whatever the retries. */
export const missionBonusKey = idempotencyKeys.missionBonus;
