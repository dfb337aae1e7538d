// The demo aggregator's slot engine: every profile's exact RTP with the progressive jackpots' lies in 94-97 %, a
// simulation of 10^6 rounds per profile (reels and jackpots) agrees with it within 0.5 points, and the paytable pays
// what it says.
import { describe, expect, it } from 'vitest';
import { playSlot, rtpOf, slotProfiles, stopBoundsOf, type SlotProfile } from '../../../server/domain/game/engines/slot-engine.js';
import { engineOf } from '../../../server/domain/game/engines/game-engines.js';
import {
  contributionOf, jackpotDrawBound, jackpotRtp, jackpotTiers, jackpotTrigger, payPool, poolScale, seedOf,
} from '../../../server/domain/game/engines/jackpot.js';
import { generateCatalogue } from '../../../server/domain/catalogue/generator.js';

/** mulberry32: a fast seeded generator, so the simulation is the same on every run and takes a second. */
function generator(seed: number) {
  let s = seed | 0;
  return (bound: number): number => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

/**
 * The mean return of n rounds, reels and jackpots; free-spin stops are drawn only for rounds whose scatters award
 * them. The bet is the highest (50 steps of 10 minor units), where the jackpots trigger most. The jackpots count what they paid
 * plus what their pools grew over the seeds they started from (owed to later players: a pool is only ever paid out).
 */
function simulate(p: SlotProfile, rounds: number, seed: number): { total: number; base: number; jackpot: number } {
  const next = generator(seed);
  const step = 10;
  const bet = 50 * step;
  const pools = new Map(jackpotTiers.map((t) => [t.id, seedOf(t, step) * poolScale]));
  let jackpotPaid = 0;
  let staked = 0;
  const n = p.strip.length;
  const all = stopBoundsOf(p).length;
  const stops = new Array<number>(all).fill(0);
  let paid = 0;
  for (let i = 0; i < rounds; i += 1) {
    let scatters = 0;
    for (let r = 0; r < p.reels; r += 1) {
      const stop = next(n);
      stops[r] = stop;
      if (p.strip[stop] === 'SCATTER' || p.strip[(stop + 1) % n] === 'SCATTER' || p.strip[(stop + 2) % n] === 'SCATTER') scatters += 1;
    }
    if (scatters >= 3) for (let k = p.reels; k < all; k += 1) stops[k] = next(n);
    staked += bet;
    paid += playSlot(p, stops, bet).win;
    const hit = jackpotTrigger(next(jackpotDrawBound), bet, step).tier;
    for (const t of jackpotTiers) {
      const pool = pools.get(t.id)! + contributionOf(t, bet);
      if (hit !== t.id) {
        pools.set(t.id, pool);
        continue;
      }
      const { paid: won, after } = payPool(pool, seedOf(t, step));
      jackpotPaid += won;
      pools.set(t.id, after);
    }
  }
  const owed = jackpotTiers.reduce((s, t) => s + (pools.get(t.id)! - seedOf(t, step) * poolScale) / poolScale, 0);
  return { total: (paid + jackpotPaid + owed) / staked, base: paid / staked, jackpot: (jackpotPaid + owed) / staked };
}

describe('slot engine', () => {
  it.each(slotProfiles.map((p) => ({ id: p.id, p })))('$id: RTP with the jackpots between 94 and 97 %, and 10^6 simulated rounds within 0.5 points of it', ({ p }) => {
    const rtp = (rtpOf(p) + jackpotRtp()) * 100;
    expect(rtp).toBeGreaterThanOrEqual(94);
    expect(rtp).toBeLessThanOrEqual(97);
    const simulated = simulate(p, 1_000_000, 20261126);
    expect(Math.abs(simulated.total * 100 - rtp)).toBeLessThan(0.5);
    expect(Math.abs(simulated.base - rtpOf(p)) * 100).toBeLessThan(0.5);
    expect(Math.abs(simulated.jackpot - jackpotRtp()) * 100).toBeLessThan(0.25);
  });

  it('shows every scatter apart: a reel never shows two, which the RTP formula relies on', () => {
    for (const p of slotProfiles) {
      const at = p.strip.flatMap((s, i) => (s === 'SCATTER' ? [i] : []));
      for (let i = 0; i < at.length; i += 1) {
        const gap = ((at[(i + 1) % at.length]! - at[i]! + p.strip.length) % p.strip.length) || p.strip.length;
        expect(gap).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('pays a full line of sevens on the middle row from the paytable, times the line bet', () => {
    const p = slotProfiles.find((x) => x.reels === 5)!;
    const seven = p.strip.indexOf('SEVEN');
    const stops = new Array<number>(stopBoundsOf(p).length).fill(0);
    // The middle row shows strip[stop + 1].
    for (let r = 0; r < 5; r += 1) stops[r] = (seven - 1 + p.strip.length) % p.strip.length;
    const bet = 100;
    const outcome = playSlot(p, stops, bet);
    const middle = outcome.base.lines.find((l) => l.line === 0)!;
    expect(middle).toMatchObject({ symbol: 'SEVEN', count: 5, amount: (bet / p.paylines.length) * p.pays.SEVEN[2]! });
  });

  it('refuses a bet that is not a multiple of the lines (wins would not be whole minor units)', () => {
    expect(() => playSlot(slotProfiles[2]!, stopBoundsOf(slotProfiles[2]!).map(() => 0), 15)).toThrow(RangeError);
  });

  it('gives every outside vendor\'s catalogue game an engine, and slots of different vendors different profiles', () => {
    const games = generateCatalogue().games.filter((g) => ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(g.gameType));
    expect(games.length).toBeGreaterThan(3000);
    for (const g of games) expect(engineOf(g), g.gameCode).toBeDefined();
    const profiles = new Set(games.filter((g) => g.gameType === 'RNG').map((g) => { const e = engineOf(g)!; return e.kind === 'slot' ? e.profile.id : ''; }));
    expect(profiles.size).toBe(slotProfiles.length);
  });
});
