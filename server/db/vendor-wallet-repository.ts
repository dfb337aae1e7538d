// The vendor contract's storage (docs/vendors.md): vendor_transaction rows keyed by the vendor's transaction id and
// the game_round each bet opens, read and written inside the callback's ledger transaction so the round always
// matches the money. Also the reconciliation's reads of rounds left open.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StoredTransaction, VendorTransactionKind, VendorTransactionStatus } from '../domain/game/vendor-transactions.js';
import { asLedgerRejection, noLedgerCall, type LedgerCall } from './ledger-call.js';
import type { Database } from './schema.js';
import { runMoneyStatement } from './statement-batch.js';

type Db = Kysely<Database> | Transaction<Database>;

interface TransactionRow {
  kind: VendorTransactionKind;
  round_id: string;
  member_id: string;
  amount: string | number;
  reference_transaction_id: string | null;
  status: VendorTransactionStatus;
}

const stored = (row: TransactionRow): StoredTransaction => ({
  kind: row.kind, roundId: row.round_id, memberId: row.member_id, amount: BigInt(row.amount),
  referenceTransactionId: row.reference_transaction_id, status: row.status,
});

export interface TransactionKey { merchantId: string; aggregator: string; transactionId: string }

export async function findVendorTransaction(db: Db, key: TransactionKey, forUpdate = false): Promise<StoredTransaction | undefined> {
  const { rows } = await sql<TransactionRow>`
    select kind, round_id, member_id, amount, reference_transaction_id, status from vendor_transaction
    where merchant_id = ${key.merchantId} and aggregator = ${key.aggregator} and transaction_id = ${key.transactionId}
    ${forUpdate ? sql`for update` : sql``}`.execute(db);
  return rows[0] ? stored(rows[0]) : undefined;
}

/** Inserts the transaction; false when its id is taken (a concurrent retry committed it first). */
export async function insertVendorTransaction(db: Db, key: TransactionKey, t: StoredTransaction, at: Date): Promise<boolean> {
  const { rows } = await sql`
    insert into vendor_transaction (merchant_id, aggregator, transaction_id, kind, round_id, member_id, amount, reference_transaction_id, status, created_at)
    values (${key.merchantId}, ${key.aggregator}, ${key.transactionId}, ${t.kind}, ${t.roundId}, ${t.memberId}, ${t.amount.toString()}::bigint,
      ${t.referenceTransactionId}, ${t.status}, ${at}::timestamptz)
    on conflict do nothing returning transaction_id`.execute(db);
  return rows.length === 1;
}

export async function markRolledBack(db: Db, key: TransactionKey): Promise<void> {
  await sql`update vendor_transaction set status = 'rolled_back'
    where merchant_id = ${key.merchantId} and aggregator = ${key.aggregator} and transaction_id = ${key.transactionId}`.execute(db);
}

export interface VendorRound {
  memberId: string;
  aggregator: string | null;
  status: 'open' | 'settled' | 'rolled_back';
  betAmount: bigint;
}

export async function lockRound(db: Db, merchantId: string, roundId: string): Promise<VendorRound | undefined> {
  const { rows } = await sql<{ member_id: string; aggregator: string | null; status: VendorRound['status']; bet_amount: string | number }>`
    select member_id, aggregator, status, bet_amount from game_round where merchant_id = ${merchantId} and round_id = ${roundId} for update`.execute(db);
  const row = rows[0];
  return row ? { memberId: row.member_id, aggregator: row.aggregator, status: row.status, betAmount: BigInt(row.bet_amount) } : undefined;
}

export interface RoundOpening {
  merchantId: string; roundId: string; memberId: string; nodeId: string; vassalage: string; gameType: string;
  currency: string; aggregator: string; amount: bigint; at: Date;
  /** When the vendor expects the round to settle (capped by the rule), or null. */
  expiresAt?: Date | null;
}

/** Opens the round with its first bet, or adds a further bet to it (the caller checked it is the member's, open). */
export async function addBetToRound(db: Db, r: RoundOpening): Promise<void> {
  await sql`
    insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status, created_at, aggregator, expires_at)
    values (${r.merchantId}, ${r.roundId}, ${r.memberId}, ${r.nodeId}, ${r.vassalage}, ${r.gameType}, ${r.currency}, ${r.amount.toString()}::bigint, 0,
      'open', ${r.at}::timestamptz, ${r.aggregator}, ${r.expiresAt ?? null}::timestamptz)
    on conflict (merchant_id, round_id) do update set bet_amount = game_round.bet_amount + excluded.bet_amount,
      expires_at = greatest(game_round.expires_at, excluded.expires_at)`.execute(db);
}

