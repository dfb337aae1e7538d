// The payments block's lint rule on in-memory copies of the repository's merchants.
import { describe, expect, it } from 'vitest';
import { paymentLimitsOrdered, withdrawalBankCodesUnique } from '../../server/config/rules-payments.js';
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

describe('payment-limits-ordered', () => {
  it('[M2-5][M3-16] reports a deposit method or a withdrawal whose min is above its max, and a withdrawal max above the daily total', () => {
    const input = repoLintInput((i) => {
      const payments = merchantIn(i, 'demo').payments!;
      payments.deposit!.methods[1]!.min = payments.deposit!.methods[1]!.max + 1;
      payments.withdrawal!.min = payments.withdrawal!.max + 1;
      payments.withdrawal!.dailyAmount = payments.withdrawal!.max - 1;
    });
    expect(findings(paymentLimitsOrdered, input).map((f) => f.pointer)).toEqual(['/payments/deposit/methods/1/min', '/payments/withdrawal/min', '/payments/withdrawal/max']);
  });
  it('[M2-5][M3-16] passes the repository merchants', () => {
    expect(findings(paymentLimitsOrdered, repoLintInput())).toEqual([]);
  });
});
