// Lantern Mines (docs/demo-game.md): a 5x5 grid hides 1 to 24 mines placed by the provably fair draw. The player
// reveals tiles one at a time; each safe tile raises the multiplier to the fair combinatorial odds of having come
// this far, times the RTP (applied once per round): after k safe tiles with m mines the chance was
// C(25-m, k) / C(25, k), so the multiplier is 0.97 x C(25, k) / C(25-m, k). Cash out any time after a safe tile;
// a mine loses the bet. Pure rules: no I/O, no clock.
import { minisRtpPercent, timesOf, winOf } from './minis-money.js';

export const minesTiles = 25;
export const minesMin = 1;
export const minesMax = 24;
export const minesDefault = 3;

export const isMinesCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= minesMin && (value as number) <= minesMax;

/** The draw's bounds: a Fisher-Yates shuffle of the 25 tiles (25, 24, ... 2). */
export const minesBounds: readonly number[] = Array.from({ length: minesTiles - 1 }, (_, i) => minesTiles - i);

/** The mined tiles (0-24, row by row): the first `mines` tiles of the shuffle the draw makes. */
export function placeMines(draw: readonly number[], mines: number): number[] {
  if (!isMinesCount(mines) || draw.length !== minesBounds.length) throw new RangeError('bad mines draw');
  const tiles = Array.from({ length: minesTiles }, (_, i) => i);
  draw.forEach((r, i) => {
    const j = i + r;
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  });
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** The multiplier after `safe` safe tiles as an exact fraction (numerator, denominator), RTP included. */
export function minesMultiplierFraction(mines: number, safe: number): { numerator: bigint; denominator: bigint } {
  if (safe === 0) return { numerator: 1n, denominator: 1n };
  return { numerator: BigInt(minisRtpPercent) * choose(minesTiles, safe), denominator: 100n * choose(minesTiles - mines, safe) };
}

/** The multiplier in ten-thousandths (rounded down), as the page shows it. */
export const minesTimes = (mines: number, safe: number): number => timesOf(minesMultiplierFraction(mines, safe));

export interface MinesState {
  game: 'LANTERN_MINES';
  mines: number;
  /** Secret until the round ends. */
  mineTiles: number[];
  revealed: number[];
  /** The tile that lost the round. */
  hit: number | null;
  cashedOut: boolean;
  done: boolean;
  bet: number;
  win: number;
}

export function startMines(draw: readonly number[], mines: number, bet: number): MinesState {
  return { game: 'LANTERN_MINES', mines, mineTiles: placeMines(draw, mines), revealed: [], hit: null, cashedOut: false, done: false, bet, win: 0 };
}

export type Step<S> = { ok: true; state: S } | { ok: false; code: string };

/** Cashes out at the multiplier of the tiles revealed so far. */
function cashed(state: MinesState): MinesState {
  return { ...state, cashedOut: true, done: true, win: winOf(state.bet, minesMultiplierFraction(state.mines, state.revealed.length)) };
}

export function revealTile(state: MinesState, tile: unknown): Step<MinesState> {
  if (state.done) return { ok: false, code: 'round_over' };
  if (!Number.isInteger(tile) || (tile as number) < 0 || (tile as number) >= minesTiles) return { ok: false, code: 'invalid_tile' };
  const t = tile as number;
  if (state.revealed.includes(t)) return { ok: false, code: 'tile_revealed' };
  if (state.mineTiles.includes(t)) return { ok: true, state: { ...state, hit: t, done: true, win: 0 } };
  const next = { ...state, revealed: [...state.revealed, t] };
  // Every safe tile found: the round cashes out by itself.
  return { ok: true, state: next.revealed.length === minesTiles - state.mines ? cashed(next) : next };
}

export function cashOutMines(state: MinesState): Step<MinesState> {
  if (state.done) return { ok: false, code: 'round_over' };
  if (state.revealed.length === 0) return { ok: false, code: 'nothing_to_cash_out' };
  return { ok: true, state: cashed(state) };
}

/** An abandoned round closes at its last safe state: cashed out, or the bet back when no tile was revealed. */
export const abandonMines = (state: MinesState): MinesState => (state.done ? state : cashed(state));

/** What the player may see: the mines only once the round is over. */
export function publicMines(state: MinesState) {
  const { mineTiles, ...rest } = state;
  return {
    ...rest,
    ...(state.done ? { mineTiles } : {}),
    times: minesTimes(state.mines, state.revealed.length),
    nextTimes: state.revealed.length < minesTiles - state.mines ? minesTimes(state.mines, state.revealed.length + 1) : null,
  };
}
