// The demo aggregator's slot engine (docs/vendors.md): one engine, a handful of profiles (reels, strip, paylines,
// paytable, free spins), each catalogue slot mapped to one profile. A spin draws one stop per reel; a reel shows the
// strip's symbols at stop, stop+1 and stop+2 (wrapping) on rows 0-2. A line pays the longest run of one symbol from
// the leftmost reel (3, 4 or 5) times the line bet (total bet / lines). Three or more SCATTER reels (a reel shows at
// most one, the strip spaces them) award free spins at double pay, played with the same draw (no retrigger).
// Everything is integers: bets are multiples of 10 minor units and every pay is a whole multiple of the line bet.

export const slotSymbols = ['SEVEN', 'DRAGON', 'LANTERN', 'GOLD', 'PEACH', 'COIN', 'SCATTER'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];
export type PaySymbol = Exclude<SlotSymbol, 'SCATTER'>;

export interface SlotProfile {
  id: string;
  reels: 3 | 5;
  /** The strip every reel uses. */
  strip: readonly SlotSymbol[];
  /** Row shown on each reel, left to right. */
  paylines: readonly (readonly number[])[];
  /** Line-bet multiples for a run of 3, 4, 5 (3-reel profiles use the first). */
  pays: Readonly<Record<PaySymbol, readonly number[]>>;
  freeSpins: number;
}

export const rows = 3;
const freeSpinMultiplier = 2;

const strip = (counts: Partial<Record<SlotSymbol, number>>, scatterEvery: number, length: number): SlotSymbol[] => {
  // Deal the symbols round-robin so equal symbols spread out, then put a scatter every scatterEvery places.
  const pool: SlotSymbol[] = [];
  const left = { ...counts };
  while (pool.length < length - (left.SCATTER ?? 0)) {
    for (const s of slotSymbols) {
      if (s !== 'SCATTER' && (left[s] ?? 0) > 0) {
        pool.push(s);
        left[s] = left[s]! - 1;
      }
    }
  }
  const out: SlotSymbol[] = [];
  let scatters = counts.SCATTER ?? 0;
  for (let i = 0; out.length < length; i += 1) {
    if (scatters > 0 && i % scatterEvery === 0) {
      out.push('SCATTER');
      scatters -= 1;
    } else {
      out.push(pool.shift()!);
    }
  }
  return out;
};

const lines3 = [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]] as const;
const lines5 = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
] as const;

/**
 * The profiles; their exact RTP (rtpOf) plus the progressive jackpots' (jackpot.ts, 1.1 points) lies between 94 and
 * 97 percent, a unit test checks it and a simulation.
 */
export const slotProfiles: readonly SlotProfile[] = [
  {
    id: 'classic-3x5', reels: 3, paylines: lines3, freeSpins: 3,
    strip: strip({ SEVEN: 1, DRAGON: 1, LANTERN: 2, GOLD: 3, PEACH: 4, COIN: 8, SCATTER: 1 }, 20, 20),
    pays: { SEVEN: [238], DRAGON: [159], LANTERN: [79], GOLD: [40], PEACH: [20], COIN: [8] },
  },
  {
    id: 'fruity-3x5', reels: 3, paylines: lines3, freeSpins: 4,
    strip: strip({ SEVEN: 1, DRAGON: 1, LANTERN: 1, GOLD: 2, PEACH: 4, COIN: 6, SCATTER: 1 }, 16, 16),
    pays: { SEVEN: [100], DRAGON: [80], LANTERN: [60], GOLD: [44], PEACH: [15], COIN: [10] },
  },
  {
    id: 'video-5x10', reels: 5, paylines: lines5, freeSpins: 10,
    strip: strip({ SEVEN: 2, DRAGON: 3, LANTERN: 4, GOLD: 5, PEACH: 6, COIN: 7, SCATTER: 3 }, 10, 30),
    pays: { SEVEN: [23, 92, 462], DRAGON: [14, 46, 173], LANTERN: [9, 29, 92], GOLD: [6, 17, 58], PEACH: [5, 12, 35], COIN: [3, 9, 23] },
  },
  {
    id: 'lucky-5x10', reels: 5, paylines: lines5, freeSpins: 12,
    strip: strip({ SEVEN: 1, DRAGON: 2, LANTERN: 3, GOLD: 4, PEACH: 5, COIN: 6, SCATTER: 3 }, 8, 24),
    pays: { SEVEN: [28, 110, 552], DRAGON: [11, 44, 133], LANTERN: [7, 22, 66], GOLD: [4, 13, 33], PEACH: [2, 7, 20], COIN: [1, 4, 12] },
  },
];

