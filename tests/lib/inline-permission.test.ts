// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_COPY_FRESH_MS, permissionQueryOptions, seedInlinePermission } from '../../src/lib/permission';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it('[issue 15][P3-21] is not asked for again by the first page, but is by a page mounted once it has aged or been refetched', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    withBlock('{"merchant":{"code":"demo","name":"Livery Demo"},"customerService":[]}');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { merchant: { code: 'demo', name: 'From the server' }, customerService: [] } }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    seedInlinePermission(client);
    const mount = async () => {
      const stop = new QueryObserver(client, permissionQueryOptions()).subscribe(() => undefined);
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
      stop();
    };
    await mount();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + PAGE_COPY_FRESH_MS + 1);
    await mount();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(permissionQueryOptions().queryKey)).toMatchObject({ merchant: { name: 'From the server' } });
    // A copy from the server is stale at once, as on every navigation.
    await mount();
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
