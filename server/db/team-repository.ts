// Reads of the agent centre's team pages (docs/agent-centre.md): the agent's team is every member whose chain of
// uplines (member.parent_member_id) reaches the agent, level 1 being its direct downlines. Every query starts from
// that team, so an agent can never read outside it. Raw SQL: the tables belong to other areas' type maps.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { maxTeamDepth, onlineWindowMs, incomeKinds, type Page, type RangeScope, type TeamScope, type TeamTransactionFilter, type TeamTransactionKind } from '../domain/agent-team/team-scope.js';
import { toBigInt } from '../domain/ledger/amount.js';
import {
  betTotals, creditTotals, gameNameOf, moneyTotals, newestEntriesFirst, newestPostingsFirst, newestRoundsFirst, pageOf, playByDay, type GameNameColumns,
} from './play-reads.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

const and = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);

/** The recursive team of the agent: (member_id, level). */
const teamCte = (s: TeamScope) => sql`with recursive team(member_id, level) as (
    select m.member_id, 1 from member m where m.merchant_id = ${s.merchantId} and m.parent_member_id = ${s.agentId}
    union all
    select m.member_id, t.level + 1 from member m join team t on m.parent_member_id = t.member_id
    where m.merchant_id = ${s.merchantId} and t.level < ${maxTeamDepth}
  )`;

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const n = (v: unknown) => Number(v ?? 0);
const date = (v: unknown): Date => new Date(v as string);
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

export interface DownlineFilter {
  username?: string | undefined;
  level?: number | undefined;
  /** Only the direct downlines of this member (the agent itself or one of its team). */
  parentId?: string | undefined;
}

export interface RecordFilter {
  username?: string | undefined;
  gameType?: string | undefined;
  status?: string | undefined;
}

function usernameClause(username: string | undefined): RawBuilder<unknown>[] {
  return username ? [sql`m.account_key like ${containing(username)} escape '\\'`] : [];
}

