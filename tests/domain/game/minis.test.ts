// The mini games' pure rules (docs/demo-game.md): Lantern Mines, Lantern Hi-Lo, Crash and Plinko. RTPs by exact
// computation over every outcome (no simulation), and each game's moves, cash-outs and abandoned rounds.
import { describe, expect, it } from 'vitest';
import { drawIntegers } from '../../../server/domain/game/fairness.js';
import {
  abandonMines, cashOutMines, minesBounds, minesMultiplierFraction, minesTiles, minesTimes, placeMines, publicMines, revealTile, startMines,
} from '../../../server/domain/game/minis/mines.js';
import {
  abandonHilo, cashOutHilo, guessTimes, hiloBounds, hiloGuesses, moveHilo, publicHilo, rankOf, startHilo, winningRanks,
} from '../../../server/domain/game/minis/hilo.js';
import {
  abandonCrash, cashOutCrash, crashAt, crashBounds, crashCurve, crashPointOf, crashSpan, crashTimeOf, publicCrash, startCrash,
} from '../../../server/domain/game/minis/crash.js';
import { dropBall, plinkoBounds, plinkoRisks, plinkoRtp, plinkoTable } from '../../../server/domain/game/minis/plinko.js';
import { maxTimes } from '../../../server/domain/game/minis/minis-money.js';

const seeds = { server: 'a'.repeat(64), client: 'minis-test' };
const draw = (nonce: number, bounds: readonly number[]) => drawIntegers(seeds.server, seeds.client, nonce, bounds);
const percent = (n: bigint, d: bigint) => Number((n * 1_000_000n) / d) / 10_000;

describe('Lantern Mines', () => {
  it('places exactly the asked number of distinct mines, the same for the same seeds and nonce', () => {
    for (let m = 1; m <= 24; m += 1) {
      const tiles = placeMines(draw(m, minesBounds), m);
      expect(new Set(tiles).size).toBe(m);
      expect(tiles.every((t) => t >= 0 && t < 25)).toBe(true);
      expect(placeMines(draw(m, minesBounds), m)).toEqual(tiles);
    }
  });

  it('every cash-out point returns 97 % of the stake by the combinatorial odds, before rounding down', () => {
    for (let m = 1; m <= 24; m += 1) {
      for (let k = 1; k <= minesTiles - m; k += 1) {
        const f = minesMultiplierFraction(m, k);
        // P(k safe tiles) = C(25-m, k) / C(25, k): chance x multiplier = 0.97 exactly.
        let pn = 1n;
        let pd = 1n;
        for (let i = 0; i < k; i += 1) { pn *= BigInt(25 - m - i); pd *= BigInt(25 - i); }
        expect(f.numerator * pn * 100n).toBe(97n * f.denominator * pd);
      }
    }
    expect(minesTimes(3, 1)).toBe(11022); // 0.97 x 25/22
    expect(minesTimes(24, 1)).toBe(242500); // 0.97 x 25
    // The largest cash-out (12 mines, all 13 safe tiles, 0.97 x C(25, 12) = 5,044,291 x) is paid at the cap, 10,000 x,
    // and the page shows the multiplier it pays.
    let s = startMines(Array.from({ length: 24 }, () => 0), 12, 100);
    for (let t = 12; t < 25; t += 1) { const r = revealTile(s, t); if (!r.ok) throw new Error(r.code); s = r.state; }
    expect(s.win).toBe(100 * 10_000);
    expect(publicMines(s).times).toBe(10_000 * 10_000);
  });

  it('a safe tile raises the multiplier, a mine loses, cash-out pays the multiplier, abandonment cashes out', () => {
    const state = startMines(draw(7, minesBounds), 3, 1000);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !state.mineTiles.includes(t));
    expect(publicMines(state)).not.toHaveProperty('mineTiles');
    expect(cashOutMines(state)).toEqual({ ok: false, code: 'nothing_to_cash_out' });
    const one = revealTile(state, safe[0]);
    if (!one.ok) throw new Error('refused');
    expect(revealTile(one.state, safe[0])).toEqual({ ok: false, code: 'tile_revealed' });
    expect(revealTile(one.state, 25)).toEqual({ ok: false, code: 'invalid_tile' });
    const cashed = cashOutMines(one.state);
    expect(cashed.ok && cashed.state.win).toBe(1102);
    const boom = revealTile(one.state, state.mineTiles[0]);
    expect(boom.ok && boom.state).toMatchObject({ done: true, win: 0, hit: state.mineTiles[0] });
    expect(boom.ok && publicMines(boom.state).mineTiles).toEqual(state.mineTiles);
    expect(abandonMines(one.state)).toMatchObject({ done: true, win: 1102 });
    expect(abandonMines(state)).toMatchObject({ done: true, win: 1000 });
    // Every safe tile found: paid at once.
    let s = state;
    for (const t of safe) { const r = revealTile(s, t); if (!r.ok) throw new Error(r.code); s = r.state; }
    expect(s).toMatchObject({ done: true, cashedOut: true });
    expect(s.win).toBe(Math.floor(1000 * 0.97 * 2300));
  });
});

