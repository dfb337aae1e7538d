// Agent contract terms (spec M3-8, M9-10; docs/agent-contracts.md): the kind, the settlement period, the minimum
// bet that makes a team member active, and up to ten tiers of {minimum team bet, minimum active members, rate}.
// Rates are basis points (1/100 of a percent) so every amount stays an integer. No I/O.

export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** The calendar period types the spec names (M9-10). */
export const calendarPeriodTypes = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type CalendarPeriodType = (typeof calendarPeriodTypes)[number];
/** Hourly salary settles every hour, real-time salary every 5 minutes (M4-5, M9-6). */
export type PeriodType = CalendarPeriodType | 'hourly' | 'fiveMinutes';

/** Which period types each kind may use; the first is the default. */
export const periodTypesOf: Readonly<Record<ContractKind, readonly PeriodType[]>> = {
  dividend: ['semimonthly', 'daily', 'weekly', 'monthly'],
  daily: ['daily'],
  hourly: ['hourly'],
  realtime: ['fiveMinutes'],
};

/** The highest rate of a tier, in basis points: a dividend may share the whole loss, a salary at most 3% of bets. */
export const maxRateOf: Readonly<Record<ContractKind, number>> = { dividend: 10_000, daily: 300, hourly: 300, realtime: 300 };
export const maxTiers = 10;
export const maxActiveMembers = 100_000;
/** The ledger's largest single amount (docs/money.md); thresholds stay below it. */
export const maxThreshold = 999_999_999_999_999;

export interface Tier {
  /** The team's valid bet in the period must reach this (minor units). */
  minTeamBet: number;
  /** At least this many team members must be active in the period. */
  minActiveMembers: number;
  /** Basis points: of the team's net loss for a dividend, of the team's valid bet for a salary. */
  rate: number;
}

export interface ContractTerms {
  kind: ContractKind;
  periodType: PeriodType;
  /** A team member is active in a period when his valid bet reaches this (minor units, at least 1). */
  activeMinBet: number;
  tiers: Tier[];
}

export interface TermsProblem {
  code: 'invalid_period_type' | 'invalid_tiers' | 'invalid_tier' | 'tiers_not_ascending' | 'rate_above_upline' | 'invalid_active_min_bet';
  /** The tier (0-based) and field at fault, when there is one. */
  tier?: number;
  field?: keyof Tier;
}

const isInt = (n: number, min: number, max: number) => Number.isSafeInteger(n) && n >= min && n <= max;

/**
 * Checks terms: a period type the kind allows; 1-10 tiers; each threshold an integer in range and each rate 1 to
 * the kind's maximum; tiers in ascending order: rates strictly rising, thresholds never falling, and each tier
 * asking for more than the one before (a higher bet or more members). `uplineMaxRate` is the best rate of the
 * offering agent's own contract of the kind: a downline is never offered more than his upline earns.
 */
export function checkTerms(terms: ContractTerms, uplineMaxRate: number | null = null): TermsProblem | null {
  if (!periodTypesOf[terms.kind].includes(terms.periodType)) return { code: 'invalid_period_type' };
  if (!isInt(terms.activeMinBet, 1, maxThreshold)) return { code: 'invalid_active_min_bet' };
  const { tiers } = terms;
  if (tiers.length < 1 || tiers.length > maxTiers) return { code: 'invalid_tiers' };
  for (const [i, t] of tiers.entries()) {
    if (!isInt(t.minTeamBet, 0, maxThreshold)) return { code: 'invalid_tier', tier: i, field: 'minTeamBet' };
    if (!isInt(t.minActiveMembers, 0, maxActiveMembers)) return { code: 'invalid_tier', tier: i, field: 'minActiveMembers' };
    if (!isInt(t.rate, 1, maxRateOf[terms.kind])) return { code: 'invalid_tier', tier: i, field: 'rate' };
    if (uplineMaxRate !== null && t.rate > uplineMaxRate) return { code: 'rate_above_upline', tier: i, field: 'rate' };
    const prev = tiers[i - 1];
    if (prev) {
      if (t.rate <= prev.rate) return { code: 'tiers_not_ascending', tier: i, field: 'rate' };
      if (t.minTeamBet < prev.minTeamBet) return { code: 'tiers_not_ascending', tier: i, field: 'minTeamBet' };
      if (t.minActiveMembers < prev.minActiveMembers) return { code: 'tiers_not_ascending', tier: i, field: 'minActiveMembers' };
      if (t.minTeamBet === prev.minTeamBet && t.minActiveMembers === prev.minActiveMembers) return { code: 'tiers_not_ascending', tier: i, field: 'minTeamBet' };
    }
  }
  return null;
}

export const topRate = (tiers: readonly Tier[]): number => Math.max(0, ...tiers.map((t) => t.rate));
