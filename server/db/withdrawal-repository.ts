// Withdrawals in the database: bound bank accounts, the payment password and its wrong attempts, requests that hold
// the money (withdrawal_hold) in the same transaction as the withdrawal row, payouts that post withdrawal_paid or
// give the money back (withdrawal_reversed), and the member's receipt confirmation. Every query names the merchant.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import type { LedgerCommand, LedgerContext } from '../domain/ledger/entries.js';
import { LedgerRejection } from '../domain/ledger/errors.js';
import { fingerprintOf } from '../domain/ledger/idempotency.js';
import { dayBoundsOf } from '../domain/local-day.js';
import { wfail, wok, WithdrawalRejection, type WResult } from '../domain/withdrawal/errors.js';
import {
  applyReceipt, checkBankAccount, checkWithdrawalAmount, paymentPasswordGate, paymentPasswordLimits,
  type BankAccountInput, type PasswordGate, type ReceiptRequest, type ReceiptStatus, type WithdrawalLimits, type WithdrawalStatus,
} from '../domain/withdrawal/rules.js';
import type { PayoutProvider } from '../domain/withdrawal/payout-port.js';
import type { LedgerWriter } from './ledger-repository.js';
import type { Database } from './schema.js';
import type { MemberBankAccountTable, WithdrawalTable } from './withdrawal-schema.js';
import { idempotencyKeys } from '../domain/ledger/idempotency-keys.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export interface BankAccount {
  bankAccountId: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  createdAt: Date;
}

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

function bankAccount(row: Selectable<MemberBankAccountTable>): BankAccount {
  return {
    bankAccountId: row.bank_account_id, bankCode: row.bank_code, bankName: row.bank_name, accountNumber: row.account_number,
    payeeName: row.payee_name, createdAt: new Date(row.created_at),
  };
}

