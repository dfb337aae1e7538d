// Every route at phone width (docs/phones.md, issue 21): nothing scrolls sideways at 320 or 390 px (WCAG 1.4.10) and
// the main content takes the screen's width; the key pages are axe-clean at phone size in dark and light, with the
// menu drawer open too. Runs in the phone project (playwright.config.ts).
import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/engine/layout-rules';
import { expect, JOURNEY_TIMEOUT_MS, ownIp, siteUrl, test } from '../accounts/helpers';
import { logInAs } from '../money/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 3 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

const WIDTHS = [320, 390];

interface Fit {
  width: number;
  sideways: number;
  main: number;
  /** Game tiles whose name or buttons reach past the tile's edge (cut off by its rounded frame). */
  clippedTiles: string[];
}

/** How far the page scrolls sideways and how wide the main content is, at each width. */
async function fitAt(page: Page): Promise<Fit[]> {
  const fits: Fit[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    fits.push(
      await page.evaluate((w) => {
        const main = document.getElementById('main');
        const clippedTiles = [...document.querySelectorAll('[data-testid="game-tile"]')].flatMap((tile) => {
          const frame = tile.getBoundingClientRect();
          const parts = [...tile.querySelectorAll('button, h2, h3')].map((part) => part.getBoundingClientRect());
          const outside = parts.some((box) => box.width > 0 && (box.left < frame.left - 1 || box.right > frame.right + 1));
          return outside ? [tile.querySelector('h2, h3')?.textContent ?? '?'] : [];
        });
        return { width: w, sideways: document.documentElement.scrollWidth - window.innerWidth, main: Math.round(main?.getBoundingClientRect().width ?? 0), clippedTiles };
      }, width),
    );
  }
  return fits;
}

/** Opens each path and lists those that scroll sideways or leave the main content narrower than the screen. */
async function sweep(page: Page, merchant: string, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(merchant, path));
    await expect(page.locator('#main h1').first()).toBeVisible();
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
    await page.keyboard.press('Escape'); // a popup the page opened by itself (the login popup of a members' page)
    for (const fit of await fitAt(page)) {
      if (fit.sideways > 0) problems.push(`${path} at ${fit.width}px scrolls ${fit.sideways}px sideways`);
      if (fit.main < fit.width - 1) problems.push(`${path} at ${fit.width}px: main is ${fit.main}px wide`);
      if (fit.clippedTiles.length > 0) problems.push(`${path} at ${fit.width}px: tiles cut at their edge: ${fit.clippedTiles.join(', ')}`);
    }
  }
  return problems;
}

const paths = (pick: (path: string) => boolean) => [...new Set(ROUTES.map((route) => route.path).filter(pick))];
const isAgent = (path: string) => path === '/agent' || path.startsWith('/agentHome');
// The lottery game pages and the game window open a vendor's game: they are checked with the game journeys.
const GAME_WINDOWS = new Set(['/seamless']);

test('[P2.1-13][P2.1-14] no page of the player site or the member centre scrolls sideways at 320 or 390 px, and the main content takes the width', async ({ page }) => {
  await logInAs(page, 'phone1', 'Player123');
  expect(await sweep(page, 'demo', paths((path) => !isAgent(path) && !GAME_WINDOWS.has(path) && !['/index', '/index.html', '/home', '/login', '/register', '/forget'].includes(path)))).toEqual([]);
});

test('[M2-19] no page of the agent centre scrolls sideways at 320 or 390 px, and the main content takes the width', async ({ page }) => {
  await page.goto(siteUrl('demo', '/agent'));
  const form = page.getByTestId('login-form-agent');
  await form.getByLabel('Username').fill('agent41');
  await form.getByLabel('Password', { exact: true }).fill('Agent123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/agentHome'));
  expect(await sweep(page, 'demo', paths((path) => isAgent(path) && path !== '/agent'))).toEqual([]);
});

test('[P1-1][P2.1-1][P2.7-2] the home page, a lobby and promotions of every merchant fit at 320 and 390 px, every game tile\'s name and buttons inside it', async ({ page }) => {
  for (const merchant of ['demo', 'basic', 'lotto']) expect(await sweep(page, merchant, ['/', '/rng', '/promotions'])).toEqual([]);
});

test('[P1-1] the home page with the menu drawer open and a lobby are axe-clean at phone size in dark and light', async ({ page }) => {
  // demo opens dark: check, switch to light from inside the drawer, check again.
  for (const next of ['Switch to the light theme', 'Switch to the dark theme']) {
    await page.goto(siteUrl('demo', '/rng'));
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(siteUrl('demo', '/'));
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByTestId('menu-button').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' }); // the home behind it was just checked
    await drawer.getByRole('button', { name: next }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});

test('[P1-1] Noir (lotto) and Pitch (basic) at phone size: home with the drawer open and a lobby are axe-clean in light and dark', async ({ page }) => {
  // Both open light; Noir's outline buttons are the ones a faint border would lose at this size.
  for (const merchant of ['lotto', 'basic']) {
    for (const next of ['Switch to the dark theme', 'Switch to the light theme']) {
      await page.goto(siteUrl(merchant, '/rng'));
      await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto(siteUrl(merchant, '/'));
      await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByTestId('menu-button').click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' }); // the home behind it was just checked
      await drawer.getByRole('button', { name: next }).click();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  }
});

test('[P2.2-5] the winner board keeps its height at phone size when its winners or its empty message arrive', async ({ page }) => {
  const names = ['Dong Thap Lottery', 'Nine Gems Megaways with a name longer than the card', 'Sweet Crash'];
  for (const count of [3, 0]) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/GCSGAME_getRankList/, async (route) => {
      await held;
      const list = names.slice(0, count).map((gameName, i) => ({ customerName: `pl***${i}`, iconUrl: '/game-art/1.svg', winAmount: 90_000_000 - i, currency: 'VND', nodeId: String(i + 1), gameName }));
      await route.fulfill({ json: { success: true, value: { list } } });
    });
    await page.goto(siteUrl('lotto', '/'));
    const board = page.getByTestId('winner-board');
    await expect(board).toBeVisible();
    const waiting = await board.evaluate((element) => element.getBoundingClientRect().height);
    release();
    if (count > 0) await expect(board.getByTestId('winner')).toHaveCount(2);
    else await expect(board.getByText('No winners yet.')).toBeVisible();
    expect(Math.abs((await board.evaluate((element) => element.getBoundingClientRect().height)) - waiting)).toBeLessThan(1);
    await page.unroute(/GCSGAME_getRankList/);
  }
});
