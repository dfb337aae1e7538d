// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS, apiRequest, apiValue, buildUrl } from '../../src/lib/api-client';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('returns the envelope and sends the session token as a Bearer token', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ success: true, value: { a: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const envelope = await apiRequest<{ a: number }>('/wps/x', { query: { lang: 'km', empty: undefined } });
    expect(envelope).toEqual({ success: true, value: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/x?lang=km');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/wps/x');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("names the page's language in Accept-Language, so texts the server sends (SMS and e-mail codes) are in it", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'zh-TW';
    await apiRequest('/wps/x');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['Accept-Language']).toBe('zh-TW');
    document.documentElement.lang = '';
    await apiRequest('/wps/x');
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>)['Accept-Language']).toBeUndefined();
  });

  it('[P8-10] maps a network failure to the code network_error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await apiRequest('/wps/x')).toEqual({ success: false, code: 'network_error' });
  });

  it('[P8-11] gives up after 30 seconds with the code network_timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_url: string, init?: RequestInit) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const pending = apiRequest('/wps/slow');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toEqual({ success: false, code: 'network_timeout' });
  });

  it('keeps the server envelope of a failed answer and its HTTP status meaning', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: false, code: 'not_logged_in' }, 401)));
    expect(await apiRequest('/wps/member/info')).toEqual({ success: false, code: 'not_logged_in' });
    await expect(apiValue('/wps/member/info')).rejects.toMatchObject({ name: 'ApiError', code: 'not_logged_in' });
  });

  it('reports a body that is not an envelope', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })));
    expect(await apiRequest('/wps/x')).toEqual({ success: false, code: 'http_502' });
  });

  it('lets a caller cancel without reporting a failure', async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init?: RequestInit) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const controller = new AbortController();
    const pending = apiRequest('/wps/x', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('builds query strings onto paths that already have one', () => {
    expect(buildUrl('/a?x=1', { y: 2, z: null })).toBe('/a?x=1&y=2');
    expect(new ApiError({ success: false }).code).toBe('request_failed');
  });
});

