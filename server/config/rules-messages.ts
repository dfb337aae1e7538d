// Lint rule: every pattern a registration field checks has its error message in each language the merchant offers.
// The key is the one the registration form looks up (the engine's patternMessage), so the rule and the form agree.
import { MAX_FIELD_LENGTH, patternMessage } from '../../src/engine/register-schema.js';
import type { LintFinding, LintRule } from './lint-types.js';

type FieldRule = { enabled: boolean; minLength?: number; maxLength?: number; acceptedPattern?: string; patternId?: string };

/** The validation key a field's pattern failure shows, or null when the field never shows a pattern message. */
export function patternMessageKey(rule: FieldRule): string | null {
  // The form checks a pattern only for a shown field with a real pattern ('*' matches anything).
  if (!rule.enabled || !rule.patternId || !rule.acceptedPattern || rule.acceptedPattern === '*') return null;
  return patternMessage(rule.patternId, rule.minLength ?? 1, rule.maxLength ?? MAX_FIELD_LENGTH).key;
}

export const patternMessageMissing: LintRule = {
  id: 'pattern-message-missing',
  severity: 'error',
  description:
    'Each shown registration field with a pattern has its patternId message (pattern.ID.range, or pattern.ID.exact when minLength equals maxLength) in locales/LANG/validation.json for every language the merchant offers.',
  fix: 'add the message to locales/LANG/validation.json, or choose a patternId that has one',
  check: ({ merchants, validationMessages }) => {
    // Before any validation namespace exists (a fresh checkout of the config alone) there is nothing to compare with.
    if (validationMessages.size === 0) return [];
    const out: LintFinding[] = [];
    for (const { file, config } of merchants) {
      const needed = Object.entries(config.registerFieldRules).flatMap(([field, rule]) => {
        const key = rule ? patternMessageKey(rule) : null;
        return rule && key ? [{ field, key, patternId: rule.patternId }] : [];
      });
      config.languages.forEach((lang, i) => {
        const keys = validationMessages.get(lang);
        if (!keys) {
          if (needed.length > 0) out.push({ file, pointer: `/languages/${i}`, reason: `locales/${lang}/validation.json does not exist, so no pattern message can show in ${lang}`, fix: `create locales/${lang}/validation.json with the pattern messages` });
          return;
        }
        for (const { field, key, patternId } of needed) {
          if (keys.has(key)) continue;
          out.push({
            file,
            pointer: `/registerFieldRules/${field}/patternId`,
            reason: `no message ${key} for patternId ${patternId} in locales/${lang}/validation.json`,
            fix: `add "${key}" to locales/${lang}/validation.json, or choose another patternId`,
          });
        }
      });
    }
    return out;
  },
};
