// The agent centre's team pages (M2-19..M2-27, docs/agent-centre.md): team overview, downline registration,
// downline management, team bets, team profit and loss per day, the agent's income and the team's transactions.
// Every call needs a session of an agent (types 1, 2, 41, 42); anyone else is refused with the spec's
// "Non-agents cannot log in" key. An agent reads only its own team.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { RegisterFieldRule } from '../../../src/engine/permission-data.js';
import { downlineFormErrors } from '../../../src/engine/downline-form.js';
import { findMemberById } from '../../db/member-repository.js';
import { createTeamRepository } from '../../db/team-repository.js';
import { transactionFilters, type Page, type RangeScope, type TeamScope } from '../../domain/agent-team/team-scope.js';
import { AccountType, isAgentType } from '../../domain/auth/account-types.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { localDate, startOfDay, timeZoneOf } from '../../domain/local-day.js';
import { dateRange, type DateRange } from '../../domain/records/records-rules.js';
import { catalogueLanguage } from '../../domain/catalogue/filters.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { findMemberByAccount, insertMember } from '../../db/member-repository.js';
import { hashPassword } from '../../crypto/password-hashing.js';
import { Envelope, ErrorEnvelope, refuse } from '../wallet/answers.js';
import { Currency, MinorUnits } from '../../../src/engine/api/wallet.js';
import { sendWithdrawalError } from '../withdrawal/withdrawal-routes.js';
import { PageNoInput, pageSizeInput } from '../../../src/engine/api/inputs.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface AgentTeamRoutesOptions {
  now: () => Date;
}

const Code = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,32}$' });
const Username = Type.String({ maxLength: 64, description: 'Part of a username, matched without regard to case' });
const MemberId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
const paging = {
  pageNo: Type.Optional({ ...PageNoInput, default: 1 }),
  pageSize: Type.Optional({ ...pageSizeInput(100), default: 20 }),
};
const range = {
  from: Type.Optional(Type.String({ maxLength: 10, description: 'First local day (YYYY-MM-DD, merchant time zone), included; default 6 days before `to`' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'Last local day, included; default today' })),
};
const OverviewQuery = Type.Object(range);
const DownlinesQuery = Type.Object({ ...paging, username: Type.Optional(Username), level: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })), parentId: Type.Optional(MemberId) });
const BetsQuery = Type.Object({
  ...range, ...paging, username: Type.Optional(Username), gameType: Type.Optional(Code),
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('rolled_back')])),
  // Any interface language may ask (vi, ar...): game names exist in km, en and zh, the others read English.
  lang: Type.Optional(Type.String({ maxLength: 16, description: 'Language of game names: km, en, zh; any other language gets the English names' })),
});
const ProfitQuery = Type.Object({ ...range, ...paging, username: Type.Optional(Username) });
const TransactionsQuery = Type.Object({ ...range, ...paging, username: Type.Optional(Username), type: Type.Optional(Type.Union(transactionFilters.map((t) => Type.Literal(t)))) });
const RevenueQuery = Type.Object({ ...range, ...paging });
const RegisterBody = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  confirmPassword: Type.String({ maxLength: 128 }),
}, { additionalProperties: false });

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Framed = <R extends TSchema, T extends TSchema>(row: R, totals: T) => Type.Object({
  content: Type.Array(row), pageNum: Type.Integer(), pageSize: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer(),
  totals, from: Type.String(), to: Type.String(), timeZone: Type.String(), currency: Currency,
});
const OverviewValue = Type.Object({
  directMembers: Type.Integer(), teamMembers: Type.Integer(), newToday: Type.Integer(), newThisMonth: Type.Integer(), activeMembers: Type.Integer(),
  deposits: MinorUnits, withdrawals: MinorUnits, betAmount: MinorUnits, winAmount: MinorUnits, profitAndLoss: MinorUnits,
  teamBalance: MinorUnits, agentBalance: MinorUnits, from: Type.String(), to: Type.String(), timeZone: Type.String(), currency: Currency,
});
const DownlineRow = Type.Object({
  memberId: Type.String(), account: Type.String(), nickname: Nullable(Type.String()), level: Type.Integer(), isAgent: Type.Boolean(),
  parentAccount: Nullable(Type.String()), balance: MinorUnits, downlineCount: Type.Integer(), createdAt: Type.String(), lastLoginAt: Nullable(Type.String()),
  status: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
});
const DownlinesValue = Type.Object({
  content: Type.Array(DownlineRow), pageNum: Type.Integer(), pageSize: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer(),
  parent: Nullable(Type.Object({ memberId: Type.String(), account: Type.String() })), currency: Currency,
});
const BetRow = Type.Object({
  roundId: Type.String(), account: Type.String(), createdAt: Type.String(), gameType: Type.String(), vendor: Type.String(), gameName: Type.String(),
  status: Type.String(), betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits,
});
const ProfitRow = Type.Object({ date: Type.String(), activeMembers: Type.Integer(), rounds: Type.Integer(), betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits });
const TransactionRow = Type.Object({
  entryId: Type.String(), account: Type.String(), createdAt: Type.String(), type: Type.String(), amount: MinorUnits, balanceAfter: MinorUnits,
});
const RevenueRow = Type.Object({ entryId: Type.String(), createdAt: Type.String(), kind: Type.String(), amount: MinorUnits, balanceAfter: MinorUnits, reference: Nullable(Type.String()) });
const RegisteredValue = Type.Object({ memberId: Type.String(), account: Type.String() });

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
const num = (v: bigint) => toSafeNumber(v);
const currencyOf = (m: MerchantConfig) => ({ code: m.currency.code, symbol: m.currency.symbol, minorUnits: m.currency.minorUnits });

