// What the member's records (records-repository) and the agent's team records (team-repository) read the same way
// from game_round and the ledger: bet totals, the per-day profit and loss, money in and out, and a game's name. Each
// caller brings its own scope as SQL fragments: `prefix` (a team CTE or nothing), `from` (the rows, aliased r for
// rounds and p for postings) and `where`.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

export interface Page {
  offset: number;
  limit: number;
}

/** One page of a list: `limit ... offset ...`. */
export const pageOf = (page: Page) => sql`limit ${page.limit} offset ${page.offset}`;

/** Lists of rounds and of postings, newest first, ties broken the same way on every page. */
export const newestRoundsFirst = sql`order by r.created_at desc, r.round_id desc`;
export const newestPostingsFirst = sql`order by p.created_at desc, p.entry_id desc, p.line_no desc`;
export const newestEntriesFirst = sql`order by e.created_at desc, e.entry_id desc`;

export interface PlayQuery {
  /** What comes before the select: a `with` clause, or sql`` for none. */
  prefix: RawBuilder<unknown>;
  /** `from game_round r ...` or `from ledger_posting p ...`. */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
}

export interface GameNameColumns {
  name_en: string | null;
  name_zh: string | null;
  name_km: string | null;
}

/** The game's name in the catalogue's three languages, the English one standing in for a missing translation. */
export const gameNameOf = (r: GameNameColumns): { en: string; zh: string; km: string } | null =>
  r.name_en === null ? null : { en: r.name_en, zh: r.name_zh ?? r.name_en, km: r.name_km ?? r.name_en };

/** How many rounds match, and their bets, wins and net; a rolled-back round is counted but moves nothing. */
export async function betTotals(db: Db, q: PlayQuery) {
  const { rows } = await sql<{ n: string; bet: string; win: string }>`${q.prefix}
    select count(*)::text as n,
      coalesce(sum(r.bet_amount) filter (where r.status <> 'rolled_back'), 0)::text as bet,
      coalesce(sum(r.win_amount) filter (where r.status <> 'rolled_back'), 0)::text as win
    ${q.from} where ${q.where}`.execute(db);
  const t = rows[0]!;
  const bet = toBigInt(t.bet);
  const win = toBigInt(t.win);
  return { total: Number(t.n), totals: { betAmount: bet, winAmount: win, net: win - bet } };
}

/**
 * Rounds, players, bets, wins and net per local day of the zone, days with play only, newest first, with the same sums
 * over the whole range; `total` counts the days. Rolled-back rounds are left out.
 */
export async function playByDay(db: Db, q: PlayQuery, timeZone: string, page: Page) {
  const where = sql`${q.where} and r.status <> 'rolled_back'`;
  const day = sql`to_char(r.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const sums = sql`count(distinct r.member_id)::text as members, count(*)::text as rounds,
    coalesce(sum(r.bet_amount), 0)::text as bet, coalesce(sum(r.win_amount), 0)::text as win`;
  const totals = await sql<{ days: string; members: string; rounds: string; bet: string; win: string }>`${q.prefix}
    select count(distinct ${day})::text as days, ${sums} ${q.from} where ${where}`.execute(db);
  const { rows } = await sql<{ day: string; members: string; rounds: string; bet: string; win: string }>`${q.prefix}
    select ${day} as day, ${sums} ${q.from} where ${where}
    group by 1 order by 1 desc ${pageOf(page)}`.execute(db);
  const sumsOf = (r: { members: string; rounds: string; bet: string; win: string }) => {
    const betAmount = toBigInt(r.bet);
    const winAmount = toBigInt(r.win);
    return { members: Number(r.members), rounds: Number(r.rounds), betAmount, winAmount, net: winAmount - betAmount };
  };
  const t = totals.rows[0]!;
  return { total: Number(t.days), totals: sumsOf(t), rows: rows.map((r) => ({ date: r.day, ...sumsOf(r) })) };
}

/** How many postings match, what they brought in and took out, and the net. */
export async function moneyTotals(db: Db, q: PlayQuery) {
  const { rows } = await sql<{ n: string; total_in: string; total_out: string }>`${q.prefix}
    select count(*)::text as n,
      coalesce(sum(p.amount) filter (where p.amount > 0), 0)::text as total_in,
      coalesce(-sum(p.amount) filter (where p.amount < 0), 0)::text as total_out
    ${q.from} where ${q.where}`.execute(db);
  const t = rows[0]!;
  const totalIn = toBigInt(t.total_in);
  const totalOut = toBigInt(t.total_out);
  return { total: Number(t.n), totals: { totalIn, totalOut, net: totalIn - totalOut } };
}

/** How many credits (bonuses, income) match and what they add up to. */
export async function creditTotals(db: Db, q: PlayQuery) {
  const { rows } = await sql<{ n: string; amount: string }>`${q.prefix}
    select count(*)::text as n, coalesce(sum(p.amount), 0)::text as amount ${q.from} where ${q.where}`.execute(db);
  const t = rows[0]!;
  return { total: Number(t.n), totals: { amount: toBigInt(t.amount) } };
}
