// The demo sportsbook's bet acceptance (docs/vendors.md "The sportsbook"): a slip is one bet, a single (one leg)
// or a parlay (2 to 8 legs, no two of one event). It is accepted only as the book stands now: every leg's event
// still open (bets close at kick-off), its selection offered at the odds the player saw (else the player is shown
// the new odds to accept), the stake within the limits and the potential return within the maximum payout.
import { potentialReturn } from './results.js';
import type { Market } from './markets.js';
import { closesAt, resultAt, type SportsEvent } from './schedule.js';

export const maxLegs = 8;

export interface SlipLeg { eventId: string; marketId: string; selection: string; odds: number }

export interface Limits { minStake: number; maxStake: number; maxPayout: number }

/** One stake unit of a currency: its major unit, or 10,000 of a currency without minor units (dong, riel). */
export const stakeUnitOf = (minorUnits: number): number => (minorUnits === 0 ? 10_000 : 10 ** minorUnits);

/** Stakes of 1 to 1,000 units, returns up to 50,000 units (USD: $1 to $1,000, at most $50,000 back). */
export function limitsOf(minorUnits: number): Limits {
  const unit = stakeUnitOf(minorUnits);
  return { minStake: unit, maxStake: 1000 * unit, maxPayout: 50_000 * unit };
}

export type SlipRefusalCode =
  | 'invalid_slip' | 'too_many_legs' | 'market_closed' | 'odds_changed' | 'same_event_in_parlay' | 'stake_below_minimum' | 'stake_above_maximum' | 'max_payout_exceeded';

export type SlipCheck =
  | { ok: true; legs: SlipLeg[]; potentialReturn: number; settleAfter: Date }
  | { ok: false; status: 400 | 409; code: SlipRefusalCode; legs?: SlipLeg[] };

export interface Book {
  event(id: string): SportsEvent | undefined;
  markets(event: SportsEvent): Market[];
}

export function checkSlip(slip: { stake: number; legs: readonly SlipLeg[] }, book: Book, now: Date, limits: Limits): SlipCheck {
  const { legs, stake } = slip;
  if (legs.length < 1 || !Number.isSafeInteger(stake)) return { ok: false, status: 400, code: 'invalid_slip' };
  if (legs.length > maxLegs) return { ok: false, status: 400, code: 'too_many_legs' };
  const events: SportsEvent[] = [];
  for (const leg of legs) {
    const event = book.event(leg.eventId);
    if (!event) return { ok: false, status: 400, code: 'invalid_slip' };
    events.push(event);
  }
  if (new Set(legs.map((l) => l.eventId)).size !== legs.length) return { ok: false, status: 400, code: 'same_event_in_parlay' };
  if (stake < limits.minStake) return { ok: false, status: 400, code: 'stake_below_minimum' };
  if (stake > limits.maxStake) return { ok: false, status: 400, code: 'stake_above_maximum' };
  const current: SlipLeg[] = [];
  for (const [i, leg] of legs.entries()) {
    const event = events[i]!;
    const price = now < closesAt(event)
      ? book.markets(event).find((m) => m.id === leg.marketId)?.prices.find((p) => p.selection === leg.selection)
      : undefined;
    if (!price) return { ok: false, status: 409, code: 'market_closed' };
    current.push({ ...leg, odds: price.odds });
  }
  if (current.some((l, i) => l.odds !== legs[i]!.odds)) return { ok: false, status: 409, code: 'odds_changed', legs: current };
  const back = potentialReturn(stake, current.map((l) => l.odds));
  if (back > limits.maxPayout) return { ok: false, status: 400, code: 'max_payout_exceeded', legs: current };
  const settleAfter = new Date(Math.max(...events.map((e) => resultAt(e).getTime())));
  return { ok: true, legs: current, potentialReturn: back, settleAfter };
}
