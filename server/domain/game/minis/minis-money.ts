// What the mini games share: their RTP, multipliers as exact fractions, and wins in whole minor units (rounded down,
// so a round never pays more than its stated RTP).

/** Mines, Hi-Lo and Crash return 97 % of the stakes over the long run (the fraction applied once per round). */
export const minisRtpPercent = 97;

/**
 * The largest multiple of the bet any mini game round pays: 10,000 x, stated on every game page and applied by the
 * server to every win (a Mines cash-out beyond it, up to 0.97 x C(25, 12) = 5,044,291 x, is paid at 10,000 x).
 */
export const maxTimes = 10_000;

export type Fraction = { numerator: bigint; denominator: bigint };

/** A multiplier in ten-thousandths of the bet, rounded down (1.0104 x -> 10104), at most the cap (what is paid). */
export const timesOf = (f: Fraction): number => Math.min(Number((f.numerator * 10_000n) / f.denominator), maxTimes * 10_000);

/** The win of a bet at a multiplier: whole minor units, rounded down, at most `maxTimes` x the bet. */
export function winOf(bet: number, f: Fraction): number {
  const win = (BigInt(bet) * f.numerator) / f.denominator;
  const cap = BigInt(bet) * BigInt(maxTimes);
  return Number(win > cap ? cap : win);
}
