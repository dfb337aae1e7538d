// The preview console's texts (locales/LANG/preview.json): complete in km, en and zh, the same placeholders in each,
// really translated, and holding every key the console and explain mode ask for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultView } from '../../../src/features/preview/console-state.js';
import { EXPLAIN_KINDS, explainTag } from '../../../src/features/preview/explain.js';
import { PREVIEW_LOGIN_STATES, PREVIEW_PALETTES, PREVIEW_STATUSES, type PreviewMerchant } from '../../../src/engine/preview-view.js';
import { repoRoot } from '../../config/config-fixtures.js';

const LANGUAGES = ['km', 'en', 'zh'] as const;
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const texts = Object.fromEntries(
  LANGUAGES.map((l) => [l, flatten(JSON.parse(readFileSync(path.join(repoRoot, 'locales', l, 'preview.json'), 'utf8')) as Tree)]),
) as Record<(typeof LANGUAGES)[number], Map<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// Autonyms are the same in every language.
const SAME_EVERYWHERE = /^languages\./;

describe('locales/*/preview.json', () => {
  it('has the same keys in km, en and zh, none empty, with the same placeholders', () => {
    const keys = [...texts.en.keys()].sort();
    for (const language of LANGUAGES) {
      expect([...texts[language].keys()].sort()).toEqual(keys);
      for (const [key, value] of texts[language]) {
        expect(value.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(value), `${language}:${key}`).toEqual(placeholders(texts.en.get(key)!));
      }
    }
  });

  it('is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const key of texts.en.keys()) {
      if (SAME_EVERYWHERE.test(key)) continue;
      expect(texts.km.get(key), `km:${key}`).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh.get(key), `zh:${key}`).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('holds every option label and every sentence explain mode can produce', () => {
    const wanted = [
      ...PREVIEW_PALETTES.map((p) => `palette.${p}`),
      ...PREVIEW_STATUSES.map((s) => `status.${s}`),
      ...PREVIEW_LOGIN_STATES.map((s) => `loginState.${s}`),
    ];
    const merchant: PreviewMerchant = {
      code: 'demo', name: 'Demo', languages: ['en'], defaultLanguage: 'en', defaultPalette: 'dark', status: 'normal',
      theme: { code: 't', name: 'T', palettes: { dark: { primary: '#000' }, light: { primary: '#fff' } } },
      whitelabel: [{ modId: 'VIP', enabled: true }], registerFieldRules: { email: { enabled: true, required: false } }, vendors: { RNG: ['PG'] }, socialSignIn: [],
    };
    const view = defaultView(merchant);
    const ids: Record<(typeof EXPLAIN_KINDS)[number], string[]> = {
      flag: ['VIP', 'NOPE'], theme: ['primary', 'logo'], rule: ['email', 'line'], status: ['normal', 'maintenance', 'region'], vendors: ['RNG'], social: ['telegram'],
    };
    for (const kind of EXPLAIN_KINDS) {
      for (const id of ids[kind]) {
        for (const status of PREVIEW_STATUSES) {
          const e = explainTag({ kind, id }, merchant, { ...view, status, flags: { VIP: false } });
          wanted.push(e.key, ...Object.values(e.translated));
        }
      }
    }
    for (const key of new Set(wanted)) expect(texts.en.has(key), key).toBe(true);
  });
});
