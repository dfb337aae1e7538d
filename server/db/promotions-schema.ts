// Kysely table types of the promotion hall, reward centre and points mall (promotions-migration.ts).
import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Big = ColumnType<string, bigint | number | string, bigint | number | string>;
type BigOrNull = ColumnType<string | null, bigint | number | string | null, bigint | number | string | null>;
export type Texts = Record<string, string>;

export interface PromoActivityTable {
  merchant_id: string;
  activity_id: string;
  kind: 'join' | 'apply' | 'raffle';
  title: Json<Texts>;
  description: Json<Texts>;
  starts_at: Date;
  ends_at: Date;
  reward_amount: Big;
  prizes: Json<{ amount: number; weight: number }[]>;
  turnover_multiple: number;
  sort_order: number;
  /** Percent of each week's net loss a join activity pays back (0: none). */
  cashback_percent: ColumnType<number, number | undefined, number>;
}

export interface PromoParticipationTable {
  merchant_id: string;
  participation_id: string;
  activity_id: string;
  member_id: string;
  period: string;
  state: 'joining' | 'applying' | 'claimed' | 'issued' | 'closed' | 'rejected';
  remark: string;
  reward_amount: BigOrNull;
  created_at: Date;
  updated_at: Date;
}

export interface PromoApplicationImageTable {
  merchant_id: string;
  image_id: string;
  participation_id: string;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  bytes: Uint8Array;
  created_at: Date;
}

export interface MemberRewardTable {
  merchant_id: string;
  reward_id: string;
  member_id: string;
  source: 'promotion' | 'raffle' | 'mission' | 'vip';
  source_ref: string;
  title: Json<Texts>;
  amount: Big;
  turnover_multiple: number;
  state: 'claimable' | 'claimed';
  entry_id: string | null;
  created_at: Date;
  claimed_at: Date | null;
}

export interface MemberPointsTable {
  merchant_id: string;
  member_id: string;
  balance: Big;
  updated_at: Date;
}

export interface PointsTransactionTable {
  merchant_id: string;
  txn_id: string;
  member_id: string;
  kind: 'earn_bet' | 'redeem' | 'redeem_refund' | 'convert' | 'grant';
  points: Big;
  reference: string;
  created_at: Date;
}

export interface PointRewardTable {
  merchant_id: string;
  reward_id: string;
  title: Json<Texts>;
  points_price: Big;
  stock: number;
  physical: boolean;
  sort_order: number;
}

export interface PointRedeemTable {
  merchant_id: string;
  redeem_id: string;
  member_id: string;
  reward_id: string;
  quantity: number;
  points: Big;
  address: string;
  state: 'applying' | 'in_process' | 'approved' | 'rejected';
  request_key: string;
  created_at: Date;
  updated_at: Date;
}

export interface PointsPasswordFailureTable {
  merchant_id: string;
  failure_id: string;
  member_id: string;
  failed_at: Date;
}

export interface PromotionsTables {
  promo_activity: PromoActivityTable;
  promo_participation: PromoParticipationTable;
  promo_application_image: PromoApplicationImageTable;
  member_reward: MemberRewardTable;
  member_points: MemberPointsTable;
  points_transaction: PointsTransactionTable;
  point_reward: PointRewardTable;
  point_redeem: PointRedeemTable;
  points_password_failure: PointsPasswordFailureTable;
}
