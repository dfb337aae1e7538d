// The client's side of live reload: the permission data is refetched on navigation, and an unchanged configuration
// keeps its object although every answer encrypts the customer-service paths with a fresh IV.
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
  it('is stale at once, so a page mounting on navigation refetches it', () => {
    expect(permissionQueryOptions().staleTime).toBe(0);
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
