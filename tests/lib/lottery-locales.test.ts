// The lottery lobby's texts (locales/*/lottery.json): complete in km, en and zh, same placeholders, really
// translated, and every key the pages ask for present (bet types and error codes of the server included).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { betTypeRules } from '../../server/domain/lottery/rules';

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
const texts = Object.fromEntries(['km', 'en', 'zh'].map((l) => [l, flatten(JSON.parse(readFileSync(path.join(ROOT, 'locales', l, 'lottery.json'), 'utf8')) as Tree)]));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('lottery lobby texts', () => {
  it('[P9-7] lottery.json has the same keys and placeholders in km, en and zh, none empty', () => {
    const keys = [...texts.en!.keys()].sort();
    for (const l of ['km', 'zh']) {
      expect([...texts[l]!.keys()].sort()).toEqual(keys);
      for (const [key, value] of texts[l]!) {
        expect(value.trim(), `${l}:${key}`).not.toBe('');
        expect(placeholders(value), `${l}:${key}`).toEqual(placeholders(texts.en!.get(key)!));
      }
    }
  });

  it('[P1-1] lottery.json is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const key of texts.en!.keys()) {
      expect(texts.km!.get(key), key).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh!.get(key), key).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('[P9-7] has every key the pages use, every bet type of the server and every refusal of the bet call', () => {
    const dir = path.join(ROOT, 'src/features/lottery');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') || f.endsWith('.tsx'));
    const source = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    const used = new Set([...source.matchAll(/\bt\('([a-zA-Z_.]+)'/g)].map((m) => m[1]!).filter((k) => !k.endsWith('.') && !k.includes(':')));
    for (const rule of betTypeRules) used.add(`betTypes.${rule.betType}.name`).add(`betTypes.${rule.betType}.rule`);
    for (const pick of ['big', 'small']) used.add(`picks.${pick}`);
    for (const mode of ['LOTT', 'ELOTT', 'SEA']) used.add(`prizeMode.${mode}`);
    for (const page of ['lottery', 'seaLottery', 'vnLottery']) used.add(`pageTitle.${page}`);
    for (const f of ['all', 'open', 'won', 'lost']) used.add(`bets.filter_${f}`);
    for (const s of ['open', 'won', 'lost']) used.add(`bets.status_${s}`);
    for (const tab of ['all', 'recent']) used.add(`menu.${tab}`);
    for (const code of ['betting_closed', 'issue_not_open', 'insufficient_balance', 'in_need_true_account', 'betting_at_vendor', 'invalid_pick',
      'invalid_position', 'invalid_bet_type', 'invalid_amount', 'amount_below_minimum', 'amount_above_maximum', 'idempotency_key_reused', 'game_not_found']) {
      used.add(`errors.${code}`);
    }
    for (const key of used) expect(texts.en!.has(key), key).toBe(true);
  });
});
