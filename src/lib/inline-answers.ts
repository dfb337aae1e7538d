// Answers the server's page shell sent with the page (a JSON data block keyed by the URL the site would ask at), so
// the first page draws what it needs without waiting for a round trip: the home's banners are its largest paint.
// Each is used once, by the first call to its URL; every later call asks the server as usual.
import { INLINE_ANSWERS_ID } from '../engine/permission-ids';

let answers = new Map<string, unknown>();

/** Reads the block once, before the first render, and removes it from the page. */
export function readInlineAnswers(doc: Document = document): void {
  const block = doc.getElementById(INLINE_ANSWERS_ID);
  const text = block?.textContent;
  block?.remove();
  answers = new Map();
  if (!text) return;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') answers = new Map(Object.entries(parsed));
  } catch {
    // A block that does not parse is as if there were none: the site asks the server.
  }
}

/** The answer the page came with for this URL, if any, taken so that the next call goes to the server. */
export function takeInlineAnswer(url: string): unknown {
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/**
 * The value of a successful answer the page came with for this URL, taken; a query's initialData, so the first render
 * draws it at once instead of one commit later (a failed answer stays for the call, which reports it).
 */
export function takeInlineValue<T>(url: string): T | undefined {
  const answer = answers.get(url) as { success?: unknown; value?: unknown } | undefined;
  if (!answer || answer.success !== true || answer.value === undefined) return undefined;
  answers.delete(url);
  return answer.value as T;
}