/** Adds a win (possibly 0) to an open round; closes it as settled when the vendor says the round ended. */
export async function addWinToRound(db: Db, merchantId: string, roundId: string, amount: bigint, close: boolean, at: Date): Promise<void> {
  await sql`
    update game_round set win_amount = win_amount + ${amount.toString()}::bigint,
      status = case when ${close} then 'settled' else status end,
      settled_at = case when ${close} then ${at}::timestamptz else settled_at end
    where merchant_id = ${merchantId} and round_id = ${roundId}`.execute(db);
}

/** Takes a rolled-back bet off its round; a round left with no bet and no win is rolled back as a whole. */
export async function removeBetFromRound(db: Db, merchantId: string, roundId: string, amount: bigint, at: Date): Promise<void> {
  await sql`
    update game_round set bet_amount = bet_amount - ${amount.toString()}::bigint,
      status = case when bet_amount - ${amount.toString()}::bigint = 0 and win_amount = 0 then 'rolled_back' else status end,
      settled_at = case when bet_amount - ${amount.toString()}::bigint = 0 and win_amount = 0 then ${at}::timestamptz else settled_at end
    where merchant_id = ${merchantId} and round_id = ${roundId}`.execute(db);
}

/** Closes a round whose bets were all settled by the reconciliation (its wins stay). */
export async function closeRound(db: Db, merchantId: string, roundId: string, at: Date): Promise<void> {
  await sql`update game_round set status = case when bet_amount = 0 and win_amount = 0 then 'rolled_back' else 'settled' end, settled_at = ${at}::timestamptz
    where merchant_id = ${merchantId} and round_id = ${roundId} and status = 'open'`.execute(db);
}

export interface OpenVendorRound { merchantId: string; roundId: string; aggregator: string; memberId: string }

/** Outside vendors' rounds still open that started (or were expected to settle, when announced) before the cutoff, oldest first. */
export async function openVendorRounds(db: Db, before: Date, limit: number): Promise<OpenVendorRound[]> {
  const { rows } = await sql<{ merchant_id: string; round_id: string; aggregator: string; member_id: string }>`
    select merchant_id, round_id, aggregator, member_id from game_round
    where status = 'open' and aggregator is not null and created_at < ${before}::timestamptz
      and (expires_at is null or expires_at < ${before}::timestamptz)
    order by created_at limit ${limit}`.execute(db);
  return rows.map((r) => ({ merchantId: r.merchant_id, roundId: r.round_id, aggregator: r.aggregator, memberId: r.member_id }));
}

/** The bets of a round not rolled back, as transaction ids. */
export async function liveBetsOfRound(db: Db, merchantId: string, aggregator: string, roundId: string): Promise<string[]> {
  const { rows } = await sql<{ transaction_id: string }>`
    select transaction_id from vendor_transaction
    where merchant_id = ${merchantId} and aggregator = ${aggregator} and round_id = ${roundId} and kind = 'bet' and status = 'done'
    order by created_at`.execute(db);
  return rows.map((r) => r.transaction_id);
}

/** Whether any win was paid on the round. */
export async function roundHasWin(db: Db, merchantId: string, aggregator: string, roundId: string): Promise<boolean> {
  const { rows } = await sql`select 1 from vendor_transaction
    where merchant_id = ${merchantId} and aggregator = ${aggregator} and round_id = ${roundId} and kind = 'win' limit 1`.execute(db);
  return rows.length > 0;
}

/** The wallet (vendor code) a round plays from, or undefined when there is no such round. */
export async function vassalageOfRound(db: Db, merchantId: string, roundId: string): Promise<string | undefined> {
  const { rows } = await sql<{ vassalage: string }>`select vassalage from game_round where merchant_id = ${merchantId} and round_id = ${roundId}`.execute(db);
  return rows[0]?.vassalage;
}

/** Whether the vendor's lane (game type and vendor) is under maintenance: its games take no new bets. */
export async function vendorLaneUnderMaintenance(db: Db, gameType: string, vassalage: string): Promise<boolean> {
  const { rows } = await sql`select 1 from game_vendor where game_type = ${gameType} and vassalage = ${vassalage} and under_maintenance`.execute(db);
  return rows.length > 0;
}

// The callbacks' hot path (docs/vendors.md, Throughput): each reads or writes what it needs in as few statements as
// the order of its decisions allows.

/**
 * A bet's first statement: inserts its transaction (false when the id is taken) and locks the round it names, if
 * there is one, in one round trip.
 */
