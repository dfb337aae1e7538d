// The games of the shared live tables (docs/vendors.md, "Live tables"): which table a catalogue game is, the spots
// a player may bet on with what each pays, the round's draw from its seed, and what a player's bets win. Baccarat,
// roulette, dragon tiger and sic bo deal with the table engine's rules (engines/table-engine.ts); fan tan and the
// scheduled cockfights are here. Pure: amounts are integers in minor units, pays in hundredths of the bet (stake
// included), rounded down.
import { createHash } from 'node:crypto';
import { drawIntegers } from '../fairness.js';
import { tableRules } from '../engines/table-engine.js';
import type { TableCycle } from './live-cycle.js';

export const liveKinds = ['baccarat', 'roulette', 'dragonTiger', 'sicBo', 'fanTan', 'cockfight'] as const;
export type LiveKind = (typeof liveKinds)[number];

export interface LiveTable {
  /** Vendor and game code: the same table for every operator and player. */
  id: string;
  kind: LiveKind;
  cycle: TableCycle;
}

const s = 1000;
const cycles: Record<LiveKind, TableCycle> = {
  baccarat: { bettingMs: 15 * s, dealingMs: 5 * s, showingMs: 5 * s },
  roulette: { bettingMs: 18 * s, dealingMs: 6 * s, showingMs: 6 * s },
  dragonTiger: { bettingMs: 15 * s, dealingMs: 4 * s, showingMs: 5 * s },
  sicBo: { bettingMs: 15 * s, dealingMs: 5 * s, showingMs: 5 * s },
  fanTan: { bettingMs: 15 * s, dealingMs: 6 * s, showingMs: 5 * s },
  // A fight every three minutes: bets close half a minute before it starts.
  cockfight: { bettingMs: 140 * s, dealingMs: 30 * s, showingMs: 10 * s },
};
const speedCycle: TableCycle = { bettingMs: 10 * s, dealingMs: 4 * s, showingMs: 4 * s };

/** The live table a catalogue game is, by its category and name; undefined for a game that is not a live table. */
export function liveTableOf(game: { vendor: string; gameCode: string; gameType: string }): LiveTable | undefined {
  const code = game.gameCode.toUpperCase();
  const id = `${game.vendor}:${game.gameCode}`;
  if (game.gameType === 'COCKFIGHT') return { id, kind: 'cockfight', cycle: cycles.cockfight };
  if (game.gameType !== 'LIVE' || game.gameCode === 'LOBBY') return undefined;
  const has = (...names: string[]) => names.some((n) => code.includes(n));
  const kind: LiveKind = has('ROULETTE') ? 'roulette'
    : has('DRAGON_TIGER', 'DRAGON-TIGER') ? 'dragonTiger'
      : has('SIC_BO', 'SIC-BO', 'PRAWN') ? 'sicBo'
        : has('FAN_TAN', 'FAN-TAN') ? 'fanTan'
          : 'baccarat';
  return { id, kind, cycle: kind === 'baccarat' && has('SPEED') ? speedCycle : cycles[kind] };
}

export interface Spot { spot: string; pays: number }

/** A cockfight's public odds: Meron's chance among decided fights, from the table and fight number (not the seed). */
export function fightOf(tableId: string, round: number): { meron: number } {
  const h = createHash('sha256').update(`fight:${tableId}:${round}`).digest();
  return { meron: 350 + (h.readUInt16BE(0) % 301) };
}
/** One fight in ten is a draw; the rest split by the fight's odds. */
const drawPerMille = 100;

const sicBoTotalPays: Record<number, number> = { 4: 6100, 17: 6100, 5: 3100, 16: 3100, 6: 1800, 15: 1800, 7: 1300, 14: 1300, 8: 900, 13: 900, 9: 700, 12: 700, 10: 700, 11: 700 };

