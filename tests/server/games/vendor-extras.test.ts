// The lobby calls the spec lists without shapes (7.2): game types by vendor, new game vendors, live hosts and their
// chat, and the lottery lobby launch (docs/api-lobby.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, openLobbyTestApp, type LobbyTestApp } from './lobby-test-app.js';

let t: LobbyTestApp;
let clock = new Date('2026-06-01T10:00:00Z');
beforeAll(async () => { t = await openLobbyTestApp({ now: () => clock }); });
afterAll(async () => { await t.close(); });

const call = async (url: string, authorization?: string, merchant = 'demo') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: hostOf(merchant), ...(authorization ? { authorization } : {}) } });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value: never } };
};

interface Model { modelId: string; name: string; nodeId: string; vassalage: string; gameName: string; online: boolean; avatarUrl: string }

describe('game types by vendor and new game vendors', () => {
  it('[P7.2-5] names the categories a vendor plays in for this merchant, and 404 for a vendor it does not offer', async () => {
    // demo offers AG for slots, fishing and live; basic only for live.
    expect((await call('/wps/relay/GCSGAME_gameTypeByVendor?vassalage=AG')).body.value).toEqual({ vassalage: 'AG', gameTypes: ['RNG', 'FISH', 'LIVE'] });
    expect((await call('/wps/relay/GCSGAME_gameTypeByVendor?vassalage=AG', undefined, 'basic')).body.value).toEqual({ vassalage: 'AG', gameTypes: ['LIVE'] });
    const missing = await call('/wps/relay/GCSGAME_gameTypeByVendor?vassalage=BBIN', undefined, 'basic');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('vendor_not_found');
    expect((await call('/wps/relay/GCSGAME_gameTypeByVendor')).body.code).toBe('invalid_vassalage');
    expect((await call('/wps/relay/GCSGAME_gameTypeByVendor?vassalage=a%20b')).status).toBe(400);
  });

  it('[P7.2-5] lists the vendors with new games, most first, each count matching the game list', async () => {
    const { body } = await call('/wps/relay/GCSGAME_newGameVendors?language=en');
    const list = (body.value as { list: { vassalage: string; gameType: string; newGames: number; displayName: string; logoUrl: string }[] }).list;
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((v) => v.newGames)).toEqual([...list.map((v) => v.newGames)].sort((a, b) => b - a));
    const top = list[0]!;
    const games = await call(`/wps/relay/GCSGAME_gameList?gameType=${top.gameType}&vassalage=${top.vassalage}&isNew=1&pageSize=100`);
    const newGames = (games.body.value as { games: { isGame: number }[] }).games.filter((g) => g.isGame === 1);
    expect(newGames).toHaveLength(top.newGames);
    expect(top.logoUrl).toBe(`/game-art/vendor/${top.vassalage}.svg`);
    // Only the merchant's vendors, and a category filter.
    const basic = (await call('/wps/relay/GCSGAME_newGameVendors', undefined, 'basic')).body.value as { list: { vassalage: string }[] };
    expect(basic.list.every((v) => ['PT', 'MG', 'AG', 'IBC', 'LIVERY'].includes(v.vassalage))).toBe(true);
    const onlyRng = (await call('/wps/relay/GCSGAME_newGameVendors?gameType=RNG')).body.value as { list: { gameType: string }[] };
    expect(onlyRng.list.every((v) => v.gameType === 'RNG')).toBe(true);
  });
});

