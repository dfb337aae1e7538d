// The demo sportsbook's results and settlement (docs/vendors.md "The sportsbook"). Provably fair: each event's
// result comes from a seed of its own, HMAC-SHA256(book secret, event id), whose SHA-256 is published with the
// event before its bets close and revealed once its result is known; the result is the fair draw
// (fairness.ts drawIntegers) of that seed with the event id as client seed and nonce 0, read through the same
// chances the odds were made from (ratings only: no drift, no money). One fixture in 200 is abandoned (its legs
// are void). A bet's return: a single pays stake × odds when won, its stake when void; a parlay multiplies the
// odds of its legs that won, a void leg counts 1, a lost leg loses it all. Rounded down to the minor unit.
import { createHmac } from 'node:crypto';
import { drawIntegers, hashServerSeed } from '../fairness.js';
import { cupChances, goalCap, mapChance, outcomeOnScore, expectedGoals, poisson, teamSelection, type LegOutcome } from './markets.js';
import type { SportsEvent } from './schedule.js';

export type EventResult =
  | { kind: 'score'; home: number; away: number }
  | { kind: 'cup'; winner: number }
  | { kind: 'abandoned' };

const draws = 1_000_000;
const abandonedBelow = draws / 200;

export const resultSeedOf = (secret: string, eventId: string): string => createHmac('sha256', secret).update(`sportsbook result\n${eventId}`).digest('hex');
export const commitmentOf = (secret: string, eventId: string): string => hashServerSeed(resultSeedOf(secret, eventId));

/** Index of the first cumulative chance the draw falls under (u in [0, 1)). */
function pickBy(chances: readonly number[], u: number): number {
  let acc = 0;
  for (let i = 0; i < chances.length; i += 1) {
    acc += chances[i]!;
    if (u < acc) return i;
  }
  return chances.length - 1;
}

/** Replays an event's result from its revealed seed (anyone can, with the public schedule seed). */
export function resultFromSeed(scheduleSeed: string, event: SportsEvent, resultSeed: string): EventResult {
  if (event.kind === 'cup') {
    const [u] = drawIntegers(resultSeed, event.cup.id, 0, [draws]);
    return { kind: 'cup', winner: pickBy(cupChances(scheduleSeed, event.cup.league), u! / draws) };
  }
  const f = event.fixture;
  const [abandon, a, b, c] = drawIntegers(resultSeed, f.id, 0, [draws, draws, draws, draws]);
  if (abandon! < abandonedBelow) return { kind: 'abandoned' };
  if (f.league.sport.model === 'maps') {
    const p = mapChance(scheduleSeed, f);
    let home = 0;
    let away = 0;
    for (const u of [a!, b!, c!]) {
      if (home === 2 || away === 2) break;
      if (u / draws < p) home += 1;
      else away += 1;
    }
    return { kind: 'score', home, away };
  }
  const g = expectedGoals(scheduleSeed, f);
  return { kind: 'score', home: pickBy(poisson(g.home, goalCap), a! / draws), away: pickBy(poisson(g.away, goalCap), b! / draws) };
}

export const eventResult = (scheduleSeed: string, secret: string, event: SportsEvent): EventResult =>
  resultFromSeed(scheduleSeed, event, resultSeedOf(secret, event.kind === 'fixture' ? event.fixture.id : event.cup.id));

/** How a leg fares on its event's result. */
export function legOutcome(marketId: string, selection: string, result: EventResult): LegOutcome {
  if (result.kind === 'abandoned') return 'void';
  if (result.kind === 'cup') return marketId === 'OUTRIGHT' && selection === teamSelection(result.winner) ? 'won' : 'lost';
  return marketId === 'OUTRIGHT' ? 'lost' : outcomeOnScore(marketId, selection, result.home, result.away);
}

/** The combined odds of legs as an exact fraction: numerator over 100^legs. */
const product = (odds: readonly number[]): bigint => odds.reduce((acc, o) => acc * BigInt(o), 1n);

/** What a bet returns if every leg wins (minor units, rounded down). */
export function potentialReturn(stake: number, odds: readonly number[]): number {
  return Number((BigInt(stake) * product(odds)) / 100n ** BigInt(odds.length));
}

/** What a settled bet returns: 0 when any leg lost, else the stake times the odds of the legs that won. */
export function betReturn(stake: number, legs: readonly { odds: number; outcome: LegOutcome }[]): number {
  if (legs.some((l) => l.outcome === 'lost')) return 0;
  return potentialReturn(stake, legs.filter((l) => l.outcome === 'won').map((l) => l.odds));
}
