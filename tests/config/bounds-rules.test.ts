// Pairs that bound something are ordered (issue 19.2): registration field lengths, rebate rate with its VIP bonus.
import { describe, expect, it } from 'vitest';
import { rebateRateWithinLimit, registerFieldLengthsOrdered } from '../../server/config/rules-bounds.js';
import { findings, merchantIn, repoLintInput } from './config-fixtures.js';

describe('register-field-lengths-ordered', () => {
  it('[issue 19] refuses a field whose minLength is above its maxLength', () => {
    const input = repoLintInput((i) => { Object.assign(merchantIn(i, 'basic').registerFieldRules.username!, { minLength: 12, maxLength: 8 }); });
    expect(findings(registerFieldLengthsOrdered, input)).toEqual([
      expect.objectContaining({ file: 'merchants/basic/merchant.json', pointer: '/registerFieldRules/username/minLength', reason: expect.stringContaining('never be submitted') }),
    ]);
  });
  it('[issue 19] refuses a maxLength the server would never accept', () => {
    const input = repoLintInput((i) => { Object.assign(merchantIn(i, 'basic').registerFieldRules.username!, { maxLength: 1000 }); });
    expect(findings(registerFieldLengthsOrdered, input).map((f) => f.pointer)).toEqual(['/registerFieldRules/username/maxLength']);
  });
  it('passes the repository\'s merchants', () => {
    expect(findings(registerFieldLengthsOrdered, repoLintInput())).toEqual([]);
  });
});

describe('rebate-rate-within-limit', () => {
  it('[issue 19] refuses a rate that, with the best VIP bonus, pays above 10 %', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'demo').rebate!.rates.RNG = 990; });
    expect(findings(rebateRateWithinLimit, input)).toEqual([expect.objectContaining({ pointer: '/rebate/rates/RNG', fix: expect.stringContaining('980') })]);
  });
  it('passes the repository\'s merchants', () => {
    expect(findings(rebateRateWithinLimit, repoLintInput())).toEqual([]);
  });
});
