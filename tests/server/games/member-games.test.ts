import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setVendorMaintenance } from '../../../server/db/catalogue-repository.js';
import { markRead, sendMessage } from '../../../server/db/messages-repository.js';
import { hostOf, openLobbyTestApp, type LobbyTestApp } from './lobby-test-app.js';

let t: LobbyTestApp;
let clock = new Date('2026-06-01T10:00:00Z');
beforeAll(async () => { t = await openLobbyTestApp({ now: () => clock }); });
afterAll(async () => { await t.close(); });

interface GameDto { nodeId: string; gameType: string; vassalage: string; gameCode: string; isGame: number }
const tick = () => { clock = new Date(clock.getTime() + 1000); };
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, authorization?: string, payload?: object, merchant = 'demo') => {
  const res = await t.app.inject({ method, url, headers: { host: hostOf(merchant), ...(authorization ? { authorization } : {}) }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value: never } };
};
const firstGame = async (query: string, merchant = 'demo'): Promise<GameDto> => {
  const { body } = await call('GET', `/wps/relay/GCSGAME_gameList?pageSize=1&${query}`, undefined, undefined, merchant);
  return (body.value as { games: GameDto[] }).games[0]!;
};

describe('favourites', () => {
  it.each([
    ['GET', '/wps/relay/MCSFE_favoriteIds'],
    ['GET', '/wps/relay/MCSFE_favoriteList'],
    ['POST', '/wps/relay/MCSFE_favorite'],
    ['DELETE', '/wps/relay/MCSFE_favorite?nodeId=1'],
    ['GET', '/wps/relay/GCS_recentGame'],
    ['GET', '/wps/game/launchGame?nodeId=1'],
    ['GET', '/wps/relay/CSP_unreadCount'],
  ] as const)('[P2.3-1][P6-1][P8-3] %s %s needs login: 401 not_logged_in', async (method, url) => {
    const { status, body } = await call(method, url, undefined, method === 'POST' ? { nodeId: '1' } : undefined);
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'not_logged_in' });
  });

  it('[P7.2-6][P7.2-7][P7.2-8][P4.6-3][P3-10] adds, lists newest first and removes favourites, ids as strings', async () => {
    const { authorization } = await t.login('demo');
    const slot = await firstGame('gameType=RNG');
    const live = await firstGame('gameType=LIVE&vassalage=AG');
    expect((await call('POST', '/wps/relay/MCSFE_favorite', authorization, { nodeId: slot.nodeId, vassalage: slot.vassalage, gameType: slot.gameType })).status).toBe(200);
    tick();
    // A number is accepted too, and adding twice is a success that changes nothing.
    expect((await call('POST', '/wps/relay/MCSFE_favorite', authorization, { nodeId: Number(live.nodeId) })).status).toBe(200);
    tick();
    expect((await call('POST', '/wps/relay/MCSFE_favorite', authorization, { nodeId: slot.nodeId })).status).toBe(200);

    const ids = await call('GET', '/wps/relay/MCSFE_favoriteIds', authorization);
    expect(ids.body.value).toEqual([live.nodeId, slot.nodeId]);

    const listed = await call('GET', '/wps/relay/MCSFE_favoriteList?clientType=3&platform=flash,html5-desktop&pageNo=1&pageSize=999&language=en', authorization);
    expect(listed.body.value).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
    expect((listed.body.value as { content: GameDto[] }).content.map((g) => g.nodeId)).toEqual([live.nodeId, slot.nodeId]);
    const onlyLive = await call('GET', '/wps/relay/MCSFE_favoriteList?gameType=LIVE&vassalage=AG', authorization);
    expect((onlyLive.body.value as { content: GameDto[] }).content.map((g) => g.nodeId)).toEqual([live.nodeId]);

    expect((await call('DELETE', `/wps/relay/MCSFE_favorite?nodeId=${live.nodeId}`, authorization)).status).toBe(200);
    expect((await call('DELETE', `/wps/relay/MCSFE_favorite?nodeId=${live.nodeId}`, authorization)).status).toBe(200);
    expect((await call('GET', '/wps/relay/MCSFE_favoriteIds', authorization)).body.value).toEqual([slot.nodeId]);
  });

  it('[P9-8] keeps favourites per member and refuses games the merchant does not offer', async () => {
    const a = await t.login('basic');
    const b = await t.login('basic');
    const cq9 = await firstGame('gameType=RNG&vassalage=CQ9');
    const refused = await call('POST', '/wps/relay/MCSFE_favorite', a.authorization, { nodeId: cq9.nodeId }, 'basic');
    expect(refused).toMatchObject({ status: 404, body: { code: 'game_not_found' } });
    const pt = await firstGame('gameType=RNG&vassalage=PT', 'basic');
    await call('POST', '/wps/relay/MCSFE_favorite', a.authorization, { nodeId: pt.nodeId }, 'basic');
    expect((await call('GET', '/wps/relay/MCSFE_favoriteIds', b.authorization, undefined, 'basic')).body.value).toEqual([]);
    // A session of one merchant is not a session on another.
    expect((await call('GET', '/wps/relay/MCSFE_favoriteIds', a.authorization, undefined, 'demo')).status).toBe(401);
  });

  it('rejects bad input with 400', async () => {
    const { authorization } = await t.login('demo');
    expect(await call('POST', '/wps/relay/MCSFE_favorite', authorization, { nodeId: 'abc' })).toMatchObject({ status: 400, body: { code: 'invalid_node_id' } });
    expect(await call('GET', '/wps/relay/MCSFE_favoriteList?pageSize=1000', authorization)).toMatchObject({ status: 400, body: { code: 'invalid_page_size' } });
  });
});

