import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, openLobbyTestApp, type LobbyTestApp } from './lobby-test-app.js';

let t: LobbyTestApp;
beforeAll(async () => { t = await openLobbyTestApp(); });
afterAll(async () => { await t.close(); });

interface Lane { title: string; cards: { vassalage: string; displayName: string; logoUrl: string; underMaintenance: boolean; lobbyNodeId?: string }[]; gameClassify: { code: string; vendors: string[] }[] }
const lanes = async (merchant: string) => {
  const res = await t.app.inject({ url: '/wps/relay/GCSGAME_vendorList?platform=html5-desktop&flush=', headers: { host: hostOf(merchant) } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: { data: { lanes: Lane[] } } }).value.data.lanes;
};

describe('GET /wps/relay/GCSGAME_vendorList', () => {
  it('[P7.2-4][P3-8][P4.6-4] answers lanes per category with e-sports moved out of SPORTS, right after it', async () => {
    const demo = await lanes('demo');
    expect(demo.map((l) => l.title)).toEqual(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'INHOUSE']);
    const byTitle = new Map(demo.map((l) => [l.title, l]));
    expect(byTitle.get('SPORTS')!.cards.map((c) => c.vassalage)).toEqual(['IBC', 'SBT', 'UG']);
    expect(byTitle.get('ESPORTS')!.cards.map((c) => c.vassalage)).toEqual(['IMES', 'TF', 'IA']);
    expect(byTitle.get('FISH')!.cards.map((c) => c.vassalage)).toEqual(['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG']);
    const pt = byTitle.get('RNG')!.cards.find((c) => c.vassalage === 'PT')!;
    expect(pt).toMatchObject({ displayName: 'Playtech', logoUrl: '/game-art/vendor/PT.svg', underMaintenance: false });
    expect(pt.lobbyNodeId).toBeUndefined();
    expect(byTitle.get('LIVE')!.cards.every((c) => typeof c.lobbyNodeId === 'string')).toBe(true);
  });

  it('[P3-8][P2.7-3] lists the RNG classifications with the vendors that have them', async () => {
    const rng = (await lanes('demo')).find((l) => l.title === 'RNG')!;
    expect(rng.gameClassify.map((c) => c.code)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(rng.gameClassify.find((c) => c.code === 'JP')!.vendors.length).toBeGreaterThan(5);
  });

  it('[P9-8][P2.4-1] offers the basic merchant its few vendors and the lotto merchant its lotteries', async () => {
    const basic = await lanes('basic');
    expect(basic.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['RNG', ['PT', 'MG']], ['LIVE', ['AG']], ['SPORTS', ['IBC']], ['INHOUSE', ['LIVERY']],
    ]);
    const lotto = await lanes('lotto');
    expect(lotto.map((l) => l.title)).toEqual(['RNG', 'LOTT', 'ELOTT', 'INHOUSE']);
  });
});

describe('GET /lgw/games/game_menus', () => {
  it('[P2.4-1][P7.1-5] lists the categories with vendors in top-navigation order', async () => {
    const res = await t.app.inject({ url: '/lgw/games/game_menus', headers: { host: hostOf('demo') } });
    const menus = (res.json() as { value: { gameType: string; path?: string }[] }).value;
    expect(menus.map((m) => m.gameType)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE']);
    expect(menus[0]).toMatchObject({ path: '/elott' });
    const basic = await t.app.inject({ url: '/lgw/games/game_menus', headers: { host: hostOf('basic') } });
    expect((basic.json() as { value: { gameType: string }[] }).value.map((m) => m.gameType)).toEqual(['LIVE', 'SPORTS', 'RNG', 'INHOUSE']);
  });
});

describe('GET /game-art/:nodeId.svg', () => {
  it('[P2.7-2][P9-2] renders a local 240x180 SVG tile with a year-long cache', async () => {
    const list = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', headers: { host: hostOf('demo') } });
    const { iconUrl } = (list.json() as { value: { games: { iconUrl: string }[] } }).value.games[0]!;
    const res = await t.app.inject({ url: iconUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg [^>]*width="240" height="180"/);
    expect(res.body).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
    const again = await t.app.inject({ url: iconUrl });
    expect(again.body).toBe(res.body);
  });

  it("[P2.7-2] draws the art in the frame a theme's tiles ask for, and refuses a frame no theme has", async () => {
    const list = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', headers: { host: hostOf('demo') } });
    const { iconUrl } = (list.json() as { value: { games: { iconUrl: string }[] } }).value.games[0]!;
    const heights = [];
    for (const ratio of ['1x1', '3x4', '16x9']) {
      const res = await t.app.inject({ url: `${iconUrl}&ratio=${ratio}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      heights.push(/^<svg [^>]*width="240" height="(\d+)"/.exec(res.body)?.[1]);
    }
    expect(heights).toEqual(['240', '320', '135']);
    const refused = await t.app.inject({ url: `${iconUrl}&ratio=2x1` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'invalid_ratio' });
  });

  it('answers 404 for unknown games and vendors, and serves vendor logos', async () => {
    expect((await t.app.inject({ url: '/game-art/999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/game-art/abc.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/game-art/vendor/NOPE.svg' })).statusCode).toBe(404);
    const logo = await t.app.inject({ url: '/game-art/vendor/TCG_SEA.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('TCG SEA');
  });
});
