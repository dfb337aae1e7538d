// Writes journal entries and their balance updates in one transaction, and reads balances back.
// A posting of fixed amounts (every kind but the all-in and all-out transfers) is built and checked by the pure rules
// first, then written by one statement, ledger_post() (ledger-post-migration.ts): claim the key or answer what is
// stored, update the balances in the lock order (member wallets only while they stay at or above zero), write entry,
// postings and the stored answer. The transfers whose amount is what the wallets hold take the general path: claim
// the key, lock the accounts in the lock order, build the entry from the locked balances, write.
import { sql, type Kysely, type Transaction } from 'kysely';
import { accountId, houseShardOf, mayGoNegative, memberIdOf, type AccountRef } from '../domain/ledger/accounts.js';
import { toBigInt } from '../domain/ledger/amount.js';
import { applyPostings, validateEntry } from '../domain/ledger/balance-rules.js';
import { buildEntry, lockPlan, type EntryDraft, type LedgerCommand, type LedgerContext } from '../domain/ledger/entries.js';
import { LedgerRejection } from '../domain/ledger/errors.js';
import { decideIdempotency, isValidIdempotencyKey, requestFingerprint } from '../domain/ledger/idempotency.js';
import type { Database } from './schema.js';
import { newEntryId } from './entry-id.js';
import { rejectionOf, type LedgerCall, type LedgerOutcome, type PostingReceipt } from './ledger-call.js';
import { memberWalletsOf, type MemberWallets } from './member-wallets.js';
import { runMoneyStatement } from './statement-batch.js';

// Helpers the rest of server/db may use; the repository itself is for server/services/money only (eslint.config.js).
export { newEntryId } from './entry-id.js';
export { asLedgerRejection, noLedgerCall, type LedgerCall, type LedgerOutcome, type PostingReceipt } from './ledger-call.js';
export { memberWalletsOf, type MemberWallets } from './member-wallets.js';

export interface LedgerAudit {
  /** Sum of every account's balance per currency: zero when no money was created or lost. */
  totals: { currency: string; total: bigint }[];
  /** Accounts whose stored balance differs from the sum of their postings. */
  driftedAccounts: { accountId: string; balance: bigint; postings: bigint }[];
  /** Entries with fewer than two postings or a non-zero sum. */
  unbalancedEntries: string[];
  /** Postings whose entry or account does not exist (entry id and line; the writers never leave one). */
  orphanPostings: string[];
  negativeMemberAccounts: string[];
}

export interface LedgerRepositoryOptions {
  now?: () => Date;
}

type Db = Kysely<Database>;

/** Posts in the transaction it is given, under a key from the registry (domain/ledger/idempotency-keys.ts). */
export type PostIn = (key: string, cmd: LedgerCommand) => Promise<Extract<LedgerOutcome, { ok: true }>>;

/** A bonus command that names the accounts every bonus posts to (its amount is never posted). */
export const bonusAccounts = (memberId: string): LedgerCommand => ({ type: 'bonus', memberId, amount: 1n, reference: 'accounts' });

/** Raised inside the transaction when an account row does not exist yet; the caller creates it outside and retries. */
class MissingAccounts extends Error {
  constructor(readonly accounts: AccountRef[]) {
    super('missing ledger accounts');
  }
}

function accountRow(merchantId: string, ref: AccountRef, now: Date) {
  return {
    merchant_id: merchantId,
    account_id: accountId(ref),
    currency: ref.currency,
    kind: ref.kind,
    member_id: memberIdOf(ref),
    vendor: ref.kind === 'member_vendor' ? ref.vendor : null,
    balance: '0',
    allow_negative: mayGoNegative(ref),
    created_at: now,
    updated_at: now,
  };
}

/** Creates missing accounts with a zero balance. Runs in its own short transaction: an empty account is harmless. */
async function ensureAccounts(db: Db, merchantId: string, refs: AccountRef[], now: Date): Promise<void> {
  if (refs.length === 0) return;
  const rows = refs.map((r) => accountRow(merchantId, r, now)).sort((a, b) => (a.account_id < b.account_id ? -1 : 1));
  await db.insertInto('account_balance').values(rows).onConflict((oc) => oc.columns(['merchant_id', 'account_id']).doNothing()).execute();
}

