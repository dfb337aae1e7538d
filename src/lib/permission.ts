// The permission data (GET /wps/system/permission) is loaded once before anything renders; every part of the site
// reads it from the query cache through usePermission.
import { queryOptions, replaceEqualDeep, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { PERMISSION_DATA_ID } from '../engine/permission-ids';
import type { PermissionData } from '../engine/permission-data';
import { apiValue } from './api-client';

export const PERMISSION_PATH = '/wps/system/permission';

export function getPermission({ signal }: { signal?: AbortSignal } = {}): Promise<PermissionData> {
  return apiValue<PermissionData>(PERMISSION_PATH, { signal });
}

/**
 * Customer-service paths come encrypted with a fresh IV in every answer. When nothing else changed, the previous
 * paths are kept so an unchanged configuration keeps its object and nothing below the shell re-renders or
 * re-suspends on a refetch. (A change of a path alone is then seen after a reload.)
 */
export function keepUnchangedPermission(previous: unknown, next: unknown): unknown {
  if (!previous || !next) return next;
  const before = (previous as PermissionData).customerService;
  const after = (next as PermissionData).customerService;
  const sameEntries =
    before.length === after.length &&
    after.every((cs, i) => cs.csType === before[i]!.csType && cs.csPosition === before[i]!.csPosition && JSON.stringify(cs.title) === JSON.stringify(before[i]!.title));
  const candidate = sameEntries ? { ...(next as PermissionData), customerService: after.map((cs, i) => ({ ...cs, path: before[i]!.path })) } : next;
  return replaceEqualDeep(previous, candidate);
}

/** When the page shell's copy went into the cache (seedInlinePermission); null without one. */
let pageCopyUpdatedAt: number | null = null;

/** How long the page shell's copy counts as fresh: the first page's mounts take it as the server just wrote it. */
export const PAGE_COPY_FRESH_MS = 10_000;

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['permission'],
    queryFn: ({ signal }) => getPermission({ signal }),
    // Stale at once, so the pages that mount on a navigation refetch it: the server reloads the configuration when
    // the operator edits it (live reload, docs/preview.md), and open pages pick the change up on their next
    // navigation. The status machine polls the status separately. The page's own copy is the exception: asking
    // again for what came with the page would only cost the first render a call and a comparison of the whole data.
    staleTime: (query) => (query.state.dataUpdatedAt === pageCopyUpdatedAt ? PAGE_COPY_FRESH_MS : 0),
    structuralSharing: keepUnchangedPermission,
  });

/** The permission data; the app shell renders nothing below it until the data has loaded. */
export function usePermission(): PermissionData {
  return useSuspenseQuery(permissionQueryOptions()).data;
}

/**
 * Puts the permission data the page shell carries into the query cache, so the site renders without waiting for
 * GET /wps/system/permission (it still refetches it in the background, as on every mount). False when the page
 * has none: the development server, or a Host the server refuses, whose call then answers invalid_domain.
 */
export function seedInlinePermission(client: QueryClient, doc: Document = document): boolean {
  const block = doc.getElementById(PERMISSION_DATA_ID);
  const text = block?.textContent;
  block?.remove();
  if (!text) return false;
  try {
    const updatedAt = Date.now();
    client.setQueryData(permissionQueryOptions().queryKey, JSON.parse(text) as PermissionData, { updatedAt });
    pageCopyUpdatedAt = updatedAt;
    return true;
  } catch {
    return false;
  }
}