export async function agentTeamRoutes(app: FastifyInstance, options: AgentTeamRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const team = createTeamRepository(app.db as never);

  /** After app.authenticate: only agents go on (spec P6-5, M8-2). */
  const requireAgent = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAgentType(sessionOf(request).type)) return refuse(reply, 403, 'non_agent_cannot_login');
  };
  const agentOnly = [app.authenticate, requireAgent];

  const scopeOf = (request: FastifyRequest): TeamScope => ({
    merchantId: request.merchant.code, agentId: sessionOf(request).memberId, currency: request.merchant.currency.code,
  });

  /** The range scope of a dated query, or null with the refusal sent. */
  function ranged(request: FastifyRequest, reply: FastifyReply, q: { from?: string | undefined; to?: string | undefined }): { scope: RangeScope; range: DateRange; timeZone: string } | null {
    const timeZone = timeZoneOf(request.merchant);
    const r = dateRange(q, options.now(), timeZone);
    if (!r.ok) {
      void sendWithdrawalError(reply, r.error);
      return null;
    }
    return { scope: { ...scopeOf(request), start: r.value.start, end: r.value.end }, range: r.value, timeZone };
  }

  const pageOf = (q: { pageNo?: number | undefined; pageSize?: number | undefined }) => {
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 20;
    const page: Page = { offset: (pageNo - 1) * pageSize, limit: pageSize };
    return { pageNo, pageSize, page };
  };

  const frame = (merchant: MerchantConfig, r: DateRange, timeZone: string, pageNo: number, pageSize: number, total: number) => ({
    pageNum: pageNo, pageSize, totalPages: Math.ceil(total / pageSize), total, from: r.from, to: r.to, timeZone, currency: currencyOf(merchant),
  });

  api.get('/wps/agent/team/overview', {
    preHandler: agentOnly,
    ...answersBadInput('ledger'),
    schema: { tags: ['agent'], summary: 'Team overview (agentTeamOverview, M2-21): team size, new and active members, money and play of the period, balances', querystring: OverviewQuery, response: { 200: Envelope(OverviewValue), ...errors } },
  }, async (request, reply) => {
    const p = ranged(request, reply, request.query);
    if (p === null) return reply;
    const today = localDate(options.now(), p.timeZone);
    const o = await team.overview(p.scope, { todayStart: startOfDay(today, p.timeZone), monthStart: startOfDay(`${today.slice(0, 8)}01`, p.timeZone) });
    return {
      success: true,
      value: {
        directMembers: o.directMembers, teamMembers: o.teamMembers, newToday: o.newToday, newThisMonth: o.newThisMonth, activeMembers: o.activeMembers,
        deposits: num(o.deposits), withdrawals: num(o.withdrawals), betAmount: num(o.betAmount), winAmount: num(o.winAmount), profitAndLoss: num(o.profitAndLoss),
        teamBalance: num(o.teamBalance), agentBalance: num(o.agentBalance), from: p.range.from, to: p.range.to, timeZone: p.timeZone, currency: currencyOf(request.merchant),
      },
    };
  });

  api.post('/wps/agent/team/downlines', {
    preHandler: agentOnly,
    ...answersBadInput('ledger'),
    schema: { tags: ['agent'], summary: "Register a downline member (registerCenter, M2-22) under the merchant's register rules; its upline is the agent", body: RegisterBody, response: { 200: Envelope(RegisteredValue), ...errors } },
  }, async (request, reply) => {
    const merchant = request.merchant;
    const body = request.body;
    const fields = downlineFormErrors(merchant.registerFieldRules as Record<string, RegisterFieldRule>, body);
    if (Object.keys(fields).length > 0) return reply.code(400).send({ success: false, code: 'validation_failed', value: { fields } });
    const username = body.username.trim();
    const taken = { success: false as const, code: 'username_taken', value: { fields: { username: { key: 'usernameTaken', values: {} } } } };
    if (await findMemberByAccount(app.db, merchant.code, username)) return reply.code(409).send(taken);
    const now = options.now();
    const memberId = await insertMember(app.db, {
      merchantId: merchant.code, account: username, type: AccountType.member, passwordHash: await hashPassword(body.password), passwordChangedAt: now,
      createdAt: now, parentMemberId: sessionOf(request).memberId, profile: { registerMethod: 'agent' },
    });
    // Lost a race with another registration of the same name.
    if (memberId === null) return reply.code(409).send(taken);
    return { success: true, value: { memberId, account: username } };
  });

  api.get('/wps/agent/team/downlines', {
    preHandler: agentOnly,
    ...answersBadInput('ledger'),
    schema: { tags: ['agent'], summary: "Downline management (downlineManagmentView, M2-23): the team by username and level, or one downline's direct downlines", querystring: DownlinesQuery, response: { 200: Envelope(DownlinesValue), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const scope = scopeOf(request);
    let parent: { memberId: string; account: string } | null = null;
    if (q.parentId !== undefined && q.parentId !== scope.agentId) {
      // Another agent's downline is not found, whether or not it exists.
      if (!(await team.inTeam(scope, q.parentId))) return refuse(reply, 404, 'downline_not_found');
      const row = await findMemberById(app.db, scope.merchantId, q.parentId);
      if (row) parent = { memberId: row.member_id, account: row.account };
    }
    const { pageNo, pageSize, page } = pageOf(q);
    const out = await team.downlines(scope, { username: q.username?.trim() || undefined, level: q.level, parentId: q.parentId }, page, options.now());
    return {
      success: true,
      value: {
        pageNum: pageNo, pageSize, totalPages: Math.ceil(out.total / pageSize), total: out.total, parent, currency: currencyOf(request.merchant),
        content: out.rows.map((r) => ({
          memberId: r.memberId, account: r.account, nickname: r.nickname, level: r.level, isAgent: isAgentType(r.type), parentAccount: r.parentAccount,
          balance: num(r.balance), downlineCount: r.downlineCount, createdAt: r.createdAt.toISOString(), lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
          status: r.online ? ('online' as const) : ('offline' as const),
        })),
      },
    };
  });

  api.get('/wps/agent/team/bets', {
    preHandler: agentOnly,
    ...answersBadInput('ledger'),
    schema: { tags: ['agent'], summary: 'Team betting (personalHistoryCopy, M2-24): game rounds of the whole team', querystring: BetsQuery, response: { 200: Envelope(Framed(BetRow, Type.Object({ betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits }))), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const p = ranged(request, reply, q);
    if (p === null) return reply;
    const { pageNo, pageSize, page } = pageOf(q);
    const lang = catalogueLanguage(q.lang ?? request.merchant.defaultLanguage);
    const out = await team.bets(p.scope, { username: q.username?.trim() || undefined, gameType: q.gameType, status: q.status }, page);
    return {
      success: true,
      value: {
        ...frame(request.merchant, p.range, p.timeZone, pageNo, pageSize, out.total),
        totals: { betAmount: num(out.totals.betAmount), winAmount: num(out.totals.winAmount), net: num(out.totals.net) },
        content: out.rows.map((r) => ({
          roundId: r.roundId, account: r.account, createdAt: r.createdAt.toISOString(), gameType: r.gameType, vendor: r.vendor,
          gameName: r.gameName?.[lang] ?? r.nodeId, status: r.status, betAmount: num(r.betAmount), winAmount: num(r.winAmount), net: num(r.winAmount - r.betAmount),
        })),
      },
    };
  });

  api.get('/wps/agent/team/profit', {
    preHandler: agentOnly,
    ...answersBadInput('ledger'),
    schema: { tags: ['agent'], summary: "Team profit and loss (palStatementsAgentCopy, M2-25): the team's bets, wins and net per local day", querystring: ProfitQuery, response: { 200: Envelope(Framed(ProfitRow, Type.Object({ activeMembers: Type.Integer(), betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits }))), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const p = ranged(request, reply, q);
    if (p === null) return reply;
    const { pageNo, pageSize, page } = pageOf(q);
    const out = await team.profitByDay(p.scope, { username: q.username?.trim() || undefined }, p.timeZone, page);
    return {
      success: true,
      value: {
        ...frame(request.merchant, p.range, p.timeZone, pageNo, pageSize, out.total),
        totals: { activeMembers: out.totals.activeMembers, betAmount: num(out.totals.betAmount), winAmount: num(out.totals.winAmount), net: num(out.totals.net) },
        content: out.rows.map((r) => ({ date: r.date, activeMembers: r.activeMembers, rounds: r.rounds, betAmount: num(r.betAmount), winAmount: num(r.winAmount), net: num(r.net) })),
      },
    };
  });

  api.get('/wps/agent/team/transactions', {
    preHandler: agentOnly,
    ...answersBadInput('ledger'),
    schema: { tags: ['agent'], summary: "Downline transaction details (agentDownlineTransactionDetailsCopy, M2-27): deposits, withdrawals and upline transfers of the team's main wallets", querystring: TransactionsQuery, response: { 200: Envelope(Framed(TransactionRow, Type.Object({ totalIn: MinorUnits, totalOut: MinorUnits, net: MinorUnits }))), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const p = ranged(request, reply, q);
    if (p === null) return reply;
    const { pageNo, pageSize, page } = pageOf(q);
    const out = await team.transactions(p.scope, { username: q.username?.trim() || undefined, type: q.type }, page);
    return {
      success: true,
      value: {
        ...frame(request.merchant, p.range, p.timeZone, pageNo, pageSize, out.total),
        totals: { totalIn: num(out.totals.totalIn), totalOut: num(out.totals.totalOut), net: num(out.totals.net) },
        content: out.rows.map((r) => ({ entryId: `${r.entryId}:${r.lineNo}`, account: r.account, createdAt: r.createdAt.toISOString(), type: r.type, amount: num(r.amount), balanceAfter: num(r.balanceAfter) })),
      },
    };
  });

  api.get('/wps/agent/team/revenue', {
    preHandler: agentOnly,
    ...answersBadInput('ledger'),
    schema: { tags: ['agent'], summary: "The agent's income (agentRevenueReport, M2-26): commissions, salaries and dividends credited to its main wallet", querystring: RevenueQuery, response: { 200: Envelope(Framed(RevenueRow, Type.Object({ amount: MinorUnits, byKind: Type.Record(Type.String(), MinorUnits) }))), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const p = ranged(request, reply, q);
    if (p === null) return reply;
    const { pageNo, pageSize, page } = pageOf(q);
    const out = await team.revenue(p.scope, page);
    return {
      success: true,
      value: {
        ...frame(request.merchant, p.range, p.timeZone, pageNo, pageSize, out.total),
        totals: { amount: num(out.totals.amount), byKind: Object.fromEntries(out.byKind.map((k) => [k.kind, num(k.amount)])) },
        content: out.rows.map((r) => ({ entryId: r.entryId, createdAt: r.createdAt.toISOString(), kind: r.kind, amount: num(r.amount), balanceAfter: num(r.balanceAfter), reference: r.reference })),
      },
    };
  });
}
