// The demo aggregator's pick-a-side engine (docs/vendors.md): every non-slot category is a round where the player
// backs one pick, the fair draw decides the result, and the pick pays a fixed multiple of the bet (in hundredths,
// rounded down to the minor unit). One engine, one rule set per kind: baccarat, roulette, dragon tiger and sic bo
// tables (LIVE), sam gong against the dealer (PVP), a 1X2 or match-winner fixture (SPORTS, ESPORTS), meron / wala /
// draw fights (COCKFIGHT) and shooting a fish (FISH). Pure: integers in, result out.
import { createHash } from 'node:crypto';

export const tableKinds = ['baccarat', 'roulette', 'dragonTiger', 'sicBo', 'samGong', 'football', 'esports', 'cockfight', 'fish'] as const;
export type TableKind = (typeof tableKinds)[number];

export interface TableResult {
  /** What was drawn, for the page and the verify page (cards as 0-51, dice, pocket, score...). */
  drawn: Record<string, number | number[] | string>;
  /** The picks that won; a pick in `push` gets its bet back, one in `halfBack` half of it. */
  winners: string[];
  push: string[];
  halfBack?: string[];
}

export interface TableRules {
  kind: TableKind;
  /** The picks and what each pays, in hundredths of the bet (returned stake included), for this round. */
  picks(fixture: Fixture): { pick: string; pays: number }[];
  /** The integers one round draws. */
  bounds: readonly number[];
  result(ints: readonly number[], fixture: Fixture): TableResult;
}

/** A sports round's public fixture: the chances of each side in thousandths, shown before the bet with its odds. */
export interface Fixture {
  home: number;
  draw: number;
  away: number;
}

/** Card 0-51: rank = card % 13 (0 = ace ... 12 = king), suit = card / 13. Points: baccarat and sam gong count 10s and faces as 0. */
const points = (card: number): number => { const r = (card % 13) + 1; return r >= 10 ? 0 : r; };
const rankHigh = (card: number): number => (card % 13) + 1;

function baccarat(ints: readonly number[]): TableResult {
  const [p1, b1, p2, b2, p3, b3] = ints as [number, number, number, number, number, number];
  const player = [p1, p2];
  const banker = [b1, b2];
  const total = (cards: number[]) => cards.reduce((s, c) => s + points(c), 0) % 10;
  let pt = total(player);
  let bt = total(banker);
  if (pt < 8 && bt < 8) {
    let playerThird: number | null = null;
    if (pt <= 5) {
      player.push(p3);
      playerThird = points(p3);
      pt = total(player);
    }
    const bankerDraws = playerThird === null ? bt <= 5
      : bt <= 2 || (bt === 3 && playerThird !== 8) || (bt === 4 && playerThird >= 2 && playerThird <= 7)
        || (bt === 5 && playerThird >= 4 && playerThird <= 7) || (bt === 6 && (playerThird === 6 || playerThird === 7));
    if (bankerDraws) {
      banker.push(b3);
      bt = total(banker);
    }
  }
  const winner = pt > bt ? 'PLAYER' : bt > pt ? 'BANKER' : 'TIE';
  return { drawn: { player, banker, playerTotal: pt, bankerTotal: bt }, winners: [winner], push: winner === 'TIE' ? ['PLAYER', 'BANKER'] : [] };
}

const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function roulette([pocket]: readonly number[]): TableResult {
  const n = pocket!;
  const winners: string[] = [];
  if (n !== 0) {
    winners.push(reds.has(n) ? 'RED' : 'BLACK', n % 2 === 1 ? 'ODD' : 'EVEN', n <= 18 ? 'LOW' : 'HIGH', `DOZEN${Math.ceil(n / 12)}`);
  }
  return { drawn: { pocket: n }, winners, push: [] };
}

function dragonTiger([d, t]: readonly number[]): TableResult {
  const dr = rankHigh(d!);
  const tr = rankHigh(t!);
  const winner = dr > tr ? 'DRAGON' : tr > dr ? 'TIGER' : 'TIE';
  // A tie returns half of the Dragon and Tiger bets, as at the tables.
  return { drawn: { dragon: d!, tiger: t! }, winners: [winner], push: [], halfBack: winner === 'TIE' ? ['DRAGON', 'TIGER'] : [] };
}

function sicBo(ints: readonly number[]): TableResult {
  const dice = ints.map((i) => i + 1);
  const total = dice.reduce((s, d) => s + d, 0);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const winners = triple ? ['TRIPLE'] : [total >= 11 ? 'BIG' : 'SMALL', total % 2 === 1 ? 'ODD' : 'EVEN'];
  return { drawn: { dice, total }, winners, push: [] };
}

function samGong(ints: readonly number[]): TableResult {
  const player = ints.slice(0, 3) as number[];
  const dealer = ints.slice(3, 6) as number[];
  const score = (cards: number[]) => cards.reduce((s, c) => s + points(c), 0) % 10;
  const ps = score(player);
  const ds = score(dealer);
  return { drawn: { player, dealer, playerScore: ps, dealerScore: ds }, winners: ps > ds ? ['PLAYER'] : [], push: ps === ds ? ['PLAYER'] : [] };
}

function fixtureResult([roll, a, b]: readonly number[], fixture: Fixture, withDraw: boolean): TableResult {
  const r = roll!;
  const side = r < fixture.home ? 'HOME' : withDraw && r < fixture.home + fixture.draw ? 'DRAW' : 'AWAY';
  // The score follows the result: the winner's goals 1-4, the loser's fewer; a draw 0-0 to 3-3.
  const high = (a! % 4) + 1;
  const low = b! % high;
  const [home, away] = side === 'HOME' ? [high, low] : side === 'AWAY' ? [low, high] : [a! % 4, a! % 4];
  return { drawn: { home, away, roll: r }, winners: [side], push: [] };
}

