// Each language's name in itself (an autonym, shown in the selector whatever the current language) and its English name
// (which the selector's search also matches), for every language of the registry (languages.ts). A module of its own:
// only the selector's list and the preview console need them, and 41 pairs of names in a dozen scripts were about
// 0.9 kB gzip of the entry. The selector's button shows the current language's name from its own texts
// (common.json language.name, equal to the name here: tests/engine/languages.test.ts).
import { languageInfo } from './languages';

export const LANGUAGE_NAMES: Readonly<Record<string, readonly [nativeName: string, englishName: string]>> = {
  km: ['ភាសាខ្មែរ', 'Khmer'],
  zh: ['简体中文', 'Chinese (Simplified)'],
  'zh-TW': ['繁體中文', 'Chinese (Traditional)'],
  en: ['English', 'English'],
  th: ['ไทย', 'Thai'],
  vi: ['Tiếng Việt', 'Vietnamese'],
  id: ['Bahasa Indonesia', 'Indonesian'],
  ms: ['Bahasa Melayu', 'Malay'],
  lo: ['ລາວ', 'Lao'],
  my: ['မြန်မာ', 'Burmese'],
  fil: ['Filipino', 'Filipino'],
  ja: ['日本語', 'Japanese'],
  ko: ['한국어', 'Korean'],
  hi: ['हिन्दी', 'Hindi'],
  bn: ['বাংলা', 'Bengali'],
  ne: ['नेपाली', 'Nepali'],
  si: ['සිංහල', 'Sinhala'],
  ta: ['தமிழ்', 'Tamil'],
  te: ['తెలుగు', 'Telugu'],
  ur: ['اردو', 'Urdu'],
  ar: ['العربية', 'Arabic'],
  fa: ['فارسی', 'Persian'],
  he: ['עברית', 'Hebrew'],
  tr: ['Türkçe', 'Turkish'],
  ru: ['Русский', 'Russian'],
  uk: ['Українська', 'Ukrainian'],
  kk: ['Қазақ тілі', 'Kazakh'],
  uz: ['Oʻzbekcha', 'Uzbek'],
  mn: ['Монгол', 'Mongolian'],
  'pt-BR': ['Português (Brasil)', 'Portuguese (Brazil)'],
  es: ['Español', 'Spanish'],
  fr: ['Français', 'French'],
  de: ['Deutsch', 'German'],
  it: ['Italiano', 'Italian'],
  nl: ['Nederlands', 'Dutch'],
  pl: ['Polski', 'Polish'],
  ro: ['Română', 'Romanian'],
  el: ['Ελληνικά', 'Greek'],
  cs: ['Čeština', 'Czech'],
  hu: ['Magyar', 'Hungarian'],
  sv: ['Svenska', 'Swedish'],
};

const namesOf = (code: string) => LANGUAGE_NAMES[languageInfo(code)?.code ?? code];

/** The language's own name for the selector; the code itself for a language the registry does not know. */
export function nativeNameOf(code: string): string {
  return namesOf(code)?.[0] ?? code;
}

/** The language's English name, which the selector's search also matches; the code for an unknown language. */
export function englishNameOf(code: string): string {
  return namesOf(code)?.[1] ?? code;
}
