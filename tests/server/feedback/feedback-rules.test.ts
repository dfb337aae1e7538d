// The feedback length rule: trimmed, counted in characters, 1..140 (and the support question's own range).
import { describe, expect, it } from 'vitest';
import { characterCount, checkText, feedbackLength, isFeedbackQuestionType, supportQuestionLength } from '../../../server/domain/feedback/rules.js';

describe('checkText', () => {
  it('[M5-2][M9-4] accepts 1 to 140 characters after trimming and refuses 141', () => {
    expect(feedbackLength).toEqual({ min: 1, max: 140 });
    expect(checkText(`  ${'a'.repeat(140)}  `, feedbackLength)).toEqual({ ok: true, text: 'a'.repeat(140) });
    expect(checkText('a'.repeat(141), feedbackLength)).toEqual({ ok: false, code: 'content_too_long' });
    expect(checkText('   \n ', feedbackLength)).toEqual({ ok: false, code: 'content_empty' });
    expect(checkText('x', feedbackLength)).toEqual({ ok: true, text: 'x' });
  });

  it('[M5-2] counts code points: emoji and Khmer signs count once each, CRLF becomes one line break', () => {
    expect(characterCount('😀😀')).toBe(2);
    expect(checkText('😀'.repeat(140), feedbackLength).ok).toBe(true);
    expect(checkText('a\r\nb', feedbackLength)).toEqual({ ok: true, text: 'a\nb' });
  });

  it('[M3-12][M5-4] the support question has its own range, refused below and above it', () => {
    expect(checkText('123456789', supportQuestionLength)).toEqual({ ok: false, code: 'content_too_short' });
    expect(checkText('1234567890', supportQuestionLength).ok).toBe(true);
    expect(checkText('q'.repeat(supportQuestionLength.max + 1), supportQuestionLength)).toEqual({ ok: false, code: 'content_too_long' });
  });

  it('[M3-11] knows its question types', () => {
    expect(isFeedbackQuestionType('deposit')).toBe(true);
    expect(isFeedbackQuestionType('refund')).toBe(false);
  });
});
