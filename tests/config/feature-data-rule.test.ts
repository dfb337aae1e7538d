// feature-without-data: a whitelabel flag that is on has the data its page reads (issue 20.3).
import { describe, expect, it } from 'vitest';
import { featureWithoutData } from '../../server/config/rules-features.js';
import { findings, merchantIn, repoLintInput } from './config-fixtures.js';

const demo = 'merchants/demo/merchant.json';

describe('feature-without-data', () => {
  it('[issue 20] refuses REBATE on without a rebate rate, at the flag\'s pointer', () => {
    const input = repoLintInput((i) => { delete merchantIn(i, 'demo').rebate; });
    expect(findings(featureWithoutData, input)).toEqual([
      expect.objectContaining({ file: demo, pointer: expect.stringMatching(/^\/whitelabel\/\d+\/enabled$/), reason: expect.stringContaining('REBATE is on but the file has no rebate.rates') }),
    ]);
  });

  it('[issue 20] counts only rates above 0', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'demo').rebate = { rates: { RNG: 0 } }; });
    expect(findings(featureWithoutData, input)).toHaveLength(1);
  });

  it('[issue 20] refuses VIP on without levels, and WALLET on without an enabled deposit method', () => {
    const input = repoLintInput((i) => {
      const m = merchantIn(i, 'demo');
      delete m.vip;
      m.payments!.deposit!.methods = m.payments!.deposit!.methods!.map((method) => ({ ...method, enabled: false }));
    });
    const reasons = findings(featureWithoutData, input).map((f) => f.reason);
    expect(reasons).toEqual([expect.stringContaining('VIP is on'), expect.stringContaining('WALLET is on')]);
  });

  it('points at the child flag inside its parent', () => {
    const input = repoLintInput((i) => { delete merchantIn(i, 'demo').rebate; });
    const [finding] = findings(featureWithoutData, input);
    const path = finding!.pointer.split('/').slice(1, -1);
    let node: unknown = merchantIn(repoLintInput(), 'demo');
    for (const key of path) node = (node as Record<string, unknown>)[key];
    expect((node as { modId: string }).modId).toBe('REBATE');
  });

  it('passes a flag that is off, and the repository\'s merchants', () => {
    const input = repoLintInput((i) => {
      const m = merchantIn(i, 'demo');
      delete m.rebate;
      m.whitelabel.find((n) => n.modId === 'REBATE')!.enabled = false;
    });
    expect(findings(featureWithoutData, input)).toEqual([]);
    expect(findings(featureWithoutData, repoLintInput())).toEqual([]);
  });
});
