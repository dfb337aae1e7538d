// The in-house mini games as the routes play them (docs/demo-game.md): each game's start parameters, the bounds of
// its provably fair draw, and its moves, cash-out, abandoned-round close and public view, all from the pure rules
// in domain/game/minis/. A round's state is the game_round outcome; `win` in it is what the wallet's credit pays.
import {
  abandonCrash, cashOutCrash, crashAt, crashBounds, isAutoCashOut, publicCrash, startCrash, type CrashState,
} from '../../../../domain/game/minis/crash.js';
import { abandonHilo, cashOutHilo, hiloBounds, moveHilo, publicHilo, startHilo, type HiloState } from '../../../../domain/game/minis/hilo.js';
import {
  abandonMines, cashOutMines, isMinesCount, minesBounds, publicMines, revealTile, startMines, type MinesState, type Step,
} from '../../../../domain/game/minis/mines.js';
import { dropBall, isPlinkoRisk, isPlinkoRows, plinkoBounds, type PlinkoOutcome, type PlinkoRisk } from '../../../../domain/game/minis/plinko.js';

export const lanternMinesCode = 'LANTERN_MINES';
export const lanternHiloCode = 'LANTERN_HILO';
export const crashCode = 'CRASH';
export const plinkoCode = 'PLINKO';

export interface StartParams {
  mines?: unknown;
  rows?: unknown;
  risk?: unknown;
  auto?: unknown;
}

export interface MoveBody {
  action: string;
  tile?: unknown;
}

/** A round's state, told apart by `game` (the game's code); `win` is what the wallet's credit pays. */
export type State = MinesState | HiloState | CrashState | (PlinkoOutcome & { done: boolean });

export interface MiniGame {
  code: string;
  /** The page's path and its script (assets/). */
  page: string;
  script: string;
  /** A 400 message key when the start parameters do not fit, else null. */
  check(p: StartParams): string | null;
  bounds(p: StartParams): readonly number[];
  start(draw: readonly number[], p: StartParams, bet: number, nowMs: number): State;
  move(state: State, body: MoveBody, nowMs: number): Step<State>;
  cashOut(state: State, nowMs: number): Step<State>;
  /** Closes a round its player left: at the last safe state. */
  abandon(state: State, nowMs: number): State;
  /** What the player may see of the state (no secrets while it is open). */
  view(state: State, nowMs: number): Record<string, unknown>;
}

const noMove = (): Step<State> => ({ ok: false, code: 'invalid_move' });
/** A state of another game than the one asked to play it: refused like a move the game does not have. */
const isMines = (s: State): s is MinesState => s.game === 'LANTERN_MINES';
const isHilo = (s: State): s is HiloState => s.game === 'LANTERN_HILO';
const isCrash = (s: State): s is CrashState => s.game === 'CRASH';

const mines: MiniGame = {
  code: lanternMinesCode, page: '/games/livery/mines', script: 'mines.js',
  check: (p) => (isMinesCount(p.mines) ? null : 'invalid_mines'),
  bounds: () => minesBounds,
  start: (draw, p, bet) => startMines(draw, p.mines as number, bet),
  move: (s, body) => (isMines(s) && body.action === 'REVEAL' ? revealTile(s, body.tile) : noMove()),
  cashOut: (s) => (isMines(s) ? cashOutMines(s) : noMove()),
  abandon: (s) => (isMines(s) ? abandonMines(s) : s),
  view: (s) => (isMines(s) ? publicMines(s) : {}),
};

const hilo: MiniGame = {
  code: lanternHiloCode, page: '/games/livery/hilo', script: 'hilo.js',
  check: () => null,
  bounds: () => hiloBounds,
  start: (draw, _p, bet) => startHilo(draw, bet),
  move: (s, body) => (isHilo(s) ? moveHilo(s, body.action) : noMove()),
  cashOut: (s) => (isHilo(s) ? cashOutHilo(s) : noMove()),
  abandon: (s) => (isHilo(s) ? abandonHilo(s) : s),
  view: (s) => (isHilo(s) ? publicHilo(s) : {}),
};

const crash: MiniGame = {
  code: crashCode, page: '/games/livery/crash', script: 'crash.js',
  check: (p) => (p.auto === undefined || p.auto === null || isAutoCashOut(p.auto) ? null : 'invalid_auto_cash_out'),
  bounds: () => crashBounds,
  start: (draw, p, bet, nowMs) => startCrash(draw, isAutoCashOut(p.auto) ? p.auto : null, bet, nowMs),
  // CHECK: where the curve is now (the round ends when it passed the crash point or the automatic cash-out).
  move: (s, body, nowMs) => (isCrash(s) && body.action === 'CHECK' ? { ok: true, state: crashAt(s, nowMs) } : noMove()),
  cashOut: (s, nowMs) => (isCrash(s) ? cashOutCrash(s, nowMs) : noMove()),
  abandon: (s) => (isCrash(s) ? abandonCrash(s) : s),
  view: (s, nowMs) => (isCrash(s) ? publicCrash(s, nowMs) : {}),
};

const plinko: MiniGame = {
  code: plinkoCode, page: '/games/livery/plinko', script: 'plinko.js',
  check: (p) => (!isPlinkoRows(p.rows) ? 'invalid_rows' : !isPlinkoRisk(p.risk) ? 'invalid_risk' : null),
  bounds: (p) => plinkoBounds(p.rows as number),
  // One drop is the whole round: done at once.
  start: (draw, p, bet) => ({ ...dropBall(draw, p.rows as number, p.risk as PlinkoRisk, bet), done: true }),
  move: () => noMove(),
  cashOut: () => ({ ok: false, code: 'round_over' }),
  abandon: (s) => s,
  view: (s) => ({ ...s }),
};

export const miniGames: Readonly<Record<string, MiniGame>> = { [mines.code]: mines, [hilo.code]: hilo, [crash.code]: crash, [plinko.code]: plinko };
export const miniGameCodes = Object.keys(miniGames);

/** The state a round's stored outcome holds: one of these games' (its `game` names one), else null. */
export function stateOf(outcome: unknown): State | null {
  const isState = (o: unknown): o is State =>
    typeof o === 'object' && o !== null && 'game' in o && typeof o.game === 'string' && Object.hasOwn(miniGames, o.game)
    && 'done' in o && typeof o.done === 'boolean' && 'win' in o && typeof o.win === 'number';
  return isState(outcome) ? outcome : null;
}
