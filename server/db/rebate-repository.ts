// What the manual rebate reads and writes (docs/member-centre.md, Manual rebate): valid bets per game type of the
// member's settled rounds in a window, the end of the last claim, and the claims themselves.
import { sql } from 'kysely';
import type { MemberRef } from './messages-repository.js';
import type { RebateLine } from '../domain/rebate/rules.js';
import { VALID_BET_SQL, type Db } from './vip-repository.js';

/** Valid bet per game type of rounds settled in (start, end]: a claim at `end` takes what settled up to that moment. */
export async function validBetsBetween(db: Db, who: MemberRef, start: Date | null, end: Date): Promise<Record<string, number>> {
  const { rows } = await sql<{ game_type: string; total: string }>`
    select game_type, sum(${VALID_BET_SQL})::text as total from game_round
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and status = 'settled' and bet_amount > 0
      and settled_at is not null and settled_at <= ${end}::timestamptz
      ${start === null ? sql`` : sql`and settled_at > ${start}::timestamptz`}
    group by game_type`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.game_type, Number(r.total)]));
}

/** Where the next claim starts: the end of the last one, or null before a first claim (every settled round counts). */
export async function lastClaimEnd(db: Db, who: MemberRef): Promise<Date | null> {
  const { rows } = await sql<{ period_end: Date | string }>`
    select max(period_end) as period_end from rebate_claim
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId}`.execute(db);
  const end = rows[0]?.period_end;
  return end ? new Date(end) : null;
}

export interface RebateClaimRow {
  claimId: string;
  requestKey: string;
  periodStart: Date | null;
  periodEnd: Date;
  validBet: number;
  amount: number;
  lines: RebateLine[];
  claimedAt: Date;
}

/** The epoch stands for "from the first round" in the unique (member, period_start) key. */
const FIRST = new Date(0);

/** Records a claim; false when a claim from the same start or with the same request key exists (a retry or a parallel claim). */
export async function insertRebateClaim(db: Db, who: MemberRef, claim: RebateClaimRow): Promise<boolean> {
  const { rows } = await sql<{ claim_id: string }>`
    insert into rebate_claim (merchant_id, claim_id, member_id, request_key, period_start, period_end, valid_bet, amount, details, claimed_at)
    values (${who.merchantId}, ${claim.claimId}::uuid, ${who.memberId}, ${claim.requestKey}, ${claim.periodStart ?? FIRST}::timestamptz, ${claim.periodEnd}::timestamptz,
      ${claim.validBet}::bigint, ${claim.amount}::bigint, ${JSON.stringify(claim.lines)}::jsonb, ${claim.claimedAt}::timestamptz)
    on conflict do nothing returning claim_id`.execute(db);
  return rows.length === 1;
}

export async function setRebateClaimEntry(db: Db, who: MemberRef, claimId: string, entryId: string): Promise<void> {
  await sql`update rebate_claim set entry_id = ${entryId}::uuid where merchant_id = ${who.merchantId} and claim_id = ${claimId}::uuid`.execute(db);
}

type ClaimSqlRow = { claim_id: string; request_key: string; period_start: Date | string; period_end: Date | string; valid_bet: string; amount: string; details: RebateLine[] | string; claimed_at: Date | string };

const CLAIM_COLUMNS = sql`claim_id, request_key, period_start, period_end, valid_bet::text as valid_bet, amount::text as amount, details, claimed_at`;

function claimOf(r: ClaimSqlRow): RebateClaimRow {
  const start = new Date(r.period_start);
  return {
    claimId: r.claim_id,
    requestKey: r.request_key,
    periodStart: start.getTime() === 0 ? null : start,
    periodEnd: new Date(r.period_end),
    validBet: Number(r.valid_bet),
    amount: Number(r.amount),
    lines: typeof r.details === 'string' ? (JSON.parse(r.details) as RebateLine[]) : r.details,
    claimedAt: new Date(r.claimed_at),
  };
}

/** The member's claim made with this idempotency key, if any. */
export async function claimByRequestKey(db: Db, who: MemberRef, requestKey: string): Promise<RebateClaimRow | null> {
  const { rows } = await sql<ClaimSqlRow>`select ${CLAIM_COLUMNS} from rebate_claim
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and request_key = ${requestKey}`.execute(db);
  return rows[0] ? claimOf(rows[0]) : null;
}

export async function rebateClaimsPage(db: Db, who: MemberRef, pageNo: number, pageSize: number): Promise<{ items: RebateClaimRow[]; total: number }> {
  const { rows } = await sql<ClaimSqlRow & { total: number }>`
    select ${CLAIM_COLUMNS}, count(*) over ()::int as total
    from rebate_claim where merchant_id = ${who.merchantId} and member_id = ${who.memberId}
    order by claimed_at desc, claim_id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && pageNo > 1) {
    const count = await sql<{ n: number }>`select count(*)::int as n from rebate_claim where merchant_id = ${who.merchantId} and member_id = ${who.memberId}`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return { items: rows.map(claimOf), total };
}
