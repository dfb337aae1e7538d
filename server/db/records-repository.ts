// Reads of the records pages: bet record (game_round), account record (ledger postings on the member's wallets with
// their balance after, joined to the entry's kind), profit and loss per local day, and bonus details. Every query
// filters on merchant_id first and on the member, over [start, end) of the range. Raw SQL: the tables belong to
// other areas' type maps.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import {
  betTotals, creditTotals, gameNameOf, moneyTotals, newestEntriesFirst, newestPostingsFirst, newestRoundsFirst, pageOf, playByDay, type GameNameColumns,
} from './play-reads.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

export interface Scope {
  merchantId: string;
  memberId: string;
  start: Date;
  end: Date;
}

export interface Page {
  /** null: every row (CSV export), up to `limit`. */
  offset: number;
  limit: number;
}

const and = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);

// ------------------------------------------------------------------ bet record

export interface BetFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
  status?: string | undefined;
}

export interface BetRow {
  roundId: string;
  createdAt: Date;
  settledAt: Date | null;
  gameType: string;
  vendor: string;
  nodeId: string;
  gameName: { en: string; zh: string; km: string } | null;
  status: string;
  betAmount: bigint;
  winAmount: bigint;
}

/** A round of the bet record with its game's names, as read by roundSelect. */
type RoundColumns = GameNameColumns & {
  round_id: string; created_at: Date | string; settled_at: Date | string | null; game_type: string; vassalage: string; node_id: string;
  status: string; bet_amount: unknown; win_amount: unknown;
};

const roundSelect = sql`select r.round_id, r.created_at, r.settled_at, r.game_type, r.vassalage, r.node_id, r.status, r.bet_amount, r.win_amount,
    g.name_en, g.name_zh, g.name_km
  from game_round r left join game g on g.node_id = r.node_id`;

const toBetRow = (r: RoundColumns): BetRow => ({
  roundId: r.round_id, createdAt: new Date(r.created_at), settledAt: r.settled_at === null ? null : new Date(r.settled_at),
  gameType: r.game_type, vendor: r.vassalage, nodeId: r.node_id, status: r.status, gameName: gameNameOf(r),
  betAmount: toBigInt(r.bet_amount), winAmount: toBigInt(r.win_amount),
});

function betWhere(s: Scope, f: BetFilter) {
  const parts = [sql`r.merchant_id = ${s.merchantId}`, sql`r.member_id = ${s.memberId}`, sql`r.created_at >= ${s.start}`, sql`r.created_at < ${s.end}`];
  if (f.gameType !== undefined) parts.push(sql`r.game_type = ${f.gameType}`);
  if (f.vendor !== undefined) parts.push(sql`r.vassalage = ${f.vendor}`);
  if (f.status !== undefined) parts.push(sql`r.status = ${f.status}`);
  return and(parts);
}

// ------------------------------------------------------------------ account record

