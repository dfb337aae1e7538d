// The game page's texts (locales/*/game.json): complete in km, en and zh, same placeholders, really translated, and
// every key the page and its script ask for present.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dicePicks } from '../../server/domain/game/dice';
import { slotSymbols } from '../../server/domain/game/slot';

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
const texts = Object.fromEntries(['km', 'en', 'zh'].map((l) => [l, flatten(JSON.parse(readFileSync(path.join(ROOT, 'locales', l, 'game.json'), 'utf8')) as Tree)]));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('game page texts', () => {
  it('[P9-7] game.json has the same keys and placeholders in km, en and zh, none empty', () => {
    const keys = [...texts.en!.keys()].sort();
    for (const l of ['km', 'zh']) {
      expect([...texts[l]!.keys()].sort()).toEqual(keys);
      for (const [key, value] of texts[l]!) {
        expect(value.trim(), `${l}:${key}`).not.toBe('');
        expect(placeholders(value), `${l}:${key}`).toEqual(placeholders(texts.en!.get(key)!));
      }
    }
  });

  it('[P1-1] game.json is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const key of texts.en!.keys()) {
      expect(texts.km!.get(key), key).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh!.get(key), key).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('[P9-7] has every key the page and its script use', () => {
    const dir = path.join(ROOT, 'server/providers/game/livery');
    const sources = [...readdirSync(dir).filter((f) => f.endsWith('.ts')), ...readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`)]
      .map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    const used = new Set([...sources.matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!).filter((k) => !k.endsWith('.'))
      // The mini games' texts are in minis.json (tests/lib/minis-locales.test.ts).
      .filter((k) => !k.startsWith('minis.')));
    for (const symbol of slotSymbols) used.add(`symbols.${symbol}`);
    for (const pick of dicePicks) used.add(`dice.picks.${pick}`).add(`dice.conditions.${pick}`);
    // Keys the pages name in data attributes or as a part's title.
    for (const key of ['title', 'spin', 'spinning', 'dice.title', 'dice.roll', 'dice.rolling']) used.add(key);
    expect(used.size).toBeGreaterThan(50);
    for (const code of ['invalid_game_token', 'insufficient_balance', 'invalid_bet_amount', 'invalid_client_seed', 'round_open', 'invalid_pick', 'network', 'failed']) used.add(`errors.${code}`);
    for (const key of used) expect(texts.en!.has(key), key).toBe(true);
  });
});
