// @vitest-environment jsdom
// The lobby in the real app shell against a fake server: favourites (optimistic, rolled back, throttled), the
// session caches of hot games and vendors, and a language change reloading the lists.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHotGames, HOT_GAMES_STORAGE_KEY } from '../../../src/features/lobby/api/lobby-api';
import { getVendorLanes, VENDOR_STORAGE_KEY } from '../../../src/features/lobby/api/vendor-lanes-api';
import { i18n } from '../../../src/lib/i18n';
import { fakeServer, json } from '../../app/helpers/fake-server';
import { permissionFixture } from '../../app/helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  resetApp();
});

const en = { deviceLanguages: ['en'] };

const game = (n: number, extra: Record<string, unknown> = {}) => ({
  nodeId: String(n),
  gameType: 'RNG',
  vassalage: 'PNG',
  displayName: 'Play n Go',
  gameName: `Game ${n}`,
  nodeName: `Game ${n}`,
  gameCode: `g${n}`,
  gameClassify: '',
  isGame: 1,
  isHot: n === 1 ? 1 : 0,
  isNew: 0,
  iconUrl: `/game-art/${n}.svg`,
  releaseDate: '2026-01-01',
  ...extra,
});

const lanes = [
  {
    title: 'RNG',
    cards: [
      { vassalage: 'PNG', displayName: 'Play n Go', logoUrl: '/png.svg', underMaintenance: false },
      { vassalage: 'PT', displayName: 'Playtech', logoUrl: '/pt.svg', underMaintenance: false },
    ],
    gameClassify: [{ code: 'SC', vendors: ['PNG'] }],
  },
];

function lobbyHandlers(overrides: Record<string, (url: URL) => unknown> = {}) {
  return {
    '/wps/relay/GCSGAME_vendorList': () => ({ data: { lanes } }),
    '/wps/relay/GCSGAME_gameList': (url: URL) => ({
      games: Array.from({ length: 15 }, (_, i) => game(i + 1, { gameName: `${url.searchParams.get('language')} game ${i + 1}` })),
      totalPages: 3,
      total: 40,
    }),
    '/wps/relay/MCSFE_favoriteIds': () => ['2'],
    '/wps/relay/MCSFE_favoriteList': () => ({ content: [game(2)], pageNum: 1, totalPages: 1, total: 1 }),
    '/wps/relay/GCS_recentGame': () => ({ list: [], page: 1, totalPages: 0, total: 0 }),
    ...overrides,
  };
}

