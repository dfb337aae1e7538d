import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/features/auth/utils/translate-error';

const auth = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/auth.json`, 'utf8')) as Record<string, unknown>;

async function translator(lang: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { auth: auth(lang) } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('the wait after failed logins', () => {
  it('[P4.3-2] says the seconds of a short wait and the minutes of a long one, in every bundled language', async () => {
    const en = await translator('en');
    expect(errorText(en, { code: 'too_many_attempts', retryAfterSeconds: 8 })).toBe('Too many failed attempts. Please wait 8 s and try again.');
    expect(errorText(en, { code: 'too_many_attempts', retryAfterSeconds: 0.2 })).toBe('Too many failed attempts. Please wait 1 s and try again.');
    expect(errorText(en, { code: 'too_many_attempts', retryAfterSeconds: 840 })).toBe('Too many failed attempts. Please try again in 14 minutes.');
    for (const lang of ['km', 'zh']) {
      const t = await translator(lang);
      expect(errorText(t, { code: 'too_many_attempts', retryAfterSeconds: 8 }), lang).toContain('8');
      expect(errorText(t, { code: 'too_many_attempts', retryAfterSeconds: 8 }), lang).not.toMatch(/\{\{|too_many/);
    }
  });
});
