// The clock of a shared live table (docs/vendors.md, "Live tables"): every table runs the same cycle of rounds for
// everyone seated, computed from the clock alone, so any node answers the same round and phase without a loop or a
// row per round. A round opens for bets, closes ("no more bets"), deals, shows its result and pays, then the next
// one opens. Tables start their cycles at offsets of their own, so a lobby's tables do not all deal at once.
import { createHash } from 'node:crypto';

export interface TableCycle {
  /** The betting window, the deal after it (the result is revealed at its end) and the result on show, in ms. */
  bettingMs: number;
  dealingMs: number;
  showingMs: number;
}

export type RoundPhase = 'betting' | 'dealing' | 'result';

export interface RoundClock {
  round: number;
  phase: RoundPhase;
  opensAt: number;
  /** Bets are refused from this instant on. */
  closesAt: number;
  /** The result is known (and the seed revealed) from this instant on: the round may be settled. */
  resultAt: number;
  /** The next round opens. */
  endsAt: number;
}

/** The origin of every table's round numbers (Unix ms). */
export const liveEpochMs = Date.UTC(2026, 0, 1);

export const cycleLength = (c: TableCycle): number => c.bettingMs + c.dealingMs + c.showingMs;

/** A table's offset into its cycle, the same on every node. */
export function tableOffsetMs(tableId: string, c: TableCycle): number {
  return createHash('sha256').update(`offset:${tableId}`).digest().readUInt32BE(0) % cycleLength(c);
}

/** The times of a round of a table. */
export function roundTimes(tableId: string, c: TableCycle, round: number): RoundClock {
  const opensAt = liveEpochMs + tableOffsetMs(tableId, c) + round * cycleLength(c);
  return { round, phase: 'betting', opensAt, closesAt: opensAt + c.bettingMs, resultAt: opensAt + c.bettingMs + c.dealingMs, endsAt: opensAt + cycleLength(c) };
}

/** The round a table is in at an instant, and its phase. */
export function roundAt(tableId: string, c: TableCycle, atMs: number): RoundClock {
  const round = Math.floor((atMs - liveEpochMs - tableOffsetMs(tableId, c)) / cycleLength(c));
  const times = roundTimes(tableId, c, round);
  const phase: RoundPhase = atMs < times.closesAt ? 'betting' : atMs < times.resultAt ? 'dealing' : 'result';
  return { ...times, phase };
}

/** Whether a bet on a round is still taken at an instant: only inside its own betting window. */
export const takesBets = (tableId: string, c: TableCycle, round: number, atMs: number): boolean => {
  const times = roundTimes(tableId, c, round);
  return atMs >= times.opensAt && atMs < times.closesAt;
};
