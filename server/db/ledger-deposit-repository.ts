// Deposits: opened pending by the member, moved to succeeded or failed by the gateway's notifications, to expired
// by the clock. The credit is posted in the same transaction as the state change, under the ledger idempotency key
// `deposit:<id>`, so a repeated notification can never credit twice.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import { applyGatewayReport, type DepositStatus } from '../domain/ledger/deposits.js';
import type { LedgerCommand, LedgerContext } from '../domain/ledger/entries.js';
import { fail, LedgerRejection, ok, type Result } from '../domain/ledger/errors.js';
import { fingerprintOf } from '../domain/ledger/idempotency.js';
import type { GatewayNotification } from '../domain/ledger/deposits.js';
import type { LedgerWriter } from './ledger-repository.js';
import type { PaymentDepositTable } from './ledger-schema.js';
import type { Database } from './schema.js';
import { idempotencyKeys } from '../domain/ledger/idempotency-keys.js';

type Db = Kysely<Database>;

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

/** Credits through `ledger`: the money service (app.money) in the app. */
export function createDepositRepository(db: Db, ledger: LedgerWriter, now: () => Date) {
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
      if (!/^[0-9a-f-]{36}$/.test(depositId)) return null;
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
        merchant_id: merchantId, notification_id: randomUUID(), provider, deposit_id: depositId && /^[0-9a-f-]{36}$/.test(depositId) ? depositId : null,
        signature_valid: signatureValid, body: body.slice(0, 8192), outcome, received_at: now(),
      }).execute();
    },

    /**
     * Applies a verified gateway notification: locks the deposit, decides the step with the pure rules, and posts the
     * credit in the same transaction when the step says so.
     */
    async applyNotification(ctx: LedgerContext, provider: string, n: GatewayNotification): Promise<Result<DepositRecord>> {
      if (!/^[0-9a-f-]{36}$/.test(n.depositId)) return fail('deposit_not_found');
      const unlocked = await db.selectFrom('payment_deposit').select(['member_id', 'amount'])
        .where('merchant_id', '=', ctx.merchantId).where('deposit_id', '=', n.depositId).where('provider', '=', provider).executeTakeFirst();
      if (!unlocked) return fail('deposit_not_found');
      const credit: LedgerCommand = { type: 'deposit', memberId: unlocked.member_id, amount: toBigInt(unlocked.amount), provider, reference: n.depositId };
      try {
        // Account creation stays out of the locking transaction (see the ledger repository).
        return await ledger.transact(db, ctx, [credit], async (trx, post) => {
          const row = await trx.selectFrom('payment_deposit').selectAll()
            .where('merchant_id', '=', ctx.merchantId).where('deposit_id', '=', n.depositId).forUpdate().executeTakeFirstOrThrow();
          const deposit = record(row);
          const step = applyGatewayReport(deposit, n.report);
          if (!step.ok) throw new LedgerRejection(step.error);
          if (step.value.status === deposit.status && !step.value.credit) return ok(deposit);
          const at = now();
          let entryId: string | null = row.entry_id;
          if (step.value.credit) {
            const posted = await post(idempotencyKeys.depositCredit(n.depositId), credit);
            entryId = posted.receipt.entryId;
          }
          const updated = await trx.updateTable('payment_deposit')
            .set({ status: step.value.status, entry_id: entryId, provider_reference: n.providerReference, updated_at: at, completed_at: at })
            .where('merchant_id', '=', ctx.merchantId).where('deposit_id', '=', n.depositId)
            .returningAll().executeTakeFirstOrThrow();
          return ok(record(updated));
        });
      } catch (err) {
        if (err instanceof LedgerRejection) return fail(err.code);
        throw err;
      }
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;