describe('GET /wps/game/launchGame', () => {
  it('[P7.2-10][P4.6-6][P7.2-9] launches a game on the seamless page and records it as recent', async () => {
    const { authorization } = await t.login('demo');
    const inHouse = await firstGame('gameType=INHOUSE');
    const launched = await call('GET', `/wps/game/launchGame?nodeId=${inHouse.nodeId}`, authorization);
    expect(launched).toMatchObject({ status: 200, body: { success: true, value: { url: `/seamless?nodeId=${inHouse.nodeId}` } } });
    tick();
    const slot = await firstGame('gameType=RNG&vassalage=MG');
    await call('GET', `/wps/game/launchGame?nodeId=${slot.nodeId}`, authorization);
    tick();
    const recent = await call('GET', '/wps/relay/GCS_recentGame?page=1&pageSize=20&language=en&clientType=3', authorization);
    expect(recent.body.value).toMatchObject({ totalPages: 1, total: 2 });
    expect((recent.body.value as { list: GameDto[] }).list.map((g) => g.nodeId)).toEqual([slot.nodeId, inHouse.nodeId]);
    const onlyRng = await call('GET', '/wps/relay/GCS_recentGame?gameType=RNG', authorization);
    expect((onlyRng.body.value as { list: GameDto[] }).list.map((g) => g.nodeId)).toEqual([slot.nodeId]);
    expect(await call('GET', '/wps/relay/GCS_recentGame?pageSize=21', authorization)).toMatchObject({ status: 400, body: { code: 'invalid_page_size' } });
  });

  it('[P4.6-6] routes lottery vendors to their lobbies', async () => {
    const { authorization } = await t.login('demo');
    const expectations: [string, string, RegExp][] = [
      ['ELOTT', 'TCG_LOTTO_VN', /^\/vnLottery\?gameCode=VN_/],
      ['LOTT', 'TCG_SEA', /^\/seaLottery\?gameCode=/],
      ['LOTT', 'LOTT', /^\/lottery\?gameCode=/],
      ['ELOTT', 'ELOTT', /^\/lottery\?gameCode=/],
    ];
    for (const [gameType, vassalage, url] of expectations) {
      const { body } = await call('GET', `/wps/relay/GCSGAME_gameList?gameType=${gameType}&vassalage=${vassalage}&pageSize=100`);
      const game = (body.value as { games: GameDto[] }).games.find((g) => g.isGame === 1)!;
      const launched = await call('GET', `/wps/game/launchGame?nodeId=${game.nodeId}`, authorization);
      expect((launched.body.value as { url: string }).url).toMatch(url);
    }
  });

  it('[P2.7-2][P4.6-6] launches vendor tiles: RNG opens the slot lobby, others the vendor lobby', async () => {
    const { authorization } = await t.login('demo');
    expect((await call('GET', '/wps/game/launchGame?vassalage=PT&gameType=RNG', authorization)).body.value).toEqual({ url: '/rng?vassalage=PT' });
    const live = await call('GET', '/wps/game/launchGame?vassalage=DG&gameType=LIVE', authorization);
    expect((live.body.value as { url: string }).url).toMatch(/^\/seamless\?nodeId=\d+$/);
    expect((await call('GET', '/wps/game/launchGame?vassalage=KX&gameType=RNG', authorization)).status).toBe(404);
    expect(await call('GET', '/wps/game/launchGame', authorization)).toMatchObject({ status: 400, body: { code: 'invalid_node_id' } });
  });

  it('[P4.6-6][P8-17][P6-1] blocks trial accounts with 403 in_need_true_account', async () => {
    const { authorization } = await t.login('demo', { type: 4 });
    const game = await firstGame('gameType=RNG');
    expect(await call('GET', `/wps/game/launchGame?nodeId=${game.nodeId}`, authorization)).toMatchObject({ status: 403, body: { success: false, code: 'in_need_true_account' } });
  });

  it('[P9-8] refuses games of vendors the merchant does not offer', async () => {
    const { authorization } = await t.login('basic');
    const cq9 = await firstGame('gameType=RNG&vassalage=CQ9');
    expect(await call('GET', `/wps/game/launchGame?nodeId=${cq9.nodeId}`, authorization, undefined, 'basic')).toMatchObject({ status: 404, body: { code: 'game_not_found' } });
  });

  it('[P8-16] answers 409 game_under_maintenance with popular alternatives of other vendors', async () => {
    const { authorization } = await t.login('demo');
    const game = await firstGame('gameType=RNG&vassalage=PNG');
    await setVendorMaintenance(t.db, 'RNG', 'PNG', true);
    try {
      const { status, body } = await call('GET', `/wps/game/launchGame?nodeId=${game.nodeId}`, authorization);
      expect(status).toBe(409);
      expect(body).toMatchObject({ success: false, code: 'game_under_maintenance' });
      const alternatives = (body.value as { alternatives: GameDto[] }).alternatives;
      expect(alternatives).toHaveLength(8);
      expect(alternatives.every((g) => g.vassalage !== 'PNG' && g.gameType === 'RNG')).toBe(true);
      const vendors = await call('GET', '/wps/relay/GCSGAME_vendorList?platform=html5-desktop');
      const lanes = (vendors.body.value as { data: { lanes: { title: string; cards: { vassalage: string; underMaintenance: boolean }[] }[] } }).data.lanes;
      expect(lanes.find((l) => l.title === 'RNG')!.cards.find((c) => c.vassalage === 'PNG')!.underMaintenance).toBe(true);
    } finally {
      await setVendorMaintenance(t.db, 'RNG', 'PNG', false);
    }
    expect((await call('GET', `/wps/game/launchGame?nodeId=${game.nodeId}`, authorization)).status).toBe(200);
  });
});

