// Which of a merchant's languages a caller reads, and which one a message to a member takes (issue 16 point 5).
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, recipientLanguage, visitorLanguage } from '../../server/domain/visitor-language.js';

describe('acceptedLanguages', () => {
  it('ranks by q, keeps the header order among equals and drops q=0 and malformed parts', () => {
    expect(acceptedLanguages('en-US,en;q=0.9,km;q=0.95,fr;q=0,zh-TW')).toEqual(['en-US', 'zh-TW', 'km', 'en']);
    expect(acceptedLanguages('  ;q=1, <script>, th ; q=0.5')).toEqual(['th']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('visitorLanguage', () => {
  const offered = ['km', 'en', 'zh', 'zh-TW', 'pt-BR'];
  it('takes the first tag the merchant offers, exactly or by its primary subtag', () => {
    expect(visitorLanguage('zh-TW', offered, 'km')).toBe('zh-TW');
    expect(visitorLanguage('zh-CN,en;q=0.5', offered, 'km')).toBe('zh');
    expect(visitorLanguage('pt', offered, 'km')).toBe('pt-BR');
    expect(visitorLanguage('de-DE,en;q=0.8', offered, 'km')).toBe('en');
  });
  it("falls back to the merchant's default without a header or a match", () => {
    expect(visitorLanguage(undefined, offered, 'km')).toBe('km');
    expect(visitorLanguage('de,fr', offered, 'km')).toBe('km');
  });
});

describe('recipientLanguage', () => {
  it("prefers the member's saved language while the merchant still offers it", () => {
    expect(recipientLanguage('en', ['km', 'en'], 'km')).toBe('en');
    expect(recipientLanguage('th', ['km', 'en'], 'km')).toBe('km');
    expect(recipientLanguage(null, ['km', 'en'], 'en')).toBe('en');
  });
});
