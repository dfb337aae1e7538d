// Lint rule: every pattern a registration field checks has its error message in each language the merchant offers.
import type { LintFinding, LintRule } from './lint-types.js';

/** Patterns that never fail need no message. */
const patternsWithoutMessage = new Set(['ANY']);

/** LETTER_FIRST, letterFirst and letter_first name the same pattern. */
function normalise(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toUpperCase();
}

/**
 * Whether a validation namespace holds a message for a patternId. The namespace is read as it is written: any dotted key
 * with a segment naming the pattern counts (pattern.LETTER_FIRST, patterns.letterFirst), and so do i18next variants
 * of it (pattern.DIGITS_exact for min equal to max).
 */
export function hasPatternMessage(keys: ReadonlySet<string>, patternId: string): boolean {
  const wanted = normalise(patternId);
  for (const key of keys) {
    for (const segment of key.split('.')) {
      const s = normalise(segment);
      if (s === wanted || s.startsWith(`${wanted}_`)) return true;
    }
  }
  return false;
}

export const patternMessageMissing: LintRule = {
  id: 'pattern-message-missing',
  severity: 'error',
  description:
    'Each enabled registration field rule\'s patternId has an error message in locales/LANG/validation.json for every language the merchant offers (the rule is quiet until some validation.json exists).',
  fix: 'add the message for the patternId to locales/LANG/validation.json, or choose a patternId that has one',
  check: ({ merchants, validationMessages }) => {
    if (validationMessages.size === 0) return [];
    const out: LintFinding[] = [];
    for (const { file, config } of merchants) {
      const rules = Object.entries(config.registerFieldRules).flatMap(([field, r]) =>
        r?.enabled && r.patternId && !patternsWithoutMessage.has(r.patternId) && r.acceptedPattern !== '*' ? [{ field, patternId: r.patternId }] : [],
      );
      config.languages.forEach((lang, i) => {
        const keys = validationMessages.get(lang);
        if (!keys) {
          if (rules.length > 0) out.push({ file, pointer: `/languages/${i}`, reason: `locales/${lang}/validation.json does not exist, so no pattern message can show in ${lang}`, fix: `create locales/${lang}/validation.json with the pattern messages` });
          return;
        }
        for (const { field, patternId } of rules) {
          if (!hasPatternMessage(keys, patternId)) {
            out.push({
              file,
              pointer: `/registerFieldRules/${field}/patternId`,
              reason: `no message for patternId ${patternId} in locales/${lang}/validation.json`,
              fix: `add a message for ${patternId} to locales/${lang}/validation.json, or choose another patternId`,
            });
          }
        }
      });
    }
    return out;
  },
};
