// Text the operator configured per language: the visitor's language, else English (the configured fallback), else any.
export type Localized = Readonly<Record<string, string | undefined>>;

export function localizedText(text: Localized | string | null | undefined, language: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? Object.values(text).find((value) => value !== undefined) ?? '';
}
