// The VIP monthly bonus (spec M2-16; docs/member-centre.md, VIP): who gets what for which month. A month closes at
// 00:00 on the 1st of the next month in the merchant's time zone; the bonus of a closed month is the monthlyBonus of
// the level the member held at that instant (lifetime deposits completed and rounds settled before it), and it is
// claimed by hand during the following month, once (like the upgrade bonus); a month not claimed by the end of the
// next one lapses. No I/O.
import type { VipLevel } from '../../../src/engine/config-types.js';
import { localDate, startOfDay } from '../local-day.js';
import { idempotencyKeys } from '../ledger/idempotency-keys.js';

export interface MonthlyWindow {
  /** The month that closed last (YYYY-MM): its bonus is the one claimable now. */
  month: string;
  /** When that month closed: the first instant of the current local month. The level held then decides the bonus. */
  closedAt: Date;
  /** The current local month (YYYY-MM). */
  current: string;
  /** The first instant of the next local month: the current month's bonus opens and the claimable one lapses. */
  nextAt: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const monthName = (y: number, m: number) => `${pad(y, 4)}-${pad(m)}`;
/** The month `delta` months after year y, month m (1-12). */
function shift(y: number, m: number, delta: number): [number, number] {
  const index = y * 12 + (m - 1) + delta;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** The local month (YYYY-MM) an instant falls in. */
export const monthOf = (instant: Date, timeZone: string): string => localDate(instant, timeZone).slice(0, 7);

/** The first instant of a local month (YYYY-MM) in the zone. */
export const startOfMonth = (month: string, timeZone: string): Date => startOfDay(`${month}-01`, timeZone);

/** The month whose bonus is claimable at an instant, when it closed, and when the next one opens. */
export function monthlyWindow(now: Date, timeZone: string): MonthlyWindow {
  const current = monthOf(now, timeZone);
  const [y, m] = current.split('-').map(Number) as [number, number];
  const month = monthName(...shift(y, m, -1));
  const next = monthName(...shift(y, m, 1));
  return { month, closedAt: startOfMonth(current, timeZone), current, nextAt: startOfMonth(next, timeZone) };
}

/** A level's monthly bonus in minor units: nothing for the first level (everyone's) or a level without one. */
export function monthlyBonusOf(levels: readonly VipLevel[], level: number): number {
  if (level <= 0) return 0;
  return levels[level]?.monthlyBonus ?? 0;
}

export type MonthlyBonusStatus = 'none' | 'claimable' | 'claimed';

/** The state of a closed month's bonus: claimed once paid, claimable while it has an amount, none otherwise. */
export function monthlyBonusStatus(amount: number, claimed: boolean): MonthlyBonusStatus {
  if (claimed) return 'claimed';
  return amount > 0 ? 'claimable' : 'none';
}

/** Ledger idempotency key of a month's bonus: one per member and month, ever. */
export const vipMonthlyKey = idempotencyKeys.vipMonthlyBonus;
