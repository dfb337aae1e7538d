// The game pages in both palettes (docs/demo-game.md "Palette"): Lucky Lantern, Lantern Dice and the demo
// aggregator's slot, fishing game and card hall, opened for fun by a visitor with the site's palette, pass axe
// (contrast included) in the light and the dark palette, whatever the device prefers; so do a live table, the
// sportsbook and the e-sports sportsbook, which only a member can open; so does every kind of live table (roulette,
// dragon tiger, sic bo, fan tan, besides baccarat).
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.9-2] every kind of game page passes axe in the light and the dark palette', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await page.goto(siteUrl('demo', '/'));
  const urls = await page.evaluate(async () => {
    const get = async (path: string) => (await fetch(path, { headers: { Accept: 'application/json' } })).json();
    const first = async (query: string) => (await get(`/wps/relay/GCSGAME_gameList?${query}&language=en&pageSize=20`)).value.games.find((g: { isGame: number }) => g.isGame === 1).nodeId as string;
    const inhouse = (await get('/wps/relay/GCSGAME_gameList?gameType=INHOUSE&language=en&pageSize=20')).value.games as { nodeId: string; gameCode: string }[];
    const nodes = [
      inhouse.find((g) => g.gameCode === 'LUCKY_LANTERN')!.nodeId, inhouse.find((g) => g.gameCode === 'LANTERN_DICE')!.nodeId,
      await first('gameType=RNG'), await first('gameType=FISH'), await first('gameType=PVP'),
    ];
    return Promise.all(nodes.map(async (nodeId) => (await get(`/wps/game/launchFun?nodeId=${nodeId}&language=en`)).value.url as string));
  });
  const game = await context.newPage();
  for (const url of urls) {
    for (const palette of ['light', 'dark'] as const) {
      // The device prefers the other palette: the site's wins.
      await game.emulateMedia({ colorScheme: palette === 'light' ? 'dark' : 'light', reducedMotion: 'reduce' });
      await game.goto(siteUrl('demo', `${url}&palette=${palette}`));
      await expect(game.locator('html')).toHaveAttribute('data-palette', palette);
      await expect(game.locator('#balance')).toHaveText(/\d/);
      const background = await game.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, `${url} ${palette}`).toBe(palette === 'light' ? 'rgb(246, 243, 252)' : 'rgb(20, 16, 31)');
      await expectNoAxeViolations(game);
    }
  }
});

test('[P2.9-2] the live table and the sportsbook, opened by a member, pass axe in the light and the dark palette', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // Real play only: a live table and the sportsbook have no fun mode, so they need a member's session.
  await logIn(page, 'basic', 'gamer1', 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const bearer = `Bearer ${await token(page)}`;
  const urls = await page.evaluate(async (bearer) => {
    const get = async (path: string) => (await fetch(path, { headers: { Accept: 'application/json', Authorization: bearer } })).json();
    const games = async (query: string) => (await get(`/wps/relay/GCSGAME_gameList?${query}&language=en&pageSize=60`)).value.games as { nodeId: string; gameName: string }[];
    // A baccarat table (its roads are the most drawn page of the live tables) and the first sports game.
    const nodes = [
      (await games('gameType=LIVE&vassalage=AG')).find((g) => /Baccarat/.test(g.gameName))!.nodeId,
      (await games('gameType=SPORTS&vassalage=IBC'))[0]!.nodeId,
    ];
    return Promise.all(nodes.map(async (nodeId) => (await get(`/wps/game/launchGame?nodeId=${nodeId}&language=en`)).value.url as string));
  }, bearer);
  const game = await context.newPage();
  const pages = [{ url: urls[0]!, ready: game.locator('#phase') }, { url: urls[1]!, ready: game.getByRole('group', { name: /Match result/ }).first() }];
  for (const { url, ready } of pages) {
    for (const palette of ['light', 'dark'] as const) {
      await game.emulateMedia({ colorScheme: palette === 'light' ? 'dark' : 'light', reducedMotion: 'reduce' });
      await game.goto(siteUrl('basic', `${url}&palette=${palette}`));
      await expect(game.locator('html')).toHaveAttribute('data-palette', palette);
      await expect(game.locator('#balance')).toHaveText(/^\$\d/);
      const background = await game.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, `${url} ${palette}`).toBe(palette === 'light' ? 'rgb(246, 243, 252)' : 'rgb(20, 16, 31)');
      // Axe looks at the page once its script has drawn the table or the fixtures.
      await expect(ready).toBeVisible();
      await expectNoAxeViolations(game);
    }
  }
});

