// The agentTeam texts: the same keys (up to each language's plural forms) and placeholders in km, en and zh, really
// translated, and every key the pages ask for present.
import { describe, expect, it } from 'vitest';
import { namespaceTexts, placeholders } from '../../helpers/locale-texts';

const texts = namespaceTexts('agentTeam');
/** Khmer and Chinese have one plural form: en's _one and _other are their _other. */
const base = (key: string) => key.replace(/_(one|other)$/, '');
const keysOf = (m: Map<string, string>) => [...new Set([...m.keys()].map(base))].sort();

describe('agentTeam locale', () => {
  it('[P9-7][M2-19] km, en and zh hold the same keys and placeholders, none empty', () => {
    expect(keysOf(texts.km)).toEqual(keysOf(texts.en));
    expect(keysOf(texts.zh)).toEqual(keysOf(texts.en));
    for (const [key, english] of texts.en) {
      const other = key.replace(/_one$/, '_other');
      for (const language of ['km', 'zh'] as const) {
        const text = texts[language].get(other) ?? '';
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('[P1-1] is really translated: Khmer script in km, Chinese characters in zh', () => {
    for (const [key, text] of texts.km) expect(text, key).toMatch(/[\u1780-\u17FF]/);
    for (const [key, text] of texts.zh) expect(text, key).toMatch(/[\u4E00-\u9FFF]/);
  });

  it('[M2-26][M2-27] names every income kind and transaction type the server answers', async () => {
    const { incomeKinds, transactionKinds, transactionFilters } = await import('../../../server/domain/agent-team/team-scope');
    for (const kind of incomeKinds) expect(texts.en.has(`incomeKind.${kind}`), kind).toBe(true);
    for (const kind of transactionKinds) expect(texts.en.has(`transactionType.${kind}`), kind).toBe(true);
    for (const kind of transactionFilters) expect(texts.en.has(`transactionFilter.${kind}`), kind).toBe(true);
  });
});
