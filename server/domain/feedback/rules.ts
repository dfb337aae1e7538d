// Feedback (spec M3-11, M5-2, M9-4) and the support question (M3-12, M5-4): the question types, the length ranges
// the server enforces and shows, and the check of a text. No I/O.

/** The question types a member picks from; the client shows each as feedback:types.<type>. */
import { feedbackQuestionTypes } from '../../../src/engine/api/feedback.js';

export { feedbackQuestionTypes };
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

export interface LengthRange {
  min: number;
  max: number;
}

/** Feedback content: 1 to 140 characters after trimming (M5-2, M9-4). */
export const feedbackLength: LengthRange = { min: 1, max: 140 };

/** A question to customer support: long enough to act on, short enough to read (M3-12, M5-4). */
export const supportQuestionLength: LengthRange = { min: 10, max: 500 };

/** Feedback and support questions a member may send in a rolling 24 hours, so a script cannot flood the desk. */
export const dailySubmissionLimit = 10;

/** Characters as a person counts them: code points, so an emoji or a Khmer sign counts once per code point, never per UTF-16 unit. */
export const characterCount = (text: string): number => [...text].length;

export type TextRefusal = 'content_empty' | 'content_too_short' | 'content_too_long';

/** The text trimmed and line endings made \n, or why it is refused. */
export function checkText(raw: string, range: LengthRange): { ok: true; text: string } | { ok: false; code: TextRefusal } {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  const length = characterCount(text);
  if (length === 0) return { ok: false, code: 'content_empty' };
  if (length < range.min) return { ok: false, code: 'content_too_short' };
  if (length > range.max) return { ok: false, code: 'content_too_long' };
  return { ok: true, text };
}

export const isFeedbackQuestionType = (value: string): value is FeedbackQuestionType =>
  (feedbackQuestionTypes as readonly string[]).includes(value);