async function lockAccounts(trx: Db, merchantId: string, ids: string[], memberId: string | null): Promise<Map<string, bigint>> {
  const rows = await trx
    .selectFrom('account_balance')
    .select(['account_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => (memberId === null ? eb('account_id', 'in', ids) : eb.or([eb('account_id', 'in', ids), eb('member_id', '=', memberId)])))
    .orderBy('allow_negative')
    .orderBy(sql`account_id collate "C"`)
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.account_id, toBigInt(r.balance)]));
}

/** Commands whose amounts do not depend on the balances: built before any lock and written by ledger_post(). */
const isFixed = (cmd: LedgerCommand): boolean => cmd.type !== 'wallet_transfer_all_in' && cmd.type !== 'wallet_transfer_all_out';

/**
 * The lock order of every posting: member wallets first, then the platform's accounts, each group in byte order of
 * the ids. A round waiting for its member's wallet (another tab, a transfer) holds no house row meanwhile, and every
 * transaction takes its rows in this one order, so none waits on another in a cycle.
 */
export function lockOrder(refs: readonly AccountRef[]): number[] {
  const keyOf = (r: AccountRef) => `${mayGoNegative(r) ? 1 : 0}${accountId(r)}`;
  return refs.map((r, i) => ({ k: keyOf(r), i })).sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0)).map((x) => x.i + 1);
}

/** The house side of a round goes to the member's house sub-account (houseShardOf). */
function spreadHouse(entry: EntryDraft): EntryDraft {
  const shard = houseShardOf(entry.memberId);
  return { ...entry, postings: entry.postings.map((p) => (p.account.kind === 'house' ? { ...p, account: { ...p.account, shard } } : p)) };
}

