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
