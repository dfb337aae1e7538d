// The agent centre's team calls (docs/agent-centre.md): GET /wps/agent/team/{overview, downlines, bets, profit,
// transactions, revenue} and POST /wps/agent/team/downlines to register a downline.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../engine/money';
import type { ValidationMessage } from '../../../engine/validation-message';
import { apiRequest, apiValue, ApiError } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';
import type { DownlineForm, DownlineFormErrors } from '../../../engine/downline-form';

export const TEAM_PAGE_SIZE = 20;
const TEAM_KEY = [...MEMBER_QUERY_KEY, 'agent-team'] as const;

export interface TeamOverview {
  directMembers: number;
  teamMembers: number;
  newToday: number;
  newThisMonth: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  betAmount: number;
  winAmount: number;
  profitAndLoss: number;
  teamBalance: number;
  agentBalance: number;
  from: string;
  to: string;
  timeZone: string;
  currency: Currency;
}

export interface Downline {
  memberId: string;
  account: string;
  nickname: string | null;
  level: number;
  isAgent: boolean;
  parentAccount: string | null;
  balance: number;
  downlineCount: number;
  createdAt: string;
  lastLoginAt: string | null;
  status: 'online' | 'offline';
}

export interface DownlinesPage {
  content: Downline[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
  parent: { memberId: string; account: string } | null;
  currency: Currency;
}

export interface DownlinesQuery {
  username: string;
  level: string;
  parentId: string | null;
  pageNo: number;
}

export type TeamRecordKind = 'bets' | 'profit' | 'transactions' | 'revenue';

export interface TeamRecordsPage {
  content: Record<string, unknown>[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
  totals: Record<string, unknown>;
  from: string;
  to: string;
  timeZone: string;
  currency: Currency;
}

export interface TeamRecordsQuery {
  from: string;
  to: string;
  pageNo: number;
  lang: string;
  filters: Record<string, string>;
}

const nonEmpty = (values: Record<string, string | number | null>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null)) as Record<string, string | number>;

export const overviewQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'overview', range] as const,
    queryFn: ({ signal }) => apiValue<TeamOverview>('/wps/agent/team/overview', { signal, query: range }),
  });

export const downlinesQueryOptions = (q: DownlinesQuery) => {
  const query = nonEmpty({ username: q.username.trim(), level: q.level, parentId: q.parentId, pageNo: q.pageNo, pageSize: TEAM_PAGE_SIZE });
  return queryOptions({
    queryKey: [...TEAM_KEY, 'downlines', query] as const,
    queryFn: ({ signal }) => apiValue<DownlinesPage>('/wps/agent/team/downlines', { signal, query }),
  });
};

export const teamRecordsQueryOptions = (kind: TeamRecordKind, q: TeamRecordsQuery) => {
  const query = nonEmpty({ from: q.from, to: q.to, pageNo: q.pageNo, pageSize: TEAM_PAGE_SIZE, ...(kind === 'bets' ? { lang: q.lang } : {}), ...q.filters });
  return queryOptions({
    queryKey: [...TEAM_KEY, kind, query] as const,
    queryFn: ({ signal }) => apiValue<TeamRecordsPage>(`/wps/agent/team/${kind}`, { signal, query }),
  });
};

/** A refused registration: the server's code and, for field errors, the message of each field. */
export class RegisterDownlineError extends ApiError {
  readonly fields: DownlineFormErrors;
  constructor(code: string | undefined, fields: DownlineFormErrors) {
    super({ success: false, code });
    this.fields = fields;
  }
}

export async function registerDownline(form: DownlineForm): Promise<{ memberId: string; account: string }> {
  const answer = await apiRequest<{ memberId: string; account: string }>('/wps/agent/team/downlines', { method: 'POST', body: form });
  if (answer.success && answer.value) return answer.value;
  const value = answer.value as { fields?: Record<string, ValidationMessage> } | undefined;
  throw new RegisterDownlineError(answer.code, (value?.fields ?? {}) as DownlineFormErrors);
}

/** Every team query, for invalidation after a registration. */
export const teamQueryKey = TEAM_KEY;
