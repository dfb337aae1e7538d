// The mini games' texts (locales/*/minis.json): complete in km, en and zh, same placeholders, really translated,
// and every key their pages and scripts ask for present.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
};
const texts = Object.fromEntries(['km', 'en', 'zh'].map((l) => [l, flatten(JSON.parse(readFileSync(path.join(ROOT, 'locales', l, 'minis.json'), 'utf8')) as Tree)]));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('mini game texts', () => {
  it('[P9-7] minis.json has the same keys and placeholders in km, en and zh, none empty', () => {
    const keys = [...texts.en!.keys()].sort();
    for (const l of ['km', 'zh']) {
      expect([...texts[l]!.keys()].sort()).toEqual(keys);
      for (const [key, value] of texts[l]!) {
        expect(value.trim(), `${l}:${key}`).not.toBe('');
        expect(placeholders(value), `${l}:${key}`).toEqual(placeholders(texts.en!.get(key)!));
      }
    }
  });

  it('[P1-1] minis.json is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const key of texts.en!.keys()) {
      expect(texts.km!.get(key), key).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh!.get(key), key).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('has every minis.* and errors.* key the pages and scripts ask for', () => {
    const dirs = [path.join(ROOT, 'server/providers/game/livery/minis'), path.join(ROOT, 'server/providers/game/livery/assets')];
    const game = flatten(JSON.parse(readFileSync(path.join(ROOT, 'locales/en/game.json'), 'utf8')) as Tree);
    for (const dir of dirs) {
      for (const file of readdirSync(dir).filter((f) => /^(minis|mines|hilo|crash|plinko)/.test(f))) {
        const source = readFileSync(path.join(dir, file), 'utf8');
        for (const [, key, built] of source.matchAll(/t\('minis\.([\w.]+)'(\s*\+)?/g)) {
          // Keys built at run time ('minis.hilo.ranks.r' + n): check their prefix exists.
          if (built) expect([...texts.en!.keys()].some((k) => k.startsWith(key!)), `${file}: ${key}`).toBe(true);
          else expect(texts.en!.has(key!) || game.has(key!), `${file}: minis.${key}`).toBe(true);
        }
      }
    }
  });
});
