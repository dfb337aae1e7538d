// The member inbox (docs/member-centre.md, Messages): messages to one member or broadcast to every member of a
// merchant (stored once), and each member's read and deleted marks in message_receipt. Raw SQL, since these tables
// are the member centre's own and every query filters on merchant_id first.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { LocalizedText } from '../../src/engine/config-types.js';
import type { MessageCategory, MessageFormat } from '../domain/messages/rules.js';
import { newEntryId } from './entry-id.js';
import type { Database } from './schema.js';

// Any Kysely instance or transaction: these statements name their tables themselves.
type Db = Kysely<Database>;

export interface MemberRef {
  merchantId: string;
  memberId: string;
}

export interface StoredMessage {
  messageId: string;
  /** null: a broadcast to every member of the merchant. */
  memberId: string | null;
  category: MessageCategory;
  format: MessageFormat;
  title: LocalizedText;
  body: LocalizedText;
  createdAt: Date;
  readAt: Date | null;
}

interface MessageRow {
  message_id: string;
  member_id: string | null;
  category: MessageCategory;
  format: MessageFormat;
  title: LocalizedText | string;
  body: LocalizedText | string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const json = (value: LocalizedText | string): LocalizedText => (typeof value === 'string' ? (JSON.parse(value) as LocalizedText) : value);
const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const toMessage = (r: MessageRow): StoredMessage => ({
  messageId: r.message_id,
  memberId: r.member_id,
  category: r.category,
  format: r.format,
  title: json(r.title),
  body: json(r.body),
  createdAt: date(r.created_at),
  readAt: r.read_at === null ? null : date(r.read_at),
});

/** The messages a member sees: their own and the merchant's broadcasts, minus those they deleted. */
const visibleTo = (who: MemberRef) => sql`
  from member_message m
  left join message_receipt r on r.merchant_id = m.merchant_id and r.member_id = ${who.memberId} and r.message_id = m.message_id
  where m.merchant_id = ${who.merchantId} and (m.member_id = ${who.memberId} or m.member_id is null) and r.deleted_at is null`;

export interface NewMessage {
  merchantId: string;
  /** null or absent: a broadcast. */
  memberId?: string | null;
  category: MessageCategory;
  format: MessageFormat;
  title: LocalizedText;
  body: LocalizedText;
  createdAt: Date;
  /** A fixed id makes sending idempotent (the seed); otherwise a new time-ordered id. */
  messageId?: string;
}

/** Sends a message; the way any area writes to a member's inbox. Sending a fixed id twice stores it once. */
export async function sendMessage(db: Db, message: NewMessage): Promise<string> {
  const messageId = message.messageId ?? newEntryId(message.createdAt);
  await sql`
    insert into member_message (merchant_id, message_id, member_id, category, format, title, body, created_at)
    values (${message.merchantId}, ${messageId}::uuid, ${message.memberId ?? null}, ${message.category}, ${message.format},
      ${JSON.stringify(message.title)}::jsonb, ${JSON.stringify(message.body)}::jsonb, ${message.createdAt}::timestamptz)
    on conflict do nothing`.execute(db);
  return messageId;
}

/** Several messages in one statement (the demo seed); a message whose id is already there is left as it is. */
export async function sendMessages(db: Db, messages: readonly (NewMessage & { messageId: string })[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((m) => sql`(${m.merchantId}, ${m.messageId}::uuid, ${m.memberId ?? null}, ${m.category}, ${m.format},
      ${JSON.stringify(m.title)}::jsonb, ${JSON.stringify(m.body)}::jsonb, ${m.createdAt}::timestamptz)`);
  await sql`
    insert into member_message (merchant_id, message_id, member_id, category, format, title, body, created_at)
    values ${sql.join(rows)}
    on conflict do nothing`.execute(db);
}

/** A stable message id from a seed's own words: the same seed sends the same message once. */
export function seededMessageId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function unreadCount(db: Db, who: MemberRef): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n ${visibleTo(who)} and r.read_at is null`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export interface MessagePageQuery {
  offset: number;
  limit: number;
  category?: MessageCategory;
  unreadOnly?: boolean;
}

/** A page of the member's messages, newest first, with the total the filters match. */
export async function listMessages(db: Db, who: MemberRef, q: MessagePageQuery): Promise<{ messages: StoredMessage[]; total: number }> {
  const filters = sql`${q.category ? sql`and m.category = ${q.category}` : sql``} ${q.unreadOnly ? sql`and r.read_at is null` : sql``}`;
  const [{ rows }, counted] = [
    await sql<MessageRow>`
      select m.message_id, m.member_id, m.category, m.format, m.title, m.body, m.created_at, r.read_at
      ${visibleTo(who)} ${filters}
      order by m.created_at desc, m.message_id desc
      limit ${q.limit} offset ${q.offset}`.execute(db),
    await sql<{ n: number }>`select count(*)::int as n ${visibleTo(who)} ${filters}`.execute(db),
  ];
  return { messages: rows.map(toMessage), total: Number(counted.rows[0]?.n ?? 0) };
}

/** One of the member's messages (not another member's, not a deleted one), or null. */
export async function findMessage(db: Db, who: MemberRef, messageId: string): Promise<StoredMessage | null> {
  const { rows } = await sql<MessageRow>`
    select m.message_id, m.member_id, m.category, m.format, m.title, m.body, m.created_at, r.read_at
    ${visibleTo(who)} and m.message_id = ${messageId}::uuid`.execute(db);
  return rows[0] ? toMessage(rows[0]) : null;
}

/** Marks one message read; the first read time is kept. */
export async function markRead(db: Db, who: MemberRef, messageId: string, at: Date): Promise<void> {
  await sql`
    insert into message_receipt (merchant_id, member_id, message_id, read_at)
    values (${who.merchantId}, ${who.memberId}, ${messageId}::uuid, ${at}::timestamptz)
    on conflict (merchant_id, member_id, message_id) do update set read_at = coalesce(message_receipt.read_at, excluded.read_at)`.execute(db);
}

/** Marks every message the member sees read; returns how many were unread. */
export async function markAllRead(db: Db, who: MemberRef, at: Date): Promise<number> {
  const { rows } = await sql<{ message_id: string }>`
    insert into message_receipt (merchant_id, member_id, message_id, read_at)
    select m.merchant_id, ${who.memberId}, m.message_id, ${at}::timestamptz ${visibleTo(who)} and r.read_at is null
    on conflict (merchant_id, member_id, message_id) do update set read_at = coalesce(message_receipt.read_at, excluded.read_at)
    returning message_id`.execute(db);
  return rows.length;
}

/** Deletes a message for this member (a broadcast stays for everyone else); it no longer counts as unread. */
export async function deleteMessage(db: Db, who: MemberRef, messageId: string, at: Date): Promise<void> {
  await sql`
    insert into message_receipt (merchant_id, member_id, message_id, read_at, deleted_at)
    values (${who.merchantId}, ${who.memberId}, ${messageId}::uuid, ${at}::timestamptz, ${at}::timestamptz)
    on conflict (merchant_id, member_id, message_id)
    do update set read_at = coalesce(message_receipt.read_at, excluded.read_at), deleted_at = excluded.deleted_at`.execute(db);
}
