import { describe, expect, it } from 'vitest';
import { languageStorageKey, pickInitialLanguage } from '../../src/engine/language';

const offered = ['km', 'en', 'zh'];

describe('pickInitialLanguage', () => {
  it('[P9-7] keeps the stored choice when the merchant offers it', () => {
    expect(pickInitialLanguage({ stored: 'en', deviceLanguages: ['zh-CN'], offered, defaultLanguage: 'km' })).toBe('en');
  });

  it('[P9-7] ignores a stored choice the merchant no longer offers and asks the device', () => {
    expect(pickInitialLanguage({ stored: 'th', deviceLanguages: ['zh-CN'], offered, defaultLanguage: 'km' })).toBe('zh');
  });

  it('[P9-7] picks the first device language whose base tag is offered (zh-CN -> zh, km-KH -> km)', () => {
    expect(pickInitialLanguage({ stored: null, deviceLanguages: ['fr-FR', 'zh-CN', 'en-US'], offered, defaultLanguage: 'km' })).toBe('zh');
    expect(pickInitialLanguage({ stored: null, deviceLanguages: ['km-KH'], offered, defaultLanguage: 'en' })).toBe('km');
    expect(pickInitialLanguage({ stored: undefined, deviceLanguages: ['EN_gb'], offered, defaultLanguage: 'km' })).toBe('en');
  });

  it('[P9-7] falls back to the merchant default (Khmer) when no device language is offered', () => {
    expect(pickInitialLanguage({ stored: null, deviceLanguages: ['fr-FR', 'de'], offered, defaultLanguage: 'km' })).toBe('km');
    expect(pickInitialLanguage({ stored: null, deviceLanguages: [], offered: ['en', 'zh'], defaultLanguage: 'zh' })).toBe('zh');
  });

  it('[P9-7] does not take a device language the merchant does not offer even when bundled elsewhere', () => {
    expect(pickInitialLanguage({ stored: null, deviceLanguages: ['km-KH', 'en'], offered: ['en', 'zh'], defaultLanguage: 'zh' })).toBe('en');
  });
});

describe('languageStorageKey', () => {
  it('[P9-7] stores the language under a key that includes the merchant code', () => {
    expect(languageStorageKey('demo')).toBe('language:demo');
    expect(languageStorageKey('demo')).not.toBe(languageStorageKey('lotto'));
  });
});
