// Picks one language out of a per-language text: the asked language, its primary subtag (zh-CN -> zh), then en
// (the fallback of every text), then whatever the text has.
import type { LocalizedText } from '../../src/engine/config-types.js';

/** A tag's language without its region or script: zh for zh-TW. */
export const primaryLanguage = (language: string): string => language.split(/[-_]/)[0]!.toLowerCase();

export function localize(text: LocalizedText | undefined, language: string): string {
  if (!text) return '';
  const primary = primaryLanguage(language);
  for (const candidate of [language, primary, 'en']) {
    const value = text[candidate];
    if (value !== undefined) return value;
  }
  return Object.values(text).find((v) => v !== undefined) ?? '';
}
