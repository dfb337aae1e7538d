// The in-house slot's pure rules: provably fair draws, the paytable and its exact RTP, the round rules.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawIntegers, hashServerSeed, isValidClientSeed, newServerSeed, verifyServerSeed } from '../../../server/domain/game/fairness.js';
import { diceRtp, dicePicks, rollDice } from '../../../server/domain/game/dice.js';
import { decideRoundStep, type RoundState } from '../../../server/domain/game/rounds.js';
import {
  betSizes, evaluateSpin, gridOf, paylines, paytableTenths, reelStrip, rtpFormula, slotSymbols, stopBounds,
} from '../../../server/domain/game/slot.js';

describe('provably fair draws', () => {
  it('[P1-1] the commitment is the SHA-256 of the server seed, and a revealed seed verifies against it', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    // SHA-256("abc"), the FIPS 180-2 test vector.
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(verifyServerSeed(seed, hashServerSeed(seed))).toBe(true);
    expect(verifyServerSeed(newServerSeed(), hashServerSeed(seed))).toBe(false);
  });

  it('[P1-1] a round is HMAC-SHA256(serverSeed, "clientSeed:nonce:0") read as 32-bit words, each word modulo its bound', () => {
    const digest = createHmac('sha256', 'server-seed').update('player-seed:7:0').digest();
    const expected = [0, 1, 2].map((i) => digest.readUInt32BE(i * 4) % 20);
    // 2^32 - (2^32 mod 20) = 4294967280: a word is only redrawn when at or above it, which this digest does not hit.
    expect([0, 1, 2].every((i) => digest.readUInt32BE(i * 4) < 4294967280)).toBe(true);
    expect(drawIntegers('server-seed', 'player-seed', 7, [20, 20, 20])).toEqual(expected);
  });

  it('[P1-1] the same seeds and nonce always draw the same stops; another nonce or client seed draws others', () => {
    const a = drawIntegers('s', 'c', 1, stopBounds);
    expect(drawIntegers('s', 'c', 1, stopBounds)).toEqual(a);
    const others = Array.from({ length: 20 }, (_, n) => drawIntegers('s', 'c', n + 2, stopBounds).join());
    expect(new Set(others).size).toBeGreaterThan(15);
    expect(drawIntegers('s', 'other', 1, stopBounds)).not.toEqual(a);
  });

  it('[P1-1] draws are unbiased enough: each stop appears about 1/20 of the time over 20,000 rounds', () => {
    const counts = new Array<number>(20).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) counts[drawIntegers('seed', 'client', nonce, [20])[0]!]! += 1;
    // Expected 1000 each; 5 standard deviations is about 150.
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(160);
  });

  it('[P1-1] many integers read further HMAC blocks (cursor 1, 2...)', () => {
    const many = drawIntegers('s', 'c', 0, new Array<number>(20).fill(1000));
    expect(many).toHaveLength(20);
    const second = createHmac('sha256', 's').update('c:0:1').digest();
    // Words 8 and onwards come from cursor 1 when no word of cursor 0 was refused (the bound 1000 refuses 1 in 4 million).
    expect(many[8]).toBe(second.readUInt32BE(0) % 1000);
  });

  it('[P1-1] client seeds: 1-64 printable characters without ":"', () => {
    expect(isValidClientSeed('lucky-7')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('a:b')).toBe(false);
    expect(isValidClientSeed('a b')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
  });
});

describe('Lucky Lantern paytable', () => {
  it('[P1-1] the strip holds SEVEN x1, DRAGON x2, LANTERN x3, GOLD x4, PEACH x5, COIN x5', () => {
    const count = (s: string) => reelStrip.filter((x) => x === s).length;
    expect(slotSymbols.map(count)).toEqual([1, 2, 3, 4, 5, 5]);
    expect(reelStrip).toHaveLength(20);
  });

  it('[P1-1] three of a symbol on a payline pays its multiple of the total bet; the three rows and two diagonals pay', () => {
    // Stop 9 shows SEVEN, PEACH, LANTERN on every reel: rows 0, 1 and 2 all pay.
    const all = evaluateSpin([9, 9, 9], 100);
    expect(all.grid[0]).toEqual(['SEVEN', 'PEACH', 'LANTERN']);
    expect(all.lines.map((l) => [l.line, l.symbol, l.amount])).toEqual([[0, 'SEVEN', 10_000], [1, 'PEACH', 300], [2, 'LANTERN', 1_000]]);
    expect(all.win).toBe(11_300);
    // Diagonal top-left to bottom-right: COIN at stop 0 row 0, stop 7 row 1 (COIN at 8), stop 16 row 2 (COIN at 18).
    const diagonal = evaluateSpin([0, 7, 16], 20);
    expect(diagonal.lines).toEqual([{ line: 3, symbol: 'COIN', amount: 50 }]);
    expect(evaluateSpin([0, 1, 2], 100).lines).toEqual([{ line: 4, symbol: 'GOLD', amount: 500 }]);
    expect(evaluateSpin([0, 0, 1], 100).win).toBe(0);
  });

  it('[P1-1] RTP is exactly 96.09375 %: the formula and the enumeration of all 8,000 outcomes agree', () => {
    const { numerator, denominator } = rtpFormula();
    expect(Number(numerator) / Number(denominator)).toBe(0.9609375);
    const bet = 10;
    let paid = 0;
    let outcomes = 0;
    for (let a = 0; a < 20; a++) for (let b = 0; b < 20; b++) for (let c = 0; c < 20; c++) {
      paid += evaluateSpin([a, b, c], bet).win;
      outcomes += 1;
    }
    expect(outcomes).toBe(8000);
    // paid / (outcomes x bet) = numerator / denominator, compared as integers.
    expect(BigInt(paid) * denominator).toBe(numerator * BigInt(outcomes * bet));
    expect(paylines).toHaveLength(5);
    expect(paytableTenths.SEVEN).toBe(1000);
  });

  it('[P1-1] bet sizes: $0.10 to $5 for cents, 1,000 to 50,000 for dong; every win of every size is whole', () => {
    expect(betSizes(2)).toEqual([10, 20, 50, 100, 200, 500]);
    expect(betSizes(0)).toEqual([1000, 2000, 5000, 10000, 20000, 50000]);
    for (const bet of betSizes(2)) expect(Number.isInteger(evaluateSpin([9, 9, 9], bet).win)).toBe(true);
    expect(() => evaluateSpin([0, 0, 0], 15)).toThrow(RangeError);
    expect(() => gridOf([0, 0, 20])).toThrow(RangeError);
  });
});