/** Entry kinds a member sees in the account record; upline transfers split by direction. */
export const transactionTypes = [
  'deposit', 'bet', 'win', 'bonus', 'withdrawal_hold', 'withdrawal_reversed', 'wallet_transfer', 'upline_transfer_out', 'upline_transfer_in',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

export interface TransactionFilter {
  type?: TransactionType | undefined;
  /** One wallet's account id (the route builds it from 'MAIN' or a vendor code). */
  accountId?: string | undefined;
}

export interface TransactionRow {
  entryId: string;
  lineNo: number;
  createdAt: Date;
  type: TransactionType;
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
  reference: string | null;
}

function transactionWhere(s: Scope, f: TransactionFilter) {
  const parts = [
    sql`p.merchant_id = ${s.merchantId}`,
    // The member's wallets: the posting index (merchant_id, account_id, created_at) serves each of them.
    sql`p.account_id in (select a.account_id from account_balance a where a.merchant_id = ${s.merchantId} and a.member_id = ${s.memberId})`,
    sql`p.created_at >= ${s.start}`, sql`p.created_at < ${s.end}`,
  ];
  if (f.type === 'upline_transfer_out') parts.push(sql`e.kind = 'upline_transfer' and p.amount < 0`);
  else if (f.type === 'upline_transfer_in') parts.push(sql`e.kind = 'upline_transfer' and p.amount > 0`);
  else if (f.type !== undefined) parts.push(sql`e.kind = ${f.type}`);
  if (f.accountId !== undefined) parts.push(sql`p.account_id = ${f.accountId}`);
  return and(parts);
}

const transactionType = (kind: string, amount: bigint): TransactionType =>
  (kind === 'upline_transfer' ? (amount < 0n ? 'upline_transfer_out' : 'upline_transfer_in') : kind as TransactionType);

function walletOf(accountId: string): string {
  const i = accountId.indexOf('/vendor/');
  return i < 0 ? 'MAIN' : accountId.slice(i + '/vendor/'.length);
}

// ------------------------------------------------------------------ repository

export function createRecordsRepository(db: Db) {
  return {
    /** One round of the member's bet record (the round detail), or undefined when it is not theirs. */
    async betRound(merchantId: string, memberId: string, roundId: string): Promise<BetRow | undefined> {
      const { rows } = await sql<RoundColumns>`
        ${roundSelect}
        where r.merchant_id = ${merchantId} and r.member_id = ${memberId} and r.round_id = ${roundId}`.execute(db);
      const r = rows[0];
      return r ? toBetRow(r) : undefined;
    },

    async bets(s: Scope, f: BetFilter, page: Page) {
      const where = betWhere(s, f);
      const { total, totals } = await betTotals(db, { prefix: sql``, from: sql`from game_round r`, where });
      const { rows } = await sql<RoundColumns>`
        ${roundSelect}
        where ${where}
        ${newestRoundsFirst} ${pageOf(page)}`.execute(db);
      return { total, totals, rows: rows.map(toBetRow) };
    },

    async transactions(s: Scope, f: TransactionFilter, page: Page) {
      const where = transactionWhere(s, f);
      const from = sql`from ledger_posting p join journal_entry e on e.merchant_id = p.merchant_id and e.entry_id = p.entry_id`;
      const { total, totals } = await moneyTotals(db, { prefix: sql``, from, where });
      const { rows } = await sql<{ entry_id: string; line_no: number; created_at: Date | string; kind: string; account_id: string; amount: unknown; balance_after: unknown; reference: string | null }>`
        select p.entry_id::text as entry_id, p.line_no, p.created_at, e.kind, p.account_id, p.amount, p.balance_after, e.reference
        ${from} where ${where}
        ${newestPostingsFirst} ${pageOf(page)}`.execute(db);
      return {
        total,
        totals,
        rows: rows.map((r): TransactionRow => {
          const amount = toBigInt(r.amount);
          return {
            entryId: r.entry_id, lineNo: Number(r.line_no), createdAt: new Date(r.created_at), type: transactionType(r.kind, amount),
            wallet: walletOf(r.account_id), amount, balanceAfter: toBigInt(r.balance_after), reference: r.reference,
          };
        }),
      };
    },

    /** Bets, wins and the member's net per local day of the zone, days with play only, newest first. */
    async profitByDay(s: Scope, f: Omit<BetFilter, 'status'>, timeZone: string, page: Page) {
      const { total, totals, rows } = await playByDay(db, { prefix: sql``, from: sql`from game_round r`, where: betWhere(s, f) }, timeZone, page);
      // One member: the players' count says nothing here.
      const { members: _t, ...dayTotals } = totals;
      return { total, totals: dayTotals, rows: rows.map(({ members: _r, ...day }) => day) };
    },

    /** Bonus entries credited to the member, with the main wallet balance each left; `referencePrefix` keeps one source. */
    async bonuses(s: Scope, page: Page, referencePrefix?: string) {
      const where = and([
        sql`e.merchant_id = ${s.merchantId}`, sql`e.member_id = ${s.memberId}`, sql`e.kind = 'bonus'`,
        sql`e.created_at >= ${s.start}`, sql`e.created_at < ${s.end}`,
        ...(referencePrefix ? [sql`left(e.reference, ${referencePrefix.length}) = ${referencePrefix}`] : []),
      ]);
      const from = sql`from journal_entry e join ledger_posting p on p.merchant_id = e.merchant_id and p.entry_id = e.entry_id and p.amount > 0`;
      const { total, totals } = await creditTotals(db, { prefix: sql``, from, where });
      const { rows } = await sql<{ entry_id: string; created_at: Date | string; reference: string | null; amount: unknown; balance_after: unknown }>`
        select e.entry_id::text as entry_id, e.created_at, e.reference, p.amount, p.balance_after
        ${from} where ${where}
        ${newestEntriesFirst} ${pageOf(page)}`.execute(db);
      return {
        total,
        totals,
        rows: rows.map((r) => ({ entryId: r.entry_id, createdAt: new Date(r.created_at), reference: r.reference, amount: toBigInt(r.amount), balanceAfter: toBigInt(r.balance_after) })),
      };
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