describe('live hosts', () => {
  it('[P7.2-13] lists the hosts of the live tables, online first, the same at the same hour and different hours later', async () => {
    const first = (await call('/wps/relay/LIVE_modelList?pageSize=100&language=en')).body.value as { list: Model[]; total: number };
    expect(first.total).toBeGreaterThan(0);
    const online = first.list.map((m) => m.online);
    expect(online).toEqual([...online].sort((a, b) => Number(b) - Number(a)));
    expect(first.list[0]).toMatchObject({ modelId: expect.stringMatching(/^\d+-[01]$/), name: expect.any(String), gameName: expect.any(String) });
    expect((await call('/wps/relay/LIVE_modelList?pageSize=100&language=en')).body.value).toEqual(first);
    const onlyAg = (await call('/wps/relay/LIVE_modelList?vassalage=AG&onlineOnly=1&pageSize=100')).body.value as { list: Model[] };
    expect(onlyAg.list.every((m) => m.vassalage === 'AG' && m.online)).toBe(true);
    clock = new Date('2026-06-01T22:00:00Z');
    const later = (await call('/wps/relay/LIVE_modelList?pageSize=100&language=en')).body.value as { list: Model[] };
    expect(later.list.map((m) => `${m.modelId}:${m.online}`).sort()).not.toEqual(first.list.map((m) => `${m.modelId}:${m.online}`).sort());
    clock = new Date('2026-06-01T10:00:00Z');
  });

  it('[P7.2-13] opens the chat of an online host (value.chatUrl) for a member; offline 409, unknown 404, visitor 401, trial 403', async () => {
    const models: Model[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = (await call(`/wps/relay/LIVE_modelList?pageSize=100&pageNo=${pageNo}`)).body.value as { list: Model[]; totalPages: number };
      models.push(...page.list);
      if (pageNo >= page.totalPages) break;
    }
    const on = models.find((m) => m.online)!;
    const off = models.find((m) => !m.online)!;
    const { authorization } = await t.login('demo');
    const chat = await call(`/wps/relay/LIVE_launchChat?modelId=${on.modelId}`, authorization);
    expect(chat.status).toBe(200);
    expect(chat.body.value).toEqual({ chatUrl: `/seamless?nodeId=${on.nodeId}&chat=${on.modelId}` });
    expect((await call(`/wps/relay/LIVE_launchChat?modelId=${off.modelId}`, authorization)).body.code).toBe('model_offline');
    expect((await call('/wps/relay/LIVE_launchChat?modelId=999999-0', authorization)).status).toBe(404);
    expect((await call('/wps/relay/LIVE_launchChat?modelId=abc', authorization)).body.code).toBe('invalid_model_id');
    expect((await call(`/wps/relay/LIVE_launchChat?modelId=${on.modelId}`)).status).toBe(401);
    const trial = await t.login('demo', { type: 4 });
    expect((await call(`/wps/relay/LIVE_launchChat?modelId=${on.modelId}`, trial.authorization)).body.code).toBe('in_need_true_account');
  });
});

describe('lottery lobby launch', () => {
  const launch = (query: string, authorization?: string) => call(`/wps/game/launchLottery?${query}`, authorization);

  it('[P7.2-14] opens the lottery lobby of the area with the game, view, back URL and language, and records the game as recent', async () => {
    const { authorization } = await t.login('demo');
    const menu = (await call('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB')).body.value as { games: { gameCode: string; vassalage: string; nodeId: string }[] }[];
    const vn = menu.flatMap((g) => g.games).find((g) => g.vassalage === 'TCG_LOTTO_VN')!;
    const opened = await launch(`lottoArea=VN&launchMode=LOTT&prizeMode=ELOTT&gameCode=${vn.gameCode}&view=betting&device=WEB&backUrl=%2Fvnlott%3Ftab%3D1&language=zh`, authorization);
    expect(opened.status).toBe(200);
    expect(opened.body.value).toEqual({ url: `/vnLottery?gameCode=${vn.gameCode}&view=betting&back=%2Fvnlott%3Ftab%3D1&language=zh` });
    const recent = (await call('/wps/relay/GCS_recentGame', authorization)).body.value as { list: { nodeId: string }[] };
    expect(recent.list[0]!.nodeId).toBe(vn.nodeId);

    // No game: the area's lobby view, whatever view was asked.
    expect((await launch('lottoArea=SEA&launchMode=LOTT&view=betting', authorization)).body.value).toEqual({ url: '/seaLottery?view=lobby&language=en' });
    expect((await launch('lottoArea=LOTT&launchMode=LOTT&view=lobby&language=km', authorization)).body.value).toEqual({ url: '/lottery?view=lobby&language=km' });
  });

  it('[P7.2-14] refuses another site as back URL, an unknown or foreign game, bad parameters, visitors and trial accounts', async () => {
    const { authorization } = await t.login('demo');
    for (const backUrl of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      const refused = await launch(`lottoArea=VN&launchMode=LOTT&backUrl=${encodeURIComponent(backUrl)}`, authorization);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid_back_url');
    }
    expect((await launch('lottoArea=VN&launchMode=LOTT&gameCode=NOPE', authorization)).body.code).toBe('game_not_found');
    // A LOTT game asked under the SEA prize mode is not one of its games.
    const lott = ((await call('/lgw/vn/games/game_menu?prizeMode=LOTT')).body.value as { games: { gameCode: string }[] }[])[0]!.games[0]!;
    expect((await launch(`lottoArea=SEA&launchMode=LOTT&prizeMode=SEA&gameCode=${lott.gameCode}`, authorization)).status).toBe(404);
    expect((await launch('lottoArea=XX&launchMode=LOTT', authorization)).body.code).toBe('invalid_lotto_area');
    expect((await launch('lottoArea=VN&launchMode=SLOT', authorization)).body.code).toBe('invalid_launch_mode');
    expect((await launch('lottoArea=VN&launchMode=LOTT&view=full', authorization)).body.code).toBe('invalid_view');
    expect((await launch('lottoArea=VN&launchMode=LOTT')).status).toBe(401);
    const trial = await t.login('demo', { type: 4 });
    expect((await launch('lottoArea=VN&launchMode=LOTT', trial.authorization)).body.code).toBe('in_need_true_account');
  });
});