describe('category page', () => {
  it('[P4.6-3] a member\'s heart turns on at once and back off when the server refuses', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderApp({
      path: '/rng',
      token: 'tok',
      ...en,
      handlers: lobbyHandlers({
        '/wps/relay/MCSFE_favorite': async () => {
          await held;
          return json({ success: false, code: 'favorites_full' }, 409);
        },
      }),
    });
    const heart = await screen.findByRole('button', { name: 'Favourite: en game 3' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite: en game 2' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    // On at once, while the server has not answered yet.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await act(async () => release());
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('The game could not be added to your favourites. Please try again.')).toBeTruthy();
  });

  it('[P4.6-3][P9-6] the heart sends one request per 1000 ms however often it is clicked', async () => {
    const { server } = await renderApp({ path: '/rng', token: 'tok', ...en, handlers: lobbyHandlers({ '/wps/relay/MCSFE_favorite': () => ({ nodeId: '3' }) }) });
    const heart = await screen.findByRole('button', { name: 'Favourite: en game 3' });
    fireEvent.click(heart);
    fireEvent.click(heart);
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(server.calls.filter((call) => call.startsWith('/wps/relay/MCSFE_favorite') && !call.includes('Ids') && !call.includes('List'))).toHaveLength(1);
  });

  it('[P4.6-2][P7.2-1][P9-3] the list asks with clientType 3, the platform and 15 a page; a language change reloads it', async () => {
    const { server } = await renderApp({ path: '/rng', ...en, handlers: lobbyHandlers() });
    expect(await screen.findByRole('heading', { name: 'en game 1' })).toBeTruthy();
    const call = server.calls.find((c) => c.startsWith('/wps/relay/GCSGAME_gameList'))!;
    const params = new URL(call, 'http://x').searchParams;
    expect(params.get('clientType')).toBe('3');
    expect(params.get('platform')).toBe('flash,html5-desktop');
    expect(params.get('pageSize')).toBe('15');
    expect(params.get('gameType')).toBe('RNG');
    // Hot badge only on the hot game.
    expect(within(screen.getAllByTestId('game-tile')[0]!).getByText('HOT')).toBeTruthy();
    expect(within(screen.getAllByTestId('game-tile')[1]!).queryByText('HOT')).toBeNull();
    await act(() => i18n.changeLanguage('zh'));
    expect(await screen.findByRole('heading', { name: 'zh game 1' })).toBeTruthy();
  });

  it("[P2.7-2] a theme with portrait tiles asks for the art drawn in its frame, and the image box keeps that frame", async () => {
    const permission = await permissionFixture();
    permission.theme.components.gameTile = { style: 'overlay', aspectRatio: '3:4' };
    await renderApp({ path: '/rng', permission, ...en, handlers: lobbyHandlers() });
    expect(await screen.findByRole('heading', { name: 'en game 1' })).toBeTruthy();
    const image = screen.getAllByTestId('game-tile')[0]!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/game-art/1.svg?ratio=3x4');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '320']);
  });

  it('[P2.7-1] the classify menu lists New for RNG and the vendor\'s classifications; Recent asks a visitor to log in', async () => {
    await renderApp({ path: '/rng', ...en, handlers: lobbyHandlers() });
    const classify = await screen.findByRole('navigation', { name: 'Game types' });
    await waitFor(() => expect(within(classify).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Hot', 'Recent', 'New', 'Scratch']));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Game vendors' })).getByRole('button', { name: 'Playtech' }));
    await waitFor(() => expect(within(classify).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Hot', 'Recent', 'New']));
    fireEvent.click(within(classify).getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

/** A handler held until the test releases it with a success answer or a failure. */
function heldAnswer(success: unknown) {
  let settle!: (ok: boolean) => void;
  const answer = new Promise<boolean>((resolve) => (settle = resolve));
  return {
    handler: async () => ((await answer) ? success : json({ success: false, code: 'system_busy' }, 500)),
    succeed: () => act(async () => settle(true)),
    fail: () => act(async () => settle(false)),
  };
}

const loader = () => screen.queryByTestId('list-loader');

describe('list loader [P7.3-4]', () => {
  it('[P7.3-4] the category list shows its loader while the game list is asked, and the games once answered', async () => {
    const held = heldAnswer({ games: [game(1), game(2)], totalPages: 1, total: 2 });
    await renderApp({ path: '/rng', ...en, handlers: lobbyHandlers({ '/wps/relay/GCSGAME_gameList': held.handler }) });
    await waitFor(() => expect(loader()?.textContent?.trim()).toBe('Loading games'));
    expect(screen.queryByTestId('game-tile')).toBeNull();
    await held.succeed();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
    expect(loader()).toBeNull();
  });

  it('[P7.3-4] the category list hides its loader when the game list fails, and offers a retry', async () => {
    const held = heldAnswer({ games: [], totalPages: 0, total: 0 });
    await renderApp({ path: '/rng', ...en, handlers: lobbyHandlers({ '/wps/relay/GCSGAME_gameList': held.handler }) });
    await waitFor(() => expect(loader()).not.toBeNull());
    await held.fail();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(loader()).toBeNull();
  });

  it('[P7.3-4] a next page that fails hides the busy state and shows the failure, not the previous page', async () => {
    await renderApp({
      path: '/rng',
      ...en,
      handlers: lobbyHandlers({
        '/wps/relay/GCSGAME_gameList': (url: URL) =>
          url.searchParams.get('pageNo') === '2' ? json({ success: false, code: 'system_busy' }, 500) : { games: [game(1)], totalPages: 2, total: 16 },
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('game-tile')).toBeNull();
    expect(loader()).toBeNull();
    expect(screen.getByTestId('game-list').getAttribute('aria-busy')).toBe('false');
  });

  it('[P7.3-4] the favourites list shows its loader while the favourite list is asked, then the favourites', async () => {
    const held = heldAnswer({ content: [game(2, { gameName: 'Loved game' })], pageNum: 1, totalPages: 1, total: 1 });
    await renderApp({ path: '/favorite', token: 'tok', ...en, handlers: lobbyHandlers({ '/wps/relay/MCSFE_favoriteList': held.handler }) });
    await waitFor(() => expect(loader()?.textContent?.trim()).toBe('Loading games'));
    await held.succeed();
    expect(await screen.findByRole('heading', { name: 'Loved game' })).toBeTruthy();
    expect(loader()).toBeNull();
  });

  it('[P7.3-4] the favourites list hides its loader when the favourite list fails', async () => {
    const held = heldAnswer({ content: [], pageNum: 1, totalPages: 0, total: 0 });
    await renderApp({ path: '/favorite', token: 'tok', ...en, handlers: lobbyHandlers({ '/wps/relay/MCSFE_favoriteList': held.handler }) });
    await waitFor(() => expect(loader()).not.toBeNull());
    await held.fail();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(loader()).toBeNull();
  });
});

const member = (type: number) => ({
  id: 1, account: 'player1', nickname: null, userName: 'Player One', type, isAgent: false, isTrial: type === 4, mustChangePassword: false,
  firstTimeLogin: false, language: null, vip: { enabled: false, rank: 0, labelName: '' }, counts: { promotions: 0, unreadMessages: 0 }, authenticatorBound: false,
});

describe('launch [P4.6-6] [P7.2-10]', () => {
  it('[P4.6-6] a trial account is told a real account is needed and nothing is launched', async () => {
    const { server } = await renderApp({ path: '/rng', token: 'tok', ...en, handlers: lobbyHandlers({ '/wps/member/info': () => member(4) }) });
    const play = await screen.findByRole('button', { name: 'Play en game 1' });
    await waitFor(() => expect(server.calls.some((call) => call.startsWith('/wps/member/info'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(play);
    expect(await screen.findByText('Games need a real account. Free play accounts cannot launch them; please register.')).toBeTruthy();
    expect(server.calls.some((call) => call.startsWith('/wps/game/launchGame'))).toBe(false);
  });

  it('[P4.6-6][P7.2-10] a member\'s game opens in a new window; a blocked popup is reported', async () => {
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    const { server } = await renderApp({
      path: '/rng',
      token: 'tok',
      ...en,
      handlers: lobbyHandlers({ '/wps/member/info': () => member(0), '/wps/game/launchGame': () => ({ url: '/seamless?nodeId=1' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play en game 1' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/seamless?nodeId=1&palette=dark', '_blank'));
    expect(server.calls).toContain('/wps/game/launchGame?nodeId=1');
    expect(await screen.findByText(/popup/i)).toBeTruthy();
  });

  it('[P4.6-6] a game under maintenance offers other popular games', async () => {
    await renderApp({
      path: '/rng',
      token: 'tok',
      ...en,
      handlers: lobbyHandlers({
        '/wps/member/info': () => member(0),
        '/wps/game/launchGame': () => json({ success: false, code: 'game_under_maintenance', value: { alternatives: [game(77, { gameName: 'Other game' })] } }, 409),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play en game 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(within(dialog).getByRole('button', { name: 'Play Other game' })).toBeTruthy();
  });

  it('[P4.6-6] a lottery game opens its lobby in the site by vendor code', async () => {
    const { router } = await renderApp({
      path: '/rng',
      token: 'tok',
      ...en,
      handlers: lobbyHandlers({
        '/wps/member/info': () => member(0),
        '/wps/relay/GCSGAME_gameList': () => ({ games: [game(5, { vassalage: 'TCG_SEA', gameCode: 'SEA4D', gameName: 'Sea 4D' })], totalPages: 1, total: 1 }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Sea 4D' }));
    await waitFor(() => expect(router().state.location.pathname + router().state.location.search).toBe('/seaLottery?gameCode=SEA4D'));
  });
});

describe('home [P2.2-4] [P2.2-5]', () => {
  it('[P2.2-4][P2.2-5][P7.2-12] hot shows 10 of 20, a category 5 with more; winners largest first', async () => {
    const winners = [
      { customerName: 'sm***l', iconUrl: '/a.svg', winAmount: 1500, currency: 'USD', nodeId: '1', gameName: 'Small' },
      { customerName: 'bi***g', iconUrl: '/b.svg', winAmount: 990000, currency: 'USD', nodeId: '2', gameName: 'Big' },
    ];
    const { server } = await renderApp({
      path: '/',
      ...en,
      handlers: lobbyHandlers({
        '/wps/relay/GCSGAME_hotGamesV2': () => ({ list: Array.from({ length: 25 }, (_, i) => game(i + 1)) }),
        '/wps/relay/GCSGAME_gameList': () => ({ games: Array.from({ length: 20 }, (_, i) => game(i + 100)), totalPages: 1, total: 20 }),
        '/wps/relay/GCSGAME_getRankList': () => ({ list: winners }),
      }),
    });
    const hot = await screen.findByTestId('home-section-hot');
    await waitFor(() => expect(within(hot).getAllByTestId('game-tile')).toHaveLength(10));
    const slots = await screen.findByTestId('home-section-rng');
    await waitFor(() => expect(within(slots).getAllByTestId('game-tile')).toHaveLength(5));
    expect(within(slots).getByRole('link', { name: 'More Slots' }).getAttribute('href')).toBe('/rng');
    fireEvent.click(within(hot).getByRole('button', { name: 'Show more' }));
    expect(within(hot).getAllByTestId('game-tile')).toHaveLength(15);
    const board = await screen.findByTestId('winner-board');
    await waitFor(() => expect(within(board).getAllByTestId('winner').map((w) => w.textContent)).toEqual(['bi***gBig$9,900.00', 'sm***lSmall$15.00']));
    const rank = new URL(server.calls.find((call) => call.startsWith('/wps/relay/GCSGAME_getRankList'))!, 'http://x').searchParams;
    expect([rank.get('gameCategory'), rank.get('limitNum')]).toEqual(['ALL', '20']);
    const section = new URL(server.calls.find((call) => call.includes('gameType=RNG'))!, 'http://x').searchParams;
    expect(section.get('pageSize')).toBe('20');
  });
});

describe('winner board on a phone [P2.2-5]', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[P2.2-5] shows two winners at a time on a phone and steps one at a time to the last', async () => {
    // A phone-wide window: only the phone query matches.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width: 599.98px') && !query.includes('min-width'), addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    const winners = ['Alpha', 'Bravo Extra Long Game Name Megaways', 'Charlie', 'Delta'].map((gameName, i) => ({ customerName: `p***${i}`, iconUrl: `/${i}.svg`, winAmount: 4000 - i * 1000, currency: 'USD', nodeId: String(i), gameName }));
    await renderApp({ path: '/', ...en, handlers: lobbyHandlers({ '/wps/relay/GCSGAME_getRankList': () => ({ list: winners }) }) });
    const board = await screen.findByTestId('winner-board');
    const shown = () => within(board).getAllByTestId('winner').map((w) => w.querySelector('span:nth-of-type(2)')!.textContent);
    await waitFor(() => expect(shown()).toEqual(['Alpha', 'Bravo Extra Long Game Name Megaways']));
    expect(within(board).getByText('Bravo Extra Long Game Name Megaways').getAttribute('title')).toBe('Bravo Extra Long Game Name Megaways');
    const next = within(board).getByRole('button', { name: 'Next winner' });
    fireEvent.click(next);
    expect(shown()).toEqual(['Bravo Extra Long Game Name Megaways', 'Charlie']);
    fireEvent.click(next);
    expect(shown()).toEqual(['Charlie', 'Delta']);
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('session caches [P4.6-4] [P7.2-2] [P7.2-4]', () => {
  it('[P4.6-4][P7.2-2] hot games come from sessionStorage until a refresh is asked', async () => {
    const { calls } = fakeServer({ '/wps/relay/GCSGAME_hotGamesV2': () => ({ list: [game(1)] }) });
    expect(await getHotGames({ language: 'en', gameType: 'RNG' })).toHaveLength(1);
    expect(await getHotGames({ language: 'en', gameType: 'RNG' })).toHaveLength(1);
    expect(calls).toHaveLength(1);
    const params = new URL(calls[0]!, 'http://x').searchParams;
    expect(params.get('isPlatform')).toBe('2');
    expect(params.get('platform')).toBe('flash,html5-desktop');
    expect(Object.keys(sessionStorage).some((key) => key.startsWith(HOT_GAMES_STORAGE_KEY))).toBe(true);
    await getHotGames({ language: 'en', gameType: 'RNG' }, { refresh: true });
    expect(calls).toHaveLength(2);
  });

  it('[P4.6-4][P7.2-4] the vendor list comes from sessionStorage unless flushed', async () => {
    const { calls } = fakeServer({ '/wps/relay/GCSGAME_vendorList': () => ({ data: { lanes } }) });
    expect(await getVendorLanes()).toEqual(lanes);
    expect(await getVendorLanes()).toEqual(lanes);
    expect(calls).toEqual(['/wps/relay/GCSGAME_vendorList?platform=html5-desktop']);
    expect(sessionStorage.getItem(VENDOR_STORAGE_KEY)).toBeTruthy();
    await getVendorLanes({ flush: true });
    expect(calls[1]).toBe('/wps/relay/GCSGAME_vendorList?platform=html5-desktop&flush=1');
    vi.unstubAllGlobals();
  });
});
