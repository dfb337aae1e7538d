// Lint rule of the payments block (docs/money.md): each withdrawal bank code once, since the server finds the bank a
// member binds by its code.
import type { LintFinding, LintInput, LintRule } from './lint-types.js';

export const withdrawalBankCodesUnique: LintRule = {
  id: 'withdrawal-bank-codes-unique',
  severity: 'error',
  description: 'Each bank of payments.withdrawal.banks has its own code.',
  fix: 'remove the repeated bank or give it its own code',
  check: (input: LintInput) =>
    input.merchants.flatMap(({ file, config }) => {
      const out: LintFinding[] = [];
      const seen = new Map<string, number>();
      (config.payments?.withdrawal?.banks ?? []).forEach((bank, i) => {
        const first = seen.get(bank.code);
        if (first === undefined) seen.set(bank.code, i);
        else out.push({ file, pointer: `/payments/withdrawal/banks/${i}/code`, reason: `bank code ${bank.code} is also bank ${first}'s`, fix: `remove bank ${i} or change its code` });
      });
      return out;
    }),
};

/**
 * Amount limits that leave room for an amount: a deposit method or the withdrawal whose min is above its max, or a
 * single withdrawal max above the daily total, would refuse every amount the page offers.
 */
export const paymentLimitsOrdered: LintRule = {
  id: 'payment-limits-ordered',
  severity: 'error',
  description: 'Each deposit method and the withdrawal have min not above max, and the withdrawal max is not above dailyAmount.',
  fix: 'lower min or raise max',
  check: (input: LintInput) =>
    input.merchants.flatMap(({ file, config }) => {
      const out: LintFinding[] = [];
      (config.payments?.deposit?.methods ?? []).forEach((method, i) => {
        if (method.min > method.max) out.push({ file, pointer: `/payments/deposit/methods/${i}/min`, reason: `deposit method ${method.id} has min ${method.min} above max ${method.max}`, fix: 'lower min or raise max' });
      });
      const w = config.payments?.withdrawal;
      if (w && w.min > w.max) out.push({ file, pointer: '/payments/withdrawal/min', reason: `withdrawal min ${w.min} is above max ${w.max}`, fix: 'lower min or raise max' });
      if (w?.dailyAmount !== undefined && w.max > w.dailyAmount) {
        out.push({ file, pointer: '/payments/withdrawal/max', reason: `withdrawal max ${w.max} is above dailyAmount ${w.dailyAmount}, so the largest withdrawal is never allowed`, fix: 'lower max to dailyAmount or raise dailyAmount' });
      }
      return out;
    }),
};
