import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseTier, meetsTier, settlePeriod } from '../../../server/domain/contracts/settlement.js';
import { checkTerms, type ContractKind, type Tier } from '../../../src/engine/contract-terms.js';

const tiers: Tier[] = [
  { minTeamBet: 100_000, minActiveMembers: 1, rate: 1_000 },
  { minTeamBet: 500_000, minActiveMembers: 3, rate: 2_000 },
  { minTeamBet: 1_000_000, minActiveMembers: 5, rate: 3_000 },
];

/** Ascending tiers as checkTerms wants them. */
const tierList = fc
  .array(fc.record({ bet: fc.integer({ min: 1, max: 1_000_000 }), members: fc.integer({ min: 0, max: 3 }), rate: fc.integer({ min: 1, max: 50 }) }), { minLength: 1, maxLength: 10 })
  .map((steps) => {
    let bet = 0;
    let members = 0;
    let rate = 0;
    return steps.map((s) => {
      bet += s.bet;
      members += s.members;
      rate += s.rate;
      return { minTeamBet: bet, minActiveMembers: members, rate };
    });
  });
const figures = fc.record({
  teamBet: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  teamNet: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
  activeMembers: fc.integer({ min: 0, max: 50 }),
});
const kind = fc.constantFrom<ContractKind>('dividend', 'daily', 'hourly', 'realtime');

describe('contract settlement', () => {
  it('[M3-8] a dividend pays the rate of the highest tier met on the team net loss; a salary on the valid bet', () => {
    const f = { teamBet: 600_000n, teamNet: -250_000n, activeMembers: 4 };
    expect(settlePeriod('dividend', tiers, f)).toEqual({ tier: 1, rate: 2_000, base: 250_000n, amount: 50_000n });
    expect(settlePeriod('daily', [{ minTeamBet: 0, minActiveMembers: 1, rate: 150 }], f)).toEqual({ tier: 0, rate: 150, base: 600_000n, amount: 9_000n });
    // A team that won pays no dividend; a team below every tier is "not reached".
    expect(settlePeriod('dividend', tiers, { ...f, teamNet: 10n }).amount).toBe(0n);
    expect(settlePeriod('hourly', tiers, { teamBet: 99_999n, teamNet: 0n, activeMembers: 9 })).toEqual({ tier: null, rate: 0, base: 99_999n, amount: 0n });
  });

  it('[M3-8] amounts are floored to whole minor units', () => {
    expect(settlePeriod('realtime', [{ minTeamBet: 0, minActiveMembers: 0, rate: 1 }], { teamBet: 19_999n, teamNet: 0n, activeMembers: 0 }).amount).toBe(1n);
  });

  it('[M3-8] property: the settlement is never negative and never above the base', () => {
    fc.assert(fc.property(kind, tierList, figures, (k, ts, f) => {
      const s = settlePeriod(k, ts, f);
      expect(s.amount >= 0n).toBe(true);
      expect(s.amount <= s.base).toBe(true);
    }));
  });

  it('[M3-8] property: the tier chosen is met and no higher tier is', () => {
    fc.assert(fc.property(tierList, figures, (ts, f) => {
      const chosen = chooseTier(ts, f);
      const met = ts.map((t) => meetsTier(t, f));
      if (chosen === null) expect(met.every((m) => !m)).toBe(true);
      else {
        expect(met[chosen]).toBe(true);
        expect(met.slice(chosen + 1).every((m) => !m)).toBe(true);
      }
    }));
  });

  it('[M3-8] property: generated ascending tiers pass the terms check', () => {
    fc.assert(fc.property(tierList, (ts) => {
      expect(checkTerms({ kind: 'dividend', periodType: 'semimonthly', activeMinBet: 1_000, tiers: ts })).toBeNull();
    }));
  });
});

describe('contract terms', () => {
  const base = { kind: 'dividend' as const, periodType: 'semimonthly' as const, activeMinBet: 1_000, tiers };
  it('[M3-8][M9-10] refuses a period the kind does not use, an empty or long tier list, and out-of-range values', () => {
    expect(checkTerms(base)).toBeNull();
    expect(checkTerms({ ...base, periodType: 'hourly' })).toEqual({ code: 'invalid_period_type' });
    expect(checkTerms({ ...base, kind: 'realtime', periodType: 'fiveMinutes', tiers: [{ minTeamBet: 0, minActiveMembers: 0, rate: 301 }] })).toEqual({ code: 'invalid_tier', tier: 0, field: 'rate' });
    expect(checkTerms({ ...base, tiers: [] })).toEqual({ code: 'invalid_tiers' });
    expect(checkTerms({ ...base, tiers: Array.from({ length: 11 }, (_, i) => ({ minTeamBet: i, minActiveMembers: 0, rate: i + 1 })) })).toEqual({ code: 'invalid_tiers' });
    expect(checkTerms({ ...base, activeMinBet: 0 })).toEqual({ code: 'invalid_active_min_bet' });
    expect(checkTerms({ ...base, tiers: [{ minTeamBet: 1.5, minActiveMembers: 0, rate: 5 }] })).toEqual({ code: 'invalid_tier', tier: 0, field: 'minTeamBet' });
  });

  it('[M3-8] tiers must rise: higher rates, thresholds never lower and not both the same; never above the upline', () => {
    expect(checkTerms({ ...base, tiers: [tiers[1]!, tiers[0]!] })).toMatchObject({ code: 'tiers_not_ascending', tier: 1 });
    expect(checkTerms({ ...base, tiers: [tiers[0]!, { ...tiers[0]!, rate: 1_500 }] })).toEqual({ code: 'tiers_not_ascending', tier: 1, field: 'minTeamBet' });
    expect(checkTerms({ ...base, tiers: [tiers[0]!, { ...tiers[1]!, minActiveMembers: 0 }] })).toEqual({ code: 'tiers_not_ascending', tier: 1, field: 'minActiveMembers' });
    expect(checkTerms(base, 2_500)).toEqual({ code: 'rate_above_upline', tier: 2, field: 'rate' });
    expect(checkTerms(base, 3_000)).toBeNull();
  });
});
