// How the platform sends e-mail. A real mail service implements EmailProvider; development and tests use the
// outbox provider, which delivers nothing and keeps the message for /dev/outbox.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { writeOutbox } from '../../db/outbox-repository.js';

export interface EmailMessage {
  merchantId: string;
  to: string;
  subject: string;
  text: string;
  /** The one-time code or temporary password in the text, for the development outbox; a mail service ignores it. */
  code: string | null;
}

export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

export const outboxEmailProvider = (db: Kysely<Database>, clock: Clock): EmailProvider => ({
  send: (m) =>
    writeOutbox(db, clock, { merchantId: m.merchantId, channel: 'email', recipient: m.to.toLowerCase(), subject: m.subject, body: m.text, code: m.code }),
});