/** The spots of a round and what each pays. */
export function spotsOf(table: LiveTable, round: number): Spot[] {
  switch (table.kind) {
    case 'baccarat':
      return [{ spot: 'PLAYER', pays: 200 }, { spot: 'BANKER', pays: 195 }, { spot: 'TIE', pays: 900 }, { spot: 'PLAYER_PAIR', pays: 1200 }, { spot: 'BANKER_PAIR', pays: 1200 }];
    case 'roulette':
      return [
        ...['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'].map((spot) => ({ spot, pays: 200 })),
        ...['DOZEN1', 'DOZEN2', 'DOZEN3'].map((spot) => ({ spot, pays: 300 })),
        ...Array.from({ length: 37 }, (_, n) => ({ spot: `STRAIGHT_${n}`, pays: 3600 })),
      ];
    case 'dragonTiger':
      return [{ spot: 'DRAGON', pays: 200 }, { spot: 'TIGER', pays: 200 }, { spot: 'TIE', pays: 900 }];
    case 'sicBo':
      return [
        ...['BIG', 'SMALL', 'ODD', 'EVEN'].map((spot) => ({ spot, pays: 200 })), { spot: 'TRIPLE', pays: 3100 },
        ...Object.entries(sicBoTotalPays).sort(([a], [b]) => Number(a) - Number(b)).map(([total, pays]) => ({ spot: `TOTAL_${total}`, pays })),
      ];
    case 'fanTan':
      // 3 to 1 less 5 % commission.
      return [1, 2, 3, 4].map((n) => ({ spot: `FAN_${n}`, pays: 385 }));
    case 'cockfight': {
      const { meron } = fightOf(table.id, round);
      // Each side pays from its chance with a margin; a draw returns both sides' bets and pays 9.5 ×.
      const decided = 1000 - drawPerMille;
      const pays = (perMille: number) => Math.floor((85_000 * 1000) / (decided * perMille));
      return [{ spot: 'MERON', pays: pays(meron) }, { spot: 'WALA', pays: pays(1000 - meron) }, { spot: 'DRAW', pays: 950 }];
    }
  }
}

export interface LiveOutcome {
  kind: LiveKind;
  drawn: Record<string, number | number[] | string>;
  /** The spots that win; one in push gets its bet back, one in halfBack half of it. */
  winners: string[];
  push: string[];
  halfBack: string[];
}

const boundsOf: Record<LiveKind, readonly number[]> = {
  baccarat: tableRules.baccarat.bounds, roulette: tableRules.roulette.bounds, dragonTiger: tableRules.dragonTiger.bounds, sicBo: tableRules.sicBo.bounds,
  fanTan: [100], cockfight: [1000],
};
const noFixture = { home: 0, draw: 0, away: 0 };

/** The round's result, drawn from its seed with the table id as client seed and the round number as nonce. */
export function drawLiveRound(table: LiveTable, round: number, seed: string): LiveOutcome {
  const ints = drawIntegers(seed, table.id, round, boundsOf[table.kind]);
  switch (table.kind) {
    case 'baccarat': {
      const r = tableRules.baccarat.result(ints, noFixture);
      const player = r.drawn.player as number[];
      const banker = r.drawn.banker as number[];
      const pairs = [...(player[0]! % 13 === player[1]! % 13 ? ['PLAYER_PAIR'] : []), ...(banker[0]! % 13 === banker[1]! % 13 ? ['BANKER_PAIR'] : [])];
      return { kind: 'baccarat', drawn: r.drawn, winners: [...r.winners, ...pairs], push: r.push, halfBack: [] };
    }
    case 'roulette': {
      const r = tableRules.roulette.result(ints, noFixture);
      return { kind: 'roulette', drawn: r.drawn, winners: [...r.winners, `STRAIGHT_${Number(r.drawn.pocket)}`], push: [], halfBack: [] };
    }
    case 'dragonTiger': {
      const r = tableRules.dragonTiger.result(ints, noFixture);
      return { kind: 'dragonTiger', drawn: r.drawn, winners: r.winners, push: [], halfBack: r.halfBack ?? [] };
    }
    case 'sicBo': {
      const r = tableRules.sicBo.result(ints, noFixture);
      const total = Number(r.drawn.total);
      return { kind: 'sicBo', drawn: r.drawn, winners: [...r.winners, ...(sicBoTotalPays[total] ? [`TOTAL_${total}`] : [])], push: [], halfBack: [] };
    }
    case 'fanTan': {
      // The dealer's heap of 41 to 140 beads, counted off four at a time: the remainder (4 for none) wins.
      const beads = 41 + ints[0]!;
      const fan = ((beads - 1) % 4) + 1;
      return { kind: 'fanTan', drawn: { beads, fan }, winners: [`FAN_${fan}`], push: [], halfBack: [] };
    }
    case 'cockfight': {
      const roll = ints[0]!;
      const { meron } = fightOf(table.id, round);
      const winner = roll < drawPerMille ? 'DRAW' : (roll - drawPerMille) * 1000 < meron * (1000 - drawPerMille) ? 'MERON' : 'WALA';
      return { kind: 'cockfight', drawn: { roll, winner }, winners: [winner], push: winner === 'DRAW' ? ['MERON', 'WALA'] : [], halfBack: [] };
    }
  }
}

