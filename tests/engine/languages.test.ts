// The language registry (issue 16): 40 languages with their own names, direction, script and Intl locale; the
// merchant schema accepts exactly the bundled ones; money keeps Latin digits; plural forms come from Intl.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishNameOf, LANGUAGE_NAMES, nativeNameOf } from '../../src/engine/language-names';
import { directionOf, intlLocaleOf, LANGUAGES, languageInfo, latinDigitsLocale, pluralSuffixes } from '../../src/engine/languages';
import { formatMoney } from '../../src/engine/money';

const ROOT = path.resolve(__dirname, '../..');
const SUGGESTED = 'km zh zh-TW en th vi id ms lo my fil ja ko hi bn ne si ta te ur ar fa he tr ru uk kk uz mn pt-BR es fr de it nl pl ro el cs hu sv'.split(' ');
const namespaces = readdirSync(path.join(ROOT, 'locales', 'en')).filter((f) => f.endsWith('.json'));
const bundled = readdirSync(path.join(ROOT, 'locales')).filter((code) => {
  const files = new Set(readdirSync(path.join(ROOT, 'locales', code)));
  return namespaces.every((ns) => files.has(ns));
});

describe('language registry', () => {
  it('[P9-7] knows the 40 suggested languages, each once, with its own name, English name, script and a locale Intl accepts', () => {
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual([...SUGGESTED].sort());
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUGGESTED].sort());
    for (const language of LANGUAGES) {
      expect(nativeNameOf(language.code).trim(), language.code).not.toBe('');
      expect(englishNameOf(language.code), language.code).toMatch(/^[A-Z]/);
      expect(language.script, language.code).toMatch(/^[A-Z][a-z]{3}$/);
      expect(Intl.getCanonicalLocales(language.intlLocale), language.code).toHaveLength(1);
    }
  });

  it('[P9-7] each bundled language names itself in its own texts as the selector\'s list names it', () => {
    for (const code of bundled) {
      const common = JSON.parse(readFileSync(path.join(ROOT, 'locales', code, 'common.json'), 'utf8')) as { language: { name: string } };
      expect(common.language.name, code).toBe(nativeNameOf(code));
    }
  });

  it('[P9-7] writes Arabic, Persian, Hebrew and Urdu right to left, every other language left to right', () => {
    expect(LANGUAGES.filter((l) => l.direction === 'rtl').map((l) => l.code).sort()).toEqual(['ar', 'fa', 'he', 'ur']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('km')).toBe('ltr');
    expect(directionOf('xx')).toBe('ltr');
  });

  it('[P9-7] finds a code case-blind and answers something usable for an unknown one', () => {
    expect(nativeNameOf('zh-tw')).toBe('繁體中文');
    expect(languageInfo('pt_BR')?.code).toBe('pt-BR');
    expect(nativeNameOf('ar')).toBe('العربية');
    expect(englishNameOf('vi')).toBe('Vietnamese');
    expect(nativeNameOf('xx')).toBe('xx');
    expect(intlLocaleOf('km')).toBe('km-KH');
    expect(intlLocaleOf('xx')).toBe('xx');
  });

  it('[P9-7] has every language with a locales/ folder, and the merchant schema accepts exactly the bundled ones', () => {
    const folders = readdirSync(path.join(ROOT, 'locales'));
    for (const code of folders) expect(languageInfo(code)?.code, code).toBe(code);
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'merchant.schema.json'), 'utf8'));
    expect([...schema.properties.languages.items.enum].sort()).toEqual([...bundled].sort());
    expect([...schema.properties.defaultLanguage.enum].sort()).toEqual([...bundled].sort());
    // A text written per language (titles, announcements...) may be written in every bundled language.
    expect([...schema.$defs.localizedText.propertyNames.enum].sort()).toEqual([...bundled].sort());
    expect(bundled).toEqual(expect.arrayContaining(['km', 'en', 'zh', 'ar', 'vi', 'th', 'id', 'zh-TW', 'ms', 'fil', 'ja', 'pt-BR', 'hi', 'my', 'lo', 'ko', 'es', 'ru', 'tr', 'fr', 'de', 'it', 'fa', 'he', 'nl', 'ne', 'uk', 'cs', 'ur', 'ro', 'sv', 'pl', 'hu', 'el', 'kk', 'bn', 'uz', 'si', 'ta', 'mn', 'te']));
  });

  it('[P9-7] asks i18next for the plural forms of each language: six in Arabic, one in Khmer and Chinese, two in English', () => {
    expect(pluralSuffixes('ar')).toEqual(['_zero', '_one', '_two', '_few', '_many', '_other']);
    expect(pluralSuffixes('km')).toEqual(['_other']);
    expect(pluralSuffixes('zh')).toEqual(['_other']);
    expect(pluralSuffixes('vi')).toEqual(['_other']);
    expect(pluralSuffixes('en')).toEqual(['_one', '_other']);
    expect(pluralSuffixes('pl')).toEqual(['_one', '_few', '_many', '_other']);
    // Russian: 1, 21 участник; 2-4 участника; 5-20, 0 участников; fractions _other.
    expect(pluralSuffixes('ru')).toEqual(['_one', '_few', '_many', '_other']);
  });
});

describe('money in every language', () => {
  const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
  const VND = { code: 'VND', symbol: '₫', minorUnits: 0 };

  it('[P3-3] always shows Latin digits, also where the language has its own (Arabic, Persian, Burmese, Nepali)', () => {
    for (const { code } of LANGUAGES) {
      const text = formatMoney(123456789, USD, { locale: code });
      expect(text.replace(/[^\p{Nd}]/gu, ''), code).toBe('123456789');
    }
    expect(formatMoney(123456789, USD, { locale: 'ar' })).toBe('$1,234,567.89');
    expect(formatMoney(1500000, VND, { locale: 'vi' })).toBe('₫1.500.000');
  });

  it('[P3-3] adds Latin digits to any locale', () => {
    expect(latinDigitsLocale('fa-IR')).toBe('fa-IR-u-nu-latn');
    expect(latinDigitsLocale('ar')).toBe('ar-u-nu-latn');
  });
});
