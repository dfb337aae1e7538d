// Temporary passwords sent by e-mail for password recovery (services/auth/password-recovery.ts): each works once,
// until it expires; a use is one conditional update, so two concurrent logins cannot both redeem it.
import type { Db } from './schema.js';

/** When resets were asked for the member (or from the IP) since a time: the send limits count them. */
export async function passwordResetTimes(db: Db, merchantId: string, by: 'member_id' | 'ip', value: string, since: Date): Promise<Date[]> {
  const rows = await db.selectFrom('password_reset').select('created_at').where('merchant_id', '=', merchantId).where(by, '=', value).where('created_at', '>', since).execute();
  return rows.map((r) => new Date(r.created_at));
}

export async function insertPasswordReset(
  db: Db,
  r: { merchantId: string; resetId: string; memberId: string; temporaryPasswordHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset')
    .values({
      merchant_id: r.merchantId,
      reset_id: r.resetId,
      member_id: r.memberId,
      temporary_password_hash: r.temporaryPasswordHash,
      ip: r.ip,
      created_at: r.createdAt,
      expires_at: r.expiresAt,
    })
    .execute();
}

/** The member's unused, unexpired temporary passwords, newest first, at most `limit`. */
export async function openPasswordResets(db: Db, merchantId: string, memberId: string, now: Date, limit: number): Promise<{ resetId: string; temporaryPasswordHash: string }[]> {
  const rows = await db
    .selectFrom('password_reset')
    .select(['reset_id', 'temporary_password_hash'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ resetId: r.reset_id, temporaryPasswordHash: r.temporary_password_hash }));
}

/** Uses a temporary password up; false when another use came first. */
export async function claimPasswordReset(db: Db, merchantId: string, resetId: string, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('password_reset')
    .set({ used_at: at })
    .where('merchant_id', '=', merchantId)
    .where('reset_id', '=', resetId)
    .where('used_at', 'is', null)
    .returning('reset_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
