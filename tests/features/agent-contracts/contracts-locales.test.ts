// The agentContracts texts: the same keys and placeholders in km, en and zh, really translated, and a text for every
// period type, state, request state and refusal the server answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaceTexts, placeholders } from '../../helpers/locale-texts';
import { contractKinds, periodTypesOf } from '../../../src/engine/contract-terms';

const ROOT = path.resolve(__dirname, '../../..');
const texts = namespaceTexts('agentContracts');

describe('agentContracts locale', () => {
  it('[P9-7][M3-8] km, en and zh hold the same keys and placeholders, none empty', () => {
    expect([...texts.km.keys()].sort()).toEqual([...texts.en.keys()].sort());
    expect([...texts.zh.keys()].sort()).toEqual([...texts.en.keys()].sort());
    for (const [key, english] of texts.en) {
      for (const language of ['km', 'zh'] as const) {
        const text = texts[language].get(key) ?? '';
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('[P1-1] is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const [key, text] of texts.km) expect(text, key).toMatch(/[\u1780-\u17FF]/);
    for (const [key, text] of texts.zh) expect(text, key).toMatch(/[\u4E00-\u9FFF]/);
  });

  it('[M4-4][M9-10] names every kind, period type, state and request state, and every refusal of the contract endpoints', async () => {
    for (const kind of contractKinds) {
      for (const key of [`titles.${kind}`, `intro.${kind}`, `records.intro.${kind}`, `records.empty.${kind}`]) expect(texts.en.has(key), key).toBe(true);
      for (const period of periodTypesOf[kind]) expect(texts.en.has(`period.${period}`), period).toBe(true);
    }
    for (const status of ['offer', 'accepted', 'rejected', 'terminated']) expect(texts.en.has(`status.${status}`), status).toBe(true);
    for (const state of ['new', 'termination', 'success']) expect(texts.en.has(`request.${state}`), state).toBe(true);
    const source = ['server/routes/agent-contracts/contract-routes.ts', 'server/domain/contracts/state.ts', 'src/engine/contract-terms.ts']
      .map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
    const codes = new Set([...source.matchAll(/'([a-z]+(?:_[a-z]+)+)'/g)].map((m) => m[1]!).filter((c) => /^(contract|downline|invalid|tiers|rate|termination|agents)_/.test(c)));
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) expect(texts.en.has(`errors.${code}`), code).toBe(true);
  });
});
