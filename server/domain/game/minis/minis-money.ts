// What the mini games share: their RTP, multipliers as exact fractions, and wins in whole minor units (rounded down,
// so a round never pays more than its stated RTP).

/** Mines, Hi-Lo and Crash return 97 % of the stakes over the long run (the fraction applied once per round). */
export const minisRtpPercent = 97;

/** The largest multiple of the bet a Hi-Lo or Crash round pays: 10,000 x (Mines' largest, 0.97 x C(25, 12), is below 5.1 million x and is not capped, so its 97 % holds for every cash-out). */
export const maxTimes = 10_000;

export type Fraction = { numerator: bigint; denominator: bigint };

/** A multiplier in ten-thousandths of the bet, rounded down (1.0104 x -> 10104). */
export const timesOf = (f: Fraction): number => Number((f.numerator * 10_000n) / f.denominator);

/** The win of a bet at a multiplier: whole minor units, rounded down, at most `capTimes` x the bet (null: no cap). */
export function winOf(bet: number, f: Fraction, capTimes: number | null = maxTimes): number {
  const win = (BigInt(bet) * f.numerator) / f.denominator;
  if (capTimes === null) return Number(win);
  const cap = BigInt(bet) * BigInt(capTimes);
  return Number(win > cap ? cap : win);
}