describe('round rules', () => {
  const open: RoundState = { memberId: 'm1', nodeId: 'n1', betAmount: 100n, winAmount: 0n, status: 'open' };
  it('[P1-1] a debit opens a round once; a retry replays; another bet or member under the id is refused', () => {
    expect(decideRoundStep(undefined, { action: 'debit', memberId: 'm1', nodeId: 'n1', amount: 100n })).toEqual({ kind: 'execute' });
    expect(decideRoundStep(open, { action: 'debit', memberId: 'm1', nodeId: 'n1', amount: 100n })).toEqual({ kind: 'replay' });
    expect(decideRoundStep(open, { action: 'debit', memberId: 'm1', nodeId: 'n1', amount: 200n })).toMatchObject({ kind: 'refuse', code: 'round_id_reused' });
    expect(decideRoundStep(open, { action: 'debit', memberId: 'm2', nodeId: 'n1', amount: 100n })).toMatchObject({ kind: 'refuse', code: 'round_id_reused' });
  });

  it('[P1-1] credit settles an open round, rollback refunds it; each once, and never both', () => {
    expect(decideRoundStep(undefined, { action: 'credit', memberId: 'm1' })).toMatchObject({ status: 404, code: 'round_not_found' });
    expect(decideRoundStep(open, { action: 'credit', memberId: 'm2' })).toMatchObject({ status: 404, code: 'round_not_found' });
    expect(decideRoundStep(open, { action: 'credit', memberId: 'm1' })).toEqual({ kind: 'execute' });
    expect(decideRoundStep(open, { action: 'rollback', memberId: 'm1' })).toEqual({ kind: 'execute' });
    const settled = { ...open, status: 'settled' as const };
    const rolledBack = { ...open, status: 'rolled_back' as const };
    expect(decideRoundStep(settled, { action: 'credit', memberId: 'm1' })).toEqual({ kind: 'replay' });
    expect(decideRoundStep(settled, { action: 'rollback', memberId: 'm1' })).toMatchObject({ status: 409, code: 'round_settled' });
    expect(decideRoundStep(rolledBack, { action: 'rollback', memberId: 'm1' })).toEqual({ kind: 'replay' });
    expect(decideRoundStep(rolledBack, { action: 'credit', memberId: 'm1' })).toMatchObject({ status: 409, code: 'round_rolled_back' });
  });
});

describe('Lantern Dice', () => {
  it('[P1-1] Big, Small, Odd and Even each win 105 of the 216 outcomes and pay 1:1; RTP is exactly 210/216', () => {
    for (const pick of dicePicks) {
      let paid = 0;
      let wins = 0;
      for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) for (let c = 0; c < 6; c++) {
        const outcome = rollDice([a, b, c], pick, 10);
        paid += outcome.win;
        if (outcome.won) wins += 1;
      }
      expect(wins, pick).toBe(105);
      expect(BigInt(paid) * diceRtp.denominator).toBe(diceRtp.numerator * 216n * 10n);
    }
    expect(Number(diceRtp.numerator) / Number(diceRtp.denominator)).toBeCloseTo(0.972222, 6);
  });

  it('[P1-1] a triple loses every pick; totals decide Big (11-17) and Small (4-10)', () => {
    expect(rollDice([3, 3, 3], 'BIG', 100)).toMatchObject({ dice: [4, 4, 4], total: 12, triple: true, won: false, win: 0 });
    expect(rollDice([3, 3, 3], 'EVEN', 100).won).toBe(false);
    expect(rollDice([5, 4, 0], 'BIG', 100)).toMatchObject({ total: 12, won: true, win: 200 });
    expect(rollDice([4, 4, 0], 'SMALL', 100)).toMatchObject({ total: 11, won: false });
    expect(rollDice([4, 3, 0], 'SMALL', 100)).toMatchObject({ total: 10, won: true });
    expect(rollDice([4, 3, 0], 'ODD', 100).won).toBe(false);
    expect(() => rollDice([6, 0, 0], 'ODD', 100)).toThrow(RangeError);
  });
});
