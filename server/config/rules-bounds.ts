// Lint rules for pairs that bound something: a lower bound above its upper bound leaves no valid value (a
// registration form that can never be submitted), and a rate above its limit pays more than the platform allows.
import { MAX_FIELD_LENGTH } from '../../src/engine/register-schema.js';
import { BASIS_POINTS } from '../domain/rebate/rules.js';
import type { LintFinding, LintRule } from './lint-types.js';

export const registerFieldLengthsOrdered: LintRule = {
  id: 'register-field-lengths-ordered',
  severity: 'error',
  description: `Each registration field rule has minLength not above maxLength, and maxLength at most ${MAX_FIELD_LENGTH} (what the form and the server accept); otherwise no value passes and the form can never be submitted.`,
  fix: 'lower minLength or raise maxLength',
  check: ({ merchants }) =>
    merchants.flatMap(({ file, config }) =>
      Object.entries(config.registerFieldRules).flatMap(([field, rule]): LintFinding[] => {
        if (!rule) return [];
        const out: LintFinding[] = [];
        const max = rule.maxLength ?? MAX_FIELD_LENGTH;
        if (rule.maxLength !== undefined && rule.maxLength > MAX_FIELD_LENGTH) {
          out.push({ file, pointer: `/registerFieldRules/${field}/maxLength`, reason: `${field} maxLength ${rule.maxLength} is above ${MAX_FIELD_LENGTH}, the longest value the server accepts`, fix: `set maxLength to ${MAX_FIELD_LENGTH} or less` });
        }
        if (rule.minLength !== undefined && rule.minLength > max) {
          out.push({ file, pointer: `/registerFieldRules/${field}/minLength`, reason: `${field} minLength ${rule.minLength} is above maxLength ${max}: no value can pass, so the registration form can never be submitted`, fix: `set minLength to ${max} or less, or raise maxLength` });
        }
        return out;
      }),
    ),
};

/** The highest rebate rate, base plus VIP bonus, the platform pays: 10 %, the schema's limit for each part. */
export const MAX_REBATE_BASIS_POINTS = 1_000;

export const rebateRateWithinLimit: LintRule = {
  id: 'rebate-rate-within-limit',
  severity: 'error',
  description: `A rebate rate plus the highest VIP rebate bonus stays within ${MAX_REBATE_BASIS_POINTS} basis points (${(MAX_REBATE_BASIS_POINTS / BASIS_POINTS) * 100} % of the valid bet).`,
  fix: 'lower the rate or the VIP levels\' rebateBonusBasisPoints',
  check: ({ merchants }) =>
    merchants.flatMap(({ file, config }) => {
      const levels = config.vip?.levels ?? [];
      const bonus = Math.max(0, ...levels.map((l) => l.rebateBonusBasisPoints ?? 0));
      const top = levels.findIndex((l) => (l.rebateBonusBasisPoints ?? 0) === bonus);
      return Object.entries(config.rebate?.rates ?? {}).flatMap(([category, rate]): LintFinding[] =>
        rate !== undefined && rate + bonus > MAX_REBATE_BASIS_POINTS
          ? [{ file, pointer: `/rebate/rates/${category}`, reason: `${category} rate ${rate} plus VIP level ${top}'s bonus ${bonus} is ${rate + bonus} basis points, above ${MAX_REBATE_BASIS_POINTS}`, fix: `set the ${category} rate to ${MAX_REBATE_BASIS_POINTS - bonus} or less, or lower the bonus` }]
          : [],
      );
    }),
};
