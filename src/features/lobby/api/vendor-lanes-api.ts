// The vendor lanes of the category pages (spec P4.6-4, P7.2-4): a module of their own, loaded with those pages, not
// with every game grid.
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { VENDOR_PLATFORM, type VendorLane } from '../rules/lobby-rules';
import { readSession, writeSession } from './session-cache';

export const VENDOR_STORAGE_KEY = 'gameVendor';

/** The vendor lanes, from sessionStorage unless `flush` (spec P4.6-4, P7.2-4). */
export async function getVendorLanes({ flush = false, signal }: { flush?: boolean; signal?: AbortSignal } = {}): Promise<VendorLane[]> {
  const cached = flush ? undefined : readSession<VendorLane[]>(VENDOR_STORAGE_KEY);
  if (cached) return cached;
  const value = await apiValue<{ data: { lanes: VendorLane[] } }>('/wps/relay/GCSGAME_vendorList', {
    query: { platform: VENDOR_PLATFORM, flush: flush ? 1 : undefined },
    signal,
  });
  writeSession(VENDOR_STORAGE_KEY, value.data.lanes);
  return value.data.lanes;
}

export const vendorLanesQuery = () =>
  queryOptions({ queryKey: ['lobby', 'vendors'], queryFn: ({ signal }) => getVendorLanes({ signal }), staleTime: 10 * 60_000 });
