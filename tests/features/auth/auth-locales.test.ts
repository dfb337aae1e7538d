// The auth namespace is complete in every bundled language and names every error code of docs/api-accounts.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const load = (language: string) =>
  JSON.parse(readFileSync(path.join(root, 'locales', language, 'auth.json'), 'utf8')) as Record<string, unknown>;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe('auth locales', () => {
  const en = load('en');

  it.each(['km', 'zh'])('[P1-1][P9-7] %s has exactly the keys and placeholders of en', (language) => {
    const other = load(language);
    expect(keys(other).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) {
      const get = (tree: Record<string, unknown>) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
      expect(placeholders(get(other)), `${language} ${key}`).toEqual(placeholders(get(en)));
    }
  });

  it('[P9-7] is written in Khmer and Chinese script, not copied English', () => {
    const khmer = leaves(load('km')).filter((text) => /[\u1780-\u17FF]/.test(text));
    const chinese = leaves(load('zh')).filter((text) => /[\u4E00-\u9FFF]/.test(text));
    expect(khmer.length / leaves(load('km')).length).toBeGreaterThan(0.9);
    expect(chinese.length / leaves(load('zh')).length).toBeGreaterThan(0.9);
  });

  it('[P8-1][P8-2][P8-3][P8-4][P8-5][P8-18][P8-20] translates every error code of the accounts contract', () => {
    const contract = readFileSync(path.join(root, 'docs', 'api-accounts.md'), 'utf8');
    const codes = new Set(
      [...contract.matchAll(/\b[1-5]\d\d ([a-z]+_[a-z0-9_]+)\b|code: ([a-z]+_[a-z0-9_]+)/g)].map((match) => match[1] ?? match[2]),
    );
    for (const extra of ['in_been_out', 'in_need_true_account', 'complete_verification_first', 'not_logged_in']) codes.add(extra);
    const errors = en.errors as Record<string, string>;
    for (const language of ['en', 'km', 'zh']) {
      const translated = load(language).errors as Record<string, string>;
      for (const code of codes) expect(translated[code ?? ''], `${language} errors.${code}`).toBeTruthy();
    }
    expect(Object.keys(errors).length).toBeGreaterThanOrEqual(codes.size);
  });
});
