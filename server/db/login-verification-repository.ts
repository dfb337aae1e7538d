// Pending logins from a new IP (NEWIPVERIFY): the session token handed out before the second step, the methods
// offered, the tries. Completing is one conditional update, so a verification releases its session once.
import type { Selectable } from 'kysely';
import type { LoginVerificationTable } from './accounts-schema.js';
import type { Db } from './schema.js';

export async function insertLoginVerification(
  db: Db,
  v: { merchantId: string; verificationId: string; tokenHash: string; memberId: string; methods: readonly string[]; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_verification')
    .values({
      merchant_id: v.merchantId,
      verification_id: v.verificationId,
      token_hash: v.tokenHash,
      member_id: v.memberId,
      methods: JSON.stringify(v.methods),
      expires_at: v.expiresAt,
    })
    .execute();
}

export async function findLoginVerification(db: Db, merchantId: string, verificationId: string): Promise<Selectable<LoginVerificationTable> | undefined> {
  return db.selectFrom('login_verification').selectAll().where('merchant_id', '=', merchantId).where('verification_id', '=', verificationId).executeTakeFirst();
}

export async function addLoginVerificationTry(db: Db, merchantId: string, verificationId: string): Promise<void> {
  await db.updateTable('login_verification').set((eb) => ({ tries: eb('tries', '+', 1) })).where('merchant_id', '=', merchantId).where('verification_id', '=', verificationId).execute();
}

/** Marks the verification completed; false when it already was. */
export async function completeLoginVerification(db: Db, merchantId: string, verificationId: string, at: Date): Promise<boolean> {
  const completed = await db
    .updateTable('login_verification')
    .set({ completed_at: at })
    .where('merchant_id', '=', merchantId)
    .where('verification_id', '=', verificationId)
    .where('completed_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return completed !== undefined;
}
