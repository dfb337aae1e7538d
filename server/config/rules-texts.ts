// Lint rules of the texts a merchant writes per language (every `localizedText` of the schema: titles, labels,
// banner alts, announcements, help articles, VIP level names, maintenance info). The site shows the visitor's
// language, else English, else any (src/lib/localized.ts): a gap is a warning naming what shows instead, a text
// with nothing in any offered language or English is an error.
import type { LintFinding, LintInput, LintRule } from './lint-types.js';
import { valuesOfDefinition } from './schema-walk.js';

type Text = Readonly<Record<string, string | undefined>>;

/** Texts whose page shows a bundled sentence, not another language, where the merchant's text is missing. */
const bundledFallback: Record<string, string> = { '/status/maintenanceInfo': 'the bundled maintenance sentence' };

/** What localizedText shows for a language missing from the text. */
function fallbackOf(text: Text): string | undefined {
  if (text.en?.trim()) return 'en';
  return Object.keys(text).find((k) => text[k]?.trim());
}

function textsOf(input: LintInput) {
  return input.merchants.flatMap(({ file, config }) =>
    valuesOfDefinition(config, 'localizedText').map(({ pointer, value }) => ({ file, pointer, text: value as Text, languages: config.languages })),
  );
}

const filled = (text: Text, lang: string) => (text[lang]?.trim() ?? '') !== '';

export const textLanguageMissing: LintRule = {
  id: 'text-language-missing',
  severity: 'warning',
  description: 'Every text written per language (title, label, alt, announcement, help article, level name) has an entry for each language the merchant offers; a missing one shows the English text (else another) instead.',
  fix: 'add the text in that language',
  check: (input) =>
    textsOf(input).flatMap(({ file, pointer, text, languages }): LintFinding[] => {
      const fallback = fallbackOf(text);
      if (!fallback) return [];
      const instead = bundledFallback[pointer] ?? `the ${fallback} text ("${text[fallback]!.slice(0, 40)}")`;
      return languages
        .filter((lang) => !filled(text, lang))
        .map((lang) => ({ file, pointer: `${pointer}/${lang}`, reason: `no ${lang} text: visitors reading ${lang} see ${instead} instead`, fix: `add "${lang}": "..." to this text` }));
    }),
};

export const textEmpty: LintRule = {
  id: 'text-empty',
  severity: 'error',
  description: 'A text written per language is not blank in every language: it would show as an empty title, label or alt.',
  fix: 'write the text for each language the merchant offers',
  check: (input) =>
    textsOf(input).flatMap(({ file, pointer, text, languages }): LintFinding[] =>
      fallbackOf(text) || bundledFallback[pointer] ? [] : [{ file, pointer, reason: 'the text is blank in every language, so it shows empty', fix: `write it in ${languages.join(', ')}` }],
    ),
};
