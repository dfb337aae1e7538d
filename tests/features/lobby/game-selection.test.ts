// The game selection types (P3-9) against the real lobby server: each selection's call, made by the site's own
// fetcher (getSelection), answers the games that selection stands for.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addFavorite, launchGame, type Game } from '../../../src/features/lobby/api/lobby-api';
import { getSelection } from '../../../src/features/lobby/api/selection-api';
import { GAME_SELECTION_TYPES } from '../../../src/features/lobby/rules/category-rules';
import { hostOf, openLobbyTestApp, type LobbyTestApp } from '../../server/games/lobby-test-app';

let t: LobbyTestApp;
let authorization = '';
beforeAll(async () => {
  t = await openLobbyTestApp();
  ({ authorization } = await t.login('demo'));
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The site's fetch goes to the lobby server as the logged-in member of the demo merchant. */
function serveSite() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await t.app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { host: hostOf('demo'), authorization, ...(init?.body ? { 'content-type': 'application/json' } : {}) },
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  });
}

const ids = (games: readonly Game[]) => games.map((game) => game.nodeId);
const base = { category: 'RNG', language: 'en' } as const;

describe('game selection types [P3-9]', () => {
  it('[P3-9] lists NEW, FAV, ALL, HOT, RECENT and INHOUSE', () => {
    expect(GAME_SELECTION_TYPES).toEqual(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT', 'INHOUSE']);
  });

  it('[P3-9][P4.6-2] each selection type selects its games: ALL the category, HOT the hot ones, NEW the new ones, FAV and RECENT the member\'s, INHOUSE the in-house games', async () => {
    serveSite();
    const all = await getSelection('ALL', base);
    expect(all.games).toHaveLength(15);
    expect(all.games.every((game) => game.gameType === 'RNG')).toBe(true);
    // ALL holds old and new games alike.
    expect(all.total).toBeGreaterThan(15);

    const hot = await getSelection('HOT', base);
    expect(hot.games.length).toBeGreaterThan(0);
    expect(hot.games.every((game) => game.gameType === 'RNG' && game.isHot === 1)).toBe(true);
    expect(hot.total).toBeLessThan(all.total);

    const fresh = await getSelection('NEW', base);
    expect(fresh.games.length).toBeGreaterThan(0);
    expect(fresh.games.every((game) => game.gameType === 'RNG' && game.isNew === 1)).toBe(true);
    expect(fresh.total).toBeLessThan(all.total);

    const inHouse = await getSelection('INHOUSE', base);
    expect(inHouse.games.length).toBeGreaterThan(0);
    expect(inHouse.games.every((game) => game.gameType === 'INHOUSE')).toBe(true);

    // Nothing of the member's yet.
    expect((await getSelection('FAV', base)).games).toEqual([]);
    expect((await getSelection('RECENT', base)).games).toEqual([]);

    // Two slot favourites and an in-house one; one slot and one in-house game played.
    const [first, second] = all.games;
    const house = inHouse.games[0]!;
    for (const game of [first!, second!, house]) await addFavorite(game);
    for (const game of [second!, house]) expect((await launchGame({ nodeId: game.nodeId })).success).toBe(true);

    const favourites = await getSelection('FAV', base);
    expect(ids(favourites.games).sort()).toEqual([first!.nodeId, second!.nodeId].sort());
    expect(ids((await getSelection('FAV', { ...base, category: 'INHOUSE' })).games)).toEqual([house.nodeId]);
    expect(ids((await getSelection('RECENT', base)).games)).toEqual([second!.nodeId]);
    expect(ids((await getSelection('RECENT', { ...base, category: 'INHOUSE' })).games)).toEqual([house.nodeId]);
  });

  it('[P3-9][P4.6-2] a selection keeps the chosen vendor', async () => {
    serveSite();
    const vendor = (await getSelection('ALL', base)).games[0]!.vassalage;
    for (const selection of ['ALL', 'HOT', 'NEW'] as const) {
      const page = await getSelection(selection, { ...base, vendor });
      expect(page.games.every((game) => game.vassalage === vendor), selection).toBe(true);
    }
  });
});
