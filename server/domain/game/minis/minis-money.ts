// What the mini games share: their RTP, multipliers as exact fractions, and wins in whole minor units (rounded down,
// so a round never pays more than its stated RTP).

/** Mines, Hi-Lo and Crash return 97 % of the stakes over the long run (the fraction applied once per round). */
export const minisRtpPercent = 97;

/** The largest multiple of the bet a round pays: 10,000 x. */
export const maxTimes = 10_000;

export type Fraction = { numerator: bigint; denominator: bigint };

/** A multiplier in ten-thousandths of the bet, rounded down (1.0104 x -> 10104). */
export const timesOf = (f: Fraction): number => Number((f.numerator * 10_000n) / f.denominator);

/** The win of a bet at a multiplier: whole minor units, rounded down, at most maxTimes x the bet. */
export function winOf(bet: number, f: Fraction): number {
  const win = (BigInt(bet) * f.numerator) / f.denominator;
  const cap = BigInt(bet) * BigInt(maxTimes);
  return Number(win > cap ? cap : win);
}
