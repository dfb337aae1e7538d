// The memberExtras texts (VIP, rebate, referral, profile): the same keys and placeholders in km, en and zh, really
// translated, and a message for every refusal code the server's routes answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaceTexts, placeholders } from '../../helpers/locale-texts';

const ROOT = path.resolve(__dirname, '../../..');
const texts = namespaceTexts('memberExtras');
/** Texts that are only a placeholder (an unknown game type shown by its code) have nothing to translate. */
const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').trim();

describe('memberExtras locale', () => {
  it('[P9-7][M2-16][M2-15][M2-12][M2-17] km, en and zh hold the same keys and placeholders, none empty', () => {
    expect([...texts.km.keys()].sort()).toEqual([...texts.en.keys()].sort());
    expect([...texts.zh.keys()].sort()).toEqual([...texts.en.keys()].sort());
    for (const [key, english] of texts.en) {
      for (const language of ['km', 'zh'] as const) {
        const text = texts[language].get(key) ?? '';
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('[P1-1] is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const [key, text] of texts.km) if (words(text) !== '') expect(text, key).toMatch(/[\u1780-\u17FF]/);
    for (const [key, text] of texts.zh) if (words(text) !== '') expect(text, key).toMatch(/[\u4E00-\u9FFF]/);
  });

  it('[M2-15][M2-16][M2-17] has a message for every refusal the VIP, rebate, referral and profile routes answer', () => {
    const sources = ['vip/index.ts', 'rebate/index.ts', 'referral/index.ts', 'profile/index.ts'].map((f) => readFileSync(path.join(ROOT, 'server/routes', f), 'utf8'));
    const domain = readFileSync(path.join(ROOT, 'server/domain/profile/rules.ts'), 'utf8');
    const codes = new Set([...sources, domain].flatMap((s) => [...s.matchAll(/(?:refuse\(reply, \d+, |code: )'([a-z_]+)'/g)].map((m) => m[1]!)));
    codes.delete('not_logged_in'); // common:errors has it
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) expect(texts.en.has(`errors.${code}`), code).toBe(true);
  });
});