export interface LiveBet { spot: string; amount: number }

/** What one spot's bet returns for a round's outcome. */
export function spotReturn(spots: readonly Spot[], outcome: LiveOutcome, bet: LiveBet): number {
  const pays = spots.find((p) => p.spot === bet.spot)?.pays;
  if (pays === undefined) throw new RangeError(`unknown spot ${bet.spot}`);
  if (outcome.winners.includes(bet.spot)) return Math.floor((bet.amount * pays) / 100);
  if (outcome.push.includes(bet.spot)) return bet.amount;
  return outcome.halfBack.includes(bet.spot) ? Math.floor(bet.amount / 2) : 0;
}

/** What a player's bets of a round return in all (0 for a loss). */
export const roundReturn = (spots: readonly Spot[], outcome: LiveOutcome, bets: readonly LiveBet[]): number =>
  bets.reduce((sum, bet) => sum + spotReturn(spots, outcome, bet), 0);

/** A round's result as a short code for the history and the roads: B/P/T, D/T/X, the pocket, the dice total... */
export function resultCode(outcome: LiveOutcome): string {
  switch (outcome.kind) {
    case 'baccarat': return outcome.winners.includes('TIE') ? 'T' : outcome.winners.includes('BANKER') ? 'B' : 'P';
    case 'dragonTiger': return outcome.winners[0] === 'DRAGON' ? 'D' : outcome.winners[0] === 'TIGER' ? 'G' : 'T';
    case 'roulette': return String(outcome.drawn.pocket);
    case 'sicBo': return (outcome.drawn.dice as number[]).join('');
    case 'fanTan': return String(outcome.drawn.fan);
    case 'cockfight': return String(outcome.drawn.winner);
  }
}

export interface TableLimits { minPerSpot: number; maxPerSpot: number; maxPerRound: number }

/** A table's limits from the currency's chips: the smallest chip, ten of the largest on a spot, forty in a round. */
export function tableLimits(chips: readonly number[]): TableLimits {
  const largest = chips[chips.length - 1]!;
  return { minPerSpot: chips[0]!, maxPerSpot: largest * 10, maxPerRound: largest * 40 };
}

export type BetCheck = { ok: true } | { ok: false; code: 'invalid_spot' | 'invalid_bet_amount' | 'above_table_limit' };

/**
 * Checks a confirmed set of chips against the spots and limits, with what the player already has on the round:
 * every spot known, every amount a whole number of the smallest chip, each spot within its limits, the round too.
 */
export function checkBets(spots: readonly Spot[], limits: TableLimits, placed: readonly LiveBet[], bets: readonly LiveBet[]): BetCheck {
  if (bets.length === 0) return { ok: false, code: 'invalid_bet_amount' };
  const known = new Set(spots.map((p) => p.spot));
  const onSpot = new Map<string, number>();
  for (const b of placed) onSpot.set(b.spot, (onSpot.get(b.spot) ?? 0) + b.amount);
  let total = placed.reduce((sum, b) => sum + b.amount, 0);
  for (const b of bets) {
    if (!known.has(b.spot)) return { ok: false, code: 'invalid_spot' };
    if (!Number.isSafeInteger(b.amount) || b.amount <= 0 || b.amount % limits.minPerSpot !== 0) return { ok: false, code: 'invalid_bet_amount' };
    onSpot.set(b.spot, (onSpot.get(b.spot) ?? 0) + b.amount);
    total += b.amount;
  }
  for (const amount of onSpot.values()) if (amount > limits.maxPerSpot) return { ok: false, code: 'above_table_limit' };
  return total > limits.maxPerRound ? { ok: false, code: 'above_table_limit' } : { ok: true };
}
