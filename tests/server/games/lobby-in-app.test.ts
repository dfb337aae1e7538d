import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
});
afterAll(async () => { await t.close(); });

describe('the lobby in the whole server (buildApp)', () => {
  it('[P7.2-1][P9-8] answers the game list of the merchant of the Host', async () => {
    const res = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15', headers: { host: 'basic.localhost' } });
    expect(res.statusCode).toBe(200);
    const { games, totalPages } = (res.json() as { value: { games: { vassalage: string }[]; totalPages: number } }).value;
    expect(games).toHaveLength(15);
    expect(totalPages).toBeGreaterThan(1);
    expect(games.every((g) => g.vassalage === 'PT' || g.vassalage === 'MG')).toBe(true);
  });

  it('[P8-3][P6-1] refuses favourites and launch without a session through the accounts hook', async () => {
    for (const url of ['/wps/relay/MCSFE_favoriteIds', '/wps/game/launchGame?nodeId=1090001']) {
      const res = await t.app.inject({ url, headers: { host: 'demo.localhost' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'not_logged_in' });
    }
  });

  it('[P2.7-2] serves tile art next to the site', async () => {
    const res = await t.app.inject({ url: '/game-art/1090001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
