// How the platform sends text messages. A real gateway implements SmsProvider; development and tests use the
// outbox provider, which delivers nothing and keeps the message for /dev/outbox.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { writeOutbox } from '../../db/outbox-repository.js';

export interface SmsMessage {
  merchantId: string;
  /** Dialing code and number, e.g. +85512345678. */
  to: string;
  text: string;
  /** The one-time code in the text, for the development outbox; a gateway ignores it. */
  code: string | null;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export const outboxSmsProvider = (db: Kysely<Database>, clock: Clock): SmsProvider => ({
  send: (m) => writeOutbox(db, clock, { merchantId: m.merchantId, channel: 'sms', recipient: m.to, subject: null, body: m.text, code: m.code }),
});
