// The development outbox: every SMS and e-mail the development providers "send" is written here, so people and
// tests read codes at /dev/outbox. Kept in the database because the server that sends may not be the one asked.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OutboxMessageTable } from './accounts-schema.js';
import type { Database } from './schema.js';
import type { Clock } from '../lib/clock.js';

export interface OutboxEntry {
  merchantId: string;
  channel: OutboxMessageTable['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  code: string | null;
}

export interface OutboxMessage extends Omit<OutboxEntry, 'merchantId'> {
  id: string;
  createdAt: string;
}

export async function writeOutbox(db: Kysely<Database>, clock: Clock, entry: OutboxEntry): Promise<void> {
  await db
    .insertInto('outbox_message')
    .values({
      merchant_id: entry.merchantId,
      message_id: randomUUID(),
      channel: entry.channel,
      recipient: entry.recipient,
      subject: entry.subject,
      body: entry.body,
      code: entry.code,
      created_at: clock.now(),
    })
    .execute();
}

/** The newest messages of a merchant, optionally only those to one recipient (a mobile number or an address). */
export async function readOutbox(db: Kysely<Database>, merchantId: string, recipient: string | null, limit: number): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox_message').selectAll().where('merchant_id', '=', merchantId);
  if (recipient !== null) query = query.where('recipient', '=', recipient);
  const rows = await query.orderBy('created_at', 'desc').orderBy('message_id').limit(limit).execute();
  return rows.map((r) => ({
    id: r.message_id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    code: r.code,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
