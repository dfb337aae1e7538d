// What missions count (game rounds and deposits of a period, docs/money.md tables) and the claims members made,
// with the leaderboard's totals (docs/member-centre.md, Missions).
import { sql, type Kysely } from 'kysely';
import type { LeaderboardRow } from '../domain/missions/rules.js';
import type { MemberRef } from './messages-repository.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

export interface PeriodActivity {
  rounds: number;
  /** Total stake in minor units. */
  turnover: number;
  deposits: number;
}

/** Rounds (not rolled back) and their stake, and successful deposits, of a member in [start, end). */
export async function activityBetween(db: Db, who: MemberRef, start: Date, end: Date): Promise<PeriodActivity> {
  const rounds = await sql<{ n: number; stake: string | number }>`
    select count(*)::int as n, coalesce(sum(bet_amount), 0)::text as stake from game_round
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and status <> 'rolled_back'
      and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`.execute(db);
  const deposits = await sql<{ n: number }>`
    select count(*)::int as n from payment_deposit
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and status = 'succeeded'
      and completed_at >= ${start}::timestamptz and completed_at < ${end}::timestamptz`.execute(db);
  return { rounds: Number(rounds.rows[0]?.n ?? 0), turnover: Number(rounds.rows[0]?.stake ?? 0), deposits: Number(deposits.rows[0]?.n ?? 0) };
}

/** The member's claims of the given periods, as `missionId\nperiodKey`. */
export async function claimsOf(db: Db, who: MemberRef, periodKeys: readonly string[]): Promise<Set<string>> {
  if (periodKeys.length === 0) return new Set();
  const { rows } = await sql<{ mission_id: string; period_key: string }>`
    select mission_id, period_key from mission_claim
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and period_key in (${sql.join(periodKeys)})`.execute(db);
  return new Set(rows.map((r) => `${r.mission_id}\n${r.period_key}`));
}

/** Records a claim; false when this mission was already claimed in this period. */
export async function insertClaim(db: Db, who: MemberRef, claim: { missionId: string; periodKey: string; points: number; reward: number; at: Date }): Promise<boolean> {
  const { rows } = await sql<{ mission_id: string }>`
    insert into mission_claim (merchant_id, member_id, mission_id, period_key, points, reward, claimed_at)
    values (${who.merchantId}, ${who.memberId}, ${claim.missionId}, ${claim.periodKey}, ${claim.points}, ${claim.reward}::bigint, ${claim.at}::timestamptz)
    on conflict do nothing returning mission_id`.execute(db);
  return rows.length === 1;
}

export async function setClaimEntry(db: Db, who: MemberRef, missionId: string, periodKey: string, entryId: string): Promise<void> {
  await sql`
    update mission_claim set entry_id = ${entryId}::uuid
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId} and mission_id = ${missionId} and period_key = ${periodKey}`.execute(db);
}

interface BoardRow {
  member_id: string;
  account: string;
  points: number;
  completed: number;
  last_claim_at: Date | string;
}

const toBoardRow = (r: BoardRow): LeaderboardRow => ({
  memberId: r.member_id,
  account: r.account,
  points: Number(r.points),
  completed: Number(r.completed),
  lastClaimAt: r.last_claim_at instanceof Date ? r.last_claim_at : new Date(r.last_claim_at),
});

/** The members with the most mission points claimed in [start, end), at most `limit`. */
export async function leaderboardBetween(db: Db, merchantId: string, start: Date, end: Date, limit: number): Promise<LeaderboardRow[]> {
  const { rows } = await sql<BoardRow>`
    select c.member_id, m.account, sum(c.points)::int as points, count(*)::int as completed, max(c.claimed_at) as last_claim_at
    from mission_claim c
    join member m on m.merchant_id = c.merchant_id and m.member_id = c.member_id
    where c.merchant_id = ${merchantId} and c.claimed_at >= ${start}::timestamptz and c.claimed_at < ${end}::timestamptz
    group by c.member_id, m.account
    order by points desc, completed desc, last_claim_at asc, c.member_id asc
    limit ${limit}`.execute(db);
  return rows.map(toBoardRow);
}

/** One member's points and missions in [start, end), and how many members have more points. */
export async function standingBetween(db: Db, who: MemberRef, start: Date, end: Date): Promise<{ points: number; completed: number; ahead: number }> {
  const mine = await sql<{ points: number; completed: number }>`
    select coalesce(sum(points), 0)::int as points, count(*)::int as completed from mission_claim
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId}
      and claimed_at >= ${start}::timestamptz and claimed_at < ${end}::timestamptz`.execute(db);
  const points = Number(mine.rows[0]?.points ?? 0);
  const ahead = await sql<{ n: number }>`
    select count(*)::int as n from (
      select member_id from mission_claim
      where merchant_id = ${who.merchantId} and claimed_at >= ${start}::timestamptz and claimed_at < ${end}::timestamptz
      group by member_id having sum(points) > ${points}
    ) t`.execute(db);
  return { points, completed: Number(mine.rows[0]?.completed ?? 0), ahead: Number(ahead.rows[0]?.n ?? 0) };
}