/** Takes the app's database (any table map that includes the ledger's tables) or a test's narrower one. */
export function createLedgerRepository(db: Db, options: LedgerRepositoryOptions = {}) {
  const now = options.now ?? (() => new Date());

  /** The entry of a fixed command, checked and spread; null sends the command to the general path (which refuses it). */
  function fixedEntry(ctx: LedgerContext, cmd: LedgerCommand): EntryDraft | null {
    if (!isFixed(cmd)) return null;
    const built = buildEntry(cmd, ctx, new Map());
    if (!built.ok) return null;
    const valid = validateEntry(built.value);
    return valid.ok ? spreadHouse(valid.value) : null;
  }

  /**
   * A fixed posting as ledger_post()'s arguments (in its parameter order) and how to read its answer: postFixed runs
   * it alone, and a use case's own SQL function may call ledger_post with them beside its rows (ledgerCall).
   */
  function fixedCall(ctx: LedgerContext, key: string, cmd: LedgerCommand, fingerprint: string, entry: EntryDraft): LedgerCall {
    const at = now();
    const entryId = newEntryId(at);
    const refs = entry.postings.map((p) => p.account);
    const ids = refs.map(accountId);
    const amounts = entry.postings.map((p) => p.amount.toString());
    const head = { entryId, kind: entry.kind, memberId: entry.memberId, reference: entry.reference, createdAt: at.toISOString() };
    const args = sql`${ctx.merchantId}, ${key}, ${fingerprint}, ${cmd.type}, ${entryId}::uuid, ${entry.kind}, ${entry.currency}, ${entry.memberId},
        ${entry.reference}, ${at}::timestamptz, ${JSON.stringify(head)}::jsonb, ${ids}::text[], ${amounts}::bigint[],
        ${refs.map((r) => r.kind)}::text[], ${refs.map(memberIdOf)}::text[], ${refs.map((r) => (r.kind === 'member_vendor' ? r.vendor : null))}::text[],
        ${refs.map(mayGoNegative)}::boolean[], ${lockOrder(refs)}::int[]`;
    const outcome = (raw: unknown): Extract<LedgerOutcome, { ok: true }> => {
      const answer = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { after?: string[]; fingerprint?: string; response?: unknown };
      if (answer.after === undefined) {
        const decision = decideIdempotency({ fingerprint: answer.fingerprint!, response: answer.response as PostingReceipt }, fingerprint);
        if (!decision.ok) throw new LedgerRejection(decision.error);
        if (decision.value.action === 'replay') return { ok: true, replayed: true, receipt: decision.value.response };
        throw new Error('ledger_post answered neither a posting nor a stored answer');
      }
      const after = answer.after;
      const receipt: PostingReceipt = { ...head, postings: ids.map((id, i) => ({ accountId: id, amount: amounts[i]!, balanceAfter: after[i]! })) };
      return { ok: true, replayed: false, receipt };
    };
    return { args, locks: { merchantId: ctx.merchantId, accountIds: ids }, outcome };
  }

  /**
   * One statement (ledger_post), on the database (a transaction of its own, in a batch with the postings arriving
   * together: statement-batch.ts) or in the caller's transaction.
   */
  async function postFixed(exec: Db, ctx: LedgerContext, key: string, cmd: LedgerCommand, fingerprint: string, entry: EntryDraft): Promise<Extract<LedgerOutcome, { ok: true }>> {
    const call = fixedCall(ctx, key, cmd, fingerprint, entry);
    let raw: unknown;
    try {
      raw = await runMoneyStatement(exec, sql<{ r: unknown }>`select ledger_post(${call.args}) as r`, call.locks);
    } catch (err) {
      throw rejectionOf(err) ?? err;
    }
    return call.outcome(raw);
  }

  async function postWithin(trx: Db, ctx: LedgerContext, key: string, cmd: LedgerCommand, fingerprint: string, createMissing: boolean): Promise<LedgerOutcome> {
    const at = now();
    const claimed = await trx
      .insertInto('idempotency_record')
      .values({ merchant_id: ctx.merchantId, idempotency_key: key, fingerprint, operation: cmd.type, entry_id: null, response: null, created_at: at })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (claimed === undefined) {
      // ON CONFLICT waited for the transaction holding the key to finish, so the stored answer is committed.
      const stored = await trx
        .selectFrom('idempotency_record')
        // ledger_post() stores the answer's head only; its postings are the entry's rows (migration 0029).
        .select(['fingerprint', sql<unknown>`ledger_stored_answer(merchant_id, entry_id, response)`.as('response')])
        .where('merchant_id', '=', ctx.merchantId)
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      const decision = decideIdempotency({ fingerprint: stored.fingerprint, response: stored.response as PostingReceipt }, fingerprint);
      if (!decision.ok) throw new LedgerRejection(decision.error);
      if (decision.value.action === 'replay') return { ok: true, replayed: true, receipt: decision.value.response };
    }

    const plan = lockPlan(cmd, ctx);
    if (!plan.ok) throw new LedgerRejection(plan.error);
    const ids = plan.value.accounts.map(accountId);
    const memberScope = plan.value.memberWallets ? cmd.memberId : null;
    let balances = await lockAccounts(trx, ctx.merchantId, ids, memberScope);
    const missing = plan.value.accounts.filter((a) => !balances.has(accountId(a)));
    if (missing.length > 0) {
      if (!createMissing) throw new MissingAccounts(missing);
      await ensureAccounts(trx, ctx.merchantId, missing, at);
      balances = await lockAccounts(trx, ctx.merchantId, ids, memberScope);
    }

    const built = buildEntry(cmd, ctx, balances);
    if (!built.ok) throw new LedgerRejection(built.error);
    const valid = validateEntry(built.value);
    if (!valid.ok) throw new LedgerRejection(valid.error);
    const entry = valid.value;
    const applied = applyPostings(entry, balances);
    if (!applied.ok) throw new LedgerRejection(applied.error);
    if (applied.value.some((p) => !balances.has(p.accountId))) throw new Error(`entry ${entry.kind} posts to an account it did not lock`);

    const entryId = newEntryId(at);
    const receipt: PostingReceipt = {
      entryId, kind: entry.kind, memberId: entry.memberId, reference: entry.reference, createdAt: at.toISOString(),
      postings: applied.value.map((p) => ({ accountId: p.accountId, amount: p.amount.toString(), balanceAfter: p.balanceAfter.toString() })),
    };
    const m = ctx.merchantId;
    const postingRows = sql.join(applied.value.map((p, i) =>
      sql`(${m}, ${entryId}::uuid, ${i + 1}::smallint, ${p.accountId}, ${entry.currency}, ${p.amount.toString()}::bigint, ${p.balanceAfter.toString()}::bigint, ${at}::timestamptz)`));
    const balanceRows = sql.join(applied.value.map((p) => sql`(${p.accountId}, ${p.balanceAfter.toString()}::bigint)`));
    // One statement for every write: each round trip is time the accounts stay locked.
    await sql`
      with entry as (
        insert into journal_entry (merchant_id, entry_id, kind, currency, member_id, reference, idempotency_key, created_at)
        values (${m}, ${entryId}::uuid, ${entry.kind}, ${entry.currency}, ${entry.memberId}, ${entry.reference}, ${key}, ${at}::timestamptz)
      ), postings as (
        insert into ledger_posting (merchant_id, entry_id, line_no, account_id, currency, amount, balance_after, created_at)
        values ${postingRows}
      ), balances as (
        update account_balance as a set balance = v.balance, updated_at = ${at}::timestamptz
        from (values ${balanceRows}) as v(account_id, balance)
        where a.merchant_id = ${m} and a.account_id = v.account_id
      )
      update idempotency_record set entry_id = ${entryId}::uuid, response = ${JSON.stringify(receipt)}::jsonb
      where merchant_id = ${m} and idempotency_key = ${key}`.execute(trx);
    return { ok: true, replayed: false, receipt };
  }

  async function postInTransaction(trx: Transaction<Database>, ctx: LedgerContext, idempotencyKey: string, cmd: LedgerCommand): Promise<Extract<LedgerOutcome, { ok: true }>> {
    if (!isValidIdempotencyKey(idempotencyKey)) throw new LedgerRejection({ code: 'invalid_idempotency_key' });
    const fixed = fixedEntry(ctx, cmd);
    if (fixed) return postFixed(trx, ctx, idempotencyKey, cmd, requestFingerprint(cmd), fixed);
    const outcome = await postWithin(trx, ctx, idempotencyKey, cmd, requestFingerprint(cmd), true);
    if (!outcome.ok) throw new LedgerRejection(outcome.error);
    return outcome;
  }

  async function ensureAccountsFor(ctx: LedgerContext, cmd: LedgerCommand): Promise<void> {
    // ledger_post() creates the accounts of a fixed command itself, in the lock order: nothing to do before it.
    if (isFixed(cmd)) return;
    const plan = lockPlan(cmd, ctx);
    if (plan.ok) await ensureAccounts(db, ctx.merchantId, plan.value.accounts, now());
  }

  function rejected(err: unknown): LedgerOutcome {
    if (err instanceof LedgerRejection) {
      return { ok: false, error: err.accountId === undefined ? { code: err.code } : { code: err.code, accountId: err.accountId } };
    }
    throw err;
  }

  return {
    /**
     * Posts the entry of a command once per idempotency key. A rejected command (insufficient balance, bad wallet)
     * rolls back and stores nothing, so the same key may be retried once the cause is gone.
     */
    async post(ctx: LedgerContext, idempotencyKey: string, cmd: LedgerCommand): Promise<LedgerOutcome> {
      if (!isValidIdempotencyKey(idempotencyKey)) return { ok: false, error: { code: 'invalid_idempotency_key' } };
      const fingerprint = requestFingerprint(cmd);
      const fixed = fixedEntry(ctx, cmd);
      if (fixed) {
        // One statement is its own transaction.
        try {
          return await postFixed(db, ctx, idempotencyKey, cmd, fingerprint, fixed);
        } catch (err) {
          return rejected(err);
        }
      }
      try {
        return await db.transaction().execute((trx) => postWithin(trx, ctx, idempotencyKey, cmd, fingerprint, false));
      } catch (err) {
        if (!(err instanceof MissingAccounts)) return rejected(err);
        // First movement on these accounts: create them outside any lock, then run the whole transaction again.
        await ensureAccounts(db, ctx.merchantId, err.accounts, now());
        try {
          return await db.transaction().execute((trx) => postWithin(trx, ctx, idempotencyKey, cmd, fingerprint, true));
        } catch (retryErr) {
          return rejected(retryErr);
        }
      }
    },

    /**
     * Posts inside a transaction the caller owns (a deposit's state change commits with its credit). A rejection
     * throws LedgerRejection so the caller's transaction rolls back; call ensureAccountsFor first to keep account
     * creation out of the locks.
     */
    postInTransaction,

    /**
     * A fixed command as a LedgerCall under its key, for a statement that posts it beside the caller's rows; null when
     * the command's amounts depend on the balances (the all-in and all-out transfers) or the rules refuse it (post or
     * postInTransaction then answer why).
     */
    ledgerCall(ctx: LedgerContext, idempotencyKey: string, cmd: LedgerCommand): LedgerCall | null {
      if (!isValidIdempotencyKey(idempotencyKey)) return null;
      const fixed = fixedEntry(ctx, cmd);
      return fixed ? fixedCall(ctx, idempotencyKey, cmd, requestFingerprint(cmd), fixed) : null;
    },

    ensureAccountsFor,

    async transact<T>(callerDb: Db, ctx: LedgerContext, accounts: readonly LedgerCommand[], work: (trx: Transaction<Database>, post: PostIn) => Promise<T>): Promise<T> {
      for (const cmd of accounts) await ensureAccountsFor(ctx, cmd);
      return callerDb.transaction().execute((trx) => work(trx, (key, cmd) => postInTransaction(trx, ctx, key, cmd)));
    },

    async memberWallets(merchantId: string, currency: string, memberId: string): Promise<MemberWallets> {
      const rows = await db.selectFrom('account_balance')
        .select(['kind', 'vendor', 'balance'])
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .where('currency', '=', currency)
        .execute();
      return memberWalletsOf(rows);
    },

    async balances(merchantId: string, accountIds: string[]): Promise<Map<string, bigint>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db.selectFrom('account_balance').select(['account_id', 'balance'])
        .where('merchant_id', '=', merchantId).where('account_id', 'in', accountIds).execute();
      return new Map(rows.map((r) => [r.account_id, toBigInt(r.balance)]));
    },

    /** Checks the ledger's invariants for one merchant; used by tests, the crash test and operators. */
    async audit(merchantId: string): Promise<LedgerAudit> {
      const totals = await db.selectFrom('account_balance')
        .select(['currency', sql<string>`sum(balance)::text`.as('total')])
        .where('merchant_id', '=', merchantId).groupBy('currency').orderBy('currency').execute();
      const drifted = await sql<{ account_id: string; balance: string; postings: string }>`
        select a.account_id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as postings
        from account_balance a
        left join ledger_posting p on p.merchant_id = a.merchant_id and p.account_id = a.account_id
        where a.merchant_id = ${merchantId}
        group by a.account_id, a.balance
        having a.balance <> coalesce(sum(p.amount), 0)`.execute(db);
      const unbalanced = await sql<{ entry_id: string }>`
        select e.entry_id::text as entry_id from journal_entry e
        left join ledger_posting p on p.merchant_id = e.merchant_id and p.entry_id = e.entry_id
        where e.merchant_id = ${merchantId}
        group by e.entry_id
        having count(p.line_no) < 2 or coalesce(sum(p.amount), 0) <> 0`.execute(db);
      const orphans = await sql<{ posting: string }>`
        select p.entry_id::text || '/' || p.line_no as posting from ledger_posting p
        where p.merchant_id = ${merchantId}
          and (not exists (select 1 from journal_entry e where e.merchant_id = p.merchant_id and e.entry_id = p.entry_id)
            or not exists (select 1 from account_balance a where a.merchant_id = p.merchant_id and a.account_id = p.account_id))
        order by 1`.execute(db);
      const negative = await db.selectFrom('account_balance').select('account_id')
        .where('merchant_id', '=', merchantId).where('allow_negative', '=', false).where('balance', '<', '0').execute();
      return {
        totals: totals.map((t) => ({ currency: t.currency, total: toBigInt(t.total) })),
        driftedAccounts: drifted.rows.map((r) => ({ accountId: r.account_id, balance: toBigInt(r.balance), postings: toBigInt(r.postings) })),
        unbalancedEntries: unbalanced.rows.map((r) => r.entry_id),
        orphanPostings: orphans.rows.map((r) => r.posting),
        negativeMemberAccounts: negative.map((r) => r.account_id),
      };
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
