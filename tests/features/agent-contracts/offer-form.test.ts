// The offer form's checks (M3-8): what an agent types becomes the terms the server takes, or the message of each field.
import { describe, expect, it } from 'vitest';
import { basisPointsOf, checkOffer, emptyOffer, type OfferDraft } from '../../../src/features/agent-contracts/model/offer-form';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const KHR = { code: 'KHR', symbol: '៛', minorUnits: 0 };
const draft = (extra: Partial<OfferDraft> = {}): OfferDraft => ({
  ...emptyOffer('daily'), downline: ' agent5 ', activeMinBet: '10', tiers: [{ minTeamBet: '1,000', minActiveMembers: '1', rate: '1' }], ...extra,
});

describe('offer form', () => {
  it('[M3-8] reads rates as percentages with at most two decimals, in basis points', () => {
    expect(basisPointsOf('1')).toBe(100);
    expect(basisPointsOf('1.5')).toBe(150);
    expect(basisPointsOf('0.05 %')).toBe(5);
    expect(basisPointsOf('1.555')).toBeNull();
    expect(basisPointsOf('-1')).toBeNull();
    expect(basisPointsOf('abc')).toBeNull();
  });

  it('[M3-8] turns a valid draft into the offer body: trimmed account, minor units of the currency, basis points', () => {
    expect(checkOffer(draft(), 'daily', USD, null)).toEqual({
      ok: true, offer: { kind: 'daily', downline: 'agent5', periodType: 'daily', activeMinBet: 1_000, tiers: [{ minTeamBet: 100_000, minActiveMembers: 1, rate: 100 }] },
    });
    const riel = checkOffer(draft(), 'daily', KHR, null);
    expect(riel.ok && riel.offer.activeMinBet).toBe(10);
  });

  it('[M3-8][M9-10] a dividend keeps its chosen period and may share up to the whole loss; salaries stop at 3%', () => {
    const dividend = checkOffer(draft({ periodType: 'monthly', tiers: [{ minTeamBet: '0', minActiveMembers: '0', rate: '100' }] }), 'dividend', USD, null);
    expect(dividend.ok && dividend.offer).toMatchObject({ kind: 'dividend', periodType: 'monthly', tiers: [{ minTeamBet: 0, minActiveMembers: 0, rate: 10_000 }] });
    const salary = checkOffer(draft({ tiers: [{ minTeamBet: '0', minActiveMembers: '0', rate: '3.01' }] }), 'realtime', USD, null);
    expect(salary).toEqual({ ok: false, errors: { tiers: [{ rate: { key: 'agentContracts:offer.errors.rate', values: { max: '3' } } }] } });
  });

  it('[M3-8] refuses what the server refuses, on the field at fault', () => {
    const members = checkOffer(draft({ tiers: [{ minTeamBet: '1', minActiveMembers: '1.5', rate: '1' }] }), 'daily', USD, null);
    expect(members.ok || members.errors.tiers?.[0]?.minActiveMembers?.key).toBe('agentContracts:offer.errors.members');
    const zeroActive = checkOffer(draft({ activeMinBet: '0' }), 'daily', USD, null);
    expect(zeroActive.ok || zeroActive.errors.activeMinBet?.key).toBe('validation:amount.invalid');
    const sameTier = checkOffer(draft({ tiers: [{ minTeamBet: '10', minActiveMembers: '1', rate: '1' }, { minTeamBet: '10', minActiveMembers: '1', rate: '2' }] }), 'daily', USD, null);
    expect(sameTier).toEqual({ ok: false, errors: { tiers: [{}, { minTeamBet: { key: 'agentContracts:offer.errors.betNotAscending' } }] } });
    const fewerMembers = checkOffer(draft({ tiers: [{ minTeamBet: '10', minActiveMembers: '3', rate: '1' }, { minTeamBet: '20', minActiveMembers: '2', rate: '2' }] }), 'daily', USD, null);
    expect(fewerMembers).toEqual({ ok: false, errors: { tiers: [{}, { minActiveMembers: { key: 'agentContracts:offer.errors.membersNotAscending' } }] } });
    const aboveUpline = checkOffer(draft({ tiers: [{ minTeamBet: '10', minActiveMembers: '1', rate: '1.5' }] }), 'daily', USD, 120);
    expect(aboveUpline).toEqual({ ok: false, errors: { tiers: [{ rate: { key: 'agentContracts:offer.errors.rateAboveUpline', values: { max: '1.2' } } }] } });
    expect(checkOffer(draft({ downline: '  ' }), 'daily', USD, null)).toEqual({ ok: false, errors: { downline: { key: 'validation:required' } } });
  });
});
