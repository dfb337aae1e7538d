// The settlement of one contract period (spec M3-8; docs/agent-contracts.md): the highest tier whose minimum team
// bet and minimum active members the team met, then its rate of the team's net loss (dividend) or of the team's
// valid bet (salaries), floored to whole minor units. Never negative. No I/O.
import type { ContractKind, Tier } from '../../../src/engine/contract-terms.js';

export interface TeamFigures {
  /** Sum of the team's valid (settled) bets in the period, minor units. */
  teamBet: bigint;
  /** The team's win minus bet in the period: negative when the team lost. */
  teamNet: bigint;
  /** Team members whose valid bet reached the contract's activeMinBet. */
  activeMembers: number;
}

export interface Settlement {
  /** The tier met (0-based), or null when none was: the period is "not reached". */
  tier: number | null;
  rate: number;
  /** What the rate applies to: the net loss (dividend) or the valid bet. */
  base: bigint;
  amount: bigint;
}

export const meetsTier = (t: Tier, f: TeamFigures): boolean => f.teamBet >= BigInt(t.minTeamBet) && f.activeMembers >= t.minActiveMembers;

/** The index of the highest tier the figures meet, or null. */
export function chooseTier(tiers: readonly Tier[], figures: TeamFigures): number | null {
  for (let i = tiers.length - 1; i >= 0; i -= 1) if (meetsTier(tiers[i]!, figures)) return i;
  return null;
}

export function settlePeriod(kind: ContractKind, tiers: readonly Tier[], figures: TeamFigures): Settlement {
  const base = kind === 'dividend' ? (figures.teamNet < 0n ? -figures.teamNet : 0n) : (figures.teamBet > 0n ? figures.teamBet : 0n);
  const tier = chooseTier(tiers, figures);
  if (tier === null) return { tier, rate: 0, base, amount: 0n };
  const rate = tiers[tier]!.rate;
  return { tier, rate, base, amount: (base * BigInt(rate)) / 10_000n };
}
