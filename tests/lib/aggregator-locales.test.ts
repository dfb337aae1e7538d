// The demo aggregator's game texts (locales/*/aggregator.json): complete in km, en and zh, same placeholders,
// really translated, and a name for every pick and a rule text for every table the engine plays.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableKinds, tableRules, fixtureOf } from '../../server/domain/game/engines/table-engine';

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
const texts = Object.fromEntries(['km', 'en', 'zh'].map((l) => [l, flatten(JSON.parse(readFileSync(path.join(ROOT, 'locales', l, 'aggregator.json'), 'utf8')) as Tree)]));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('demo aggregator texts', () => {
  it('[P9-7] aggregator.json has the same keys and placeholders in km, en and zh, none empty', () => {
    const keys = [...texts.en!.keys()].sort();
    for (const l of ['km', 'zh']) {
      expect([...texts[l]!.keys()].sort()).toEqual(keys);
      for (const [key, value] of texts[l]!) {
        expect(value.trim(), `${l}:${key}`).not.toBe('');
        expect(placeholders(value), `${l}:${key}`).toEqual(placeholders(texts.en!.get(key)!));
      }
    }
  });

  it('[P1-1] aggregator.json is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const key of texts.en!.keys()) {
      expect(texts.km!.get(key), key).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh!.get(key), key).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('names every pick and explains every table', () => {
    for (const kind of tableKinds) {
      expect(texts.en!.get(`rules.${kind}`), kind).toBeDefined();
      expect(texts.en!.get(`results.${kind}`), kind).toBeDefined();
      for (const { pick } of tableRules[kind].picks(fixtureOf(kind, 'x', 0))) expect(texts.en!.get(`picks.${pick}`), pick).toBeDefined();
    }
  });
});
