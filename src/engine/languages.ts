// The registry of interface languages (issue 16, spec P9-7): every language the platform knows, with its writing
// direction, script and the Intl locale that formats its dates and numbers (their names: language-names.ts). A language is
// *bundled* when locales/<code>/ holds every namespace; only bundled languages can be offered by a merchant (the
// schema's enum of `languages`, kept equal to the bundled set by a test). Adding a language: docs/languages.md.

export type Direction = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** The code used in merchant.json, in locales/<code>/ and in the member's saved language. */
  code: string;
  direction: Direction;
  /** ISO 15924 script code: the font a page needs for the language. */
  script: string;
  /** The BCP 47 locale handed to Intl (dates, numbers, plural rules). */
  intlLocale: string;
}

const ltr = (code: string, script: string, intlLocale = code): LanguageInfo => ({ code, direction: 'ltr', script, intlLocale });
const rtl = (code: string, script: string, intlLocale = code): LanguageInfo => ({ code, direction: 'rtl', script, intlLocale });

/** The languages of issue 16, in the order a selector lists them when a merchant does not order them itself. */
export const LANGUAGES: readonly LanguageInfo[] = [
  ltr('km', 'Khmr', 'km-KH'),
  ltr('zh', 'Hans', 'zh-CN'),
  ltr('zh-TW', 'Hant', 'zh-TW'),
  ltr('en', 'Latn', 'en'),
  // Gregorian years: th-TH alone writes Buddhist years (2569), which typed dates and the calendar grid (2026) would contradict.
  ltr('th', 'Thai', 'th-TH-u-ca-gregory'),
  ltr('vi', 'Latn', 'vi-VN'),
  ltr('id', 'Latn', 'id-ID'),
  ltr('ms', 'Latn', 'ms-MY'),
  ltr('lo', 'Laoo', 'lo-LA'),
  ltr('my', 'Mymr', 'my-MM'),
  ltr('fil', 'Latn', 'fil-PH'),
  ltr('ja', 'Jpan', 'ja-JP'),
  ltr('ko', 'Kore', 'ko-KR'),
  ltr('hi', 'Deva', 'hi-IN'),
  ltr('bn', 'Beng', 'bn-BD'),
  ltr('ne', 'Deva', 'ne-NP'),
  ltr('si', 'Sinh', 'si-LK'),
  ltr('ta', 'Taml', 'ta-IN'),
  ltr('te', 'Telu', 'te-IN'),
  rtl('ur', 'Arab', 'ur-PK'),
  rtl('ar', 'Arab', 'ar'),
  // Gregorian, as Thai: fa-IR alone writes Solar Hijri dates (1405 for 2026), which typed dates and the calendar grid would contradict.
  rtl('fa', 'Arab', 'fa-IR-u-ca-gregory'),
  rtl('he', 'Hebr', 'he-IL'),
  ltr('tr', 'Latn', 'tr-TR'),
  ltr('ru', 'Cyrl', 'ru-RU'),
  ltr('uk', 'Cyrl', 'uk-UA'),
  ltr('kk', 'Cyrl', 'kk-KZ'),
  ltr('uz', 'Latn', 'uz-UZ'),
  ltr('mn', 'Cyrl', 'mn-MN'),
  ltr('pt-BR', 'Latn', 'pt-BR'),
  ltr('es', 'Latn', 'es'),
  ltr('fr', 'Latn', 'fr-FR'),
  ltr('de', 'Latn', 'de-DE'),
  ltr('it', 'Latn', 'it-IT'),
  ltr('nl', 'Latn', 'nl-NL'),
  ltr('pl', 'Latn', 'pl-PL'),
  ltr('ro', 'Latn', 'ro-RO'),
  ltr('el', 'Grek', 'el-GR'),
  ltr('cs', 'Latn', 'cs-CZ'),
  ltr('hu', 'Latn', 'hu-HU'),
  ltr('sv', 'Latn', 'sv-SE'),
];

const byCode = new Map(LANGUAGES.map((language) => [language.code.toLowerCase(), language]));

/** The registry entry of a code (case-blind: zh-tw finds zh-TW), or undefined for a code the platform does not know. */
export function languageInfo(code: string): LanguageInfo | undefined {
  return byCode.get(code.trim().toLowerCase().replace(/_/g, '-'));
}

/** The writing direction of a language; an unknown code is written left to right. */
export function directionOf(code: string): Direction {
  return languageInfo(code)?.direction ?? 'ltr';
}

/** The Intl locale of a language (km -> km-KH); an unknown code is handed to Intl as it is. */
export function intlLocaleOf(code: string): string {
  return languageInfo(code)?.intlLocale ?? code;
}

/** The locale with Latin digits whatever the language's own digits (ar, fa, ne, my...): money is always 0-9. */
export function latinDigitsLocale(locale: string): string {
  try {
    return new Intl.Locale(locale, { numberingSystem: 'latn' }).toString();
  } catch {
    return 'en';
  }
}

/**
 * The plural suffixes i18next asks for in a language (_zero is CLDR's "zero", Arabic has all six): the
 * categories of Intl.PluralRules, in CLDR order.
 */
export function pluralSuffixes(code: string): string[] {
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = new Intl.PluralRules(intlLocaleOf(code)).resolvedOptions().pluralCategories as string[];
  return order.filter((category) => categories.includes(category)).map((category) => `_${category}`);
}
