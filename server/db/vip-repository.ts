// What the VIP and rebate pages read: lifetime deposits and valid bets (optionally up to an instant, for the level
// held when a month closed), valid bets per game type of a window, and the VIP upgrade and monthly bonuses a member
// claimed (docs/member-centre.md, VIP and Manual rebate).
import { sql, type Kysely } from 'kysely';
import type { MemberRef } from './messages-repository.js';
import type { VipTotals } from '../domain/vip/rules.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Valid bet of a settled round in SQL, the same rule as validBetOf: |win - stake| capped at the stake. */
export const VALID_BET_SQL = sql`least(abs(win_amount - bet_amount), bet_amount)`;

/** Lifetime totals; with `before`, only deposits completed and rounds settled before that instant. */
export async function vipTotals(db: Db, who: MemberRef, before?: Date): Promise<VipTotals> {
  const depositsBefore = before === undefined ? sql`` : sql`and coalesce(completed_at, updated_at) < ${before}::timestamptz`;
  const betsBefore = before === undefined ? sql`` : sql`and coalesce(settled_at, created_at) < ${before}::timestamptz`;
  const deposits = await sql<{ total: string }>`
    select coalesce(sum(amount), 0)::text as total from payment_deposit
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and status = 'succeeded' ${depositsBefore}`.execute(db);
  const bets = await sql<{ total: string }>`
    select coalesce(sum(${VALID_BET_SQL}), 0)::text as total from game_round
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and status = 'settled' and bet_amount > 0 ${betsBefore}`.execute(db);
  return { deposits: Number(deposits.rows[0]?.total ?? 0), validBet: Number(bets.rows[0]?.total ?? 0) };
}

export async function claimedVipLevels(db: Db, who: MemberRef): Promise<Set<number>> {
  const { rows } = await sql<{ level: number }>`
    select level from vip_bonus_claim where merchant_id = ${who.merchantId} and member_id = ${who.memberId}`.execute(db);
  return new Set(rows.map((r) => Number(r.level)));
}

/** Records a claim; false when this level's bonus was already claimed. */
export async function insertVipClaim(db: Db, who: MemberRef, level: number, amount: number, at: Date): Promise<boolean> {
  const { rows } = await sql<{ level: number }>`
    insert into vip_bonus_claim (merchant_id, member_id, level, amount, claimed_at)
    values (${who.merchantId}, ${who.memberId}, ${level}, ${amount}::bigint, ${at}::timestamptz)
    on conflict do nothing returning level`.execute(db);
  return rows.length === 1;
}

export async function setVipClaimEntry(db: Db, who: MemberRef, level: number, entryId: string): Promise<void> {
  await sql`update vip_bonus_claim set entry_id = ${entryId}::uuid
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and level = ${level}`.execute(db);
}

export interface VipMonthlyClaim {
  month: string;
  level: number;
  amount: number;
  claimedAt: Date;
}

export async function vipMonthlyClaim(db: Db, who: MemberRef, month: string): Promise<VipMonthlyClaim | null> {
  const { rows } = await sql<{ month: string; level: number; amount: string; claimed_at: Date | string }>`
    select month, level, amount::text as amount, claimed_at from vip_monthly_claim
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and month = ${month}`.execute(db);
  const row = rows[0];
  return row ? { month: row.month, level: Number(row.level), amount: Number(row.amount), claimedAt: new Date(row.claimed_at) } : null;
}

/** Records a month's claim; false when that month's bonus was already claimed. */
export async function insertVipMonthlyClaim(db: Db, who: MemberRef, claim: VipMonthlyClaim): Promise<boolean> {
  const { rows } = await sql<{ month: string }>`
    insert into vip_monthly_claim (merchant_id, member_id, month, level, amount, claimed_at)
    values (${who.merchantId}, ${who.memberId}, ${claim.month}, ${claim.level}, ${claim.amount}::bigint, ${claim.claimedAt}::timestamptz)
    on conflict do nothing returning month`.execute(db);
  return rows.length === 1;
}

export async function setVipMonthlyEntry(db: Db, who: MemberRef, month: string, entryId: string): Promise<void> {
  await sql`update vip_monthly_claim set entry_id = ${entryId}::uuid
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and month = ${month}`.execute(db);
}