export function createTeamRepository(db: Db) {
  /** Whether the member is in the agent's team. */
  async function inTeam(s: TeamScope, memberId: string): Promise<boolean> {
    const { rows } = await sql<{ found: number }>`${teamCte(s)} select 1 as found from team where member_id = ${memberId} limit 1`.execute(db);
    return rows.length > 0;
  }

  async function overview(s: RangeScope, marks: { todayStart: Date; monthStart: Date }) {
    const counts = await sql<{ direct: string; total: string; today: string; month: string; balance: string }>`${teamCte(s)}
      select count(*) filter (where t.level = 1)::text as direct, count(*)::text as total,
        count(*) filter (where m.created_at >= ${marks.todayStart})::text as today,
        count(*) filter (where m.created_at >= ${marks.monthStart})::text as month,
        coalesce(sum(a.balance), 0)::text as balance
      from team t join member m on m.merchant_id = ${s.merchantId} and m.member_id = t.member_id
      left join account_balance a on a.merchant_id = m.merchant_id and a.member_id = m.member_id and a.kind = 'member_main' and a.currency = ${s.currency}`.execute(db);
    const play = await sql<{ active: string; bet: string; win: string }>`${teamCte(s)}
      select count(distinct r.member_id)::text as active, coalesce(sum(r.bet_amount), 0)::text as bet, coalesce(sum(r.win_amount), 0)::text as win
      from game_round r
      where r.merchant_id = ${s.merchantId} and r.currency = ${s.currency} and r.member_id in (select member_id from team)
        and r.created_at >= ${s.start} and r.created_at < ${s.end} and r.status <> 'rolled_back'`.execute(db);
    const money = await sql<{ kind: string; amount: string }>`${teamCte(s)}
      select e.kind, sum(p.amount)::text as amount
      from ledger_posting p
      join account_balance a on a.merchant_id = p.merchant_id and a.account_id = p.account_id
      join journal_entry e on e.merchant_id = p.merchant_id and e.entry_id = p.entry_id
      where p.merchant_id = ${s.merchantId} and a.kind = 'member_main' and a.currency = ${s.currency} and a.member_id in (select member_id from team)
        and p.created_at >= ${s.start} and p.created_at < ${s.end} and e.kind in ('deposit', 'withdrawal_hold', 'withdrawal_reversed')
      group by e.kind`.execute(db);
    const own = await sql<{ balance: string }>`
      select balance::text as balance from account_balance
      where merchant_id = ${s.merchantId} and member_id = ${s.agentId} and kind = 'member_main' and currency = ${s.currency}`.execute(db);
    const c = counts.rows[0]!;
    const p = play.rows[0]!;
    const byKind = new Map(money.rows.map((r) => [r.kind, toBigInt(r.amount)]));
    const bet = toBigInt(p.bet);
    const win = toBigInt(p.win);
    return {
      directMembers: n(c.direct),
      teamMembers: n(c.total),
      newToday: n(c.today),
      newThisMonth: n(c.month),
      activeMembers: n(p.active),
      deposits: byKind.get('deposit') ?? 0n,
      // Held withdrawals leave the wallet; a reversed one comes back, so it does not count.
      withdrawals: -((byKind.get('withdrawal_hold') ?? 0n) + (byKind.get('withdrawal_reversed') ?? 0n)),
      betAmount: bet,
      winAmount: win,
      // The team's result as players: wins minus bets (negative when the team lost).
      profitAndLoss: win - bet,
      teamBalance: toBigInt(c.balance),
      agentBalance: own.rows[0] ? toBigInt(own.rows[0].balance) : 0n,
    };
  }

  async function downlines(s: TeamScope, f: DownlineFilter, page: Page, now: Date) {
    const parts = [...usernameClause(f.username)];
    if (f.level !== undefined) parts.push(sql`t.level = ${f.level}`);
    if (f.parentId !== undefined) parts.push(sql`m.parent_member_id = ${f.parentId}`);
    const where = parts.length > 0 ? sql`where ${and(parts)}` : sql``;
    const from = sql`from team t join member m on m.merchant_id = ${s.merchantId} and m.member_id = t.member_id`;
    const total = await sql<{ n: string }>`${teamCte(s)} select count(*)::text as n ${from} ${where}`.execute(db);
    const onlineSince = new Date(now.getTime() - onlineWindowMs);
    const { rows } = await sql<{
      member_id: string; level: number; account: string; nickname: string | null; type: number; created_at: unknown; last_login_at: unknown;
      parent_account: string | null; balance: string; downlines: string; online: boolean;
    }>`${teamCte(s)}
      select t.member_id, t.level, m.account, m.nickname, m.type, m.created_at, m.last_login_at, up.account as parent_account,
        coalesce(a.balance, 0)::text as balance,
        (select count(*) from member c where c.merchant_id = m.merchant_id and c.parent_member_id = m.member_id)::text as downlines,
        exists (select 1 from member_session ss where ss.merchant_id = m.merchant_id and ss.member_id = m.member_id
          and ss.revoked_at is null and ss.last_seen_at >= ${onlineSince}) as online
      ${from}
      left join member up on up.merchant_id = m.merchant_id and up.member_id = m.parent_member_id
      left join account_balance a on a.merchant_id = m.merchant_id and a.member_id = m.member_id and a.kind = 'member_main' and a.currency = ${s.currency}
      ${where}
      order by t.level, m.created_at desc, m.member_id
      ${pageOf(page)}`.execute(db);
    return {
      total: n(total.rows[0]?.n),
      rows: rows.map((r) => ({
        memberId: r.member_id, level: Number(r.level), account: r.account, nickname: r.nickname, type: Number(r.type),
        parentAccount: r.parent_account, balance: toBigInt(r.balance), downlineCount: n(r.downlines),
        createdAt: date(r.created_at), lastLoginAt: dateOrNull(r.last_login_at), online: r.online === true,
      })),
    };
  }

  function betWhere(s: RangeScope, f: RecordFilter) {
    const parts = [
      sql`r.merchant_id = ${s.merchantId}`, sql`r.currency = ${s.currency}`, sql`r.member_id in (select member_id from team)`,
      sql`r.created_at >= ${s.start}`, sql`r.created_at < ${s.end}`, ...usernameClause(f.username),
    ];
    if (f.gameType !== undefined) parts.push(sql`r.game_type = ${f.gameType}`);
    if (f.status !== undefined) parts.push(sql`r.status = ${f.status}`);
    return and(parts);
  }
  const roundsFrom = (s: TeamScope) => sql`from game_round r join member m on m.merchant_id = ${s.merchantId} and m.member_id = r.member_id`;

  async function bets(s: RangeScope, f: RecordFilter, page: Page) {
    const where = betWhere(s, f);
    const { total, totals } = await betTotals(db, { prefix: teamCte(s), from: roundsFrom(s), where });
    const { rows } = await sql<GameNameColumns & {
      round_id: string; account: string; created_at: unknown; game_type: string; vassalage: string; node_id: string; status: string;
      bet_amount: unknown; win_amount: unknown;
    }>`${teamCte(s)}
      select r.round_id, m.account, r.created_at, r.game_type, r.vassalage, r.node_id, r.status, r.bet_amount, r.win_amount, g.name_en, g.name_zh, g.name_km
      ${roundsFrom(s)} left join game g on g.node_id = r.node_id
      where ${where}
      ${newestRoundsFirst} ${pageOf(page)}`.execute(db);
    return {
      total,
      totals,
      rows: rows.map((r) => ({
        roundId: r.round_id, account: r.account, createdAt: date(r.created_at), gameType: r.game_type, vendor: r.vassalage, nodeId: r.node_id, status: r.status,
        gameName: gameNameOf(r),
        betAmount: toBigInt(r.bet_amount), winAmount: toBigInt(r.win_amount),
      })),
    };
  }

  /** Bets, wins and the team's net per local day, days with play only, newest first. */
  async function profitByDay(s: RangeScope, f: Pick<RecordFilter, 'username'>, timeZone: string, page: Page) {
    const { total, totals, rows } = await playByDay(db, { prefix: teamCte(s), from: roundsFrom(s), where: betWhere(s, f) }, timeZone, page);
    return {
      total,
      totals: { activeMembers: totals.members, betAmount: totals.betAmount, winAmount: totals.winAmount, net: totals.net },
      rows: rows.map(({ members, ...day }) => ({ ...day, activeMembers: members })),
    };
  }

  /** Deposits, withdrawals and upline transfers on the main wallets of the team. */
  async function transactions(s: RangeScope, f: { username?: string | undefined; type?: TeamTransactionFilter | undefined }, page: Page) {
    const kinds = f.type === 'deposit' ? ['deposit'] : f.type === 'withdrawal' ? ['withdrawal_hold', 'withdrawal_reversed'] : f.type === 'transfer' ? ['upline_transfer'] : ['deposit', 'withdrawal_hold', 'withdrawal_reversed', 'upline_transfer'];
    const where = and([
      sql`p.merchant_id = ${s.merchantId}`, sql`a.kind = 'member_main'`, sql`a.currency = ${s.currency}`, sql`a.member_id in (select member_id from team)`,
      sql`p.created_at >= ${s.start}`, sql`p.created_at < ${s.end}`, sql`e.kind in (${sql.join(kinds)})`, ...usernameClause(f.username),
    ]);
    const from = sql`from ledger_posting p
      join account_balance a on a.merchant_id = p.merchant_id and a.account_id = p.account_id
      join journal_entry e on e.merchant_id = p.merchant_id and e.entry_id = p.entry_id
      join member m on m.merchant_id = p.merchant_id and m.member_id = a.member_id`;
    const { total, totals } = await moneyTotals(db, { prefix: teamCte(s), from, where });
    const { rows } = await sql<{ entry_id: string; line_no: number; account: string; created_at: unknown; kind: string; amount: unknown; balance_after: unknown }>`${teamCte(s)}
      select p.entry_id::text as entry_id, p.line_no, m.account, p.created_at, e.kind, p.amount, p.balance_after
      ${from} where ${where}
      ${newestPostingsFirst} ${pageOf(page)}`.execute(db);
    return {
      total,
      totals,
      rows: rows.map((r) => {
        const amount = toBigInt(r.amount);
        const type: TeamTransactionKind = r.kind === 'deposit' ? 'deposit' : r.kind === 'withdrawal_hold' ? 'withdrawal'
          : r.kind === 'withdrawal_reversed' ? 'withdrawal_reversed' : amount < 0n ? 'transfer_out' : 'transfer_in';
        return { entryId: r.entry_id, lineNo: Number(r.line_no), account: r.account, createdAt: date(r.created_at), type, amount, balanceAfter: toBigInt(r.balance_after) };
      }),
    };
  }

  /** Income credited to the agent's own main wallet: entries of the income kinds. */
  async function revenue(s: RangeScope, page: Page) {
    const where = and([
      sql`e.merchant_id = ${s.merchantId}`, sql`e.member_id = ${s.agentId}`, sql`e.kind in (${sql.join([...incomeKinds])})`,
      sql`a.kind = 'member_main'`, sql`a.member_id = ${s.agentId}`, sql`a.currency = ${s.currency}`, sql`p.amount > 0`,
      sql`e.created_at >= ${s.start}`, sql`e.created_at < ${s.end}`,
    ]);
    const from = sql`from journal_entry e
      join ledger_posting p on p.merchant_id = e.merchant_id and p.entry_id = e.entry_id
      join account_balance a on a.merchant_id = p.merchant_id and a.account_id = p.account_id`;
    const { total, totals } = await creditTotals(db, { prefix: sql``, from, where });
    const byKind = await sql<{ kind: string; amount: string }>`select e.kind, sum(p.amount)::text as amount ${from} where ${where} group by e.kind`.execute(db);
    const { rows } = await sql<{ entry_id: string; created_at: unknown; kind: string; amount: unknown; balance_after: unknown; reference: string | null }>`
      select e.entry_id::text as entry_id, e.created_at, e.kind, p.amount, p.balance_after, e.reference
      ${from} where ${where}
      ${newestEntriesFirst} ${pageOf(page)}`.execute(db);
    return {
      total,
      totals,
      byKind: byKind.rows.map((r) => ({ kind: r.kind, amount: toBigInt(r.amount) })),
      rows: rows.map((r) => ({
        entryId: r.entry_id, createdAt: date(r.created_at), kind: r.kind, amount: toBigInt(r.amount), balanceAfter: toBigInt(r.balance_after), reference: r.reference,
      })),
    };
  }

  return { inTeam, overview, downlines, bets, profitByDay, transactions, revenue };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