export async function claimBetAndLockRound(db: Db, key: TransactionKey, t: StoredTransaction, at: Date): Promise<{ inserted: boolean; round: Omit<VendorRound, 'betAmount'> | undefined }> {
  const { rows } = await sql<{ inserted: boolean; member_id: string | null; aggregator: string | null; status: VendorRound['status'] | null }>`
    with claimed as (
      insert into vendor_transaction (merchant_id, aggregator, transaction_id, kind, round_id, member_id, amount, reference_transaction_id, status, created_at)
      values (${key.merchantId}, ${key.aggregator}, ${key.transactionId}, ${t.kind}, ${t.roundId}, ${t.memberId}, ${t.amount.toString()}::bigint,
        ${t.referenceTransactionId}, ${t.status}, ${at}::timestamptz)
      on conflict do nothing returning 1
    ), round as (
      select member_id, aggregator, status from game_round where merchant_id = ${key.merchantId} and round_id = ${t.roundId} for update
    )
    select exists (select 1 from claimed) as inserted, round.member_id, round.aggregator, round.status from (values (1)) as one left join round on true`.execute(db);
  const row = rows[0]!;
  return { inserted: row.inserted, round: row.status === null ? undefined : { memberId: row.member_id!, aggregator: row.aggregator, status: row.status } };
}

/** The player and wallet (vendor code) of the bet a win or rollback refers to, read before its transaction. */
export async function referencedBet(db: Db, betKey: TransactionKey, roundId: string): Promise<{ memberId: string; vassalage: string } | undefined> {
  const { rows } = await sql<{ member_id: string; vassalage: string | null }>`
    select t.member_id, (select vassalage from game_round where merchant_id = ${betKey.merchantId} and round_id = ${roundId}) as vassalage
    from vendor_transaction t
    where t.merchant_id = ${betKey.merchantId} and t.aggregator = ${betKey.aggregator} and t.transaction_id = ${betKey.transactionId}`.execute(db);
  return rows[0] ? { memberId: rows[0].member_id, vassalage: rows[0].vassalage ?? '' } : undefined;
}

/**
 * What a win or rollback decides on, in one statement: the transaction if it exists already, the bet it refers to
 * (locked) and, when there is such a bet, the round's status (locked).
 */
export async function lockReference(db: Db, key: TransactionKey, betKey: TransactionKey, roundId: string): Promise<{ existing?: StoredTransaction; bet?: StoredTransaction; roundOpen: boolean }> {
  const { rows } = await sql<TransactionRow & { which: 'existing' | 'bet' | 'round' }>`
    with bet as (
      select kind, round_id, member_id, amount, reference_transaction_id, status from vendor_transaction
      where merchant_id = ${betKey.merchantId} and aggregator = ${betKey.aggregator} and transaction_id = ${betKey.transactionId} for update
    ), round as (
      select status from game_round where merchant_id = ${key.merchantId} and round_id = ${roundId} and exists (select 1 from bet) for update
    )
    select 'existing' as which, kind, round_id, member_id, amount, reference_transaction_id, status from vendor_transaction
    where merchant_id = ${key.merchantId} and aggregator = ${key.aggregator} and transaction_id = ${key.transactionId}
    union all select 'bet', kind, round_id, member_id, amount, reference_transaction_id, status from bet
    union all select 'round', null, null, null, null, null, status from round`.execute(db);
  const existing = rows.find((r) => r.which === 'existing');
  const bet = rows.find((r) => r.which === 'bet');
  const round = rows.find((r) => r.which === 'round');
  return { ...(existing ? { existing: stored(existing) } : {}), ...(bet ? { bet: stored(bet) } : {}), roundOpen: (round?.status as string | undefined) === 'open' };
}

/** A win's rows in one statement: its transaction (false when the id is taken: nothing else is written) and the round's win. */
export async function recordWin(db: Db, key: TransactionKey, t: StoredTransaction, close: boolean, at: Date): Promise<boolean> {
  const { rows } = await sql<{ inserted: boolean }>`
    with claimed as (
      insert into vendor_transaction (merchant_id, aggregator, transaction_id, kind, round_id, member_id, amount, reference_transaction_id, status, created_at)
      values (${key.merchantId}, ${key.aggregator}, ${key.transactionId}, ${t.kind}, ${t.roundId}, ${t.memberId}, ${t.amount.toString()}::bigint,
        ${t.referenceTransactionId}, ${t.status}, ${at}::timestamptz)
      on conflict do nothing returning 1
    ), won as (
      update game_round set win_amount = win_amount + ${t.amount.toString()}::bigint,
        status = case when ${close} then 'settled' else status end,
        settled_at = case when ${close} then ${at}::timestamptz else settled_at end
      where merchant_id = ${key.merchantId} and round_id = ${t.roundId} and exists (select 1 from claimed)
    )
    select exists (select 1 from claimed) as inserted`.execute(db);
  return rows[0]!.inserted;
}