describe('GET /wps/relay/CSP_unreadCount', () => {
  it('[P7.2-18][M3-13][M7-9] answers the member\'s real unread count: own messages and broadcasts, not another member\'s', async () => {
    const me = await t.login('closed');
    const other = await t.login('closed');
    expect(await call('GET', '/wps/relay/CSP_unreadCount', me.authorization, undefined, 'closed')).toMatchObject({ status: 200, body: { success: true, value: 0 } });
    const text = { en: 'Hello' };
    const base = { merchantId: 'closed', category: 'system', format: 'text', title: text, body: text, createdAt: clock } as const;
    const id = await sendMessage(t.db, { ...base, memberId: me.memberId });
    await sendMessage(t.db, { ...base, memberId: null });
    await sendMessage(t.db, { ...base, memberId: other.memberId });
    expect((await call('GET', '/wps/relay/CSP_unreadCount', me.authorization, undefined, 'closed')).body.value).toBe(2);
    await markRead(t.db, { merchantId: 'closed', memberId: me.memberId }, id, clock);
    expect((await call('GET', '/wps/relay/CSP_unreadCount', me.authorization, undefined, 'closed')).body.value).toBe(1);
  });

  it('[M2-18] refuses trial accounts, which have no inbox: 403 in_need_true_account', async () => {
    const trial = await t.login('demo', { type: 4 });
    expect(await call('GET', '/wps/relay/CSP_unreadCount', trial.authorization)).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
  });
});
