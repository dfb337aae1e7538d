// The wallet and member-centre texts: the same keys and placeholders in km, en and zh, really translated, and every
// error code of the money API (docs/money.md) with a text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
type Tree = { [key: string]: string | Tree };
const load = (language: string, namespace: string): Tree => JSON.parse(readFileSync(path.join(root, 'locales', language, `${namespace}.json`), 'utf8'));
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(['wallet', 'member-centre'])('%s texts', (namespace) => {
  const en = flatten(load('en', namespace));
  it.each(['km', 'zh'])('[P1-1] %s has every key and placeholder of English, translated', (language) => {
    const other = flatten(load(language, namespace));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) expect(placeholders(other.get(key) ?? ''), `${language} ${key}`).toEqual(placeholders(text));
    const script = language === 'km' ? /[\u1780-\u17FF]/ : /[\u4E00-\u9FFF]/;
    const translated = [...other.values()].filter((text) => script.test(text));
    expect(translated.length / other.size).toBeGreaterThan(0.9);
  });
});

describe('money error codes', () => {
  it('[M8-10][P2.5-1] every error key of docs/money.md has a text in every language', () => {
    const doc = readFileSync(path.join(root, 'docs', 'money.md'), 'utf8');
    const table = doc.slice(doc.indexOf('## Error keys'));
    const codes = [...table.matchAll(/^\| `([a-z_]+)`(?:, `([a-z_]+)`)? \|/gm)].flatMap((m) => [m[1], m[2]]).filter((c): c is string => !!c);
    expect(codes).toContain('insufficient_balance');
    for (const language of ['en', 'km', 'zh']) {
      const errors = load(language, 'wallet').errors as Record<string, string>;
      for (const code of codes) expect(errors[code], `${language} errors.${code}`).toBeTruthy();
    }
  });
});