// The common case of a bet and of a win in one statement each (vendor_bet, vendor_win: vendor-callback-migration.ts).
// Each answers the ledger_post() answer it got (null for a win of 0), or `fallback` when the case is not the common
// one and nothing was written: the caller then takes the transaction path above. A ledger refusal throws
// LedgerRejection; the statement has rolled back.

/** `stale`: what the server remembered no longer holds (betInSession, winOnBet below); nothing was written. */
export type OneStatement = { fallback: true; stale?: true } | { fallback: false; posted: unknown };

/** Runs in a batch with the callbacks and postings arriving together (statement-batch.ts), as if alone. */
async function oneStatement(db: Db, statement: ReturnType<typeof sql<{ r: unknown }>>, call: LedgerCall | null): Promise<OneStatement> {
  try {
    const r = await runMoneyStatement(db, statement, call?.locks);
    const answer = (typeof r === 'string' ? JSON.parse(r) : r) as { posted: unknown } | { stale: true } | null | undefined;
    if (answer && 'stale' in answer) return { fallback: true, stale: true };
    return answer ? { fallback: false, posted: answer.posted } : { fallback: true };
  } catch (err) {
    if (err instanceof Error && err.message === 'vendor:fallback') return { fallback: true };
    throw asLedgerRejection(err);
  }
}

/** A bet's transaction row, its round (opened or added to, closed when the vendor says so) and its posting. */
export function betInOneStatement(db: Db, key: TransactionKey, t: StoredTransaction, r: RoundOpening, close: boolean, call: LedgerCall): Promise<OneStatement> {
  return oneStatement(db, sql<{ r: unknown }>`select vendor_bet(
    ${key.merchantId}, ${key.aggregator}, ${key.transactionId}, ${t.roundId}, ${t.memberId}, ${t.amount.toString()}::bigint, ${r.at}::timestamptz,
    ${r.nodeId}, ${r.vassalage}, ${r.gameType}, ${r.currency}, ${r.expiresAt ?? null}::timestamptz, ${close}, ${call.args}) as r`, call);
}

/** A win's transaction row and its round's win (closing it when the vendor says so), with its posting when above 0. */
export function winInOneStatement(db: Db, key: TransactionKey, t: StoredTransaction, close: boolean, at: Date, call: LedgerCall | null): Promise<OneStatement> {
  return oneStatement(db, sql<{ r: unknown }>`select vendor_win(
    ${key.merchantId}, ${key.aggregator}, ${key.transactionId}, ${t.referenceTransactionId}, ${t.roundId}, ${t.memberId}, ${t.amount.toString()}::bigint,
    ${close}, ${at}::timestamptz, ${call ? call.args : noLedgerCall}) as r`, call);
}

// The same in one round trip, on what the server remembers of an earlier lookup (vendor_bet_in_session,
// vendor_win_on_bet: vendor-one-trip-migration.ts): they check it still holds in the same statement, else answer
// `stale` having written nothing, and the caller looks it up.

/** A bet on the session the server remembers for its token (its hash): checked live, its lane not under maintenance. */
export function betInSession(db: Db, tokenHash: string, key: TransactionKey, t: StoredTransaction, r: RoundOpening, close: boolean, call: LedgerCall): Promise<OneStatement> {
  return oneStatement(db, sql<{ r: unknown }>`select vendor_bet_in_session(${tokenHash},
    ${key.merchantId}, ${key.aggregator}, ${key.transactionId}, ${t.roundId}, ${t.memberId}, ${t.amount.toString()}::bigint, ${r.at}::timestamptz,
    ${r.nodeId}, ${r.vassalage}, ${r.gameType}, ${r.currency}, ${r.expiresAt ?? null}::timestamptz, ${close}, ${call.args}) as r`, call);
}

/** A win on the bet's player and its round's wallet as the server remembers them (checked). */
export function winOnBet(db: Db, vassalage: string, key: TransactionKey, t: StoredTransaction, close: boolean, at: Date, call: LedgerCall | null): Promise<OneStatement> {
  return oneStatement(db, sql<{ r: unknown }>`select vendor_win_on_bet(${vassalage},
    ${key.merchantId}, ${key.aggregator}, ${key.transactionId}, ${t.referenceTransactionId}, ${t.roundId}, ${t.memberId}, ${t.amount.toString()}::bigint,
    ${close}, ${at}::timestamptz, ${call ? call.args : noLedgerCall}) as r`, call);
}
