// The payments block's lint rule on in-memory copies of the repository's merchants.
import { describe, expect, it } from 'vitest';
import { withdrawalBankCodesUnique } from '../../server/config/rules-payments.js';
import { findings, merchantIn, repoLintInput } from './config-fixtures.js';

describe('withdrawal-bank-codes-unique', () => {
  it('[M2-5] reports a withdrawal bank whose code an earlier bank has', () => {
    const input = repoLintInput((i) => {
      merchantIn(i, 'lotto').payments!.withdrawal!.banks!.push({ code: 'BIDV', name: 'BIDV again' });
    });
    expect(findings(withdrawalBankCodesUnique, input)).toEqual([expect.objectContaining({ pointer: '/payments/withdrawal/banks/6/code' })]);
  });
  it('[M2-5] passes the repository merchants', () => {
    expect(findings(withdrawalBankCodesUnique, repoLintInput())).toEqual([]);
  });
});
