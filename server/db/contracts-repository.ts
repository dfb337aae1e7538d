// Agent contracts in the database (docs/agent-contracts.md): offers and their answers, the team figures of a period,
// and the settlement records of closed periods (paid once per contract and period by the money service's
// payContracts). Raw SQL: member and game_round belong to other areas' table maps.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { periodAt, closedPeriods, type Period } from '../domain/contracts/periods.js';
import type { Settlement, TeamFigures } from '../domain/contracts/settlement.js';
import { requestStateOf, transition, type ContractAction, type ContractStatus, type Party, type RequestState, type TransitionError } from '../domain/contracts/state.js';
import { topRate, type ContractKind, type ContractTerms, type PeriodType, type Tier } from '../../src/engine/contract-terms.js';
import type { ContractPayKind, LedgerContext } from '../domain/ledger/entries.js';
import { agentAccountTypes } from '../domain/auth/account-types.js';
import type { Db, Trx } from './schema.js';

/** Deeper upline chains than this are not followed (a guard against a malformed cycle). */
const maxTeamDepth = 30;

export const payKindOf: Readonly<Record<ContractKind, ContractPayKind>> = {
  dividend: 'contract_dividend', daily: 'daily_wage', hourly: 'hourly_salary', realtime: 'realtime_salary',
};

export interface AgentRef {
  memberId: string;
  account: string;
  nickname: string | null;
}

export interface Contract {
  contractId: string;
  kind: ContractKind;
  upline: AgentRef;
  downline: AgentRef;
  periodType: PeriodType;
  activeMinBet: number;
  tiers: Tier[];
  status: ContractStatus;
  requestState: RequestState;
  terminationBy: Party | null;
  createdAt: Date;
  answeredAt: Date | null;
  terminationRequestedAt: Date | null;
  terminatedAt: Date | null;
  settledUntil: Date | null;
}

export interface SettlementRecord {
  contractId: string;
  kind: ContractKind;
  periodType: PeriodType;
  periodStart: Date;
  periodEnd: Date;
  downline: AgentRef;
  upline: AgentRef;
  teamBet: number;
  teamNet: number;
  activeMembers: number;
  tier: number | null;
  rate: number;
  amount: number;
  paid: boolean;
  createdAt: Date;
}

export type ActOutcome = { ok: true; contract: Contract } | { ok: false; error: TransitionError | 'contract_not_found' };

const date = (v: unknown): Date => new Date(v as string);
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
const num = (v: unknown): number => Number(v ?? 0);
const tiersOf = (v: unknown): Tier[] => (typeof v === 'string' ? JSON.parse(v) : v) as Tier[];

const contractSelect = sql`
  select c.*, u.account as upline_account, u.nickname as upline_nickname, d.account as downline_account, d.nickname as downline_nickname
  from agent_contract c
  join member u on u.merchant_id = c.merchant_id and u.member_id = c.upline_member_id
  join member d on d.merchant_id = c.merchant_id and d.member_id = c.downline_member_id`;

type Row = Record<string, unknown>;

function contractOf(r: Row): Contract {
  const state = { status: r.status as ContractStatus, terminationBy: (r.termination_by as Party | null) ?? null };
  return {
    contractId: r.contract_id as string,
    kind: r.kind as ContractKind,
    upline: { memberId: r.upline_member_id as string, account: r.upline_account as string, nickname: (r.upline_nickname as string | null) ?? null },
    downline: { memberId: r.downline_member_id as string, account: r.downline_account as string, nickname: (r.downline_nickname as string | null) ?? null },
    periodType: r.period_type as PeriodType,
    activeMinBet: num(r.active_min_bet),
    tiers: tiersOf(r.tiers),
    ...state,
    requestState: requestStateOf(state),
    createdAt: date(r.created_at),
    answeredAt: dateOrNull(r.answered_at),
    terminationRequestedAt: dateOrNull(r.termination_requested_at),
    terminatedAt: dateOrNull(r.terminated_at),
    settledUntil: dateOrNull(r.settled_until),
  };
}

