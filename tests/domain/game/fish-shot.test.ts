// The fishing game's shot (docs/vendors.md): which fish of the line of fire is hit and whether it is caught come
// from the fair draw; every fish returns exactly 96 % (all rolls enumerated), and a simulation of 4 x 10^5 shots of
// the real draw at mixed targets lands within half a point of it.
import { describe, expect, it } from 'vitest';
import { drawIntegers } from '../../../server/domain/game/fairness.js';
import { fishKinds, fishReturn, settleShot, shotBounds, type FishKind } from '../../../server/domain/game/fish/fish-shot.js';

describe('fish shot', () => {
  it('[P7.2-10] every fish returns 96 % exactly: a fish worth m is caught on 9,600 / m of the 10,000 rolls', () => {
    for (const { kind, times } of fishKinds) {
      let paid = 0;
      for (let roll = 0; roll < 10_000; roll += 1) paid += settleShot([kind], [0, roll], 100).win;
      expect(paid / (10_000 * 100), kind).toBeCloseTo(fishReturn, 10);
      expect(settleShot([kind], [0, 0], 100)).toMatchObject({ fish: kind, caught: true, win: 100 * times });
      expect(settleShot([kind], [0, 9_999], 100)).toMatchObject({ caught: false, win: 0 });
    }
  });

  it('[P7.2-10] the draw chooses which fish in the line of fire the shot hits', () => {
    const line: FishKind[] = ['SHRIMP', 'SHARK', 'DRAGON'];
    expect(shotBounds(3)).toEqual([3, 10_000]);
    expect(settleShot(line, [1, 0], 50)).toMatchObject({ hit: 1, fish: 'SHARK', times: 20, caught: true, win: 1000 });
    expect(() => settleShot([], [0, 0], 50)).toThrow(RangeError);
    expect(() => settleShot(['NEMO' as FishKind], [0, 0], 50)).toThrow(RangeError);
    expect(() => settleShot(['SHRIMP', 'CRAB', 'CRAB', 'CRAB', 'CRAB', 'CRAB'], [0, 0], 50)).toThrow(RangeError);
  });

  it('[P7.2-10] returns 96 % over 4 x 10^5 shots of the provably fair draw at mixed lines of fire', () => {
    const serverSeed = 'a'.repeat(64);
    const kinds = fishKinds.map((f) => f.kind);
    let bet = 0;
    let paid = 0;
    const n = 400_000;
    for (let nonce = 0; nonce < n; nonce += 1) {
      // Lines of one to three fish, the small ones most often (as on screen).
      const line = [kinds[nonce % 4]!, kinds[(nonce >> 2) % kinds.length]!, kinds[(nonce >> 5) % 3]!].slice(0, 1 + (nonce % 3));
      const shot = settleShot(line, drawIntegers(serverSeed, 'client', nonce, shotBounds(line.length)), 10);
      bet += 10;
      paid += shot.win;
    }
    expect(Math.abs(paid / bet - fishReturn)).toBeLessThan(0.005);
  }, 120_000);
});
