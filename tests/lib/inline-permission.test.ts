// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { permissionQueryOptions, seedInlinePermission } from '../../src/lib/permission';

const withBlock = (text: string) => {
  document.body.innerHTML = `<script type="application/json" id="permission-data">${text}</script><div id="root"></div>`;
};

describe('the permission data of the page shell', () => {
  it('[P3-21] is in the query cache before the first render, and its block leaves the page', () => {
    withBlock('{"merchant":{"code":"demo","name":"Livery Demo"}}');
    const client = new QueryClient();
    expect(seedInlinePermission(client)).toBe(true);
    expect(client.getQueryData(permissionQueryOptions().queryKey)).toEqual({ merchant: { code: 'demo', name: 'Livery Demo' } });
    expect(document.getElementById('permission-data')).toBeNull();
  });

  it('leaves the cache empty, so the site asks the API, without a block or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(seedInlinePermission(new QueryClient())).toBe(false);
    withBlock('{"merchant":');
    const client = new QueryClient();
    expect(seedInlinePermission(client)).toBe(false);
    expect(client.getQueryData(permissionQueryOptions().queryKey)).toBeUndefined();
  });
});
