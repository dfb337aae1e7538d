// Plinko (docs/demo-game.md): a ball falls through 8 to 16 rows of pegs, going left or right at each row with equal
// chance by the provably fair draw (one bit per row); it lands in bucket k = the number of rights, 0..rows, with
// chance C(rows, k) / 2^rows. Each bucket pays a multiplier from the table of the rows and the risk (low, medium,
// high): the middle pays least, the edges most, and each table's exact RTP (sum of chance x multiplier) is stated
// on the page and checked by the unit test, 96 to 97 %.
// Tables: m(k) = lo + s x (d / h)^p with h = rows / 2, d = |k - h|, lo and p by risk, s chosen so the RTP before
// rounding is 97 %; each multiplier is then rounded down (to 0.01 below 10 x, 0.1 below 100 x, whole above).
import { winOf, type Fraction } from './minis-money.js';

export const plinkoRisks = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type PlinkoRisk = (typeof plinkoRisks)[number];
export const plinkoRowsMin = 8;
export const plinkoRowsMax = 16;

export const isPlinkoRisk = (v: unknown): v is PlinkoRisk => (plinkoRisks as readonly unknown[]).includes(v);
export const isPlinkoRows = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= plinkoRowsMin && (v as number) <= plinkoRowsMax;

const shape: Record<PlinkoRisk, { lo: number; p: number }> = { LOW: { lo: 0.5, p: 2 }, MEDIUM: { lo: 0.3, p: 4 }, HIGH: { lo: 0.2, p: 7 } };

const binomial = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
};

/** Rounded down to a nice step, in hundredths. */
const nice = (times: number): number => {
  const h = Math.floor(times * 100 + 1e-9);
  return h < 1000 ? h : h < 10000 ? h - (h % 10) : h - (h % 100);
};

const tables = new Map<string, number[]>();

/** The multipliers (hundredths) of buckets 0..rows. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  const key = `${rows}:${risk}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const { lo, p } = shape[risk];
  const h = rows / 2;
  const weights = Array.from({ length: rows + 1 }, (_, k) => (Math.abs(k - h) / h) ** p);
  const mean = weights.reduce((sum, w, k) => sum + w * binomial(rows, k), 0) / 2 ** rows;
  const s = (0.97 - lo) / mean;
  const table = weights.map((w) => nice(lo + s * w));
  tables.set(key, table);
  return table;
}

/** The exact RTP of a table: sum of C(rows, k) x multiplier over 2^rows, as a fraction of 1. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): Fraction {
  const table = plinkoTable(rows, risk);
  let numerator = 0n;
  table.forEach((m, k) => { numerator += BigInt(binomial(rows, k)) * BigInt(m); });
  return { numerator, denominator: 100n * 2n ** BigInt(rows) };
}

export const plinkoBounds = (rows: number): number[] => Array.from({ length: rows }, () => 2);

export interface PlinkoOutcome {
  game: 'PLINKO';
  rows: number;
  risk: PlinkoRisk;
  /** 0 = left, 1 = right, one per row. */
  path: number[];
  bucket: number;
  /** The bucket's multiplier in hundredths. */
  times: number;
  bet: number;
  win: number;
}

export function dropBall(draw: readonly number[], rows: number, risk: PlinkoRisk, bet: number): PlinkoOutcome {
  if (!isPlinkoRows(rows) || draw.length !== rows || draw.some((b) => b !== 0 && b !== 1)) throw new RangeError('bad plinko draw');
  const bucket = draw.reduce((sum, b) => sum + b, 0);
  const times = plinkoTable(rows, risk)[bucket]!;
  return { game: 'PLINKO', rows, risk, path: [...draw], bucket, times, bet, win: winOf(bet, { numerator: BigInt(times), denominator: 100n }) };
}
