// Kysely table types of withdrawals (withdrawal-migration.ts). The withdrawal repository sees the database through
// this narrower view together with the ledger's and the member table.
import type { ColumnType } from 'kysely';
import type { Int8 } from './ledger-schema.js';

type CreatedAt = ColumnType<Date, Date | string, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type WithdrawalStatusColumn = 'pending' | 'paid' | 'rejected' | 'failed';
export type ReceiptStatusColumn = 'received' | 'not_received' | 'all_received' | 'forced_received' | 'auto_received';

export interface MemberBankAccountTable {
  merchant_id: string;
  bank_account_id: string;
  member_id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  payee_name: string;
  created_at: CreatedAt;
  /** Set when the member removes the account; withdrawals keep their own copy of the account's details. */
  removed_at: NullableTimestamp;
}

export interface PaymentPasswordFailureTable {
  merchant_id: string;
  failure_id: string;
  member_id: string;
  failed_at: CreatedAt;
}

export interface WithdrawalTable {
  merchant_id: string;
  withdrawal_id: string;
  member_id: string;
  bank_account_id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  payee_name: string;
  amount: Int8;
  currency: string;
  status: WithdrawalStatusColumn;
  provider: string;
  request_key: string;
  fingerprint: string;
  hold_entry_id: string | null;
  settle_entry_id: string | null;
  payout_due_at: Timestamp;
  /** Set by the node that hands the payout to the provider, so no other node hands it over again. */
  payout_started_at: NullableTimestamp;
  provider_reference: string | null;
  receipt_status: ReceiptStatusColumn | null;
  received_amount: Int8;
  auto_receipt_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  completed_at: NullableTimestamp;
}

export interface WithdrawalProofTable {
  merchant_id: string;
  proof_id: string;
  withdrawal_id: string;
  member_id: string;
  content_type: string;
  size_bytes: number;
  data: Uint8Array;
  created_at: CreatedAt;
}

export interface WithdrawalReceiptEventTable {
  merchant_id: string;
  event_id: string;
  withdrawal_id: string;
  choice: string;
  received_amount: Int8;
  proof_id: string | null;
  /** 'member' or 'auto' (the auto-receipt job). */
  actor: string;
  created_at: CreatedAt;
}

export interface WithdrawalTables {
  member_bank_account: MemberBankAccountTable;
  payment_password_failure: PaymentPasswordFailureTable;
  withdrawal: WithdrawalTable;
  withdrawal_proof: WithdrawalProofTable;
  withdrawal_receipt_event: WithdrawalReceiptEventTable;
}
