// Characters as the server counts them (server/domain/feedback/rules.ts): code points of the trimmed text, so the
// counter under a field never disagrees with the server's 140-character rule.
export const characterCount = (text: string): number => [...text.replace(/\r\n?/g, '\n').trim()].length;

export type LengthProblem = 'empty' | 'tooShort' | 'tooLong' | null;

export function lengthProblem(text: string, range: { min: number; max: number }): LengthProblem {
  const n = characterCount(text);
  if (n === 0) return 'empty';
  if (n < range.min) return 'tooShort';
  if (n > range.max) return 'tooLong';
  return null;
}
