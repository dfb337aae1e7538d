// The promotions and points texts: the same keys and placeholders in Khmer, English and Chinese, written in each
// language's script, and every key the pages ask for present.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
type Tree = { [key: string]: string | Tree };
const load = (language: string, ns: string): Tree => JSON.parse(readFileSync(path.join(ROOT, 'locales', language, `${ns}.json`), 'utf8'));
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(['promotions', 'points'])('%s texts', (ns) => {
  const en = flatten(load('en', ns));
  it('[M2-33] [M4-2] [M4-3] km and zh have exactly the English keys and placeholders, in their own script', () => {
    for (const [language, script] of [['km', /[\u1780-\u17FF]/], ['zh', /[\u4E00-\u9FFF]/]] as const) {
      const other = flatten(load(language, ns));
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(placeholders(other.get(key)!), `${language} ${key}`).toEqual(placeholders(text));
        if (!/^(rewards\.source\.vip|apply\.counter)$/.test(key)) expect(script.test(other.get(key)!), `${language} ${key}: ${other.get(key)}`).toBe(true);
      }
    }
  });
});

describe('keys the pages use', () => {
  it('[M4-3] every activity state and action, every server error of the hall', () => {
    const en = flatten(load('en', 'promotions'));
    for (const s of ['joining', 'applying', 'claimed', 'issued', 'closed', 'rejected']) expect(en.has(`state.${s}`)).toBe(true);
    for (const a of ['join', 'apply', 'claim', 'in_progress', 'signed', 'upcoming', 'claimed', 'rejected', 'closed']) expect(en.has(`action.${a}`)).toBe(true);
    for (const e of ['remark_too_long', 'too_many_images', 'image_not_png_or_jpg', 'image_too_large', 'already_joined', 'activity_not_open', 'activity_not_found', 'reward_not_found', 'in_need_true_account']) {
      expect(en.has(`errors.${e}`)).toBe(true);
    }
  });

  it('[M4-2] [M7-13] every redeem state, transaction kind and points error', () => {
    const en = flatten(load('en', 'points'));
    for (const s of ['applying', 'in_process', 'approved', 'rejected']) expect(en.has(`redeemState.${s}`)).toBe(true);
    for (const k of ['earn_bet', 'redeem', 'redeem_refund', 'convert', 'grant']) expect(en.has(`kind.${k}`)).toBe(true);
    for (const e of ['invalid_points', 'points_below_minimum', 'points_not_multiple', 'insufficient_points', 'out_of_stock', 'amount_mismatch', 'invalid_quantity', 'address_required', 'password_wrong', 'feature_disabled']) {
      expect(en.has(`errors.${e}`)).toBe(true);
    }
  });
});
