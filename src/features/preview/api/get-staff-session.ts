// GET /wps/preview/session: the staff member of the session cookie; 403 staff_only without one, 404 when the
// console is off on this server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import type { Staff } from '../../../engine/preview-view';

export const STAFF_SESSION_PATH = '/wps/preview/session';

export function getStaffSession({ signal }: { signal?: AbortSignal } = {}): Promise<Staff> {
  return apiValue<Staff>(STAFF_SESSION_PATH, { signal });
}

export const staffSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['preview', 'staff-session'],
    queryFn: ({ signal }) => getStaffSession({ signal }),
    staleTime: Infinity,
  });

export function useStaffSession() {
  return useQuery(staffSessionQueryOptions());
}
