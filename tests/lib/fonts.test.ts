import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontStack } from '../../src/engine/theme-tokens';
import { fontsFor } from '../../src/lib/fonts';
import { woff2CodePoints } from '../helpers/woff2-cmap';

describe('fonts of a visit', () => {
  const inter = { body: 'inter', heading: 'inter' };

  it('[P9-7] loads the Khmer faces for Khmer and the Chinese faces for Chinese, the Thai ones for Thai, TC for zh-TW, JP for Japanese, KR for Korean, Devanagari for Hindi, Myanmar for Burmese, Lao for Lao, Arabic for Arabic, Persian and Urdu, Hebrew for Hebrew, Sinhala for Sinhala, Telugu for Telugu, Bengali for Bengali, Tamil for Tamil, nothing more for Latin and Cyrillic languages', () => {
    expect(fontsFor('km', inter)).toEqual(['noto-sans-khmer']);
    expect(fontsFor('zh', inter)).toEqual(['noto-sans-sc']);
    expect(fontsFor('th', inter)).toEqual(['noto-sans-thai']);
    // Traditional Chinese and Japanese have their own Han faces (glyph shapes differ from Simplified).
    expect(fontsFor('zh-TW', inter)).toEqual(['noto-sans-tc']);
    expect(fontsFor('ja', inter)).toEqual(['noto-sans-jp']);
    expect(fontsFor('ko', inter)).toEqual(['noto-sans-kr']);
    // Hindi: the Devanagari faces (no system font to rely on for it on many desktops).
    expect(fontsFor('hi', inter)).toEqual(['noto-sans-devanagari']);
    expect(fontsFor('ne', inter)).toEqual(['noto-sans-devanagari']);
    // Burmese: the Myanmar faces (Unicode Myanmar, which few desktops draw well).
    expect(fontsFor('my', inter)).toEqual(['noto-sans-myanmar']);
    // Lao: the Lao faces (Thai fonts do not draw Lao letters).
    expect(fontsFor('lo', inter)).toEqual(['noto-sans-lao']);
    expect(fontsFor('en', inter)).toEqual([]);
    // Russian: Cyrillic is drawn by Inter itself (its cyrillic subset comes with the main stylesheet).
    expect(fontsFor('ru', inter)).toEqual([]);
    // Greek: drawn by Inter too (its greek subset, fetched when a page shows a Greek letter).
    expect(fontsFor('el', inter)).toEqual([]);
    // Uzbek: Latin drawn by Inter, its oʻ gʻ apostrophe (U+02BB) and the tutuq belgisi ʼ (U+02BC) from the latin subset.
    expect(fontsFor('uz', inter)).toEqual([]);
    // Kazakh: Cyrillic with ә ғ қ ң ө ү һ і in Inter's cyrillic and cyrillic-ext subsets (ұ is not in Inter).
    expect(fontsFor('kk', inter)).toEqual([]);
    // Mongolian: Cyrillic with ө ү (U+04E9, U+04AF) from Inter's cyrillic-ext subset.
    expect(fontsFor('mn', inter)).toEqual([]);
    // Arabic and Persian: the Arabic faces (Persian's پ چ ژ گ and its digits are in the same package's arabic subset).
    expect(fontsFor('ar', inter)).toEqual(['noto-sans-arabic']);
    expect(fontsFor('fa', inter)).toEqual(['noto-sans-arabic']);
    // Urdu: the same faces (ٹ ڈ ڑ ں ھ ہ ے are in U+0600-06FF, the arabic subset).
    expect(fontsFor('ur', inter)).toEqual(['noto-sans-arabic']);
    // Hebrew: the Hebrew faces.
    expect(fontsFor('he', inter)).toEqual(['noto-sans-hebrew']);
    // Sinhala: the Sinhala faces.
    expect(fontsFor('si', inter)).toEqual(['noto-sans-sinhala']);
    // Telugu: the Telugu faces.
    expect(fontsFor('te', inter)).toEqual(['noto-sans-telugu']);
    // Bengali: the Bengali faces.
    expect(fontsFor('bn', inter)).toEqual(['noto-sans-bengali']);
    // Tamil: the Tamil faces.
    expect(fontsFor('ta', inter)).toEqual(['noto-sans-tamil']);
  });

  it('[P9-7] loads a font the theme uses whatever the language, once', () => {
    expect(fontsFor('en', { body: 'noto-sans-sc', heading: 'noto-sans-sc' })).toEqual(['noto-sans-sc']);
    expect(fontsFor('km', { body: 'noto-sans-sc', heading: 'inter' })).toEqual(['noto-sans-sc', 'noto-sans-khmer']);
    expect(fontsFor('km', { body: 'system', heading: 'noto-sans-khmer' })).toEqual(['noto-sans-khmer']);
    // The display faces of Noir and Pitch, from their bundled packages (no remote fonts).
    expect(fontsFor('en', { body: 'inter', heading: 'playfair-display' })).toEqual(['playfair-display']);
    expect(fontsFor('km', { body: 'inter', heading: 'oswald' })).toEqual(['oswald', 'noto-sans-khmer']);
    // Neon, Angkor and Clarity: Angkor's Khmer serif draws Khmer headings itself, the sans face still draws Khmer text.
    expect(fontsFor('en', { body: 'inter', heading: 'orbitron' })).toEqual(['orbitron']);
    expect(fontsFor('km', { body: 'inter', heading: 'noto-serif-khmer' })).toEqual(['noto-serif-khmer', 'noto-sans-khmer']);
    expect(fontsFor('en', { body: 'space-grotesk', heading: 'space-grotesk' })).toEqual(['space-grotesk']);
  });

  it('has a face for every bundled font the theme schema offers, and a stack that starts with it', () => {
    const schema = JSON.parse(readFileSync(new URL('../../schemas/theme.schema.json', import.meta.url), 'utf8')) as { $defs: { fontFamily: { enum: string[] } } };
    const bundled = schema.$defs.fontFamily.enum.filter((font) => !font.startsWith('system') && font !== 'inter');
    expect(bundled).toEqual(expect.arrayContaining(['playfair-display', 'oswald', 'orbitron', 'noto-serif-khmer', 'space-grotesk']));
    for (const font of bundled) {
      expect(fontsFor('en', { body: font, heading: font })).toEqual([font]);
      expect(fontStack(font)).not.toBe(fontStack('system'));
    }
  });

  // Languages drawn by Inter alone: the subset a browser picks for a letter must have a glyph for it, or the letter
  // comes from whatever system font the device has. Where two faces of one family cover a letter, the browser takes the
  // one declared last (CSS Fonts 4, font matching): Kazakh's ұ Ұ (U+04B0-04B1) are in the ranges of Inter's cyrillic-ext
  // face and of its cyrillic face, declared after it, whose file has them (the cyrillic-ext file has not).
  describe.each([['el', ''], ['kk', ''], ['uz', ''], ['mn', '']])('%s is drawn by Inter', (language, lacking) => {
    const interCss = createRequire(import.meta.url).resolve('@fontsource-variable/inter/index.css');
    const faces = [...readFileSync(interCss, 'utf8').matchAll(/url\(\.\/files\/(inter-[\w-]+-wght-normal\.woff2)\)[^}]*unicode-range: ([^;]+);/g)].map(([, file, ranges]) => ({
      file: file!,
      ranges: ranges!.split(',').map((range) => range.trim().replace('U+', '').split('-').map((hex) => parseInt(hex, 16))),
    }));
    const letters = new Set<string>();
    for (const file of readdirSync(path.join('locales', language))) {
      for (const ch of readFileSync(path.join('locales', language, file), 'utf8')) if (/\p{L}/u.test(ch)) letters.add(ch);
    }

    it('[P9-7] every letter of its texts has a glyph in the Inter subset the browser picks for it', () => {
      expect(faces.length).toBeGreaterThan(5);
      const glyphs = new Map(faces.map(({ file }) => [file, woff2CodePoints(path.join(path.dirname(interCss), 'files', file))]));
      const undrawn = [...letters].filter((ch) => {
        const cp = ch.codePointAt(0)!;
        const face = faces.findLast(({ ranges }) => ranges.some(([from, to]) => cp >= from! && cp <= (to ?? from!)));
        return !face || !glyphs.get(face.file)!.has(cp);
      });
      expect(undrawn.sort().join('')).toBe(lacking);
    });
  });
});