export interface SettleOptions {
  ctx: LedgerContext;
  timeZone: string;
  now: Date;
  /** Only this contract. */
  contractId?: string;
  /** Also settle the period running now, as if it had ended (the development route). */
  closeCurrent?: boolean;
}

/** Settlements are paid by the money service's payContracts (services/money/contracts.ts) on these rows. */
export function createContractsRepository(db: Db) {
  async function one(merchantId: string, contractId: string, trx: Db = db): Promise<Contract | null> {
    const { rows } = await sql<Row>`${contractSelect} where c.merchant_id = ${merchantId} and c.contract_id = ${contractId}`.execute(trx);
    return rows[0] ? contractOf(rows[0]) : null;
  }

  /** The team's valid bet, net result and active members in [from, to): the agent and every member below him. */
  async function teamFigures(merchantId: string, currency: string, agentId: string, from: Date, to: Date, activeMinBet: number): Promise<TeamFigures> {
    const { rows } = await sql<{ team_bet: unknown; team_net: unknown; active: unknown }>`
      with recursive team(member_id, level) as (
        select ${agentId}::text, 0
        union all
        select m.member_id, t.level + 1 from member m join team t on m.parent_member_id = t.member_id
        where m.merchant_id = ${merchantId} and t.level < ${maxTeamDepth}
      ), per_member as (
        select r.member_id, sum(r.bet_amount) as bet, sum(r.win_amount - r.bet_amount) as net
        from game_round r
        where r.merchant_id = ${merchantId} and r.currency = ${currency} and r.status = 'settled'
          and r.settled_at >= ${from} and r.settled_at < ${to}
          and r.member_id in (select member_id from team)
        group by r.member_id
      )
      select coalesce(sum(bet), 0)::text as team_bet, coalesce(sum(net), 0)::text as team_net,
        count(*) filter (where bet >= ${activeMinBet}) as active
      from per_member`.execute(db);
    const r = rows[0];
    return { teamBet: BigInt(String(r?.team_bet ?? '0')), teamNet: BigInt(String(r?.team_net ?? '0')), activeMembers: num(r?.active) };
  }

  /** Moves the contract's settled-until mark forward to `end` (never back), on the database or in the caller's transaction. */
  async function advanceSettledUntil(merchantId: string, contractId: string, end: Date, executor: Db = db): Promise<void> {
    await sql`update agent_contract set settled_until = ${end}
      where merchant_id = ${merchantId} and contract_id = ${contractId} and (settled_until is null or settled_until < ${end})`.execute(executor);
  }

  return {
    get: one,
    teamFigures,

    /** The caller's direct downline agents (the only ones he may offer a contract to). */
    async downlineAgents(merchantId: string, agentId: string): Promise<AgentRef[]> {
      const { rows } = await sql<{ member_id: string; account: string; nickname: string | null }>`
        select member_id, account, nickname from member
        where merchant_id = ${merchantId} and parent_member_id = ${agentId} and type in (${sql.join([...agentAccountTypes])})
        order by account`.execute(db);
      return rows.map((r) => ({ memberId: r.member_id, account: r.account, nickname: r.nickname }));
    },

    /** The best rate of the agent's own accepted contract of a kind (a cap on what he may offer), or null. */
    async ownTopRate(merchantId: string, agentId: string, kind: ContractKind): Promise<number | null> {
      const { rows } = await sql<{ tiers: unknown }>`
        select tiers from agent_contract where merchant_id = ${merchantId} and downline_member_id = ${agentId} and kind = ${kind} and status = 'accepted'`.execute(db);
      return rows[0] ? topRate(tiersOf(rows[0].tiers)) : null;
    },

    /** A new offer; null when the downline already has a live (offered or accepted) contract of the kind. */
    async offer(merchantId: string, uplineId: string, downlineId: string, terms: ContractTerms, now: Date): Promise<Contract | null> {
      const contractId = randomUUID();
      const { rows } = await sql`
        insert into agent_contract (merchant_id, contract_id, kind, upline_member_id, downline_member_id, period_type, active_min_bet, tiers, status, created_at)
        values (${merchantId}, ${contractId}, ${terms.kind}, ${uplineId}, ${downlineId}, ${terms.periodType}, ${terms.activeMinBet},
          ${JSON.stringify(terms.tiers)}::jsonb, 'offer', ${now})
        on conflict do nothing returning contract_id`.execute(db);
      return rows.length === 0 ? null : one(merchantId, contractId);
    },

    /** Contracts where the agent is the upline or the downline, of one kind or all, newest first. */
    async list(merchantId: string, agentId: string, kind?: ContractKind): Promise<Contract[]> {
      const { rows } = await sql<Row>`${contractSelect}
        where c.merchant_id = ${merchantId} and (c.upline_member_id = ${agentId} or c.downline_member_id = ${agentId})
          ${kind ? sql`and c.kind = ${kind}` : sql``}
        order by c.created_at desc, c.contract_id limit 200`.execute(db);
      return rows.map(contractOf);
    },

    /** Accept, reject or terminate as the party the caller is; the row is locked so two answers cannot cross. */
    async act(merchantId: string, contractId: string, agentId: string, action: ContractAction, now: Date): Promise<ActOutcome> {
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<Row>`select * from agent_contract where merchant_id = ${merchantId} and contract_id = ${contractId} for update`.execute(trx);
        const r = rows[0];
        const party: Party | null = !r ? null : r.upline_member_id === agentId ? 'upline' : r.downline_member_id === agentId ? 'downline' : null;
        if (!r || party === null) return { ok: false, error: 'contract_not_found' } as const;
        const before = { status: r.status as ContractStatus, terminationBy: (r.termination_by as Party | null) ?? null };
        const step = transition(before, action, party);
        if (!step.ok) return step;
        const after = step.state;
        const askedNow = after.terminationBy !== null && before.terminationBy === null;
        await sql`update agent_contract set status = ${after.status}, termination_by = ${after.terminationBy},
            answered_at = coalesce(answered_at, ${now}),
            termination_requested_at = ${askedNow ? sql`${now}` : sql`termination_requested_at`},
            terminated_at = ${after.status === 'terminated' ? sql`${now}` : sql`terminated_at`}
          where merchant_id = ${merchantId} and contract_id = ${contractId}`.execute(trx);
        const c = await one(merchantId, contractId, trx);
        return { ok: true, contract: c! } as const;
      });
    },

    advanceSettledUntil,

    /**
     * The closed periods of the merchant's accepted (and lately terminated) contracts that are not settled yet, oldest
     * first per contract, at most 500 periods a contract: what the money service's payContracts settles.
     */
    async duePeriods(o: SettleOptions): Promise<{ contract: Contract; period: Period }[]> {
      const { ctx } = o;
      const { rows } = await sql<Row>`${contractSelect}
        where c.merchant_id = ${ctx.merchantId}
          and (c.status = 'accepted' or (c.status = 'terminated' and (c.settled_until is null or c.settled_until < c.terminated_at)))
          ${o.contractId ? sql`and c.contract_id = ${o.contractId}` : sql``}`.execute(db);
      const due: { contract: Contract; period: Period }[] = [];
      for (const c of rows.map(contractOf)) {
        if (c.answeredAt === null) continue;
        const from = c.settledUntil ?? c.answeredAt;
        let until = o.closeCurrent ? periodAt(c.periodType, o.now, o.timeZone).end : o.now;
        // The period holding the termination is the last one; it is settled once it has ended.
        if (c.terminatedAt) {
          const last = periodAt(c.periodType, c.terminatedAt, o.timeZone).end;
          if (last < until) until = last;
        }
        for (const p of closedPeriods(c.periodType, from, until, o.timeZone)) {
          if (c.terminatedAt && p.start >= c.terminatedAt) break;
          due.push({ contract: c, period: p });
        }
      }
      return due;
    },

    /** Writes a period's settlement record (not yet paid) in the caller's transaction; false when the period has one already. */
    async recordSettlement(trx: Trx, ctx: LedgerContext, c: Contract, p: Period, figures: TeamFigures, s: Settlement, now: Date): Promise<boolean> {
      const inserted = await sql`
        insert into agent_contract_settlement (merchant_id, contract_id, period_start, period_end, kind, downline_member_id, upline_member_id,
          currency, team_bet, team_net, active_members, tier, rate, amount, entry_id, created_at)
        values (${ctx.merchantId}, ${c.contractId}, ${p.start}, ${p.end}, ${c.kind}, ${c.downline.memberId}, ${c.upline.memberId},
          ${ctx.currency}, ${figures.teamBet.toString()}, ${figures.teamNet.toString()}, ${figures.activeMembers}, ${s.tier}, ${s.rate},
          ${s.amount.toString()}, null, ${now})
        on conflict do nothing returning contract_id`.execute(trx);
      return inserted.rows.length > 0;
    },

    /** Links a period's settlement record to the entry that paid it, in the caller's transaction. */
    async linkSettlementEntry(trx: Trx, merchantId: string, contractId: string, periodStart: Date, entryId: string): Promise<void> {
      await sql`update agent_contract_settlement set entry_id = ${entryId}
        where merchant_id = ${merchantId} and contract_id = ${contractId} and period_start = ${periodStart}`.execute(trx);
    },

    /** Settlement records of the agent's contracts (paid to him or to his downlines), newest first. */
    async records(merchantId: string, agentId: string, kind: ContractKind, page: { offset: number; limit: number }): Promise<{ rows: SettlementRecord[]; total: number; totalAmount: number }> {
      const where = sql`s.merchant_id = ${merchantId} and s.kind = ${kind} and (s.downline_member_id = ${agentId} or s.upline_member_id = ${agentId})`;
      const [{ rows }, totals] = await Promise.all([
        sql<Row>`select s.*, c.period_type, u.account as upline_account, u.nickname as upline_nickname, d.account as downline_account, d.nickname as downline_nickname
          from agent_contract_settlement s
          join agent_contract c on c.merchant_id = s.merchant_id and c.contract_id = s.contract_id
          join member u on u.merchant_id = s.merchant_id and u.member_id = s.upline_member_id
          join member d on d.merchant_id = s.merchant_id and d.member_id = s.downline_member_id
          where ${where} order by s.period_start desc, s.contract_id limit ${page.limit} offset ${page.offset}`.execute(db),
        sql<{ total: unknown; amount: unknown }>`select count(*) as total, coalesce(sum(s.amount) filter (where s.downline_member_id = ${agentId}), 0)::text as amount
          from agent_contract_settlement s where ${where}`.execute(db),
      ]);
      return {
        total: num(totals.rows[0]?.total),
        totalAmount: num(totals.rows[0]?.amount),
        rows: rows.map((r) => ({
          contractId: r.contract_id as string, kind: r.kind as ContractKind, periodType: r.period_type as PeriodType,
          periodStart: date(r.period_start), periodEnd: date(r.period_end),
          upline: { memberId: r.upline_member_id as string, account: r.upline_account as string, nickname: (r.upline_nickname as string | null) ?? null },
          downline: { memberId: r.downline_member_id as string, account: r.downline_account as string, nickname: (r.downline_nickname as string | null) ?? null },
          teamBet: num(r.team_bet), teamNet: num(r.team_net), activeMembers: num(r.active_members),
          tier: r.tier === null || r.tier === undefined ? null : num(r.tier), rate: num(r.rate), amount: num(r.amount),
          paid: r.entry_id !== null && r.entry_id !== undefined, createdAt: date(r.created_at),
        })),
      };
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