function record(row: Selectable<WithdrawalTable>, proofCount = 0): WithdrawalRecord {
  const date = (d: Date | string | null) => (d === null ? null : new Date(d));
  return {
    withdrawalId: row.withdrawal_id, memberId: row.member_id, bankAccountId: row.bank_account_id, bankCode: row.bank_code,
    bankName: row.bank_name, accountNumber: row.account_number, payeeName: row.payee_name, amount: toBigInt(row.amount),
    currency: row.currency, status: row.status, receiptStatus: row.receipt_status, receivedAmount: toBigInt(row.received_amount),
    autoReceiptAt: date(row.auto_receipt_at), createdAt: new Date(row.created_at), paidAt: date(row.paid_at),
    completedAt: date(row.completed_at), proofCount,
  };
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

/** Moves money through `ledger`: the money service (app.money) in the app. */
export function createWithdrawalRepository(db: Db, ledger: LedgerWriter, now: () => Date) {
  async function lockMember(trx: Trx, merchantId: string, memberId: string): Promise<{ payee_name: string | null } | undefined> {
    return trx.selectFrom('member').select('payee_name').where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
      .forUpdate().executeTakeFirst();
  }

  async function proofCounts(merchantId: string, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('withdrawal_proof').select(['withdrawal_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('merchant_id', '=', merchantId).where('withdrawal_id', 'in', ids).groupBy('withdrawal_id').execute();
    return new Map(rows.map((r) => [r.withdrawal_id, Number(r.n)]));
  }

  async function getRow(merchantId: string, memberId: string, withdrawalId: string) {
    if (!uuid.test(withdrawalId)) return undefined;
    return db.selectFrom('withdrawal').selectAll().where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
      .where('withdrawal_id', '=', withdrawalId).executeTakeFirst();
  }

  async function withCount(merchantId: string, row: Selectable<WithdrawalTable>): Promise<WithdrawalRecord> {
    return record(row, (await proofCounts(merchantId, [row.withdrawal_id])).get(row.withdrawal_id) ?? 0);
  }

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

  /** Applies the provider's answer to a withdrawal whose payout was started: paid, or failed with the money back. */
  async function settle(ctx: LedgerContext, withdrawalId: string, result: { outcome: 'paid'; reference: string } | { outcome: 'failed' }, autoReceiptMinutes: number, provider: string): Promise<boolean> {
    const row = await db.selectFrom('withdrawal').select(['member_id', 'amount', 'status']).where('merchant_id', '=', ctx.merchantId)
      .where('withdrawal_id', '=', withdrawalId).executeTakeFirst();
    if (!row || row.status !== 'pending') return false;
    const amount = toBigInt(row.amount);
    const cmd: LedgerCommand = result.outcome === 'paid'
      ? { type: 'withdrawal_paid', memberId: row.member_id, amount, provider, reference: withdrawalId }
      : { type: 'withdrawal_reversed', memberId: row.member_id, amount, reference: withdrawalId };
    return ledger.transact(db, ctx, [cmd], async (trx, post) => {
      const locked = await trx.selectFrom('withdrawal').select('status').where('merchant_id', '=', ctx.merchantId)
        .where('withdrawal_id', '=', withdrawalId).forUpdate().executeTakeFirst();
      if (locked?.status !== 'pending') return false;
      const at = now();
      const key = result.outcome === 'paid' ? idempotencyKeys.withdrawalPaid(withdrawalId) : idempotencyKeys.withdrawalReversed(withdrawalId);
      const posted = await post(key, cmd);
      await trx.updateTable('withdrawal').set(result.outcome === 'paid'
        ? { status: 'paid', settle_entry_id: posted.receipt.entryId, provider_reference: result.reference, paid_at: at, updated_at: at,
          auto_receipt_at: new Date(at.getTime() + autoReceiptMinutes * 60_000) }
        : { status: 'failed', settle_entry_id: posted.receipt.entryId, completed_at: at, updated_at: at })
        .where('merchant_id', '=', ctx.merchantId).where('withdrawal_id', '=', withdrawalId).execute();
      return true;
    });
  }

  return {
    // ------------------------------------------------------------ bank accounts
    async bankAccounts(merchantId: string, memberId: string): Promise<BankAccount[]> {
      const rows = await db.selectFrom('member_bank_account').selectAll().where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('removed_at', 'is', null).orderBy('created_at').orderBy('bank_account_id').execute();
      return rows.map(bankAccount);
    },

    async realName(merchantId: string, memberId: string): Promise<string | null> {
      const row = await db.selectFrom('member').select('payee_name').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).executeTakeFirst();
      return row?.payee_name ?? null;
    },

    /**
     * Binds an account. The member row is locked so two requests cannot both pass the count; the first account of
     * a member without a real name on record makes its payee the member's real name.
     */
    async addBankAccount(merchantId: string, memberId: string, input: BankAccountInput, maxAccounts: number): Promise<WResult<BankAccount>> {
      try {
        return await db.transaction().execute(async (trx) => {
          const member = await lockMember(trx, merchantId, memberId);
          if (!member) throw new WithdrawalRejection({ code: 'bank_account_not_found' });
          const checked = checkBankAccount(input, member.payee_name);
          if (!checked.ok) throw new WithdrawalRejection(checked.error);
          const active = await trx.selectFrom('member_bank_account').select(['bank_code', 'account_number']).where('merchant_id', '=', merchantId)
            .where('member_id', '=', memberId).where('removed_at', 'is', null).execute();
          const a = checked.value;
          if (active.some((r) => r.bank_code === a.bankCode && r.account_number === a.accountNumber)) throw new WithdrawalRejection({ code: 'bank_account_exists' });
          if (active.length >= maxAccounts) throw new WithdrawalRejection({ code: 'bank_account_limit_reached', value: { maxAccounts } });
          const row = await trx.insertInto('member_bank_account').values({
            merchant_id: merchantId, bank_account_id: randomUUID(), member_id: memberId, bank_code: a.bankCode, bank_name: a.bankName,
            account_number: a.accountNumber, payee_name: a.payeeName, created_at: now(), removed_at: null,
          }).returningAll().executeTakeFirstOrThrow();
          if (member.payee_name === null || member.payee_name.trim() === '') {
            await trx.updateTable('member').set({ payee_name: a.payeeName }).where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
          }
          return wok(bankAccount(row));
        });
      } catch (err) {
        if (err instanceof WithdrawalRejection) return { ok: false, error: err.error };
        throw err;
      }
    },

    /** Unbinds an account; withdrawals made to it keep their own copy of its details. */
    async removeBankAccount(merchantId: string, memberId: string, bankAccountId: string): Promise<boolean> {
      if (!uuid.test(bankAccountId)) return false;
      const res = await db.updateTable('member_bank_account').set({ removed_at: now() }).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('bank_account_id', '=', bankAccountId).where('removed_at', 'is', null).executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    // ------------------------------------------------------------ payment password
    async paymentPasswordHash(merchantId: string, memberId: string): Promise<string | null> {
      const row = await db.selectFrom('member').select('payment_password_hash').where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).executeTakeFirst();
      return row?.payment_password_hash ?? null;
    },

    /** Sets the payment password only if none is set (a conditional update: two concurrent sets, one wins). */
    async setPaymentPasswordOnce(merchantId: string, memberId: string, hash: string): Promise<boolean> {
      const res = await db.updateTable('member').set({ payment_password_hash: hash }).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('payment_password_hash', 'is', null).executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    /** Replaces the payment password only if it is still the one the old password was checked against. */
    async replacePaymentPassword(merchantId: string, memberId: string, oldHash: string, hash: string): Promise<boolean> {
      const res = await db.updateTable('member').set({ payment_password_hash: hash }).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('payment_password_hash', '=', oldHash).executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    async passwordGate(merchantId: string, memberId: string): Promise<PasswordGate> {
      const at = now();
      const rows = await db.selectFrom('payment_password_failure').select('failed_at').where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('failed_at', '>', new Date(at.getTime() - paymentPasswordLimits.windowMs)).execute();
      return paymentPasswordGate(rows.map((r) => new Date(r.failed_at)), at);
    },

    async recordPasswordFailure(merchantId: string, memberId: string): Promise<void> {
      const at = now();
      await db.insertInto('payment_password_failure').values({ merchant_id: merchantId, failure_id: randomUUID(), member_id: memberId, failed_at: at }).execute();
      await db.deleteFrom('payment_password_failure').where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
        .where('failed_at', '<=', new Date(at.getTime() - paymentPasswordLimits.windowMs)).execute();
    },

    async clearPasswordFailures(merchantId: string, memberId: string): Promise<void> {
      await db.deleteFrom('payment_password_failure').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
    },

    // ------------------------------------------------------------ withdrawals
    usedToday,

    /**
     * Turnover still to bet before a withdrawal, in minor units (0 with no requirement): remainingTurnover of the
     * member's deposits (times the multiple, rounded up) and bets on any of his wallets, computed in the database
     * as the last running sum minus the lowest running sum below zero.
     */
    async turnoverRemaining(merchantId: string, memberId: string, multiple: number): Promise<bigint> {
      if (!(multiple > 0)) return 0n;
      const { rows } = await sql<{ remaining: string }>`
        with moves as (
          select p.created_at, p.entry_id, p.line_no,
            case when e.kind = 'deposit' then ceil(p.amount * ${String(multiple)}::numeric) else p.amount::numeric end as v
          from ledger_posting p join journal_entry e on e.merchant_id = p.merchant_id and e.entry_id = p.entry_id
          where p.merchant_id = ${merchantId} and e.kind in ('deposit', 'bet')
            and p.account_id in (select a.account_id from account_balance a where a.merchant_id = ${merchantId} and a.member_id = ${memberId})
        ), running as (
          select created_at, entry_id, line_no, sum(v) over (order by created_at, entry_id, line_no rows between unbounded preceding and current row) as s
          from moves
        )
        select (coalesce((select s from running order by created_at desc, entry_id desc, line_no desc limit 1), 0)
          - least(0, coalesce((select min(s) from running), 0)))::bigint::text as remaining`.execute(db);
      return toBigInt(rows[0]?.remaining ?? '0');
    },

    /**
     * Opens a withdrawal and holds its money in one transaction. The member row is locked first, so the member's
     * withdrawals run one at a time and the daily limits count every earlier one. The same key for the same
     * request answers the first withdrawal (created: false); for another request, idempotency_key_reused.
     */
    async request(ctx: LedgerContext, input: RequestInput): Promise<WResult<{ withdrawal: WithdrawalRecord; created: boolean }>> {
      const fingerprint = fingerprintOf({ memberId: input.memberId, bankAccountId: input.bankAccountId, amount: input.amount });
      const m = ctx.merchantId;
      const findByKey = (trx: Trx | Db) => trx.selectFrom('withdrawal').selectAll().where('merchant_id', '=', m).where('request_key', '=', input.requestKey).executeTakeFirst();
      const replay = async (row: Selectable<WithdrawalTable>) => (row.fingerprint === fingerprint
        ? wok({ withdrawal: await withCount(m, row), created: false }) : wfail('idempotency_key_reused'));

      const early = await findByKey(db);
      if (early) return replay(early);
      const withdrawalId = randomUUID();
      const hold: LedgerCommand = { type: 'withdrawal_hold', memberId: input.memberId, amount: input.amount, reference: withdrawalId };
      try {
        const out = await ledger.transact(db, ctx, [hold], async (trx, post) => {
          await lockMember(trx, m, input.memberId);
          const again = await findByKey(trx);
          if (again) return { kind: 'replay' as const, row: again };
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
          if (!inserted) return { kind: 'replay' as const, row: await findByKey(trx) };
          const posted = await post(idempotencyKeys.withdrawalHold(withdrawalId), hold);
          const row = await trx.updateTable('withdrawal').set({ hold_entry_id: posted.receipt.entryId }).where('merchant_id', '=', m)
            .where('withdrawal_id', '=', withdrawalId).returningAll().executeTakeFirstOrThrow();
          return { kind: 'created' as const, row };
        });
        if (out.kind === 'created') return wok({ withdrawal: record(out.row), created: true });
        return out.row ? replay(out.row) : wfail('idempotency_key_reused');
      } catch (err) {
        if (err instanceof WithdrawalRejection) return { ok: false, error: err.error };
        if (err instanceof LedgerRejection) return wfail(err.code);
        throw err;
      }
    },

    async get(merchantId: string, memberId: string, withdrawalId: string): Promise<WithdrawalRecord | null> {
      const row = await getRow(merchantId, memberId, withdrawalId);
      return row ? withCount(merchantId, row) : null;
    },

    async list(merchantId: string, memberId: string, filter: { status?: WithdrawalStatus; pageNo: number; pageSize: number }) {
      let q = db.selectFrom('withdrawal').where('merchant_id', '=', merchantId).where('member_id', '=', memberId);
      if (filter.status !== undefined) q = q.where('status', '=', filter.status);
      const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('withdrawal_id', 'desc')
        .limit(filter.pageSize).offset((filter.pageNo - 1) * filter.pageSize).execute();
      const counts = await proofCounts(merchantId, rows.map((r) => r.withdrawal_id));
      return { items: rows.map((r) => record(r, counts.get(r.withdrawal_id) ?? 0)), total: Number(total.n) };
    },

    /**
     * The member's receipt confirmation (M3-9). The row is locked, the pure rules decide, the proof (if any) is
     * stored with the state change and the event, all in one transaction.
     */
    async confirmReceipt(merchantId: string, memberId: string, withdrawalId: string, req: ReceiptRequest, proof: { bytes: Uint8Array; contentType: string } | null): Promise<WResult<WithdrawalRecord>> {
      if (!uuid.test(withdrawalId)) return wfail('withdrawal_not_found');
      try {
        const row = await db.transaction().execute(async (trx) => {
          const locked = await trx.selectFrom('withdrawal').selectAll().where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
            .where('withdrawal_id', '=', withdrawalId).forUpdate().executeTakeFirst();
          if (!locked) throw new WithdrawalRejection({ code: 'withdrawal_not_found' });
          const state = record(locked);
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
        return wok(await withCount(merchantId, row));
      } catch (err) {
        if (err instanceof WithdrawalRejection) return { ok: false, error: err.error };
        throw err;
      }
    },

    /** The newest proof image of one of the member's withdrawals. */
    async latestProof(merchantId: string, memberId: string, withdrawalId: string): Promise<{ contentType: string; data: Uint8Array } | null> {
      if (!uuid.test(withdrawalId)) return null;
      const row = await db.selectFrom('withdrawal_proof').select(['content_type', 'data']).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('withdrawal_id', '=', withdrawalId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      return row ? { contentType: row.content_type, data: new Uint8Array(row.data) } : null;
    },

    /**
     * Hands due payouts to the provider and applies its answer. Each withdrawal is first claimed with a conditional
     * update (payout_started_at), so when several nodes run this job only one hands a given withdrawal over. A
     * claim older than payoutClaimMs whose withdrawal is still pending (the node died, the provider or the database
     * failed) is taken again: providers are idempotent on the withdrawal id, and the state change and its ledger
     * entry are conditional, so a second hand-over never pays or posts twice. A provider error leaves the claim to
     * expire. `only` restricts it to one withdrawal (the development pay-now route), due or not.
     */
    async processPayouts(ctx: LedgerContext, provider: PayoutProvider, autoReceiptMinutes: number, only?: string, onError?: (withdrawalId: string, err: unknown) => void): Promise<number> {
      const at = now();
      const staleBefore = new Date(at.getTime() - payoutClaimMs);
      let q = db.updateTable('withdrawal').set({ payout_started_at: at, updated_at: at })
        .where('merchant_id', '=', ctx.merchantId).where('status', '=', 'pending').where('provider', '=', provider.code)
        .where((eb) => eb.or([eb('payout_started_at', 'is', null), eb('payout_started_at', '<', staleBefore)]));
      q = only === undefined ? q.where('payout_due_at', '<=', at) : q.where('withdrawal_id', '=', only);
      const claimed = await q.returningAll().execute();
      let settled = 0;
      for (const w of claimed) {
        let result;
        try {
          result = await provider.payout({
            merchantId: ctx.merchantId, withdrawalId: w.withdrawal_id, amount: toBigInt(w.amount), currency: w.currency,
            bankCode: w.bank_code, accountNumber: w.account_number, payeeName: w.payee_name,
          });
        } catch (err) {
          // Unknown whether the provider paid: the claim expires and the next run asks again with the same id.
          onError?.(w.withdrawal_id, err);
          continue;
        }
        if (await settle(ctx, w.withdrawal_id, result, autoReceiptMinutes, provider.code)) settled += 1;
      }
      return settled;
    },

    /** Fails a pending withdrawal (development route: a refused payout) and gives the money back. */
    async failPayout(ctx: LedgerContext, withdrawalId: string, provider: string): Promise<boolean> {
      const at = now();
      const claimed = await db.updateTable('withdrawal').set({ payout_started_at: at, updated_at: at }).where('merchant_id', '=', ctx.merchantId)
        .where('withdrawal_id', '=', withdrawalId).where('status', '=', 'pending').where('payout_started_at', 'is', null).executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return false;
      return settle(ctx, withdrawalId, { outcome: 'failed' }, 0, provider);
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

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
