// The demo sportsbook's texts (locales/*/sportsbook.json): complete in km, en and zh with the same placeholders,
// really translated, and a name for every league and sport the schedule has.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leagues } from '../../server/domain/game/sportsbook/schedule';

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
const texts = Object.fromEntries(['km', 'en', 'zh'].map((l) => [l, flatten(JSON.parse(readFileSync(path.join(ROOT, 'locales', l, 'sportsbook.json'), 'utf8')) as Tree)]));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('sportsbook texts', () => {
  it('[P9-7] sportsbook.json has the same keys and placeholders in km, en and zh, none empty, really translated', () => {
    const keys = [...texts.en!.keys()].sort();
    for (const l of ['km', 'zh']) {
      expect([...texts[l]!.keys()].sort()).toEqual(keys);
      for (const [key, value] of texts[l]!) {
        expect(value.trim(), `${l}:${key}`).not.toBe('');
        expect(placeholders(value), `${l}:${key}`).toEqual(placeholders(texts.en!.get(key)!));
      }
    }
    for (const key of keys) {
      expect(texts.km!.get(key), key).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh!.get(key), key).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('[P9-7] names every league and sport of the schedule', () => {
    for (const league of leagues) {
      expect(texts.en!.has(`leagues.${league.id}`), league.id).toBe(true);
      expect(texts.en!.has(`sports.${league.sport.id}`), league.sport.id).toBe(true);
    }
  });
});