export interface SpinLine {
  line: number;
  symbol: PaySymbol;
  count: number;
  /** Minor units. */
  amount: number;
}

export interface SlotSpin {
  stops: number[];
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  lines: SpinLine[];
  win: number;
}

export interface SlotOutcome {
  profile: string;
  base: SlotSpin;
  /** The free spins a base spin's scatters awarded, each paid at double. */
  freeSpins: SlotSpin[];
  win: number;
}

/** How many integers a round draws: the base spin and every possible free spin, one stop per reel each. */
export const stopBoundsOf = (p: SlotProfile): number[] => Array.from({ length: p.reels * (1 + p.freeSpins) }, () => p.strip.length);

function spinOf(p: SlotProfile, stops: readonly number[], offset: number, bet: number, multiplier: number): SlotSpin {
  const n = p.strip.length;
  const grid: SlotSymbol[][] = [];
  for (let reel = 0; reel < p.reels; reel += 1) {
    const stop = stops[offset + reel]!;
    grid.push([p.strip[stop % n]!, p.strip[(stop + 1) % n]!, p.strip[(stop + 2) % n]!]);
  }
  const lineBet = bet / p.paylines.length;
  const lines: SpinLine[] = [];
  p.paylines.forEach((rowsOfLine, line) => {
    const first = grid[0]![rowsOfLine[0]!]!;
    if (first === 'SCATTER') return;
    let count = 1;
    while (count < p.reels && grid[count]![rowsOfLine[count]!] === first) count += 1;
    const pay = count >= 3 ? p.pays[first][count - 3] ?? 0 : 0;
    if (pay > 0) lines.push({ line, symbol: first, count, amount: lineBet * pay * multiplier });
  });
  return { stops: stops.slice(offset, offset + p.reels), grid, lines, win: lines.reduce((s, l) => s + l.amount, 0) };
}

const scatterReels = (spin: SlotSpin): number => spin.grid.filter((column) => column.includes('SCATTER')).length;

/** Pays a round from its drawn stops (stopBoundsOf) for a total bet in minor units, a positive multiple of 10. */
export function playSlot(p: SlotProfile, stops: readonly number[], bet: number): SlotOutcome {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % p.paylines.length !== 0) throw new RangeError('bet must be a positive multiple of the lines');
  const base = spinOf(p, stops, 0, bet, 1);
  const freeSpins = scatterReels(base) >= 3
    ? Array.from({ length: p.freeSpins }, (_, i) => spinOf(p, stops, p.reels * (i + 1), bet, freeSpinMultiplier))
    : [];
  return { profile: p.id, base, freeSpins, win: base.win + freeSpins.reduce((s, f) => s + f.win, 0) };
}

/**
 * The exact return to player, as a fraction of the bet. Each line's symbol on each reel is the strip's symbol at a
 * uniform stop, independent across reels, so a run of exactly k of s pays with probability q^k (1 - q) (q^k for a
 * full line), q = count(s) / length; a reel shows a scatter with probability 3 x scatters / length; and by
 * linearity the free spins add trigger probability x spins x 2 times the base return.
 */
export function rtpOf(p: SlotProfile): number {
  const n = p.strip.length;
  let perLine = 0;
  for (const s of slotSymbols) {
    if (s === 'SCATTER') continue;
    const q = p.strip.filter((x) => x === s).length / n;
    for (let k = 3; k <= p.reels; k += 1) {
      const exact = k === p.reels ? q ** k : q ** k * (1 - q);
      perLine += exact * (p.pays[s][k - 3] ?? 0);
    }
  }
  const base = perLine; // lines x perLine x lineBet / bet = perLine
  const r = (3 * p.strip.filter((x) => x === 'SCATTER').length) / n;
  let trigger = 0;
  for (let k = 3; k <= p.reels; k += 1) trigger += binomial(p.reels, k) * r ** k * (1 - r) ** (p.reels - k);
  return base * (1 + trigger * p.freeSpins * freeSpinMultiplier);
}

function binomial(n: number, k: number): number {
  let out = 1;
  for (let i = 1; i <= k; i += 1) out = (out * (n - k + i)) / i;
  return out;
}