describe('Lantern Hi-Lo', () => {
  it('each guess is paid by its true chance: chance x multiplier step = 1, so any stopping rule returns 97 %', () => {
    for (let r = 1; r <= 13; r += 1) {
      for (const g of hiloGuesses) {
        const ways = winningRanks(r, g);
        const right = Array.from({ length: 13 }, (_, i) => i + 1).filter((n) => (g === 'HIGHER' ? n > r : g === 'LOWER' ? n < r : n === r)).length;
        expect(ways).toBe(right);
      }
    }
    // Exact: over all 52 x 52 first two cards, guessing HIGHER (or LOWER on a king) and cashing out returns 97 %.
    let paid = 0n;
    let rounds = 0n;
    for (let a = 0; a < 52; a += 1) {
      for (let b = 0; b < 52; b += 1) {
        const cards = [a, b, ...Array.from({ length: 50 }, () => 0)];
        const s = startHilo(cards, 10_000);
        const guess = rankOf(a) === 13 ? 'LOWER' : 'HIGHER';
        const moved = moveHilo(s, guess);
        if (!moved.ok) throw new Error(moved.code);
        rounds += 1n;
        if (moved.state.done) continue;
        const out = cashOutHilo(moved.state);
        if (out.ok) paid += BigInt(out.state.win);
      }
    }
    // Within rounding to whole minor units: between 96.9 and 97 %.
    const rtp = percent(paid, rounds * 10_000n);
    expect(rtp).toBeGreaterThan(96.9);
    expect(rtp).toBeLessThanOrEqual(97);
  });

  it('skips, guesses, refuses impossible guesses, and ends on a wrong guess or a cash-out', () => {
    const king = 12; // rank 13
    const s = startHilo([king, 0, 5, ...Array.from({ length: 49 }, () => 0)], 1000);
    expect(publicHilo(s)).not.toHaveProperty('cards');
    expect(guessTimes(s, 'HIGHER')).toBeNull();
    expect(moveHilo(s, 'HIGHER')).toEqual({ ok: false, code: 'impossible_guess' });
    expect(moveHilo(s, 'SIDEWAYS')).toEqual({ ok: false, code: 'invalid_move' });
    const low = moveHilo(s, 'LOWER'); // K -> A: right, 12 of 13
    if (!low.ok) throw new Error('refused');
    expect(low.state.rightGuesses).toBe(1);
    expect(publicHilo(low.state).times).toBe(Math.floor(0.97 * 13 / 12 * 10_000));
    const skip = moveHilo(low.state, 'SKIP');
    expect(skip.ok && skip.state.rightGuesses).toBe(1);
    expect(skip.ok && rankOf(publicHilo(skip.state).card)).toBe(6);
    const wrong = moveHilo(low.state, 'LOWER'); // A -> 6 lower: impossible on an ace
    expect(wrong).toEqual({ ok: false, code: 'impossible_guess' });
    const lost = moveHilo(low.state, 'SAME');
    expect(lost.ok && lost.state).toMatchObject({ done: true, win: 0 });
    expect(cashOutHilo(low.state)).toMatchObject({ ok: true, state: { win: Math.floor(1000 * 97 * 13 / (100 * 12)) } });
    expect(cashOutHilo(s)).toEqual({ ok: false, code: 'nothing_to_cash_out' });
    expect(abandonHilo(s)).toMatchObject({ done: true, win: 1000 });
    expect(hiloBounds).toHaveLength(52);
  });
});

