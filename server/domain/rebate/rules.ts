// Manual rebate (spec M2-15, M6-6; docs/member-centre.md, Manual rebate): a share of the valid bet of the member's
// settled rounds since their last claim, at the merchant's rate per game type (basis points), plus the VIP level's
// rebate bonus. Amounts are integers in minor units and round down per game type. No I/O here.
import { idempotencyKeys } from '../ledger/idempotency-keys.js';

/** The valid bet of settled rounds per game type, minor units. */
export type ValidBetByType = Readonly<Record<string, number>>;

export interface RebateLine {
  gameType: string;
  validBet: number;
  /** Basis points applied: the merchant's rate plus the VIP bonus. */
  rateBasisPoints: number;
  amount: number;
}

export interface RebateQuote {
  lines: RebateLine[];
  validBet: number;
  amount: number;
}

export const BASIS_POINTS = 10_000;

/**
 * The rebate of the given valid bets: each game type with a rate earns floor(validBet * rate / 10000). Types
 * without a rate (or a rate of 0 with no VIP bonus) are left out; lines sort by game type.
 */
export function quoteRebate(validBets: ValidBetByType, rates: Readonly<Record<string, number | undefined>>, vipBonusBasisPoints = 0): RebateQuote {
  const lines: RebateLine[] = [];
  for (const gameType of Object.keys(validBets).sort()) {
    const base = rates[gameType];
    const validBet = validBets[gameType] ?? 0;
    if (base === undefined || validBet <= 0) continue;
    const rateBasisPoints = base + vipBonusBasisPoints;
    if (rateBasisPoints <= 0) continue;
    const amount = Number((BigInt(validBet) * BigInt(rateBasisPoints)) / BigInt(BASIS_POINTS));
    lines.push({ gameType, validBet, rateBasisPoints, amount });
  }
  return { lines, validBet: lines.reduce((s, l) => s + l.validBet, 0), amount: lines.reduce((s, l) => s + l.amount, 0) };
}

/** Idempotency key of a claim: the member and the start of what it pays, so a retry or a race posts once. */
export const rebateClaimKey = idempotencyKeys.rebateBonus;
