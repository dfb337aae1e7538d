// Time-ordered ids for journal entries and other rows listed in creation order (messages, feedback).
import { randomBytes } from 'node:crypto';

/** UUIDv7: time-ordered, so entries of one member list in creation order by id, without a shared sequence. */
export function newEntryId(now: Date): string {
  const b = randomBytes(16);
  b.writeUIntBE(now.getTime(), 0, 6);
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
