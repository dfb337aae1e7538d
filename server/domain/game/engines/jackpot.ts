// The demo aggregator's progressive jackpots (docs/vendors.md "Progressive jackpots"): three pools per operator and
// currency (mini, major, grand), shared by every slot it plays. Each slot bet adds a stated share to each pool; each
// spin draws one more fair integer after its reel stops, and a tier triggers when that draw falls in the tier's range,
// which grows with the bet (a bet of k steps has k times the chance; the step is the currency's smallest bet). A win
// pays the whole pool and resets it to its seed.
//
// Pools are kept in ten-thousandths of a minor unit, so a share of a small bet is never lost to rounding; a win pays
// the whole minor units and the fraction stays in the pool.
//
// RTP: in the long run a pool pays out every contribution, plus its seed at every win. Per unit bet that is the
// share plus seed x (trigger chance per unit bet) = share + seedSteps x chancePerStep / drawBound, whatever the bet.

export const jackpotTierIds = ['grand', 'major', 'mini'] as const;
export type JackpotTierId = (typeof jackpotTierIds)[number];

export interface JackpotTier {
  id: JackpotTierId;
  /** Share of every slot bet added to the pool, in basis points (1/10,000 of the bet). */
  shareBps: number;
  /** The pool after a win, in bet steps (the currency's smallest bet). */
  seedSteps: number;
  /** Draws (out of drawBound) that trigger the tier, per bet step. */
  chancePerStep: number;
}

/** The jackpot draw is one integer in [0, drawBound). */
export const jackpotDrawBound = 1_000_000_000;

/** Pools are kept in ten-thousandths of a minor unit. */
export const poolScale = 10_000;

/** Grand first, so a draw in the lowest range wins the largest pool. */
export const jackpotTiers: readonly JackpotTier[] = [
  { id: 'grand', shareBps: 20, seedSteps: 10_000, chancePerStep: 50 },
  { id: 'major', shareBps: 25, seedSteps: 1_000, chancePerStep: 1_000 },
  { id: 'mini', shareBps: 30, seedSteps: 100, chancePerStep: 20_000 },
];

/** The tier's return as a fraction of every slot bet (share plus seed funding). */
export const tierRtp = (t: JackpotTier): number => t.shareBps / 10_000 + (t.seedSteps * t.chancePerStep) / jackpotDrawBound;

/** The jackpots' whole return, added to every slot profile's base RTP. */
export const jackpotRtp = (): number => jackpotTiers.reduce((s, t) => s + tierRtp(t), 0);

/** What a tier adds to its pool for one bet, in ten-thousandths of a minor unit. */
export const contributionOf = (t: JackpotTier, bet: number): number => bet * t.shareBps;

/** The seed of a tier in minor units, for a currency whose smallest bet is `step`. */
export const seedOf = (t: JackpotTier, step: number): number => t.seedSteps * step;

/** A round's jackpot draw and what it triggers, stored with the round before the bet is sent. */
export interface JackpotDraw {
  draw: number;
  /** The currency's smallest bet, which scales the chances and the seeds. */
  step: number;
  /** The draws below which each tier triggers, cumulative in tier order (grand, major, mini). */
  below: Record<JackpotTierId, number>;
  tier: JackpotTierId | null;
}

/** Which tier (if any) a draw triggers for a bet; a bet of k steps has k times each chance. */
export function jackpotTrigger(draw: number, bet: number, step: number): JackpotDraw {
  if (!Number.isSafeInteger(step) || step <= 0 || !Number.isSafeInteger(bet) || bet <= 0) throw new RangeError('bet and step must be positive integers');
  const steps = Math.floor(bet / step);
  let edge = 0;
  let tier: JackpotTierId | null = null;
  const below = {} as Record<JackpotTierId, number>;
  for (const t of jackpotTiers) {
    edge += steps * t.chancePerStep;
    below[t.id] = edge;
    if (tier === null && draw < edge) tier = t.id;
  }
  return { draw, step, below, tier };
}

export const tierOf = (id: JackpotTierId): JackpotTier => jackpotTiers.find((t) => t.id === id)!;

/** The minor units a pool pays (its whole units) and what stays in it after the reset to the seed. */
export function payPool(poolE4: number, seed: number): { paid: number; after: number } {
  const paid = Math.floor(poolE4 / poolScale);
  return { paid, after: seed * poolScale + (poolE4 - paid * poolScale) };
}
