import { describe, expect, it } from 'vitest';
import { fontsFor } from '../../src/lib/fonts';

describe('fonts of a visit', () => {
  const inter = { body: 'inter', heading: 'inter' };

  it('[P9-7] loads the Khmer faces for Khmer and the Chinese faces for Chinese, the Thai ones for Thai, TC for zh-TW, JP for Japanese, Devanagari for Hindi, nothing more for Latin languages', () => {
    expect(fontsFor('km', inter)).toEqual(['noto-sans-khmer']);
    expect(fontsFor('zh', inter)).toEqual(['noto-sans-sc']);
    expect(fontsFor('th', inter)).toEqual(['noto-sans-thai']);
    // Traditional Chinese and Japanese have their own Han faces (glyph shapes differ from Simplified).
    expect(fontsFor('zh-TW', inter)).toEqual(['noto-sans-tc']);
    expect(fontsFor('ja', inter)).toEqual(['noto-sans-jp']);
    // Hindi: the Devanagari faces (no system font to rely on for it on many desktops).
    expect(fontsFor('hi', inter)).toEqual(['noto-sans-devanagari']);
    expect(fontsFor('en', inter)).toEqual([]);
    // No bundled Arabic font: the system's.
    expect(fontsFor('ar', inter)).toEqual([]);
  });

  it('[P9-7] loads a font the theme uses whatever the language, once', () => {
    expect(fontsFor('en', { body: 'noto-sans-sc', heading: 'noto-sans-sc' })).toEqual(['noto-sans-sc']);
    expect(fontsFor('km', { body: 'noto-sans-sc', heading: 'inter' })).toEqual(['noto-sans-sc', 'noto-sans-khmer']);
    expect(fontsFor('km', { body: 'system', heading: 'noto-sans-khmer' })).toEqual(['noto-sans-khmer']);
  });
});
