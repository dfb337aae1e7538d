// One-time codes sent by SMS or e-mail (services/auth/verification-codes.ts decides what a code is for and how it is
// checked): the sent rows, their send times for the limits, and the conditional updates that count a try or use a code.
import type { StoredVerificationCode } from '../domain/auth/verification-code.js';
import type { Db } from './schema.js';

export interface NewVerificationCode {
  merchantId: string;
  codeId: string;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  codeDigest: string;
  ip: string;
  sentAt: Date;
  expiresAt: Date;
}

export async function insertVerificationCode(db: Db, c: NewVerificationCode): Promise<void> {
  await db
    .insertInto('verification_code')
    .values({
      merchant_id: c.merchantId,
      code_id: c.codeId,
      channel: c.channel,
      recipient: c.recipient,
      purpose: c.purpose,
      code_digest: c.codeDigest,
      ip: c.ip,
      sent_at: c.sentAt,
      expires_at: c.expiresAt,
    })
    .execute();
}

/** When codes were sent on the channel to the recipient (or from the IP) since a time, the code `exceptCodeId` left out. */
export async function codeSendTimes(
  db: Db,
  s: { merchantId: string; channel: 'sms' | 'email'; by: 'recipient' | 'ip'; value: string; since: Date; exceptCodeId: string },
): Promise<Date[]> {
  const rows = await db
    .selectFrom('verification_code')
    .select('sent_at')
    .where('merchant_id', '=', s.merchantId)
    .where('channel', '=', s.channel)
    .where(s.by, '=', s.value)
    .where('sent_at', '>', s.since)
    .where('code_id', '<>', s.exceptCodeId)
    .execute();
  return rows.map((r) => new Date(r.sent_at));
}

export async function deleteVerificationCode(db: Db, merchantId: string, codeId: string): Promise<void> {
  await db.deleteFrom('verification_code').where('merchant_id', '=', merchantId).where('code_id', '=', codeId).execute();
}

/** The latest code sent on the channel to the recipient for the (stored) purpose. */
export async function latestVerificationCode(
  db: Db,
  a: { merchantId: string; channel: 'sms' | 'email'; recipient: string; purpose: string },
): Promise<(StoredVerificationCode & { codeId: string }) | undefined> {
  const row = await db
    .selectFrom('verification_code')
    .select(['code_id', 'code_digest', 'expires_at', 'tries', 'consumed_at'])
    .where('merchant_id', '=', a.merchantId)
    .where('channel', '=', a.channel)
    .where('recipient', '=', a.recipient)
    .where('purpose', '=', a.purpose)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { codeId: row.code_id, codeDigest: row.code_digest, expiresAt: new Date(row.expires_at), tries: row.tries, consumedAt: row.consumed_at }
    : undefined;
}

export async function addVerificationCodeTry(db: Db, merchantId: string, codeId: string): Promise<void> {
  await db.updateTable('verification_code').set((eb) => ({ tries: eb('tries', '+', 1) })).where('merchant_id', '=', merchantId).where('code_id', '=', codeId).execute();
}

/** Uses the code up; false when another use came first (one conditional update). */
export async function consumeVerificationCode(db: Db, merchantId: string, codeId: string, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('verification_code')
    .set({ consumed_at: at })
    .where('merchant_id', '=', merchantId)
    .where('code_id', '=', codeId)
    .where('consumed_at', 'is', null)
    .returning('code_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
