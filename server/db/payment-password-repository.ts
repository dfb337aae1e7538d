// The member's payment password (asked before a withdrawal) and its wrong attempts, counted in the database so
// every server process applies the same lock (domain/withdrawal/rules.ts paymentPasswordGate).
import { randomUUID } from 'node:crypto';
import { paymentPasswordGate, paymentPasswordLimits, type PasswordGate } from '../domain/withdrawal/rules.js';
import type { Db } from './schema.js';

export function createPaymentPasswordRepository(db: Db, now: () => Date) {
  return {
    async hash(merchantId: string, memberId: string): Promise<string | null> {
      const row = await db.selectFrom('member').select('payment_password_hash').where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).executeTakeFirst();
      return row?.payment_password_hash ?? null;
    },

    /** Sets the payment password only if none is set (a conditional update: two concurrent sets, one wins). */
    async setOnce(merchantId: string, memberId: string, hash: string): Promise<boolean> {
      const res = await db.updateTable('member').set({ payment_password_hash: hash }).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('payment_password_hash', 'is', null).executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    /** Replaces the payment password only if it is still the one the old password was checked against. */
    async replace(merchantId: string, memberId: string, oldHash: string, hash: string): Promise<boolean> {
      const res = await db.updateTable('member').set({ payment_password_hash: hash }).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('payment_password_hash', '=', oldHash).executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    async gate(merchantId: string, memberId: string): Promise<PasswordGate> {
      const at = now();
      const rows = await db.selectFrom('payment_password_failure').select('failed_at').where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('failed_at', '>', new Date(at.getTime() - paymentPasswordLimits.windowMs)).execute();
      return paymentPasswordGate(rows.map((r) => new Date(r.failed_at)), at);
    },

    async recordFailure(merchantId: string, memberId: string): Promise<void> {
      const at = now();
      await db.insertInto('payment_password_failure').values({ merchant_id: merchantId, failure_id: randomUUID(), member_id: memberId, failed_at: at }).execute();
      await db.deleteFrom('payment_password_failure').where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
        .where('failed_at', '<=', new Date(at.getTime() - paymentPasswordLimits.windowMs)).execute();
    },

    async clearFailures(merchantId: string, memberId: string): Promise<void> {
      await db.deleteFrom('payment_password_failure').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
    },
  };
}

export type PaymentPasswordRepository = ReturnType<typeof createPaymentPasswordRepository>;