function cockfight([roll]: readonly number[]): TableResult {
  // Meron 47.5 %, wala 47.5 %, draw 5 %; a draw returns meron and wala bets.
  const winner = roll! < 475 ? 'MERON' : roll! < 950 ? 'WALA' : 'DRAW';
  return { drawn: { roll: roll! }, winners: [winner], push: winner === 'DRAW' ? ['MERON', 'WALA'] : [] };
}

/** Fish and their multipliers; a shot at a fish worth m catches it with probability 0.96 / m, so every fish returns 96 %. */
export const fishes = [{ pick: 'SHRIMP', times: 2 }, { pick: 'CRAB', times: 5 }, { pick: 'TURTLE', times: 10 }, { pick: 'SHARK', times: 20 }, { pick: 'WHALE', times: 50 }, { pick: 'DRAGON', times: 100 }] as const;

function fish([roll]: readonly number[]): TableResult {
  // The shot hits fish whose catch threshold the roll is under; the player's pick is paid only if it is among them.
  const caught = fishes.filter((f) => roll! < 9600 / f.times).map((f) => f.pick);
  return { drawn: { roll: roll! }, winners: caught, push: [] };
}

/** Odds in hundredths with a 5 % margin, from a chance in thousandths: floor(95,000 / chance). */
const oddsOf = (thousandths: number): number => Math.floor(95000 / thousandths);

const noFixture: Fixture = { home: 0, draw: 0, away: 0 };

export const tableRules: Readonly<Record<TableKind, TableRules>> = {
  baccarat: {
    kind: 'baccarat', bounds: [52, 52, 52, 52, 52, 52], result: (ints) => baccarat(ints),
    picks: () => [{ pick: 'PLAYER', pays: 200 }, { pick: 'BANKER', pays: 195 }, { pick: 'TIE', pays: 900 }],
  },
  roulette: {
    kind: 'roulette', bounds: [37], result: (ints) => roulette(ints),
    picks: () => [...['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'].map((pick) => ({ pick, pays: 200 })), ...['DOZEN1', 'DOZEN2', 'DOZEN3'].map((pick) => ({ pick, pays: 300 }))],
  },
  dragonTiger: {
    kind: 'dragonTiger', bounds: [52, 52], result: (ints) => dragonTiger(ints),
    picks: () => [{ pick: 'DRAGON', pays: 200 }, { pick: 'TIGER', pays: 200 }, { pick: 'TIE', pays: 900 }],
  },
  sicBo: {
    kind: 'sicBo', bounds: [6, 6, 6], result: (ints) => sicBo(ints),
    picks: () => [{ pick: 'BIG', pays: 200 }, { pick: 'SMALL', pays: 200 }, { pick: 'ODD', pays: 200 }, { pick: 'EVEN', pays: 200 }, { pick: 'TRIPLE', pays: 3100 }],
  },
  samGong: {
    kind: 'samGong', bounds: [52, 52, 52, 52, 52, 52], result: (ints) => samGong(ints),
    picks: () => [{ pick: 'PLAYER', pays: 195 }],
  },
  football: {
    kind: 'football', bounds: [1000, 1000, 1000], result: (ints, f) => fixtureResult(ints, f, true),
    picks: (f) => [{ pick: 'HOME', pays: oddsOf(f.home) }, { pick: 'DRAW', pays: oddsOf(f.draw) }, { pick: 'AWAY', pays: oddsOf(f.away) }],
  },
  esports: {
    kind: 'esports', bounds: [1000, 1000, 1000], result: (ints, f) => fixtureResult(ints, f, false),
    picks: (f) => [{ pick: 'HOME', pays: oddsOf(f.home) }, { pick: 'AWAY', pays: oddsOf(f.away) }],
  },
  cockfight: {
    kind: 'cockfight', bounds: [1000], result: (ints) => cockfight(ints),
    picks: () => [{ pick: 'MERON', pays: 190 }, { pick: 'WALA', pays: 190 }, { pick: 'DRAW', pays: 900 }],
  },
  fish: {
    kind: 'fish', bounds: [10000], result: (ints) => fish(ints),
    picks: () => fishes.map((f) => ({ pick: f.pick, pays: f.times * 100 })),
  },
};

/**
 * The public fixture of a sports round: derived from the game and the round's nonce (never from the secret seed),
 * so the odds are known before the bet. Home 250-599 thousandths, draw 150-249 (none for esports), away the rest.
 */
export function fixtureOf(kind: TableKind, gameCode: string, nonce: number): Fixture {
  if (kind !== 'football' && kind !== 'esports') return noFixture;
  const h = createHash('sha256').update(`${gameCode}:${nonce}`).digest();
  const home = 250 + (h.readUInt16BE(0) % 350);
  const draw = kind === 'football' ? 150 + (h.readUInt16BE(2) % 100) : 0;
  return { home, draw, away: 1000 - home - draw };
}

/** What a pick wins for a bet (minor units): its pay when it won, the stake when it pushed, else nothing. */
export function settlePick(rules: TableRules, fixture: Fixture, result: TableResult, pick: string, bet: number): number {
  const pays = rules.picks(fixture).find((p) => p.pick === pick)?.pays;
  if (pays === undefined) throw new RangeError(`unknown pick ${pick}`);
  if (result.winners.includes(pick)) return Math.floor((bet * pays) / 100);
  if (result.push.includes(pick)) return bet;
  return result.halfBack?.includes(pick) ? Math.floor(bet / 2) : 0;
}
