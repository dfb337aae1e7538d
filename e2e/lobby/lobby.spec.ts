// The lobby journeys: home sections and carousel, a category page's menus, search and pages, favourites and launch
// for a visitor and a member, and axe in both palettes.
import type { Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test } from '../accounts/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context }) => ownIp(context));

const tiles = (page: Page) => page.getByTestId('game-list').getByTestId('game-tile');

async function logInAsPlayer(page: Page) {
  await logIn(page, 'demo', 'player1', 'Player123');
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).first().click();
  await expect(welcome).toBeHidden();
}

test('[P2.2-1][P2.2-3][P2.2-4][P2.2-5] the home page shows the carousel, the game menu, the sections and the winner board', async ({ page }) => {
  // The one journey with the default motion (the others run reduced, playwright.config.ts): the carousel slides and
  // the menu scrolls smoothly, as most players see them.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(siteUrl('demo'));
  const carousel = page.getByRole('region', { name: 'Featured promotions' });
  await expect(carousel).toBeVisible();
  // Previous, next and the dots are buttons reached with the keyboard.
  await expect(carousel.getByRole('button', { name: 'Next banner' })).toBeVisible();
  const dots = carousel.getByRole('button', { name: /^Banner \d+ of \d+$/ });
  expect(await dots.count()).toBeGreaterThan(1);
  await dots.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  const menu = page.getByRole('navigation', { name: 'Game menu' });
  await expect(menu.getByRole('link', { name: 'Hot' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Favourites' })).toHaveCount(0); // visitors only see it after logging in

  const hot = page.getByTestId('home-section-hot');
  await expect(hot.getByTestId('game-tile')).toHaveCount(10);
  // A category section asks for its games when it comes near the viewport (docs/lobby-client.md): scroll to it, as a
  // player does; whether it starts within reach depends on the heights above it.
  const slots = page.getByTestId('home-section-rng');
  await slots.scrollIntoViewIfNeeded();
  await expect(slots.getByTestId('game-tile')).toHaveCount(5);
  await slots.getByRole('button', { name: 'Show more' }).click();
  await expect(slots.getByTestId('game-tile')).toHaveCount(15);

  // A menu entry scrolls its section to 80 px under the top.
  await menu.getByRole('link', { name: 'Fishing' }).click();
  await expect.poll(() => page.getByTestId('home-section-fish').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(81);

  // Further down, the winner board arrives as the visitor scrolls near it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('winner-board').getByRole('heading', { name: 'Winners' })).toBeVisible();
  await slots.getByRole('link', { name: 'More Slots' }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/rng'));
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});

test('[P2.7-1][P2.7-2][P4.6-2][P9-2] a category page filters by vendor and classify, searches and pages', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // Layout shifts while the page fills in (the classify entries arrive with the vendor list, the games after it).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(siteUrl('demo', '/rng'));
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(15);
  // Game names are headings right under the page's h1 (axe's heading order).
  await expect(tiles(page).first().getByRole('heading', { level: 2 })).toBeVisible();
  // The vendor list has arrived (it brings the category's game types too).
  await expect.poll(() => page.getByRole('navigation', { name: 'Vendors' }).getByRole('button').count()).toBeGreaterThan(1);
  const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  expect(shifted, 'the games must not move once drawn (CLS, "good" below 0.1)').toBeLessThan(0.1);
  // The tile's image keeps its box (4:3) and the play button and heart are there.
  const first = tiles(page).first();
  await expect(first.getByRole('button', { name: /^Play / })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Favourite: / })).toHaveAttribute('aria-pressed', 'false');

  // Pages: 15 a page, the second page shows other games.
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  const firstName = await first.getByRole('heading').textContent();
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tiles(page).first().getByRole('heading')).not.toHaveText(firstName ?? '');

  // A vendor: every tile is that vendor's, back to page 1.
  const vendors = page.getByRole('navigation', { name: 'Game vendors' });
  const vendor = vendors.getByRole('button').nth(1);
  const vendorName = (await vendor.textContent()) ?? '';
  await vendor.click();
  await expect(vendor).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).first()).toContainText(vendorName);
  for (const text of await tiles(page).allTextContents()) expect(text).toContain(vendorName);

  // Classify: New only for RNG; Hot hides the search.
  const classify = page.getByRole('navigation', { name: 'Game types' });
  await classify.getByRole('button', { name: 'New' }).click();
  await expect(classify.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  await classify.getByRole('button', { name: 'Hot' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveCount(0);
  await expect(vendor).toHaveAttribute('aria-pressed', 'true');

  // ALL resets vendor and classify; the search shows again and finds a game by its name (trimmed).
  await vendors.getByRole('button', { name: 'All' }).click();
  await expect(classify.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(`  ${firstName ?? ''}  `);
  await search.press('Enter');
  await expect(tiles(page).first().getByRole('heading')).toHaveText(firstName ?? '');
  await search.fill('no game has this name zzz');
  await search.press('Enter');
  await expect(page.getByTestId('game-list').getByText('No data')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  // Choosing a vendor clears the search.
  await vendors.getByRole('button').nth(2).click();
  await expect(search).toHaveValue('');
});

test('[P2.7-2][P4.6-6] a game centre shows vendor tiles; a visitor launching one gets the login popup', async ({ page }) => {
  await page.goto(siteUrl('demo', '/sports'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  const tile = page.getByTestId('vendor-tile').first();
  await expect(tile).toBeVisible();
  await tile.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('[P4.6-3][P4.6-6] a visitor choosing play or the heart gets the login popup', async ({ page }) => {
  await page.goto(siteUrl('demo', '/fish'));
  const first = tiles(page).first();
  await first.getByRole('button', { name: /^Play / }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await first.getByRole('button', { name: /^Favourite: / }).click();
  await expect(dialog).toBeVisible();
  await expect(first.getByRole('button', { name: /^Favourite: / })).toHaveAttribute('aria-pressed', 'false');
});

test('[P4.6-3][P2.2-3][P4.6-6] a member keeps favourites, sees them on /favorite and launches a game in a new window', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await logInAsPlayer(page);
  await page.goto(siteUrl('demo', '/live'));
  const tile = tiles(page).nth(3);
  const name = (await tile.getByRole('heading').textContent()) ?? '';
  const heart = tile.getByRole('button', { name: `Favourite: ${name}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(siteUrl('demo', '/favorite'));
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const favourite = page.getByTestId('game-tile').filter({ hasText: name });
  await expect(favourite).toHaveCount(1);

  // Launch: the game opens in a new window. demo has a wallet per vendor: when player1's main wallet holds money (the
  // money journeys deposit), the site first offers a transfer into the game's wallet (docs/decisions.md); play without.
  const popup = context.waitForEvent('page');
  await favourite.getByRole('button', { name: `Play ${name}` }).click();
  const offer = page.getByRole('dialog', { name: 'Move money to the game' });
  const game = await Promise.race([
    popup,
    offer.waitFor().then(async () => {
      await offer.getByRole('button', { name: /^Play with / }).click();
      return popup;
    }),
  ]);
  // A live table of an outside vendor: the demo aggregator's game page (docs/vendors.md), titled with the game's name.
  await expect.poll(() => game.url()).toMatch(/\/demo-aggregator\/play\?token=/);
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
  await game.close();

  // Removing it takes it off the list at once.
  await favourite.getByRole('button', { name: `Favourite: ${name}` }).click();
  await expect(page.getByTestId('game-tile').filter({ hasText: name })).toHaveCount(0);

  // The home game menu now offers Favourites and Recent (the launched game).
  await page.goto(siteUrl('demo'));
  const menu = page.getByRole('navigation', { name: 'Game menu' });
  await expect(menu.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Recent' })).toBeVisible();
  await expect(page.getByTestId('home-section-recent').getByTestId('game-tile').filter({ hasText: name })).toHaveCount(1);
});

/** Scrolls through the home sections so each loads (they ask for their games near the viewport). */
async function loadHomeSections(page: Page) {
  const sections = page.locator('[data-testid^="home-section-"]');
  await expect(sections.first().getByTestId('game-tile').first()).toBeVisible();
  for (const section of await sections.all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('game-tile').or(section.getByText('No data')).first()).toBeVisible();
  }
  // The blocks below the games (winner board, vendor and promotions strips) load as the visitor scrolls near them.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('winner-board')).toBeVisible();
}

test('[P1-1][P2.2-1][P2.7-1] the home page and a category page pass axe in dark and light', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await page.goto(siteUrl('demo'));
  await loadHomeSections(page);
  await expectNoAxeViolations(page);
  await page.goto(siteUrl('demo', '/rng'));
  await expect(tiles(page)).toHaveCount(15);
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to the dark theme' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(siteUrl('demo'));
  await loadHomeSections(page);
  await expectNoAxeViolations(page);
});

// Noir (lotto) and Pitch (basic) are other products, not recolours (docs/theming.md): their own header arrangement and
// side menu, their home in their own order, and axe-clean in both palettes, home and lobby. Both merchants open light.
for (const { merchant, arrangement, sideMenu, firstSection } of [
  { merchant: 'lotto', arrangement: 'logoCentre-navBelow', sideMenu: false, firstSection: 'home-section-hot' },
  { merchant: 'basic', arrangement: 'logoStart-navInline', sideMenu: true, firstSection: 'home-section-sports' },
]) {
  test(`[P1-1][P2.2-1][P2.7-1] ${merchant}'s theme has its own layout and home, and home and a category page pass axe in light and dark`, async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await page.goto(siteUrl(merchant));
    await expect(page.getByRole('banner')).toHaveAttribute('data-arrangement', arrangement);
    await expect(page.getByRole('complementary').getByRole('navigation', { name: 'Side menu' })).toHaveCount(sideMenu ? 1 : 0);
    await expect(page.locator('[data-testid^="home-section-"]').first()).toHaveAttribute('data-testid', firstSection);
    for (const next of ['Switch to the dark theme', 'Switch to the light theme']) {
      await page.goto(siteUrl(merchant));
      await loadHomeSections(page);
      await expectNoAxeViolations(page);
      await page.goto(siteUrl(merchant, '/rng'));
      await expect(tiles(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('banner').getByRole('button', { name: next }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: next })).toHaveCount(0);
    }
  });
}
