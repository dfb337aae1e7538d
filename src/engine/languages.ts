// The registry of interface languages (issue 16, spec P9-7): every language the platform knows, with its own name,
// English name, writing direction, script and the Intl locale that formats its dates and numbers. A language is
// *bundled* when locales/<code>/ holds every namespace; only bundled languages can be offered by a merchant (the
// schema's enum of `languages`, kept equal to the bundled set by a test). Adding a language: docs/languages.md.

export type Direction = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** The code used in merchant.json, in locales/<code>/ and in the member's saved language. */
  code: string;
  /** The language's name in itself (an autonym), shown in the selector whatever the current language. */
  nativeName: string;
  englishName: string;
  direction: Direction;
  /** ISO 15924 script code: the font a page needs for the language. */
  script: string;
  /** The BCP 47 locale handed to Intl (dates, numbers, plural rules). */
  intlLocale: string;
}

const ltr = (code: string, nativeName: string, englishName: string, script: string, intlLocale = code): LanguageInfo => ({
  code,
  nativeName,
  englishName,
  direction: 'ltr',
  script,
  intlLocale,
});
const rtl = (code: string, nativeName: string, englishName: string, script: string, intlLocale = code): LanguageInfo => ({
  ...ltr(code, nativeName, englishName, script, intlLocale),
  direction: 'rtl',
});

/** The languages of issue 16, in the order a selector lists them when a merchant does not order them itself. */
export const LANGUAGES: readonly LanguageInfo[] = [
  ltr('km', 'ភាសាខ្មែរ', 'Khmer', 'Khmr', 'km-KH'),
  ltr('zh', '简体中文', 'Chinese (Simplified)', 'Hans', 'zh-CN'),
  ltr('zh-TW', '繁體中文', 'Chinese (Traditional)', 'Hant', 'zh-TW'),
  ltr('en', 'English', 'English', 'Latn', 'en'),
  // Gregorian years: th-TH alone writes Buddhist years (2569), which typed dates and the calendar grid (2026) would contradict.
  ltr('th', 'ไทย', 'Thai', 'Thai', 'th-TH-u-ca-gregory'),
  ltr('vi', 'Tiếng Việt', 'Vietnamese', 'Latn', 'vi-VN'),
  ltr('id', 'Bahasa Indonesia', 'Indonesian', 'Latn', 'id-ID'),
  ltr('ms', 'Bahasa Melayu', 'Malay', 'Latn', 'ms-MY'),
  ltr('lo', 'ລາວ', 'Lao', 'Laoo', 'lo-LA'),
  ltr('my', 'မြန်မာ', 'Burmese', 'Mymr', 'my-MM'),
  ltr('fil', 'Filipino', 'Filipino', 'Latn', 'fil-PH'),
  ltr('ja', '日本語', 'Japanese', 'Jpan', 'ja-JP'),
  ltr('ko', '한국어', 'Korean', 'Kore', 'ko-KR'),
  ltr('hi', 'हिन्दी', 'Hindi', 'Deva', 'hi-IN'),
  ltr('bn', 'বাংলা', 'Bengali', 'Beng', 'bn-BD'),
  ltr('ne', 'नेपाली', 'Nepali', 'Deva', 'ne-NP'),
  ltr('si', 'සිංහල', 'Sinhala', 'Sinh', 'si-LK'),
  ltr('ta', 'தமிழ்', 'Tamil', 'Taml', 'ta-IN'),
  ltr('te', 'తెలుగు', 'Telugu', 'Telu', 'te-IN'),
  rtl('ur', 'اردو', 'Urdu', 'Arab', 'ur-PK'),
  rtl('ar', 'العربية', 'Arabic', 'Arab', 'ar'),
  // Gregorian, as Thai: fa-IR alone writes Solar Hijri dates (1405 for 2026), which typed dates and the calendar grid would contradict.
  rtl('fa', 'فارسی', 'Persian', 'Arab', 'fa-IR-u-ca-gregory'),
  rtl('he', 'עברית', 'Hebrew', 'Hebr', 'he-IL'),
  ltr('tr', 'Türkçe', 'Turkish', 'Latn', 'tr-TR'),
  ltr('ru', 'Русский', 'Russian', 'Cyrl', 'ru-RU'),
  ltr('uk', 'Українська', 'Ukrainian', 'Cyrl', 'uk-UA'),
  ltr('kk', 'Қазақ тілі', 'Kazakh', 'Cyrl', 'kk-KZ'),
  ltr('uz', 'Oʻzbekcha', 'Uzbek', 'Latn', 'uz-UZ'),
  ltr('mn', 'Монгол', 'Mongolian', 'Cyrl', 'mn-MN'),
  ltr('pt-BR', 'Português (Brasil)', 'Portuguese (Brazil)', 'Latn', 'pt-BR'),
  ltr('es', 'Español', 'Spanish', 'Latn', 'es'),
  ltr('fr', 'Français', 'French', 'Latn', 'fr-FR'),
  ltr('de', 'Deutsch', 'German', 'Latn', 'de-DE'),
  ltr('it', 'Italiano', 'Italian', 'Latn', 'it-IT'),
  ltr('nl', 'Nederlands', 'Dutch', 'Latn', 'nl-NL'),
  ltr('pl', 'Polski', 'Polish', 'Latn', 'pl-PL'),
  ltr('ro', 'Română', 'Romanian', 'Latn', 'ro-RO'),
  ltr('el', 'Ελληνικά', 'Greek', 'Grek', 'el-GR'),
  ltr('cs', 'Čeština', 'Czech', 'Latn', 'cs-CZ'),
  ltr('hu', 'Magyar', 'Hungarian', 'Latn', 'hu-HU'),
  ltr('sv', 'Svenska', 'Swedish', 'Latn', 'sv-SE'),
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

/** The language's own name for the selector; the code itself for a language the registry does not know. */
export function nativeNameOf(code: string): string {
  return languageInfo(code)?.nativeName ?? code;
}

/** The language's English name, which the selector's search also matches; the code for an unknown language. */
export function englishNameOf(code: string): string {
  return languageInfo(code)?.englishName ?? code;
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
