// The demo aggregator's pick-a-side engine: the rules of each table, what each pick returns on average (every
// outcome enumerated or simulated), and that a sports fixture's odds are known before its result.
import { describe, expect, it } from 'vitest';
import { fixtureOf, settlePick, tableKinds, tableRules } from '../../../server/domain/game/engines/table-engine.js';

const bet = 1000;

/** Mean return of each pick over n draws of a seeded generator. */
function returns(kind: (typeof tableKinds)[number], n: number): Record<string, number> {
  const rules = tableRules[kind];
  let s = 12345;
  const next = (bound: number) => { // mulberry32
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
  const totals: Record<string, number> = {};
  for (let i = 0; i < n; i += 1) {
    const fixture = fixtureOf(kind, 'GAME', i);
    const result = rules.result(rules.bounds.map(next), fixture);
    for (const { pick } of rules.picks(fixture)) totals[pick] = (totals[pick] ?? 0) + settlePick(rules, fixture, result, pick, bet);
  }
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v / (n * bet)]));
}

describe('table engine', () => {
  it('roulette: every even-money and dozen pick returns 36/37 exactly (all 37 pockets)', () => {
    const rules = tableRules.roulette;
    for (const { pick } of rules.picks(fixtureOf('roulette', 'x', 0))) {
      let paid = 0;
      for (let pocket = 0; pocket < 37; pocket += 1) paid += settlePick(rules, fixtureOf('roulette', 'x', 0), rules.result([pocket], fixtureOf('roulette', 'x', 0)), pick, bet);
      expect(paid / (37 * bet), pick).toBeCloseTo(36 / 37, 10);
    }
  });

  it('fish: every fish returns 96 % exactly (all 10,000 rolls)', () => {
    const rules = tableRules.fish;
    const f = fixtureOf('fish', 'x', 0);
    for (const { pick } of rules.picks(f)) {
      let paid = 0;
      for (let roll = 0; roll < 10000; roll += 1) paid += settlePick(rules, f, rules.result([roll], f), pick, bet);
      expect(paid / (10000 * bet), pick).toBeCloseTo(0.96, 10);
    }
  });

  it('cockfight: meron and wala return 95.25 %, draw 45 %, and a draw returns meron and wala bets', () => {
    const rules = tableRules.cockfight;
    const f = fixtureOf('cockfight', 'x', 0);
    const totals: Record<string, number> = {};
    for (let roll = 0; roll < 1000; roll += 1) for (const { pick } of rules.picks(f)) totals[pick] = (totals[pick] ?? 0) + settlePick(rules, f, rules.result([roll], f), pick, bet);
    expect(totals.MERON! / (1000 * bet)).toBeCloseTo(0.9525, 10);
    expect(totals.WALA! / (1000 * bet)).toBeCloseTo(0.9525, 10);
    expect(settlePick(rules, f, rules.result([990], f), 'MERON', bet)).toBe(bet);
  });

  it('baccarat follows the third-card rule: a natural stands, player draws on 0-5, banker on 3 unless the player\'s third is an 8', () => {
    const rules = tableRules.baccarat;
    const f = fixtureOf('baccarat', 'x', 0);
    // Cards: rank = card % 13 + 1. Player 4 + 4 = 8 (natural), banker 2 + 3: nobody draws.
    expect(rules.result([3, 1, 3, 2, 5, 5], f).drawn).toMatchObject({ player: [3, 3], banker: [1, 2], playerTotal: 8, bankerTotal: 5 });
    // Player 2 + 3 = 5 draws an 8; banker 1 + 2 = 3 stands on a player's third 8.
    expect(rules.result([1, 0, 2, 1, 7, 4], f).drawn).toMatchObject({ player: [1, 2, 7], banker: [0, 1], playerTotal: 3, bankerTotal: 3 });
    expect(rules.result([1, 0, 2, 1, 7, 4], f).winners).toEqual(['TIE']);
  });

  it('baccarat, dragon tiger, sic bo and sam gong return what such tables return (10^5 simulated rounds)', () => {
    const b = returns('baccarat', 100_000);
    expect(b.BANKER).toBeGreaterThan(0.975);
    expect(b.BANKER).toBeLessThan(0.995);
    expect(b.PLAYER).toBeGreaterThan(0.975);
    expect(b.PLAYER).toBeLessThan(0.995);
    const s = returns('sicBo', 100_000);
    expect(s.BIG).toBeGreaterThan(0.96);
    expect(s.BIG).toBeLessThan(0.985);
    const d = returns('dragonTiger', 100_000);
    expect(d.DRAGON).toBeGreaterThan(0.95);
    expect(d.DRAGON).toBeLessThan(0.975);
    const g = returns('samGong', 100_000);
    expect(g.PLAYER).toBeGreaterThan(0.93);
    expect(g.PLAYER).toBeLessThan(0.99);
  });

  it('sports: the odds come from the public fixture with a 5 % margin, and each side returns at most 95 %', () => {
    const f = fixtureOf('football', 'IBC_LOBBY', 7);
    expect(f).toEqual(fixtureOf('football', 'IBC_LOBBY', 7));
    expect(f.home + f.draw + f.away).toBe(1000);
    for (const { pick, pays } of tableRules.football.picks(f)) {
      const chance = pick === 'HOME' ? f.home : pick === 'DRAW' ? f.draw : f.away;
      expect((chance / 1000) * (pays / 100), pick).toBeLessThanOrEqual(0.95);
      expect((chance / 1000) * (pays / 100), pick).toBeGreaterThan(0.94);
    }
    expect(fixtureOf('esports', 'TF_LOBBY', 3).draw).toBe(0);
  });
});
