// Kysely table types of the member centre's own tables (member-centre-migration.ts, member-extras-migration.ts,
// vip-monthly-migration.ts): VIP and mission claims, manual rebate claims, referral codes, the inbox and feedback.
// Their repositories mostly run raw SQL; the types keep the one Database map complete.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8: PGlite reads it as number, node-postgres as string. */
type Int8 = ColumnType<number | string, number | bigint | string, number | bigint | string>;
type Json<T> = ColumnType<T, string, string>;

export interface VipBonusClaimTable {
  merchant_id: string;
  member_id: string;
  level: number;
  amount: Int8;
  entry_id: string | null;
  claimed_at: Timestamp;
}

export interface VipMonthlyClaimTable {
  merchant_id: string;
  member_id: string;
  /** YYYY-MM. */
  month: string;
  level: number;
  amount: Int8;
  entry_id: string | null;
  claimed_at: Timestamp;
}

export interface MissionClaimTable {
  merchant_id: string;
  member_id: string;
  mission_id: string;
  period_key: string;
  points: number;
  reward: Int8;
  entry_id: string | null;
  claimed_at: Timestamp;
}

export interface RebateClaimTable {
  merchant_id: string;
  claim_id: string;
  member_id: string;
  request_key: string;
  period_start: Timestamp;
  period_end: Timestamp;
  valid_bet: Int8;
  amount: Int8;
  details: Json<unknown>;
  entry_id: string | null;
  claimed_at: Timestamp;
}

export interface ReferralCodeTable {
  merchant_id: string;
  member_id: string;
  code: string;
  created_at: Timestamp;
}

export interface MemberMessageTable {
  merchant_id: string;
  message_id: string;
  /** null: a message to every member of the merchant. */
  member_id: string | null;
  category: 'system' | 'promotion' | 'account';
  format: 'html' | 'text';
  title: Json<Record<string, string>>;
  body: Json<Record<string, string>>;
  created_at: Timestamp;
}

export interface MessageReceiptTable {
  merchant_id: string;
  member_id: string;
  message_id: string;
  read_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

export interface MemberFeedbackTable {
  merchant_id: string;
  feedback_id: string;
  member_id: string;
  kind: 'feedback' | 'support_question';
  question_type: string | null;
  content: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface MemberCentreTables {
  vip_bonus_claim: VipBonusClaimTable;
  vip_monthly_claim: VipMonthlyClaimTable;
  mission_claim: MissionClaimTable;
  rebate_claim: RebateClaimTable;
  referral_code: ReferralCodeTable;
  member_message: MemberMessageTable;
  message_receipt: MessageReceiptTable;
  member_feedback: MemberFeedbackTable;
}
