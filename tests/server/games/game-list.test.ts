import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, openLobbyTestApp, type LobbyTestApp } from './lobby-test-app.js';

let t: LobbyTestApp;
beforeAll(async () => { t = await openLobbyTestApp(); });
afterAll(async () => { await t.close(); });

interface GameDto { nodeId: string; gameType: string; vassalage: string; gameClassify: string; gameName: string; isHot: number; isNew: number; iconUrl: string; releaseDate: string; displayName: string }
const list = async (query: string, merchant = 'demo') => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, headers: { host: hostOf(merchant) } });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value: { games: GameDto[]; totalPages: number; total: number; pageNo: number } } };
};

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('[P7.2-1][P9-2][P9-3] pages the game list 15 per page with totalPages', async () => {
    const { status, body } = await list('clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&language=en');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value.games).toHaveLength(15);
    expect(body.value.totalPages).toBe(Math.ceil(body.value.total / 15));
    expect(body.value.total).toBeGreaterThan(2000);
    const second = await list('gameType=RNG&pageNo=2&language=en');
    const ids = new Set(body.value.games.map((g) => g.nodeId));
    expect(second.body.value.games.some((g) => ids.has(g.nodeId))).toBe(false);
  });

  it('[P3-7] answers games with the fields of a game, ids as strings', async () => {
    const { body } = await list('gameType=RNG&pageSize=1&language=en');
    const [game] = body.value.games;
    expect(game).toMatchObject({ gameType: 'RNG', isGame: 1 });
    expect(typeof game!.nodeId).toBe('string');
    expect(game!.iconUrl).toMatch(/^\/game-art\/\d+\.svg\?v=/);
    for (const key of ['vassalage', 'displayName', 'gameName', 'nodeName', 'gameCode', 'gameClassify', 'isHot', 'isNew', 'releaseDate']) expect(game).toHaveProperty(key);
  });

  it('[P7.2-1][P2.7-1] filters by vendor, classification and new games', async () => {
    const { body } = await list('gameType=RNG&vassalage=PT&gameClassify=JP&pageSize=100');
    expect(body.value.total).toBeGreaterThan(10);
    expect(body.value.games.every((g) => g.vassalage === 'PT' && g.gameClassify === 'JP')).toBe(true);
    const fresh = await list('gameType=RNG&isNew=1&pageSize=100');
    expect(fresh.body.value.games.length).toBeGreaterThan(0);
    expect(fresh.body.value.games.every((g) => g.isNew === 1)).toBe(true);
    const dates = fresh.body.value.games.map((g) => g.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await list('gameType=ALL&vassalage=ALL&gameClassify=ALL&pageSize=1');
    expect(all.body.value.total).toBeGreaterThan(3000);
  });

  it('[P5-6][P2.7-1] searches trimmed names without case in the asked language', async () => {
    const { body } = await list(`gameType=RNG&gameName=${encodeURIComponent('  DRAGON ')}&pageSize=100&language=en`);
    expect(body.value.total).toBeGreaterThan(10);
    expect(body.value.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const zh = await list(`gameType=RNG&gameName=${encodeURIComponent('龙')}&pageSize=5&language=zh`);
    expect(zh.body.value.games.length).toBe(5);
    expect(zh.body.value.games.every((g) => g.gameName.includes('龙'))).toBe(true);
    const km = await list('gameType=RNG&pageSize=1&language=km');
    expect(km.body.value.games[0]!.gameName).toMatch(/[\u1780-\u17ff]/);
  });

  it('[P7.2-1] accepts the same parameters as a POST body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameList', headers: { host: hostOf('demo') }, payload: { gameType: 'LIVE', pageNo: 1, pageSize: 15, vassalage: 'AG' } });
    expect(res.statusCode).toBe(200);
    const games = (res.json() as { value: { games: GameDto[] } }).value.games;
    expect(games.length).toBe(15);
    expect(games.every((g) => g.gameType === 'LIVE' && g.vassalage === 'AG')).toBe(true);
    const noBody = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=5', headers: { host: hostOf('demo') } });
    expect(noBody.statusCode).toBe(200);
    expect((noBody.json() as { value: { games: GameDto[] } }).value.games.map((g) => g.gameType)).toEqual(['FISH', 'FISH', 'FISH', 'FISH', 'FISH']);
    const badBody = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameList', headers: { host: hostOf('demo') }, payload: { pageSize: 101 } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ code: 'invalid_page_size' });
  });

  it('[P9-8][P2.4-1] lists only the vendors the merchant offers: basic has few', async () => {
    const { body } = await list('pageSize=100', 'basic');
    const vendors = new Set<string>();
    for (let page = 1; page <= body.value.totalPages; page++) {
      for (const g of (await list(`pageSize=100&pageNo=${page}`, 'basic')).body.value.games) vendors.add(`${g.gameType}:${g.vassalage}`);
    }
    expect([...vendors].sort()).toEqual(['INHOUSE:LIVERY', 'LIVE:AG', 'RNG:MG', 'RNG:PT', 'SPORTS:IBC']);
    expect((await list('gameType=FISH', 'basic')).body.value.total).toBe(0);
    expect((await list('gameType=RNG&vassalage=CQ9', 'basic')).body.value.total).toBe(0);
  });

  it('[P4.6-4] files e-sports vendors under ESPORTS, not SPORTS', async () => {
    const sports = await list('gameType=SPORTS&pageSize=100');
    expect(sports.body.value.games.map((g) => g.vassalage).sort()).toEqual(['IBC', 'SBT', 'UG']);
    const esports = await list('gameType=ESPORTS&pageSize=100');
    expect(esports.body.value.games.map((g) => g.vassalage).sort()).toEqual(['IA', 'IMES', 'TF']);
  });

  it('[P4.6-2] answers an empty page past the last one', async () => {
    const { status, body } = await list('gameType=SPORTS&pageNo=5');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ games: [], totalPages: 1 });
  });

  it.each([
    ['pageNo=0', 'invalid_page_no'],
    ['pageSize=10000', 'invalid_page_size'],
    ['pageNo=abc', 'invalid_page_no'],
    ['gameType=CASINO', 'invalid_game_type'],
    ['gameClassify=XX', 'invalid_game_classify'],
  ])('rejects bad input %s with 400 %s', async (query, code) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code });
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('[P7.2-2][P2.7-2] lists hot games of the filter, most played first', async () => {
    const res = await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&gameType=RNG&vassalage=PT&platform=flash,html5-desktop&language=en', headers: { host: hostOf('demo') } });
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { value: { list: GameDto[] } }).value.list;
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((g) => g.isHot === 1 && g.vassalage === 'PT' && g.gameType === 'RNG')).toBe(true);
  });

  it('[P2.2-4] takes a limit and stays within the merchant’s vendors', async () => {
    const res = await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&limit=20', headers: { host: hostOf('basic') } });
    const list = (res.json() as { value: { list: GameDto[] } }).value.list;
    expect(list).toHaveLength(20);
    expect(list.every((g) => ['PT', 'MG', 'AG', 'IBC', 'LIVERY'].includes(g.vassalage))).toBe(true);
  });
});
