// Deposits: opened pending by the member, moved to succeeded or failed by the gateway's notifications, to expired
// by the clock. The money service's settleDeposit (services/money/deposits.ts) locks the row, moves its state and
// posts the credit in one transaction, so a repeated notification can never credit twice.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import type { DepositStatus } from '../domain/ledger/deposits.js';
import type { LedgerContext } from '../domain/ledger/entries.js';
import { fail, ok, type Result } from '../domain/ledger/errors.js';
import { fingerprintOf } from '../domain/ledger/idempotency.js';
import type { PaymentDepositTable } from './ledger-schema.js';
import type { Db, Trx } from './schema.js';

export interface DepositRecord {
  depositId: string;
  memberId: string;
  methodId: string;
  methodType: string;
  provider: string;
  amount: bigint;
  currency: string;
  status: DepositStatus;
  payUrl: string | null;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

export interface OpenDepositInput {
  memberId: string;
  method: { id: string; type: string; provider: string };
  amount: bigint;
  requestKey: string;
  expiresAt: Date;
}

function record(row: Selectable<PaymentDepositTable>): DepositRecord {
  return {
    depositId: row.deposit_id, memberId: row.member_id, methodId: row.method_id, methodType: row.method_type, provider: row.provider,
    amount: toBigInt(row.amount), currency: row.currency, status: row.status, payUrl: row.pay_url,
    createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at), completedAt: row.completed_at === null ? null : new Date(row.completed_at),
  };
}

/** Deposit ids are UUIDs: anything else names no deposit and is not looked up. */
const isDepositId = (id: string): boolean => /^[0-9a-f-]{36}$/.test(id);

export function createDepositRepository(db: Db, now: () => Date) {
  async function expirePending(merchantId: string, memberId?: string): Promise<number> {
    const at = now();
    let q = db.updateTable('payment_deposit').set({ status: 'expired', updated_at: at, completed_at: at })
      .where('merchant_id', '=', merchantId).where('status', '=', 'pending').where('expires_at', '<=', at);
    if (memberId !== undefined) q = q.where('member_id', '=', memberId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  return {
    expirePending,

    /**
     * Opens a pending deposit. A double submit (same key, same member, method and amount) finds the first deposit;
     * the same key for anything else is idempotency_key_reused.
     */
    async open(ctx: LedgerContext, input: OpenDepositInput): Promise<Result<{ deposit: DepositRecord; created: boolean }>> {
      const at = now();
      const fingerprint = fingerprintOf({ memberId: input.memberId, methodId: input.method.id, amount: input.amount });
      const inserted = await db.insertInto('payment_deposit').values({
        merchant_id: ctx.merchantId, deposit_id: randomUUID(), member_id: input.memberId, method_id: input.method.id,
        method_type: input.method.type, provider: input.method.provider, amount: input.amount.toString(), currency: ctx.currency,
        status: 'pending', request_key: input.requestKey, fingerprint, provider_reference: null, pay_url: null, entry_id: null,
        created_at: at, updated_at: at, expires_at: input.expiresAt, completed_at: null,
      }).onConflict((oc) => oc.columns(['merchant_id', 'request_key']).doNothing()).returningAll().executeTakeFirst();
      if (inserted) return ok({ deposit: record(inserted), created: true });
      const existing = await db.selectFrom('payment_deposit').selectAll()
        .where('merchant_id', '=', ctx.merchantId).where('request_key', '=', input.requestKey).executeTakeFirstOrThrow();
      if (existing.fingerprint !== fingerprint) return fail('idempotency_key_reused');
      return ok({ deposit: record(existing), created: false });
    },

    async attachPayment(merchantId: string, depositId: string, payUrl: string, providerReference: string): Promise<void> {
      await db.updateTable('payment_deposit').set({ pay_url: payUrl, provider_reference: providerReference, updated_at: now() })
        .where('merchant_id', '=', merchantId).where('deposit_id', '=', depositId).execute();
    },

    /** The provider could not open the payment: nothing was paid, the deposit fails. */
    async markFailed(merchantId: string, depositId: string): Promise<void> {
      const at = now();
      await db.updateTable('payment_deposit').set({ status: 'failed', updated_at: at, completed_at: at })
        .where('merchant_id', '=', merchantId).where('deposit_id', '=', depositId).where('status', '=', 'pending').execute();
    },

    async get(merchantId: string, memberId: string, depositId: string): Promise<DepositRecord | null> {
      if (!isDepositId(depositId)) return null;
      await expirePending(merchantId, memberId);
      const row = await db.selectFrom('payment_deposit').selectAll()
        .where('merchant_id', '=', merchantId).where('member_id', '=', memberId).where('deposit_id', '=', depositId).executeTakeFirst();
      return row ? record(row) : null;
    },

    async list(merchantId: string, memberId: string, filter: { status?: DepositStatus; pageNo: number; pageSize: number }) {
      await expirePending(merchantId, memberId);
      let q = db.selectFrom('payment_deposit').where('merchant_id', '=', merchantId).where('member_id', '=', memberId);
      if (filter.status !== undefined) q = q.where('status', '=', filter.status);
      const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('deposit_id', 'desc')
        .limit(filter.pageSize).offset((filter.pageNo - 1) * filter.pageSize).execute();
      return { items: rows.map(record), total: Number(total.n) };
    },

    /** Keeps every notification, valid or not, for disputes with the provider. */
    async recordNotification(merchantId: string, provider: string, depositId: string | null, signatureValid: boolean, body: string, outcome: string) {
      await db.insertInto('payment_notification').values({
        merchant_id: merchantId, notification_id: randomUUID(), provider, deposit_id: depositId && isDepositId(depositId) ? depositId : null,
        signature_valid: signatureValid, body: body.slice(0, 8192), outcome, received_at: now(),
      }).execute();
    },

    /** The deposit a gateway reports on, read without a lock (its member and amount never change); null when unknown. */
    async creditOf(merchantId: string, provider: string, depositId: string): Promise<{ memberId: string; amount: bigint } | null> {
      if (!isDepositId(depositId)) return null;
      const row = await db.selectFrom('payment_deposit').select(['member_id', 'amount'])
        .where('merchant_id', '=', merchantId).where('deposit_id', '=', depositId).where('provider', '=', provider).executeTakeFirst();
      return row ? { memberId: row.member_id, amount: toBigInt(row.amount) } : null;
    },

    /** Locks the deposit in the caller's transaction; answers it and the entry it was credited by, if any. */
    async lockForReport(trx: Trx, merchantId: string, depositId: string): Promise<{ deposit: DepositRecord; entryId: string | null }> {
      const row = await trx.selectFrom('payment_deposit').selectAll()
        .where('merchant_id', '=', merchantId).where('deposit_id', '=', depositId).forUpdate().executeTakeFirstOrThrow();
      return { deposit: record(row), entryId: row.entry_id };
    },

    /** Writes the state a gateway report moved the deposit to, with the credit's entry, in the caller's transaction. */
    async recordReport(trx: Trx, merchantId: string, depositId: string, step: { status: DepositStatus; entryId: string | null; providerReference: string }): Promise<DepositRecord> {
      const at = now();
      const updated = await trx.updateTable('payment_deposit')
        .set({ status: step.status, entry_id: step.entryId, provider_reference: step.providerReference, updated_at: at, completed_at: at })
        .where('merchant_id', '=', merchantId).where('deposit_id', '=', depositId)
        .returningAll().executeTakeFirstOrThrow();
      return record(updated);
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;
