// VIP ranks (spec M2-16, M6-6; docs/member-centre.md, VIP): which level a member holds from their lifetime
// successful deposits and valid bets, how far the next level is, and the upgrade bonuses they may still claim.
// The levels come from the merchant configuration (vip.levels); no I/O here.
import type { VipLevel } from '../../../src/engine/config-types.js';
import { idempotencyKeys } from '../ledger/idempotency-keys.js';

/** What counts towards a rank, in minor units. */
export interface VipTotals {
  deposits: number;
  validBet: number;
}

/**
 * The valid bet of a settled round: what was really at risk, |win - stake| capped at the stake (domain brief,
 * "valid bet"). A push (win = stake) counts nothing; a lost or doubled stake counts the stake.
 */
export function validBetOf(stake: number, win: number): number {
  if (stake <= 0) return 0;
  return Math.min(Math.abs(win - stake), stake);
}

const reaches = (level: VipLevel, totals: VipTotals): boolean =>
  totals.deposits >= (level.minDeposit ?? 0) && totals.validBet >= (level.minValidBet ?? 0);

/**
 * The index of the highest level whose thresholds the totals reach, climbing from the first: a level not reached
 * stops the climb (the lint rule vip-levels-ascending keeps thresholds rising). The first level is everyone's.
 */
export function vipLevelOf(levels: readonly VipLevel[], totals: VipTotals): number {
  let level = 0;
  for (let i = 1; i < levels.length; i++) {
    if (!reaches(levels[i]!, totals)) break;
    level = i;
  }
  return level;
}

export interface VipProgress {
  /** Index of the next level, or null at the top. */
  next: number | null;
  /** Each condition of the next level: what is needed and what the member has, capped at the need. */
  deposit: { need: number; have: number } | null;
  validBet: { need: number; have: number } | null;
}

export function vipProgress(levels: readonly VipLevel[], totals: VipTotals): VipProgress {
  const current = vipLevelOf(levels, totals);
  const next = current + 1 < levels.length ? current + 1 : null;
  if (next === null) return { next: null, deposit: null, validBet: null };
  const target = levels[next]!;
  const cond = (need: number | undefined, have: number) => (need ? { need, have: Math.min(have, need) } : null);
  return { next, deposit: cond(target.minDeposit, totals.deposits), validBet: cond(target.minValidBet, totals.validBet) };
}

export type VipBonusStatus = 'locked' | 'claimable' | 'claimed' | 'none';

/** The upgrade bonus of a level for a member: none when the level has no bonus, locked above the member's level. */
export function upgradeBonusStatus(level: VipLevel, index: number, current: number, claimed: ReadonlySet<number>): VipBonusStatus {
  if (!level.upgradeBonus || index === 0) return 'none';
  if (claimed.has(index)) return 'claimed';
  return index <= current ? 'claimable' : 'locked';
}

/** Idempotency key of a level's upgrade bonus: one per member and level, ever. */
export const vipBonusKey = idempotencyKeys.vipUpgradeBonus;
