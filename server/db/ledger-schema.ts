// Kysely table types of the ledger. The database's own Database interface extends LedgerTables.
import type { ColumnType } from 'kysely';

/** int8: PGlite reads it as number (or bigint past 2^53), node-postgres as string; written as string or bigint. */
export type Int8 = ColumnType<number | bigint | string, bigint | string, bigint | string>;
type CreatedAt = ColumnType<Date, Date | string, never>;
type UpdatedAt = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface AccountBalanceTable {
  merchant_id: string;
  account_id: string;
  currency: string;
  kind: string;
  member_id: string | null;
  vendor: string | null;
  balance: Int8;
  allow_negative: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface JournalEntryTable {
  merchant_id: string;
  entry_id: string;
  kind: string;
  currency: string;
  member_id: string;
  reference: string | null;
  idempotency_key: string;
  created_at: CreatedAt;
}

export interface LedgerPostingTable {
  merchant_id: string;
  entry_id: string;
  line_no: number;
  account_id: string;
  currency: string;
  amount: Int8;
  balance_after: Int8;
  created_at: CreatedAt;
}

export interface IdempotencyRecordTable {
  merchant_id: string;
  idempotency_key: string;
  fingerprint: string;
  operation: string;
  entry_id: string | null;
  /** The first answer, replayed to retries; null only inside the transaction that claimed the key. */
  response: Json<unknown> | null;
  created_at: CreatedAt;
}

export interface LedgerTables {
  account_balance: AccountBalanceTable;
  journal_entry: JournalEntryTable;
  ledger_posting: LedgerPostingTable;
  idempotency_record: IdempotencyRecordTable;
}