describe('answers the page came with (src/lib/inline-answers.ts)', () => {
  it('[issue 15] answers the first GET of a URL the page shell carried without asking the server, and the next one from the server', async () => {
    const { readInlineAnswers } = await import('../../src/lib/inline-answers');
    const { homeAnnouncementsUrl } = await import('../../src/engine/api/api-url');
    const url = homeAnnouncementsUrl('en');
    document.body.innerHTML = `<script type="application/json" id="inline-answers">${JSON.stringify({ [url]: { success: true, value: { banners: ['from the page'] } } })}</script>`;
    readInlineAnswers();
    // Read once and gone from the page.
    expect(document.getElementById('inline-answers')).toBeNull();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ success: true, value: { banners: ['from the server'] } }));
    vi.stubGlobal('fetch', fetchMock);
    // Another URL (another language) is asked of the server.
    expect(await apiValue('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'B,PL,PU,PR,H', platform: 'W', language: 'km' } })).toEqual({ banners: ['from the server'] });
    expect(await apiValue('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'B,PL,PU,PR,H', platform: 'W', language: 'en' } })).toEqual({ banners: ['from the page'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A refetch gets today's answer.
    expect(await apiValue('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'B,PL,PU,PR,H', platform: 'W', language: 'en' } })).toEqual({ banners: ['from the server'] });
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([homeAnnouncementsUrl('km'), url]);
  });

  it('[issue 15][P2.2-1] gives the home\'s announcements query the page\'s copy as its first data, so the banners come in the first render', async () => {
    const { readInlineAnswers } = await import('../../src/lib/inline-answers');
    const { homeAnnouncementsUrl } = await import('../../src/engine/api/api-url');
    const { announcementsQueryOptions } = await import('../../src/features/announcements/api/get-announcements');
    const { QueryObserver } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('../../src/lib/query-client');
    const fail = { success: false, code: 'maintenance' };
    document.body.innerHTML = `<script type="application/json" id="inline-answers">${JSON.stringify({ [homeAnnouncementsUrl('en')]: { success: true, value: { banners: ['from the page'] } }, [homeAnnouncementsUrl('zh')]: fail })}</script>`;
    readInlineAnswers();
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, value: { banners: ['from the server'] } }));
    vi.stubGlobal('fetch', fetchMock);
    // The site's client: answers are fresh for a minute.
    const client = createQueryClient();
    // The first result is the page's copy, synchronously; mounting it asks nothing.
    const english = new QueryObserver(client, announcementsQueryOptions('en'));
    expect(english.getCurrentResult()).toMatchObject({ status: 'success', data: { banners: ['from the page'] } });
    const stop = english.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(fetchMock).not.toHaveBeenCalled();
    // A failed answer is no first data: the query asks, and the call meets the page's answer as before.
    expect(new QueryObserver(client, announcementsQueryOptions('zh')).getCurrentResult().data).toBeUndefined();
    // Another language has no copy: pending until the server answers.
    expect(new QueryObserver(client, announcementsQueryOptions('km')).getCurrentResult().status).toBe('pending');
  });

  it('[issue 15][P2.7-1] asks for a category\'s first page of games at the URL the page shell carries it under', async () => {
    const { gameListUrl, GAME_LIST } = await import('../../src/engine/api/api-url');
    const { getGameList } = await import('../../src/features/lobby/api/lobby-api');
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ success: true, value: { games: [], totalPages: 0, total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    await getGameList({ gameType: 'RNG', language: 'en' });
    await getGameList({ gameType: 'LIVE', vendor: 'AG', language: 'km' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      gameListUrl({ gameType: 'RNG', page: 1, pageSize: GAME_LIST.pageSize, language: 'en' }),
      gameListUrl({ gameType: 'LIVE', vendor: 'AG', page: 1, pageSize: GAME_LIST.pageSize, language: 'km' }),
    ]);
  });

  it('[issue 15][P2.7-1] gives a category\'s first list the page\'s copy as its first data, so its tiles come in the first render', async () => {
    const { readInlineAnswers } = await import('../../src/lib/inline-answers');
    const { gameListUrl, GAME_LIST } = await import('../../src/engine/api/api-url');
    const { selectionQuery } = await import('../../src/features/lobby/api/selection-api');
    const { QueryObserver } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('../../src/lib/query-client');
    const url = gameListUrl({ gameType: 'RNG', page: 1, pageSize: GAME_LIST.pageSize, language: 'en' });
    const game = { nodeId: '1', gameName: 'Giant Rabbit' };
    document.body.innerHTML = `<script type="application/json" id="inline-answers">${JSON.stringify({ [url]: { success: true, value: { games: [game], pageNo: 1, pageSize: 15, total: 1, totalPages: 1 } } })}</script>`;
    readInlineAnswers();
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, value: { games: [], totalPages: 0, total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    expect(new QueryObserver(client, selectionQuery('ALL', { category: 'RNG', language: 'en' })).getCurrentResult()).toMatchObject({ status: 'success', data: { games: [game], totalPages: 1, total: 1 } });
    // The hot selection and the next page are asked of the server.
    expect(new QueryObserver(client, selectionQuery('ALL', { category: 'RNG', language: 'en', page: 2 })).getCurrentResult().status).toBe('pending');
    expect(new QueryObserver(client, selectionQuery('HOT', { category: 'RNG', language: 'en' })).getCurrentResult().status).toBe('pending');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[issue 15] ignores a block that does not parse', async () => {
    const { readInlineAnswers, takeInlineAnswer } = await import('../../src/lib/inline-answers');
    document.body.innerHTML = '<script type="application/json" id="inline-answers">{not json</script>';
    readInlineAnswers();
    expect(takeInlineAnswer('/wps/x')).toBeUndefined();
  });
});