describe('Crash', () => {
  it('the crash point gives every automatic cash-out 97 % (exact count over the draw\'s range)', () => {
    for (let x = 101; x <= 1_000_000; x += x < 1000 ? 1 : 997) {
      // Draws u with point >= x: N - u <= 97 N / x, i.e. floor(97 N / x) of the N values.
      const winning = Math.floor((97 * crashSpan) / x);
      const rtp = (x / 100) * (winning / crashSpan);
      expect(rtp).toBeLessThanOrEqual(0.97);
      expect(rtp).toBeGreaterThan(0.9699);
      // The smallest winning draw and the one below it agree with the count.
      const u = crashSpan - winning;
      expect(crashPointOf([u])).toBeGreaterThanOrEqual(Math.min(x, 1_000_000));
      expect(crashPointOf([u - 1])).toBeLessThan(x);
    }
    expect(crashPointOf([0])).toBe(100);
    expect(crashPointOf([crashSpan - 1])).toBe(1_000_000);
    expect(crashBounds).toEqual([crashSpan]);
  });

  it('climbs along the curve; a cash-out before the point pays, the crash loses, the automatic cash-out comes first', () => {
    expect(crashCurve(0)).toBe(100);
    expect(crashCurve(crashTimeOf(200))).toBe(200);
    const u = crashSpan - Math.floor((97 * crashSpan) / 300); // point 3.00 x
    const s = startCrash([u], null, 1000, 0);
    expect(s.point).toBe(300);
    expect(publicCrash(s, 10)).not.toHaveProperty('point');
    expect(crashAt(s, crashTimeOf(299)).done).toBe(false);
    // A cash-out at the crash point itself is paid; a point of 1.00x crashes at once.
    expect(cashOutCrash(startCrash([u], 300, 1000, 0), crashTimeOf(300))).toMatchObject({ ok: true, state: { win: 3000 } });
    expect(crashAt(startCrash([0], null, 1000, 0), 0)).toMatchObject({ done: true, win: 0 });
    // Even the largest point (10,000x) crashes once the curve passes it.
    expect(crashAt(startCrash([crashSpan - 1], null, 1000, 0), crashTimeOf(1_000_001) + 1)).toMatchObject({ done: true, win: 0, at: 1_000_000 });
    expect(cashOutCrash(s, crashTimeOf(150))).toMatchObject({ ok: true, state: { win: 1500, at: 150, cashedOut: true } });
    expect(cashOutCrash(s, crashTimeOf(301))).toMatchObject({ ok: true, state: { win: 0, at: 300, cashedOut: false, done: true } });
    const auto = startCrash([u], 200, 1000, 0);
    expect(cashOutCrash(auto, crashTimeOf(250))).toMatchObject({ ok: true, state: { win: 2000, at: 200 } });
    expect(abandonCrash(auto)).toMatchObject({ win: 2000 });
    expect(abandonCrash(startCrash([u], 400, 1000, 0))).toMatchObject({ win: 0, at: 300 });
    expect(abandonCrash(s)).toMatchObject({ win: 0 });
  });
});

describe('Plinko', () => {
  it('every table (8-16 rows, low, medium, high) returns 96 to 97 % exactly, symmetric, the middle least', () => {
    for (const risk of plinkoRisks) {
      for (let rows = 8; rows <= 16; rows += 1) {
        const t = plinkoTable(rows, risk);
        expect(t).toHaveLength(rows + 1);
        expect(t).toEqual([...t].reverse());
        expect(t[0]).toBe(Math.max(...t));
        // Within the 10,000x payout cap every mini game states (a bucket is in hundredths).
        expect(t[0]!).toBeLessThanOrEqual(maxTimes * 100);
        const f = plinkoRtp(rows, risk);
        const rtp = percent(f.numerator, f.denominator);
        expect(rtp, `${rows} ${risk}`).toBeGreaterThanOrEqual(96);
        expect(rtp, `${rows} ${risk}`).toBeLessThanOrEqual(97);
      }
    }
    expect(plinkoTable(16, 'HIGH')[0]).toBe(39_700);
  });

  it('the ball lands in the bucket of its rights, paid by the table', () => {
    const path = draw(3, plinkoBounds(12));
    const out = dropBall(path, 12, 'MEDIUM', 1000);
    expect(out.bucket).toBe(path.filter((b) => b === 1).length);
    expect(out.win).toBe(Math.floor((1000 * plinkoTable(12, 'MEDIUM')[out.bucket]!) / 100));
    expect(() => dropBall([0, 1], 12, 'LOW', 10)).toThrow();
  });
});
