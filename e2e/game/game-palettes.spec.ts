// The game pages in both palettes (docs/demo-game.md "Palette"): Lucky Lantern, Lantern Dice and the demo
// aggregator's slot, fishing game and card hall, opened for fun by a visitor with the site's palette, pass axe
// (contrast included) in the light and the dark palette, whatever the device prefers.
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

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
