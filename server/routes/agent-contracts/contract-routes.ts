// Agent contract relay endpoints (spec M7-14; docs/agent-contracts.md): an upline agent offers a dividend or salary
// contract to a direct downline agent, the downline accepts or rejects, either side asks to terminate and the other
// agrees; contracts and settlement records per kind. Agents only, own contracts only. Hourly and real-time salary
// records are POST, as the spec says.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractsRepository, Contract, SettlementRecord } from '../../db/contracts-repository.js';
import { allowedActions } from '../../domain/contracts/state.js';
import { checkTerms, periodTypesOf, type ContractKind } from '../../../src/engine/contract-terms.js';
import { timeZoneOf } from '../../domain/local-day.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { Envelope, ErrorEnvelope, refuse } from '../wallet/answers.js';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import {
  ContractIdBody, ContractsQuery, ContractsValue, ContractValue, DownlinesValue, OfferBody, RecordsPage, RecordsValue,
} from '../../../src/engine/api/agent-contracts.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface ContractRoutesOptions {
  contracts: ContractsRepository;
  now: () => Date;
}

/** The merchant switch of each kind (the `contract` block, permission data). */
export function kindsOn(m: MerchantConfig): ContractKind[] {
  const c = m.contract ?? {};
  return ([['dividend', c.divtypereq], ['daily', c.dailysalreqtype], ['hourly', c.contracthoursalreq], ['realtime', c.realtimesalreqtype]] as const)
    .filter(([, on]) => on === true).map(([k]) => k);
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const currencyOf = (m: MerchantConfig) => ({ code: m.currency.code, symbol: m.currency.symbol, minorUnits: m.currency.minorUnits });

export function contractValue(c: Contract, agentId: string) {
  const role = c.upline.memberId === agentId ? 'upline' as const : 'downline' as const;
  const agent = (a: Contract['upline']) => ({ account: a.account, nickname: a.nickname });
  return {
    contractId: c.contractId, kind: c.kind, role, upline: agent(c.upline), downline: agent(c.downline), periodType: c.periodType,
    activeMinBet: c.activeMinBet, tiers: c.tiers, status: c.status, requestState: c.requestState, terminationBy: c.terminationBy,
    actions: allowedActions(c, role), createdAt: c.createdAt.toISOString(), answeredAt: iso(c.answeredAt),
    terminationRequestedAt: iso(c.terminationRequestedAt), terminatedAt: iso(c.terminatedAt),
  };
}

const recordValue = (r: SettlementRecord, agentId: string) => ({
  contractId: r.contractId, role: r.upline.memberId === agentId ? 'upline' as const : 'downline' as const,
  upline: { account: r.upline.account, nickname: r.upline.nickname }, downline: { account: r.downline.account, nickname: r.downline.nickname },
  periodType: r.periodType, periodStart: r.periodStart.toISOString(), periodEnd: r.periodEnd.toISOString(), teamBet: r.teamBet, teamNet: r.teamNet,
  activeMembers: r.activeMembers, tier: r.tier, rate: r.rate, amount: r.amount, paid: r.paid, createdAt: r.createdAt.toISOString(),
});

const errorStatus: Record<string, number> = {
  contract_not_found: 404, contract_not_open: 409, contract_action_not_allowed: 403, termination_already_requested: 409,
};

export async function contractRoutes(app: FastifyInstance, { contracts, now }: ContractRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const agentOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sessionOf(request).isAgent) return refuse(reply, 403, 'non_agent_cannot_login');
  };
  const guard = [app.authenticate, agentOnly];
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const tags = ['agent contracts'];

  api.get('/wps/relay/ACS_contracts', {
    preHandler: guard, ...answersBadInput('ledger'),
    schema: { tags, summary: "The caller's contracts as upline or downline, of one kind or all the merchant has on (M3-8, M4-4)", querystring: ContractsQuery, response: { 200: Envelope(ContractsValue), ...errors } },
  }, async (request, reply) => {
    const m = request.merchant;
    const { memberId } = sessionOf(request);
    const kinds = kindsOn(m);
    const kind = request.query.kind;
    if (kind !== undefined && !kinds.includes(kind)) return refuse(reply, 403, 'contract_kind_disabled');
    const list = (await contracts.list(m.code, memberId, kind)).filter((c) => kinds.includes(c.kind));
    return { success: true, value: { contracts: list.map((c) => contractValue(c, memberId)), currency: currencyOf(m), timeZone: timeZoneOf(m), kinds } };
  });

  api.get('/wps/relay/ACS_contractDownlines', {
    preHandler: guard,
    schema: { tags, summary: "The caller's direct downline agents, the only agents he may offer a contract to", response: { 200: Envelope(DownlinesValue), ...errors } },
  }, async (request) => {
    const agents = await contracts.downlineAgents(request.merchant.code, sessionOf(request).memberId);
    return { success: true, value: { agents: agents.map((a) => ({ account: a.account, nickname: a.nickname })) } };
  });

  api.post('/wps/relay/ACS_contractOffer', {
    preHandler: guard, ...answersBadInput('ledger'),
    schema: { tags, summary: 'Offers a contract with its tiers to a direct downline agent (state offer, request new)', body: OfferBody, response: { 200: Envelope(ContractValue), ...errors } },
  }, async (request, reply) => {
    const m = request.merchant;
    const { memberId } = sessionOf(request);
    const body = request.body;
    if (!kindsOn(m).includes(body.kind)) return refuse(reply, 403, 'contract_kind_disabled');
    const downline = (await contracts.downlineAgents(m.code, memberId)).find((a) => a.account.toLowerCase() === body.downline.trim().toLowerCase());
    if (!downline) return refuse(reply, 404, 'downline_not_found');
    const terms = { kind: body.kind, periodType: body.periodType ?? periodTypesOf[body.kind][0]!, activeMinBet: body.activeMinBet, tiers: body.tiers };
    const problem = checkTerms(terms, await contracts.ownTopRate(m.code, memberId, body.kind));
    if (problem) {
      const { code, ...where } = problem;
      return reply.code(400).send({ success: false, code, ...(Object.keys(where).length > 0 ? { value: where } : {}) });
    }
    const c = await contracts.offer(m.code, memberId, downline.memberId, terms, now());
    if (c === null) return refuse(reply, 409, 'contract_exists');
    return { success: true, value: contractValue(c, memberId) };
  });

  for (const [path, action, summary] of [
    ['ACS_contractAccept', 'accept', 'The downline accepts an offer (accepted, request success)'],
    ['ACS_contractReject', 'reject', 'The downline rejects an offer (rejected, request success)'],
    ['ACS_contractTerminate', 'terminate', 'Asks to terminate an accepted contract (request termination); the other side calling it too ends it (terminated, success)'],
  ] as const) {
    api.post(`/wps/relay/${path}`, {
      preHandler: guard, ...answersBadInput('ledger'),
      schema: { tags, summary, body: ContractIdBody, response: { 200: Envelope(ContractValue), ...errors } },
    }, async (request, reply) => {
      const m = request.merchant;
      const { memberId } = sessionOf(request);
      const current = await contracts.get(m.code, request.body.contractId);
      if (current === null || (current.upline.memberId !== memberId && current.downline.memberId !== memberId)) return refuse(reply, 404, 'contract_not_found');
      if (!kindsOn(m).includes(current.kind)) return refuse(reply, 403, 'contract_kind_disabled');
      const out = await contracts.act(m.code, request.body.contractId, memberId, action, now());
      if (!out.ok) return refuse(reply, errorStatus[out.error] ?? 409, out.error);
      return { success: true, value: contractValue(out.contract, memberId) };
    });
  }

  const records = async (request: FastifyRequest, reply: FastifyReply, kind: ContractKind, page: { pageNo?: number | undefined; pageSize?: number | undefined }) => {
    const m = request.merchant;
    if (!kindsOn(m).includes(kind)) return refuse(reply, 403, 'contract_kind_disabled');
    const { memberId } = sessionOf(request);
    const pageNo = page.pageNo ?? 1;
    const pageSize = page.pageSize ?? 20;
    const out = await contracts.records(m.code, memberId, kind, { offset: (pageNo - 1) * pageSize, limit: pageSize });
    return {
      success: true,
      value: {
        content: out.rows.map((r) => recordValue(r, memberId)), pageNum: pageNo, pageSize, total: out.total,
        totalPages: Math.ceil(out.total / pageSize), totalAmount: out.totalAmount, currency: currencyOf(m), timeZone: timeZoneOf(m),
      },
    };
  };
  const recordsSummary = (what: string) => `Settlement records of ${what}: paid to the caller or to his downline agents, newest first`;
  api.get('/wps/relay/ACS_dividendRecords', {
    preHandler: guard, ...answersBadInput('ledger'),
    schema: { tags, summary: recordsSummary('dividend contracts'), querystring: RecordsPage, response: { 200: Envelope(RecordsValue), ...errors } },
  }, async (request, reply) => records(request, reply, 'dividend', request.query));
  api.get('/wps/relay/ACS_dailySalaryRecords', {
    preHandler: guard, ...answersBadInput('ledger'),
    schema: { tags, summary: recordsSummary('daily salary contracts'), querystring: RecordsPage, response: { 200: Envelope(RecordsValue), ...errors } },
  }, async (request, reply) => records(request, reply, 'daily', request.query));
  api.post('/wps/relay/ACS_hourSalaryRecords', {
    preHandler: guard, ...answersBadInput('ledger'),
    schema: { tags, summary: recordsSummary('hourly salary contracts (POST, spec M7-14)'), body: RecordsPage, response: { 200: Envelope(RecordsValue), ...errors } },
  }, async (request, reply) => records(request, reply, 'hourly', request.body ?? {}));
  api.post('/wps/relay/ACS_realtimeSalaryRecords', {
    preHandler: guard, ...answersBadInput('ledger'),
    schema: { tags, summary: recordsSummary('real-time salary contracts, settled every 5 minutes (POST, spec M7-14)'), body: RecordsPage, response: { 200: Envelope(RecordsValue), ...errors } },
  }, async (request, reply) => records(request, reply, 'realtime', request.body ?? {}));
}
