// The agent contract relay calls (docs/agent-contracts.md): the caller's contracts and direct downline agents, an
// offer, the answers (accept, reject, terminate) and the settlement records of each kind (hourly and real-time
// records are POST, spec M7-14). The wire types come from the server's TypeBox schemas.
import type { Static } from '@sinclair/typebox';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiValue, ApiError } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';
import type {
  ContractsValue, ContractValue, DownlinesValue, OfferBody, RecordsValue, RecordValue,
} from '../../../engine/api/agent-contracts';
import type { ContractKind, Tier } from '../../../engine/contract-terms';

export type { ContractKind, Tier };
export type Contract = Static<typeof ContractValue>;
export type ContractsAnswer = Static<typeof ContractsValue>;
export type Downlines = Static<typeof DownlinesValue>;
export type Offer = Static<typeof OfferBody>;
export type RecordsPage = Static<typeof RecordsValue>;
export type SettlementRecord = Static<typeof RecordValue>;
export type ContractAction = Contract['actions'][number];

export const RECORDS_PAGE_SIZE = 20;
const CONTRACTS_KEY = [...MEMBER_QUERY_KEY, 'agent-contracts'] as const;

export const contractsQueryOptions = (kind: ContractKind) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, kind, 'list'] as const,
    queryFn: ({ signal }) => apiValue<ContractsAnswer>('/wps/relay/ACS_contracts', { signal, query: { kind } }),
  });

export const contractDownlinesQueryOptions = () =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'downlines'] as const,
    queryFn: ({ signal }) => apiValue<Downlines>('/wps/relay/ACS_contractDownlines', { signal }),
  });

const RECORDS_PATH: Record<ContractKind, { path: string; post: boolean }> = {
  dividend: { path: '/wps/relay/ACS_dividendRecords', post: false },
  daily: { path: '/wps/relay/ACS_dailySalaryRecords', post: false },
  hourly: { path: '/wps/relay/ACS_hourSalaryRecords', post: true },
  realtime: { path: '/wps/relay/ACS_realtimeSalaryRecords', post: true },
};

export const settlementRecordsQueryOptions = (kind: ContractKind, pageNo: number) => {
  const page = { pageNo, pageSize: RECORDS_PAGE_SIZE };
  const { path, post } = RECORDS_PATH[kind];
  return queryOptions({
    queryKey: [...CONTRACTS_KEY, kind, 'records', page] as const,
    queryFn: ({ signal }) => apiValue<RecordsPage>(path, post ? { signal, method: 'POST', body: page } : { signal, query: page }),
  });
};

/** A refused offer: the server's code and, for a problem in one tier, where it is. */
export class OfferError extends ApiError {
  readonly tier: number | undefined;
  readonly field: keyof Tier | undefined;
  constructor(code: string | undefined, where: { tier?: number; field?: keyof Tier } | undefined) {
    super({ success: false, code });
    this.tier = where?.tier;
    this.field = where?.field;
  }
}

export async function offerContract(offer: Offer): Promise<Contract> {
  const answer = await apiRequest<Contract>('/wps/relay/ACS_contractOffer', { method: 'POST', body: offer });
  if (answer.success && answer.value) return answer.value;
  throw new OfferError(answer.code, answer.value as { tier?: number; field?: keyof Tier } | undefined);
}

const ACTION_PATH: Record<ContractAction, string> = {
  accept: '/wps/relay/ACS_contractAccept',
  reject: '/wps/relay/ACS_contractReject',
  terminate: '/wps/relay/ACS_contractTerminate',
};

export const actOnContract = ({ contractId, action }: { contractId: string; action: ContractAction }) =>
  apiValue<Contract>(ACTION_PATH[action], { method: 'POST', body: { contractId } });

/** Every contract query of a kind, for invalidation after an offer or an answer. */
export const contractsKindKey = (kind: ContractKind) => [...CONTRACTS_KEY, kind] as const;
