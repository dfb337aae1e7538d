// The client's side of live reload: the permission data is refetched on navigation, and an unchanged configuration
// keeps its object although every answer encrypts the customer-service paths with a fresh IV.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PermissionData } from '../../src/engine/permission-data.js';
import { keepUnchangedPermission, permissionQueryOptions } from '../../src/lib/permission.js';

const answer = (paths: string[], name = 'Demo') =>
  ({
    merchant: { code: 'demo', name },
    customerService: paths.map((path, i) => ({ csType: 'TELEGRAM', csPosition: `TELEGRAM-${i + 1}`, title: { en: `Channel ${i + 1}` }, path })),
    customerServiceKey: 'key',
  }) as unknown as PermissionData;

describe('the permission query', () => {
  it('is stale at once once it came from the server, so a page mounting on navigation refetches it', () => {
    // Only the page shell's own copy counts as fresh, for its first seconds (tests/lib/inline-permission.test.ts).
    const client = new QueryClient();
    client.setQueryData(permissionQueryOptions().queryKey, answer(['aaa']));
    const query = client.getQueryCache().find({ queryKey: permissionQueryOptions().queryKey })!;
    const staleTime = permissionQueryOptions().staleTime as unknown as (q: typeof query) => number;
    expect(staleTime(query)).toBe(0);
    expect(query.isStaleByTime(staleTime(query))).toBe(true);
  });

  it('keeps the previous object when only the encrypted paths differ', () => {
    const before = answer(['aaa', 'bbb']);
    expect(keepUnchangedPermission(before, answer(['ccc', 'ddd']))).toBe(before);
  });

  it('takes a changed configuration, sharing what did not change', () => {
    const before = answer(['aaa']);
    const after = keepUnchangedPermission(before, answer(['ccc'], 'Demo Two')) as PermissionData;
    expect(after).not.toBe(before);
    expect(after.merchant.name).toBe('Demo Two');
    expect(after.customerService).toBe(before.customerService);
  });

  it('takes new paths when the channels themselves changed', () => {
    const after = keepUnchangedPermission(answer(['aaa']), answer(['ccc', 'ddd'])) as PermissionData;
    expect(after.customerService.map((c) => c.path)).toEqual(['ccc', 'ddd']);
  });
});
