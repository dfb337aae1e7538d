// Lucky Lantern, the in-house slot (docs/demo-game.md): 3 reels x 3 rows, 5 paylines, one reel strip of 20 symbols
// used by every reel. A spin draws one stop per reel (fairness.ts); the reel shows the symbols at stop, stop+1 and
// stop+2 (wrapping) on rows 0, 1 and 2. Three of a symbol on a payline pays its multiplier times the total bet.
// Multipliers are in tenths of the total bet so every win of a bet size is a whole number of minor units.

export const slotSymbols = ['SEVEN', 'DRAGON', 'LANTERN', 'GOLD', 'PEACH', 'COIN'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

export const reelCount = 3;
export const rowCount = 3;

/**
 * The strip of every reel: SEVEN x1, DRAGON x2, LANTERN x3, GOLD x4, PEACH x5, COIN x5; spread out so the same
 * symbol rarely shows twice on one reel.
 */
export const reelStrip: readonly SlotSymbol[] = [
  'COIN', 'PEACH', 'GOLD', 'LANTERN', 'COIN', 'DRAGON', 'PEACH', 'GOLD', 'COIN', 'SEVEN',
  'PEACH', 'LANTERN', 'GOLD', 'COIN', 'PEACH', 'DRAGON', 'GOLD', 'LANTERN', 'COIN', 'PEACH',
];

/** Tenths of the total bet paid for three of a symbol on one payline. */
export const paytableTenths: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 1000, // 100x
  DRAGON: 200, // 20x
  LANTERN: 100, // 10x
  GOLD: 50, // 5x
  PEACH: 30, // 3x
  COIN: 25, // 2.5x
};

/** Paylines as the row shown on each reel, left to right: the three rows, then the two diagonals. */
export const paylines: readonly (readonly number[])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  /** Minor units. */
  amount: number;
}

export interface SpinOutcome {
  stops: number[];
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  lines: LineWin[];
  /** Minor units; the sum of the line wins. */
  win: number;
}

/** The integers a spin needs from the fair draw: one stop per reel. */
export const stopBounds: readonly number[] = Array.from({ length: reelCount }, () => reelStrip.length);

export function gridOf(stops: readonly number[]): SlotSymbol[][] {
  if (stops.length !== reelCount || stops.some((s) => !Number.isInteger(s) || s < 0 || s >= reelStrip.length)) throw new RangeError('bad stops');
  return stops.map((stop) => Array.from({ length: rowCount }, (_, row) => reelStrip[(stop + row) % reelStrip.length]!));
}

/** Pays a spin of the given stops for a total bet (minor units, a multiple of 10 so every win is whole). */
export function evaluateSpin(stops: readonly number[], bet: number): SpinOutcome {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % 10 !== 0) throw new RangeError('bet must be a positive multiple of 10');
  const grid = gridOf(stops);
  const lines: LineWin[] = [];
  paylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]![row]!);
    const first = symbols[0]!;
    if (symbols.every((s) => s === first)) lines.push({ line, symbol: first, amount: (bet / 10) * paytableTenths[first] });
  });
  return { stops: [...stops], grid, lines, win: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/**
 * The return to player as an exact fraction. By linearity of expectation each payline pays symbol s with
 * probability (count(s) / 20)^3, whatever the other lines show, so
 *   RTP = lines x sum over s of (count(s) / 20)^3 x tenths(s) / 10 = 15375 / 16000 = 96.09375 %.
 * The unit test checks this against every one of the 8,000 outcomes.
 */
export function rtpFormula(): { numerator: bigint; denominator: bigint } {
  const n = BigInt(reelStrip.length);
  let numerator = 0n;
  for (const symbol of slotSymbols) {
    const count = BigInt(reelStrip.filter((s) => s === symbol).length);
    numerator += count ** BigInt(reelCount) * BigInt(paytableTenths[symbol]);
  }
  return { numerator: numerator * BigInt(paylines.length), denominator: n ** BigInt(reelCount) * 10n };
}

/** Bet sizes offered, in minor units: 1, 2, 5, 10, 20 and 50 steps of a currency's tenth (USD: $0.10 to $5). */
export function betSizes(minorUnits: number): number[] {
  // A tenth of the major unit, at least 10 minor units so that wins stay whole; dong-like currencies start at 1,000.
  const step = minorUnits === 0 ? 1000 : Math.max(10, 10 ** minorUnits / 10);
  return [1, 2, 5, 10, 20, 50].map((k) => k * step);
}
