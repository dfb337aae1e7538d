// Crash (docs/demo-game.md): a multiplier climbs from 1.00 x along m(t) = e^(t / 8000) (t in ms: 2 x after 5.5 s,
// 10 x after 18 s) until the crash point the provably fair draw fixed before the bet; cashing out before it pays
// the bet times the multiplier reached, the crash loses it. The player may set an automatic cash-out.
// The crash point: u uniform in [0, N), N = 10^8, point = floor(97 N / (N - u)) hundredths, at most 10,000 x;
// below 1.00 x it crashes at once. So P(point >= x) = floor(0.97 N / x) / N <= 0.97 / x for every x >= 1.01, and a
// cash-out at x returns x x P(point >= x) <= 97 % (within 10^-6 of it). Pure rules: the clock comes in as numbers.
import { maxTimes, minisRtpPercent, winOf } from './minis-money.js';
import type { Step } from './mines.js';

export const crashSpan = 100_000_000;
export const crashBounds: readonly number[] = [crashSpan];
/** ms for the multiplier to grow by e. */
export const crashRateMs = 8000;
export const crashMaxHundredths = maxTimes * 100;
export const autoMin = 101;

/** The crash point in hundredths (100 = crashed at once) from the draw. */
export function crashPointOf(draw: readonly number[]): number {
  const u = draw[0]!;
  if (draw.length !== 1 || !Number.isInteger(u) || u < 0 || u >= crashSpan) throw new RangeError('bad crash draw');
  const point = Math.floor((minisRtpPercent * crashSpan) / (crashSpan - u));
  return Math.max(100, Math.min(point, crashMaxHundredths));
}

/** The multiplier in hundredths t ms after the start. */
export const crashCurve = (elapsedMs: number): number => Math.floor(100 * Math.exp(Math.max(0, elapsedMs) / crashRateMs) + 1e-9);

/** When the curve reaches a multiplier (hundredths), in ms after the start. */
export const crashTimeOf = (hundredths: number): number => Math.ceil(crashRateMs * Math.log(hundredths / 100));

export const isAutoCashOut = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= autoMin && (v as number) <= crashMaxHundredths;

export interface CrashState {
  game: 'CRASH';
  /** Secret until the round ends. */
  point: number;
  /** The automatic cash-out (hundredths), or null. */
  auto: number | null;
  startedAt: number;
  /** Where the round ended: the multiplier cashed out at, or the crash point. */
  at: number | null;
  cashedOut: boolean;
  done: boolean;
  bet: number;
  win: number;
}

export function startCrash(draw: readonly number[], auto: number | null, bet: number, startedAt: number): CrashState {
  return { game: 'CRASH', point: crashPointOf(draw), auto, startedAt, at: null, cashedOut: false, done: false, bet, win: 0 };
}

const paid = (s: CrashState, at: number): CrashState => ({ ...s, at, cashedOut: true, done: true, win: winOf(s.bet, { numerator: BigInt(at), denominator: 100n }) });
const crashed = (s: CrashState): CrashState => ({ ...s, at: s.point, done: true, win: 0 });

/**
 * The round at a moment: still climbing, or ended by the automatic cash-out or the crash (whichever came first).
 * The lantern reaches its crash point and crashes just after it, so a cash-out at the point itself is paid (then
 * x x P(point >= x) is the return of a cash-out at x); a point of 1.00 x crashes at once.
 */
export function crashAt(state: CrashState, nowMs: number): CrashState {
  if (state.done) return state;
  const reached = crashCurve(nowMs - state.startedAt);
  if (state.auto !== null && state.auto <= state.point && reached >= state.auto) return paid(state, state.auto);
  if (reached > state.point || state.point === 100) return crashed(state);
  return state;
}

/** The player's cash-out at a moment: paid at the multiplier reached, unless the round ended before. */
export function cashOutCrash(state: CrashState, nowMs: number): Step<CrashState> {
  if (state.done) return { ok: false, code: 'round_over' };
  const ended = crashAt(state, nowMs);
  if (ended.done) return { ok: true, state: ended };
  return { ok: true, state: paid(state, crashCurve(nowMs - state.startedAt)) };
}

/** An abandoned round ends as the curve decided: the automatic cash-out if it came before the crash, else lost. */
export const abandonCrash = (state: CrashState): CrashState =>
  (state.done ? state : state.auto !== null && state.auto <= state.point ? paid(state, state.auto) : crashed(state));

export function publicCrash(state: CrashState, nowMs: number) {
  const { point, ...rest } = state;
  return { ...rest, ...(state.done ? { point } : {}), elapsedMs: nowMs - state.startedAt, rateMs: crashRateMs };
}
