// Entries found by an id have distinct ids, and a messaging channel opens its messenger (issue 19.1).
import { describe, expect, it } from 'vitest';
import { customerServiceKindPath, idsUnique } from '../../server/config/rules-ids.js';
import { findings, merchantIn, repoLintInput } from './config-fixtures.js';

describe('ids-unique', () => {
  it('[issue 19] refuses two resources with one id, pointing at the second', () => {
    const input = repoLintInput((i) => {
      const m = merchantIn(i, 'demo');
      m.resources = [...m.resources!, { ...m.resources![0]!, url: '/down#other' }];
    });
    expect(findings(idsUnique, input)).toEqual([expect.objectContaining({ file: 'merchants/demo/merchant.json', pointer: `/resources/${merchantIn(input, 'demo').resources!.length - 1}/id` })]);
  });
  it('[issue 19] refuses two customer-service channels at one csPosition', () => {
    const input = repoLintInput((i) => {
      const cs = merchantIn(i, 'demo').customerService;
      cs.push({ ...cs[0]!, path: '/help' });
    });
    expect(findings(idsUnique, input).map((f) => f.pointer)).toEqual([`/customerService/${merchantIn(input, 'demo').customerService.length - 1}/csPosition`]);
  });
  it('passes the repository\'s merchants', () => {
    expect(findings(idsUnique, repoLintInput())).toEqual([]);
  });
});

describe('customer-service-kind-path', () => {
  it('[issue 19] warns about a TELEGRAM channel that opens something else', () => {
    const input = repoLintInput((i) => {
      const cs = merchantIn(i, 'demo').customerService.find((c) => c.csType === 'TELEGRAM')!;
      cs.path = 'https://example.com/chat';
    });
    expect(findings(customerServiceKindPath, input)).toEqual([expect.objectContaining({ pointer: expect.stringMatching(/^\/customerService\/\d+\/path$/), fix: expect.stringContaining('t.me') })]);
  });
  it('passes the repository\'s merchants', () => {
    expect(findings(customerServiceKindPath, repoLintInput())).toEqual([]);
  });
});
