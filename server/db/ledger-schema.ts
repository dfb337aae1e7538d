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

export type DepositStatusColumn = 'pending' | 'succeeded' | 'failed' | 'expired';

export interface PaymentDepositTable {
  merchant_id: string;
  deposit_id: string;
  member_id: string;
  method_id: string;
  method_type: string;
  provider: string;
  amount: Int8;
  currency: string;
  status: DepositStatusColumn;
  /** The member's idempotency key of the deposit request: a double submit finds the same deposit. */
  request_key: string;
  fingerprint: string;
  provider_reference: string | null;
  pay_url: string | null;
  entry_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** Every gateway notification as received, signature valid or not: the trail for disputes with a provider. */
export interface PaymentNotificationTable {
  merchant_id: string;
  notification_id: string;
  provider: string;
  deposit_id: string | null;
  signature_valid: boolean;
  body: string;
  outcome: string;
  received_at: CreatedAt;
}

/** The sandbox gateway's own side: what a real provider would keep on its servers. */
export interface SandboxGatewayPaymentTable {
  merchant_id: string;
  payment_id: string;
  merchant_reference: string;
  amount: Int8;
  currency: string;
  method_type: string;
  status: 'open' | 'paid' | 'cancelled';
  notify_url: string;
  return_url: string;
  expires_at: ColumnType<Date, Date | string, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentTables {
  payment_deposit: PaymentDepositTable;
  payment_notification: PaymentNotificationTable;
  sandbox_gateway_payment: SandboxGatewayPaymentTable;
}
