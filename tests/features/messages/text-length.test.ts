// The feedback form's counter counts what the server counts: code points of the trimmed text.
import { describe, expect, it } from 'vitest';
import { characterCount as serverCount, checkText, feedbackLength } from '../../../server/domain/feedback/rules';
import { characterCount, lengthProblem } from '../../../src/features/messages/utils/text-length';

describe('feedback text length', () => {
  it('[M5-2][M9-4] counts trimmed code points and flags past 140', () => {
    expect(characterCount('  hello \n')).toBe(5);
    expect(characterCount('😀ក')).toBe(2);
    expect(lengthProblem('', feedbackLength)).toBe('empty');
    expect(lengthProblem('x'.repeat(140), feedbackLength)).toBeNull();
    expect(lengthProblem('x'.repeat(141), feedbackLength)).toBe('tooLong');
    expect(lengthProblem('short', { min: 10, max: 500 })).toBe('tooShort');
  });

  it('[M5-2] agrees with the server on every sample', () => {
    for (const text of ['  a  ', '😀'.repeat(141), 'a\r\nb', ' ', 'ស្វាគមន៍'.repeat(20)]) {
      const server = checkText(text, feedbackLength);
      expect(lengthProblem(text, feedbackLength) === null).toBe(server.ok);
      if (server.ok) expect(characterCount(text)).toBe(serverCount(server.text));
    }
  });
});
