// A withdrawal's life in the database: the row a request opens (the money service's withdrawHold posts its hold in
// the same transaction), the member's withdrawals, the claim of due payouts, and the payout's outcome (the money
// service's payout and refundWithdrawal post withdrawal_paid or withdrawal_reversed beside it). Bank accounts, the payment password, turnover and
// receipts have their own repositories; handing payouts to the provider is services/withdrawal/payouts.ts.
// Every query names the merchant.
import { sql, type Selectable } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import type { LedgerContext } from '../domain/ledger/entries.js';
import { dayBoundsOf } from '../domain/local-day.js';
import { wfail, wok, WithdrawalRejection, type WResult } from '../domain/withdrawal/errors.js';
import type { PayoutInput } from '../domain/withdrawal/payout-port.js';
import { checkWithdrawalAmount, type ReceiptStatus, type WithdrawalLimits, type WithdrawalStatus } from '../domain/withdrawal/rules.js';
import { lockMemberPayee } from './member-repository.js';
import type { Db, Executor, Trx } from './schema.js';
import type { WithdrawalTable } from './withdrawal-schema.js';

export interface WithdrawalRecord {
  withdrawalId: string;
  memberId: string;
  bankAccountId: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  amount: bigint;
  currency: string;
  status: WithdrawalStatus;
  receiptStatus: ReceiptStatus | null;
  receivedAmount: bigint;
  autoReceiptAt: Date | null;
  createdAt: Date;
  paidAt: Date | null;
  completedAt: Date | null;
  proofCount: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Withdrawal ids are UUIDs: anything else names no withdrawal and is not looked up. */
export const isWithdrawalId = (id: string): boolean => uuid.test(id);

export function withdrawalRecord(row: Selectable<WithdrawalTable>, proofCount = 0): WithdrawalRecord {
  const date = (d: Date | string | null) => (d === null ? null : new Date(d));
  return {
    withdrawalId: row.withdrawal_id, memberId: row.member_id, bankAccountId: row.bank_account_id, bankCode: row.bank_code,
    bankName: row.bank_name, accountNumber: row.account_number, payeeName: row.payee_name, amount: toBigInt(row.amount),
    currency: row.currency, status: row.status, receiptStatus: row.receipt_status, receivedAmount: toBigInt(row.received_amount),
    autoReceiptAt: date(row.auto_receipt_at), createdAt: new Date(row.created_at), paidAt: date(row.paid_at),
    completedAt: date(row.completed_at), proofCount,
  };
}

async function proofCounts(db: Db, merchantId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('withdrawal_proof').select(['withdrawal_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('merchant_id', '=', merchantId).where('withdrawal_id', 'in', ids).groupBy('withdrawal_id').execute();
  return new Map(rows.map((r) => [r.withdrawal_id, Number(r.n)]));
}

/** The record of a row with the number of proof images the member sent for it. */
export async function withProofCount(db: Db, merchantId: string, row: Selectable<WithdrawalTable>): Promise<WithdrawalRecord> {
  return withdrawalRecord(row, (await proofCounts(db, merchantId, [row.withdrawal_id])).get(row.withdrawal_id) ?? 0);
}

/** How long a node's payout claim holds before another run may hand the withdrawal over again. */
export const payoutClaimMs = 10 * 60_000;

export interface RequestInput {
  memberId: string;
  bankAccountId: string;
  amount: bigint;
  requestKey: string;
  limits: WithdrawalLimits;
  timeZone: string;
  provider: string;
  payoutDueAt: Date;
}

/** What a payout rail answered for a claimed withdrawal. */
export type PayoutOutcome = { outcome: 'paid'; reference: string } | { outcome: 'failed' };

/** The rows of a withdrawal's life; its money moves through the money service (services/money/withdrawals.ts). */
export function createWithdrawalRepository(db: Db, now: () => Date) {
  /** What the member withdrew today (merchant time zone), rejected and failed withdrawals not counted. */
  async function usedToday(merchantId: string, memberId: string, timeZone: string, trx?: Trx) {
    const { start, end } = dayBoundsOf(now(), timeZone);
    const row = await (trx ?? db).selectFrom('withdrawal')
      .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(amount), 0)::text`.as('total')])
      .where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
      .where('created_at', '>=', start).where('created_at', '<', end).where('status', 'in', ['pending', 'paid'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), amount: toBigInt(row.total) };
  }

  /** The withdrawal a request key opened, if any (on the database, or in the caller's transaction). */
  const findRequest = (merchantId: string, requestKey: string, executor: Executor = db) =>
    executor.selectFrom('withdrawal').selectAll().where('merchant_id', '=', merchantId).where('request_key', '=', requestKey).executeTakeFirst();

  return {
    usedToday,

    findRequest,

    /** What a used request key answers: the first withdrawal for the same request, idempotency_key_reused for another. */
    async replayOf(merchantId: string, row: Selectable<WithdrawalTable>, fingerprint: string): Promise<WResult<{ withdrawal: WithdrawalRecord; created: boolean }>> {
      return row.fingerprint === fingerprint ? wok({ withdrawal: await withProofCount(db, merchantId, row), created: false }) : wfail('idempotency_key_reused');
    },

    /**
     * Opens a withdrawal row in the caller's transaction, before its hold is posted. The member row is locked first,
     * so the member's withdrawals run one at a time and the daily limits count every earlier one. Answers the row of
     * an earlier request under the same key (or none, when another member's request took the key) as a replay;
     * refuses with WithdrawalRejection (unknown bank account, over a limit).
     */
    async openIn(trx: Trx, ctx: LedgerContext, input: RequestInput, withdrawalId: string, fingerprint: string): Promise<{ kind: 'replay'; row: Selectable<WithdrawalTable> | undefined } | { kind: 'opened' }> {
      const m = ctx.merchantId;
      await lockMemberPayee(trx, m, input.memberId);
      const again = await findRequest(m, input.requestKey, trx);
      if (again) return { kind: 'replay', row: again };
      const account = await trx.selectFrom('member_bank_account').selectAll().where('merchant_id', '=', m).where('member_id', '=', input.memberId)
        .where('bank_account_id', '=', input.bankAccountId).where('removed_at', 'is', null).executeTakeFirst();
      if (!account) throw new WithdrawalRejection({ code: 'bank_account_not_found' });
      const used = await usedToday(m, input.memberId, input.timeZone, trx);
      const allowed = checkWithdrawalAmount(input.limits, input.amount, used);
      if (!allowed.ok) throw new WithdrawalRejection(allowed.error);
      const at = now();
      const inserted = await trx.insertInto('withdrawal').values({
        merchant_id: m, withdrawal_id: withdrawalId, member_id: input.memberId, bank_account_id: account.bank_account_id,
        bank_code: account.bank_code, bank_name: account.bank_name, account_number: account.account_number, payee_name: account.payee_name,
        amount: input.amount.toString(), currency: ctx.currency, status: 'pending', provider: input.provider, request_key: input.requestKey,
        fingerprint, hold_entry_id: null, settle_entry_id: null, payout_due_at: input.payoutDueAt, payout_started_at: null, provider_reference: null,
        receipt_status: null, received_amount: '0', auto_receipt_at: null, created_at: at, updated_at: at, paid_at: null, completed_at: null,
      }).onConflict((oc) => oc.columns(['merchant_id', 'request_key']).doNothing()).returningAll().executeTakeFirst();
      // Another member's request took this key in the meantime.
      if (!inserted) return { kind: 'replay', row: await findRequest(m, input.requestKey, trx) };
      return { kind: 'opened' };
    },

    /** Links an opened withdrawal to its hold's entry, in the caller's transaction; answers the row. */
    linkHold: (trx: Trx, merchantId: string, withdrawalId: string, entryId: string) =>
      trx.updateTable('withdrawal').set({ hold_entry_id: entryId }).where('merchant_id', '=', merchantId)
        .where('withdrawal_id', '=', withdrawalId).returningAll().executeTakeFirstOrThrow(),

    async get(merchantId: string, memberId: string, withdrawalId: string): Promise<WithdrawalRecord | null> {
      if (!isWithdrawalId(withdrawalId)) return null;
      const row = await db.selectFrom('withdrawal').selectAll().where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
        .where('withdrawal_id', '=', withdrawalId).executeTakeFirst();
      return row ? withProofCount(db, merchantId, row) : null;
    },

    async list(merchantId: string, memberId: string, filter: { status?: WithdrawalStatus; pageNo: number; pageSize: number }) {
      let q = db.selectFrom('withdrawal').where('merchant_id', '=', merchantId).where('member_id', '=', memberId);
      if (filter.status !== undefined) q = q.where('status', '=', filter.status);
      const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('withdrawal_id', 'desc')
        .limit(filter.pageSize).offset((filter.pageNo - 1) * filter.pageSize).execute();
      const counts = await proofCounts(db, merchantId, rows.map((r) => r.withdrawal_id));
      return { items: rows.map((r) => withdrawalRecord(r, counts.get(r.withdrawal_id) ?? 0)), total: Number(total.n) };
    },

    /**
     * Claims the provider's due payouts (or `only` that one withdrawal, due or not) with one conditional update
     * (payout_started_at), so when several nodes run the payout job only one hands a given withdrawal over. A claim
     * older than payoutClaimMs whose withdrawal is still pending (the node died, the provider or the database
     * failed) is taken again. Answers what to hand to the provider.
     */
    async claimPayouts(merchantId: string, provider: string, only?: string): Promise<PayoutInput[]> {
      const at = now();
      const staleBefore = new Date(at.getTime() - payoutClaimMs);
      let q = db.updateTable('withdrawal').set({ payout_started_at: at, updated_at: at })
        .where('merchant_id', '=', merchantId).where('status', '=', 'pending').where('provider', '=', provider)
        .where((eb) => eb.or([eb('payout_started_at', 'is', null), eb('payout_started_at', '<', staleBefore)]));
      q = only === undefined ? q.where('payout_due_at', '<=', at) : q.where('withdrawal_id', '=', only);
      const claimed = await q.returningAll().execute();
      return claimed.map((w) => ({
        merchantId, withdrawalId: w.withdrawal_id, amount: toBigInt(w.amount), currency: w.currency,
        bankCode: w.bank_code, accountNumber: w.account_number, payeeName: w.payee_name,
      }));
    },

    /** A pending withdrawal's member and amount, read without a lock (neither changes); null when not pending. */
    async pendingPayout(merchantId: string, withdrawalId: string): Promise<{ memberId: string; amount: bigint } | null> {
      const row = await db.selectFrom('withdrawal').select(['member_id', 'amount', 'status']).where('merchant_id', '=', merchantId)
        .where('withdrawal_id', '=', withdrawalId).executeTakeFirst();
      return row && row.status === 'pending' ? { memberId: row.member_id, amount: toBigInt(row.amount) } : null;
    },

    /** Locks the withdrawal in the caller's transaction; true while it is pending (nobody settled it meanwhile). */
    async lockPending(trx: Trx, merchantId: string, withdrawalId: string): Promise<boolean> {
      const locked = await trx.selectFrom('withdrawal').select('status').where('merchant_id', '=', merchantId)
        .where('withdrawal_id', '=', withdrawalId).forUpdate().executeTakeFirst();
      return locked?.status === 'pending';
    },

    /** Records a locked withdrawal's payout: paid by the provider (its reference), or failed with the money back. */
    async recordPayout(trx: Trx, merchantId: string, withdrawalId: string, entryId: string, result: PayoutOutcome, autoReceiptMinutes: number): Promise<void> {
      const at = now();
      await trx.updateTable('withdrawal').set(result.outcome === 'paid'
        ? { status: 'paid', settle_entry_id: entryId, provider_reference: result.reference, paid_at: at, updated_at: at,
          auto_receipt_at: new Date(at.getTime() + autoReceiptMinutes * 60_000) }
        : { status: 'failed', settle_entry_id: entryId, completed_at: at, updated_at: at })
        .where('merchant_id', '=', merchantId).where('withdrawal_id', '=', withdrawalId).execute();
    },

    /** Claims a pending withdrawal nobody is paying out, to fail it (development route: a refused payout). */
    async claimToFail(merchantId: string, withdrawalId: string): Promise<boolean> {
      const at = now();
      const claimed = await db.updateTable('withdrawal').set({ payout_started_at: at, updated_at: at }).where('merchant_id', '=', merchantId)
        .where('withdrawal_id', '=', withdrawalId).where('status', '=', 'pending').where('payout_started_at', 'is', null).executeTakeFirst();
      return claimed.numUpdatedRows > 0n;
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
