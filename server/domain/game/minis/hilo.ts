// Lantern Hi-Lo (docs/demo-game.md): cards are drawn one by one from an endless shuffled deck (each card any of
// the 52 with equal chance, by the provably fair draw). On the card shown the player guesses whether the next one
// is higher, lower or the same rank (ace low, king high); a right guess multiplies the payout by 1/p, p the true
// chance of that guess, and the round's RTP (0.97) is applied once: after right guesses with chances p1..pn the
// multiplier is 0.97 / (p1 x ... x pn). A wrong guess loses the bet. The player may skip a card (no change) or cash
// out after a right guess. A round draws 52 cards ahead, so at most 51 moves. Pure rules: no I/O, no clock.
import { minisRtpPercent, timesOf, winOf, type Fraction } from './minis-money.js';
import type { Step } from './mines.js';

export const hiloGuesses = ['HIGHER', 'LOWER', 'SAME'] as const;
export type HiloGuess = (typeof hiloGuesses)[number];
export const isHiloGuess = (v: unknown): v is HiloGuess => (hiloGuesses as readonly unknown[]).includes(v);

export const hiloCards = 52;
export const hiloBounds: readonly number[] = Array.from({ length: hiloCards }, () => 52);

/** A card 0-51: rank 1 (ace) to 13 (king), suit 0-3 (clubs, diamonds, hearts, spades). */
export const rankOf = (card: number): number => (card % 13) + 1;
export const suitOf = (card: number): number => Math.floor(card / 13);

/** Of the 13 ranks, how many make the guess right on a card of this rank. */
export function winningRanks(rank: number, guess: HiloGuess): number {
  return guess === 'HIGHER' ? 13 - rank : guess === 'LOWER' ? rank - 1 : 1;
}

export interface HiloMove {
  move: HiloGuess | 'SKIP';
  from: number;
  card: number;
  right: boolean;
}

export interface HiloState {
  game: 'LANTERN_HILO';
  /** Secret until the round ends: only cards up to `at` are shown. */
  cards: number[];
  at: number;
  moves: HiloMove[];
  /** The multiplier so far as a fraction: 97 x 13^n over 100 x the product of the winning ranks. */
  numerator: string;
  denominator: string;
  rightGuesses: number;
  cashedOut: boolean;
  done: boolean;
  bet: number;
  win: number;
}

const fractionOf = (s: HiloState): Fraction => (s.rightGuesses === 0
  ? { numerator: 1n, denominator: 1n }
  : { numerator: BigInt(s.numerator), denominator: BigInt(s.denominator) });

export function startHilo(draw: readonly number[], bet: number): HiloState {
  if (draw.length !== hiloCards || draw.some((c) => !Number.isInteger(c) || c < 0 || c > 51)) throw new RangeError('bad hi-lo draw');
  return {
    game: 'LANTERN_HILO', cards: [...draw], at: 0, moves: [], numerator: String(minisRtpPercent), denominator: '100',
    rightGuesses: 0, cashedOut: false, done: false, bet, win: 0,
  };
}

/** The multiplier a right guess would bring, in ten-thousandths (null when the guess cannot win). */
export function guessTimes(state: HiloState, guess: HiloGuess): number | null {
  const ways = winningRanks(rankOf(state.cards[state.at]!), guess);
  if (ways === 0) return null;
  return timesOf({ numerator: BigInt(state.numerator) * 13n, denominator: BigInt(state.denominator) * BigInt(ways) });
}

export function moveHilo(state: HiloState, move: unknown): Step<HiloState> {
  if (state.done) return { ok: false, code: 'round_over' };
  if (move !== 'SKIP' && !isHiloGuess(move)) return { ok: false, code: 'invalid_move' };
  if (state.at + 1 >= state.cards.length) return { ok: false, code: 'deck_exhausted' };
  const from = state.cards[state.at]!;
  const card = state.cards[state.at + 1]!;
  if (move === 'SKIP') return { ok: true, state: { ...state, at: state.at + 1, moves: [...state.moves, { move, from, card, right: true }] } };
  const ways = winningRanks(rankOf(from), move);
  if (ways === 0) return { ok: false, code: 'impossible_guess' };
  const r = rankOf(card);
  const right = move === 'HIGHER' ? r > rankOf(from) : move === 'LOWER' ? r < rankOf(from) : r === rankOf(from);
  const moved = { ...state, at: state.at + 1, moves: [...state.moves, { move, from, card, right }] };
  if (!right) return { ok: true, state: { ...moved, done: true, win: 0 } };
  return {
    ok: true,
    state: {
      ...moved, rightGuesses: state.rightGuesses + 1,
      numerator: String(BigInt(state.numerator) * 13n), denominator: String(BigInt(state.denominator) * BigInt(ways)),
    },
  };
}

const cashed = (s: HiloState): HiloState => ({ ...s, cashedOut: true, done: true, win: winOf(s.bet, fractionOf(s)) });

export function cashOutHilo(state: HiloState): Step<HiloState> {
  if (state.done) return { ok: false, code: 'round_over' };
  if (state.rightGuesses === 0) return { ok: false, code: 'nothing_to_cash_out' };
  return { ok: true, state: cashed(state) };
}

/** An abandoned round closes at its last safe state: cashed out (the bet back before any right guess). */
export const abandonHilo = (state: HiloState): HiloState => (state.done ? state : cashed(state));

export function publicHilo(state: HiloState) {
  const { cards, numerator: _n, denominator: _d, ...rest } = state;
  return {
    ...rest,
    card: cards[state.at]!,
    ...(state.done ? { cards: cards.slice(0, state.at + 1) } : {}),
    times: timesOf(fractionOf(state)),
    next: state.done ? null : Object.fromEntries(hiloGuesses.map((g) => [g, guessTimes(state, g)])),
  };
}
