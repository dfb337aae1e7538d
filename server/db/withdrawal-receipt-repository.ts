// The member's receipt confirmation of a paid withdrawal (M3-9) with its proof images, and the automatic receipt
// (M4-1). Every query names the merchant.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import { wfail, wok, WithdrawalRejection, type WResult } from '../domain/withdrawal/errors.js';
import { applyReceipt, type ReceiptRequest } from '../domain/withdrawal/rules.js';
import type { Db } from './schema.js';
import { isWithdrawalId, withdrawalRecord, withProofCount, type WithdrawalRecord } from './withdrawal-repository.js';

export function createWithdrawalReceiptRepository(db: Db, now: () => Date) {
  return {
    /**
     * The member's receipt confirmation (M3-9). The row is locked, the pure rules decide, the proof (if any) is
     * stored with the state change and the event, all in one transaction.
     */
    async confirm(merchantId: string, memberId: string, withdrawalId: string, req: ReceiptRequest, proof: { bytes: Uint8Array; contentType: string } | null): Promise<WResult<WithdrawalRecord>> {
      if (!isWithdrawalId(withdrawalId)) return wfail('withdrawal_not_found');
      try {
        const row = await db.transaction().execute(async (trx) => {
          const locked = await trx.selectFrom('withdrawal').selectAll().where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
            .where('withdrawal_id', '=', withdrawalId).forUpdate().executeTakeFirst();
          if (!locked) throw new WithdrawalRejection({ code: 'withdrawal_not_found' });
          const state = withdrawalRecord(locked);
          const step = applyReceipt(state, req);
          if (!step.ok) throw new WithdrawalRejection(step.error);
          const at = now();
          let proofId: string | null = null;
          if (proof !== null) {
            proofId = randomUUID();
            await trx.insertInto('withdrawal_proof').values({
              merchant_id: merchantId, proof_id: proofId, withdrawal_id: withdrawalId, member_id: memberId, content_type: proof.contentType,
              size_bytes: proof.bytes.length, data: proof.bytes, created_at: at,
            }).execute();
          }
          await trx.insertInto('withdrawal_receipt_event').values({
            merchant_id: merchantId, event_id: randomUUID(), withdrawal_id: withdrawalId, choice: req.choice,
            received_amount: step.value.receivedAmount.toString(), proof_id: proofId, actor: 'member', created_at: at,
          }).execute();
          return trx.updateTable('withdrawal').set({
            receipt_status: step.value.receiptStatus, received_amount: step.value.receivedAmount.toString(), updated_at: at,
            ...(step.value.final ? { completed_at: at } : {}),
            ...(step.value.keepAutoReceipt ? {} : { auto_receipt_at: null }),
          }).where('merchant_id', '=', merchantId).where('withdrawal_id', '=', withdrawalId).returningAll().executeTakeFirstOrThrow();
        });
        return wok(await withProofCount(db, merchantId, row));
      } catch (err) {
        if (err instanceof WithdrawalRejection) return { ok: false, error: err.error };
        throw err;
      }
    },

    /** The newest proof image of one of the member's withdrawals. */
    async latestProof(merchantId: string, memberId: string, withdrawalId: string): Promise<{ contentType: string; data: Uint8Array } | null> {
      if (!isWithdrawalId(withdrawalId)) return null;
      const row = await db.selectFrom('withdrawal_proof').select(['content_type', 'data']).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('withdrawal_id', '=', withdrawalId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      return row ? { contentType: row.content_type, data: new Uint8Array(row.data) } : null;
    },

    /**
     * The automatic receipt (M4-1): every paid withdrawal of the merchant neither closed nor disputed whose
     * auto_receipt_at has passed becomes auto_received, in one conditional update. Running it again, or on
     * several nodes at once, changes nothing more.
     */
    async autoReceive(merchantId: string): Promise<number> {
      const at = now();
      const rows = await db.updateTable('withdrawal')
        .set({ receipt_status: 'auto_received', received_amount: sql`amount`, completed_at: at, updated_at: at })
        .where('merchant_id', '=', merchantId).where('status', '=', 'paid').where('completed_at', 'is', null)
        .where((eb) => eb.or([eb('receipt_status', 'is', null), eb('receipt_status', '=', 'received')]))
        .where('auto_receipt_at', '<=', at)
        .returning(['withdrawal_id', 'amount']).execute();
      if (rows.length > 0) {
        await db.insertInto('withdrawal_receipt_event').values(rows.map((r) => ({
          merchant_id: merchantId, event_id: randomUUID(), withdrawal_id: r.withdrawal_id, choice: 'auto_received',
          received_amount: toBigInt(r.amount).toString(), proof_id: null, actor: 'auto', created_at: at,
        }))).execute();
      }
      return rows.length;
    },
  };
}

export type WithdrawalReceiptRepository = ReturnType<typeof createWithdrawalReceiptRepository>;
