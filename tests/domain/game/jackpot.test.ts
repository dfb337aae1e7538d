// The demo aggregator's progressive jackpots (docs/vendors.md): the share each bet adds, the trigger ranges that grow
// with the bet, the pay-out that leaves the seed and the fraction, and the stated return.
import { describe, expect, it } from 'vitest';
import {
  contributionOf, jackpotDrawBound, jackpotRtp, jackpotTiers, jackpotTrigger, payPool, poolScale, seedOf, tierOf, tierRtp,
} from '../../../server/domain/game/engines/jackpot.js';

describe('progressive jackpots', () => {
  it('adds the stated share of each bet to each pool, in ten-thousandths of a minor unit (0.75 % in all)', () => {
    expect(contributionOf(tierOf('mini'), 100)).toBe(100 * 30);
    expect(jackpotTiers.reduce((s, t) => s + contributionOf(t, 100), 0) / poolScale).toBeCloseTo(0.75, 10);
    // A share of the smallest bet (10 minor units) is kept, not rounded away.
    expect(contributionOf(tierOf('grand'), 10)).toBe(200);
  });

  it('triggers the grand in the lowest draws, then the major, then the mini, each range growing with the bet', () => {
    const step = 10;
    expect(jackpotTrigger(0, step, step).tier).toBe('grand');
    expect(jackpotTrigger(49, step, step).tier).toBe('grand');
    expect(jackpotTrigger(50, step, step).tier).toBe('major');
    expect(jackpotTrigger(1_049, step, step).tier).toBe('major');
    expect(jackpotTrigger(1_050, step, step).tier).toBe('mini');
    expect(jackpotTrigger(21_049, step, step).tier).toBe('mini');
    expect(jackpotTrigger(21_050, step, step).tier).toBeNull();
    // Fifty steps: fifty times each range.
    const high = jackpotTrigger(52_500, 50 * step, step);
    expect(high.below).toEqual({ grand: 2_500, major: 52_500, mini: 1_052_500 });
    expect(high.tier).toBe('mini');
    expect(jackpotTrigger(jackpotDrawBound - 1, 50 * step, step).tier).toBeNull();
    expect(() => jackpotTrigger(0, 0, step)).toThrow(RangeError);
  });

  it('pays the whole minor units of a pool and restarts it at the seed with the fraction kept', () => {
    expect(payPool(1_234_567, 1_000)).toEqual({ paid: 123, after: 1_000 * poolScale + 4_567 });
    expect(seedOf(tierOf('grand'), 10)).toBe(100_000);
  });

  it('states a return of 1.10 % of every slot bet: shares 0.75 % and seeds 0.35 %', () => {
    expect(tierRtp(tierOf('mini'))).toBeCloseTo(0.005, 12);
    expect(tierRtp(tierOf('major'))).toBeCloseTo(0.0035, 12);
    expect(tierRtp(tierOf('grand'))).toBeCloseTo(0.0025, 12);
    expect(jackpotRtp()).toBeCloseTo(0.011, 12);
  });
});
