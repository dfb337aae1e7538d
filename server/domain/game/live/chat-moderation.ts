// The rules of a live table's chat (docs/vendors.md, "Hosts and chat"): what a message may say, how a player's
// name shows, how often a player may write. Pure; the aggregator stores messages per table.

/** Words refused in the chat (abuse, and the usual spam of gambling chats), in the site's languages; matched whole and case-blind. */
export const blockedWords: readonly string[] = [
  'fuck', 'fucking', 'shit', 'bitch', 'bastard', 'asshole', 'cunt', 'dick', 'scam', 'cheat', 'rigged',
  '操', '傻逼', '他妈的', '妈的', '骗子', '作弊',
  'ចោរ', 'ឆ្កួត', 'បោក',
];

export const chatMaxLength = 200;

/** At most this many messages per player and table in the window, and not two within the gap. */
export const chatRate = { windowMs: 30_000, perWindow: 5, gapMs: 2_000 };

export type ChatCheck = { ok: true; text: string; masked: boolean } | { ok: false; code: 'chat_empty' | 'chat_too_long' | 'chat_link_refused' | 'chat_refused' };

const escapeRe = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Latin words match whole; Chinese and Khmer have no spaces between words, so theirs match anywhere.
const blocked = new RegExp(blockedWords.map((w) => (/^[a-z]+$/.test(w) ? `\\b${escapeRe(w)}\\b` : escapeRe(w))).join('|'), 'giu');
const link = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|me|xyz|top|cc|vip)\b|t\.me\/|@[a-z0-9_]{4,})/i;
const phone = /(\+?\d[\d\s-]{8,}\d)/;

/**
 * Moderates a message: blank or too long is refused, links and phone numbers are refused (spam and touting),
 * refused words are masked with asterisks; a message that is nothing but refused words is refused.
 */
export function moderateChat(input: string): ChatCheck {
  // Control characters become spaces (no line breaks or terminal codes in a one-line chat).
  const text = [...input].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c)).join('').replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: false, code: 'chat_empty' };
  if ([...text].length > chatMaxLength) return { ok: false, code: 'chat_too_long' };
  if (link.test(text) || phone.test(text)) return { ok: false, code: 'chat_link_refused' };
  const masked = text.replace(blocked, (word) => '*'.repeat([...word].length));
  if (masked.replace(/[*\s\p{P}]/gu, '') === '') return { ok: false, code: 'chat_refused' };
  return { ok: true, text: masked, masked: masked !== text };
}

/** A player's name as others see it: the first two and last characters, the rest hidden ("ga***1"). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** Whether a player may write now, from the times of their recent messages at the table (ms, any order). */
export function chatAllowed(recent: readonly number[], nowMs: number): boolean {
  const inWindow = recent.filter((t) => nowMs - t < chatRate.windowMs);
  if (inWindow.length >= chatRate.perWindow) return false;
  return !inWindow.some((t) => nowMs - t < chatRate.gapMs);
}
