// The four records of docs/money.md "Records" (M2-7..M2-10): bets, transactions, profit and bonus, each a JSON page
// with the totals of the whole filtered range, or the same query as a CSV file.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../engine/money';
import { ApiErrorWithValues, apiValue, buildUrl, ClientErrorCode } from '../../../lib/api-client';
import { previewQuery } from '../../../lib/preview-frame';
import { getToken } from '../../../lib/session';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type RecordKind = 'bets' | 'transactions' | 'profit' | 'bonus';

export interface RecordsQuery {
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
  lang: string;
  /** Filters the kind takes (status, type...); empty values are left out. */
  filters: Record<string, string>;
}

export interface RecordsPage<Row = Record<string, unknown>> {
  content: Row[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
  totals: Record<string, number>;
  from: string;
  to: string;
  timeZone: string;
  currency: Currency;
}

export const RECORDS_PAGE_SIZE = 20;

const params = (q: RecordsQuery) => ({ from: q.from, to: q.to, pageNo: q.pageNo, pageSize: q.pageSize, lang: q.lang, ...nonEmpty(q.filters) });

function nonEmpty(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

export const recordsQueryOptions = (kind: RecordKind, q: RecordsQuery) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'records', kind, params(q)] as const,
    queryFn: ({ signal }) => apiValue<RecordsPage>(`/wps/records/${kind}`, { signal, query: params(q) }),
  });

/** A round of the bet record with its vendor's fair-play data (GET /wps/records/bets/round). */
export interface RoundDetail {
  roundId: string;
  createdAt: string;
  settledAt: string | null;
  gameType: string;
  vendor: string;
  nodeId: string;
  gameName: string;
  status: string;
  betAmount: number;
  winAmount: number;
  net: number;
  fairness: RoundFairness | null;
}

export const roundDetailQueryOptions = (roundId: string, lang: string) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'records', 'round', roundId, lang] as const,
    queryFn: ({ signal }) => apiValue<RoundDetail>('/wps/records/bets/round', { signal, query: { roundId, lang } }),
  });

/**
 * The filtered range as a CSV file: fetched with the session token in the Authorization header (a plain link could
 * not carry it), then handed to the browser as a Blob URL under the server's file name.
 */
export async function downloadRecordsCsv(kind: RecordKind, q: RecordsQuery): Promise<void> {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = params(q);
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(`/wps/records/${kind}`, { ...rest, format: 'csv', ...previewQuery }), { headers });
  } catch {
    throw new ApiErrorWithValues({ success: false, code: ClientErrorCode.network });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; value?: unknown } | null;
    throw new ApiErrorWithValues({ success: false, code: body?.code ?? `http_${response.status}`, value: body?.value });
  }
  const blob = await response.blob();
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}-${q.from}-${q.to}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** How the round's result is proved (docs/vendors.md "Round detail"): the player's seeds, a shared table's hash chain, or each event's seed. */
export interface RoundFairness {
  method: 'seeds' | 'chain' | 'events';
  serverSeedHash: string | null;
  serverSeed: string | null;
  clientSeed: string | null;
  nonce: number | null;
  anchor?: string;
  events?: { eventId: string; name: string; seedHash: string; seed: string | null; verifyUrl: string }[];
  verifyUrl: string | null;
}
