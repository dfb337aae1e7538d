// The withdrawal, upline transfer and records texts: complete in km, en and zh, and every error key those routes
// answer has a text the client can show.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerErrorStatus } from '../../../server/domain/ledger/errors.js';
import { withdrawalErrorStatus } from '../../../server/domain/withdrawal/errors.js';

type Tree = { [key: string]: string | Tree };
const load = (language: string): Tree => JSON.parse(readFileSync(path.resolve(__dirname, '../../../locales', language, 'withdrawal.json'), 'utf8'));
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(full, v);
    else for (const [a, b] of flatten(v, full)) out.set(a, b);
  }
  return out;
}
const texts = { km: flatten(load('km')), en: flatten(load('en')), zh: flatten(load('zh')) };
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Keys the withdrawal, upline and records routes answer: their own and the money keys they share. */
const answered = [
  ...Object.keys(withdrawalErrorStatus).filter((k) => !(k in ledgerErrorStatus)),
  'amount_below_minimum', 'amount_above_maximum', 'invalid_amount', 'insufficient_balance', 'idempotency_key_reused',
  'invalid_idempotency_key', 'same_wallet', 'bad_request', 'withdrawal_not_pending',
];

describe('locales/*/withdrawal.json', () => {
  it('[P9-7] has the same keys and placeholders in km, en and zh, none empty, really translated', () => {
    const keys = [...texts.en.keys()].sort();
    for (const language of ['km', 'zh'] as const) expect([...texts[language].keys()].sort()).toEqual(keys);
    for (const [key, english] of texts.en) {
      expect(english.trim()).not.toBe('');
      expect(texts.km.get(key), key).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh.get(key), key).toMatch(/[\u4E00-\u9FFF]/);
      expect(placeholders(texts.km.get(key) ?? '')).toEqual(placeholders(english));
      expect(placeholders(texts.zh.get(key) ?? '')).toEqual(placeholders(english));
    }
  });

  it('[M8-10] has a text for every error key the withdrawal, upline and records routes answer', () => {
    for (const code of answered) expect(texts.en.has(`errors.${code}`), code).toBe(true);
  });
});
