// The internal messages of the member centre (spec M2-14, M3-13): categories, paging and the list's one-line
// summary of a body. No I/O.

import { messageCategories } from '../../../src/engine/api/messages.js';

export { messageCategories };
export type MessageCategory = (typeof messageCategories)[number];

/** A body is operator HTML (sanitised by the client before it is shown) or plain text. */
export const messageFormats = ['html', 'text'] as const;
export type MessageFormat = (typeof messageFormats)[number];

export const messagePageSizes = { default: 10, max: 50 } as const;

/** Pages of `pageSize` needed for `total` rows; an empty list still has one (empty) page. */
export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A body as one line of plain text: tags, scripts and styles removed, entities decoded, spaces collapsed. */
export function plainTextOf(body: string, format: MessageFormat): string {
  const text = format === 'text'
    ? body
    : body
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])\s*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
  return text.replace(/\s+/g, ' ').trim();
}

/** The list's preview of a body: at most `max` characters (code points), with an ellipsis when cut. */
export function summaryOf(body: string, format: MessageFormat, max = 80): string {
  const chars = [...plainTextOf(body, format)];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
