// The permission data (GET /wps/system/permission) is loaded once before anything renders; every part of the site
// reads it from the query cache through usePermission.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PermissionData } from '../engine/permission-data';
import { apiValue } from './api-client';

export const PERMISSION_PATH = '/wps/system/permission';

export function getPermission({ signal }: { signal?: AbortSignal } = {}): Promise<PermissionData> {
  return apiValue<PermissionData>(PERMISSION_PATH, { signal });
}

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['permission'],
    queryFn: ({ signal }) => getPermission({ signal }),
    // The configuration changes only when the operator edits it; the status machine polls the status separately.
    staleTime: Infinity,
  });

/** The permission data; the app shell renders nothing below it until the data has loaded. */
export function usePermission(): PermissionData {
  return useSuspenseQuery(permissionQueryOptions()).data;
}