type Pick = { label: string; gameType: string; code?: RegExp; ready: 'table' | 'book' };

/** A member of the merchant opens one game of each pick and axe checks it in both palettes, once drawn. */
async function checkPicks(page: Page, context: BrowserContext, merchant: string, account: string, picks: Pick[]) {
  await logIn(page, merchant, account, 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const bearer = `Bearer ${await token(page)}`;
  const launched = await page.evaluate(async ({ bearer, picks }) => {
    const get = async (path: string) => (await fetch(path, { headers: { Accept: 'application/json', Authorization: bearer } })).json();
    type Listed = { nodeId: string; gameCode: string };
    // Every game of a type, a page of 100 (the list's most) at a time.
    const games = async (gameType: string) => {
      const all: Listed[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const { games: page, total } = (await get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&language=en&pageSize=100&pageNo=${pageNo}`)).value as { games: Listed[]; total: number };
        all.push(...page);
        if (page.length === 0 || all.length >= total) return all;
      }
    };
    return Promise.all(picks.map(async ({ label, gameType, code, ready }) => {
      // A sportsbook vendor lists only its lobby entry (the book): a book pick takes it; other picks take a game.
      const nodeId = (await games(gameType)).find((g) => (g.gameCode !== 'LOBBY' || ready === 'book') && (!code || new RegExp(code).test(g.gameCode)))?.nodeId;
      const url = nodeId ? ((await get(`/wps/game/launchGame?nodeId=${nodeId}&language=en`)).value?.url as string | undefined) : undefined;
      return { label, ready, url };
    }));
  }, { bearer, picks: picks.map((p) => ({ ...p, code: p.code?.source })) });
  const game = await context.newPage();
  for (const { label, url, ready } of launched) {
    expect(url, `${merchant} lists and launches a ${label} game`).toBeTruthy();
    for (const palette of ['light', 'dark'] as const) {
      await game.emulateMedia({ colorScheme: palette === 'light' ? 'dark' : 'light', reducedMotion: 'reduce' });
      await game.goto(siteUrl(merchant, `${url}&palette=${palette}`));
      await expect(game.locator('html')).toHaveAttribute('data-palette', palette);
      await expect(game.locator('#balance')).toHaveText(/\d/);
      // Axe looks at the page once its script has drawn the table (its phase) or the fixtures' markets.
      await expect(ready === 'table' ? game.locator('#phase') : game.getByRole('group').first(), `${label} ${palette}`).toBeVisible();
      await expectNoAxeViolations(game);
    }
  }
}

test('[P2.9-2] every other kind of live table (roulette, dragon tiger, sic bo, fan tan) passes axe in the light and the dark palette', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // The kinds the demo aggregator deals, told apart by game code as its live tables are (live-games.ts).
  await checkPicks(page, context, 'basic', 'gamer1', [
    { label: 'roulette', gameType: 'LIVE', code: /ROULETTE/i, ready: 'table' },
    { label: 'dragon tiger', gameType: 'LIVE', code: /DRAGON.?TIGER/i, ready: 'table' },
    { label: 'sic bo', gameType: 'LIVE', code: /SIC.?BO|PRAWN/i, ready: 'table' },
    { label: 'fan tan', gameType: 'LIVE', code: /FAN.?TAN/i, ready: 'table' },
  ]);
});

test('[P2.9-2] the e-sports sportsbook passes axe in the light and the dark palette', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // demo offers the e-sports vendors (IMES, TF, IA, listed under SPORTS and moved to their own lane); each lists only
  // its lobby, the book of Dota 2, Counter-Strike 2, League of Legends and Valorant. gamer1 has no second factor, so
  // no login code is asked (player1 has one).
  await checkPicks(page, context, 'demo', 'gamer1', [{ label: 'e-sports', gameType: 'ESPORTS', ready: 'book' }]);
});
