// Phone journeys (issue 21, docs/phones.md) in the phone project (390 x 844, touch): the menu drawer by keyboard and by
// touch, browsing to a lobby, logging in from the one-row header and reaching deposit and withdraw; the site installs
// (its manifest, its service worker) and shows the merchant's offline page without a connection; a tablet keeps
// the drawer and a content-wide main.
import { readFileSync } from 'node:fs';
import { expect, JOURNEY_TIMEOUT_MS, ownIp, siteUrl, test } from '../accounts/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.3-1][P2.4-1][P2.5-1] a visitor browses with the drawer, logs in from the header and reaches deposit and withdraw', async ({ page }) => {
  await page.goto(siteUrl('demo', '/'));
  const header = page.getByRole('banner');
  // One row: logo, log in, register, menu; the side menu is not drawn beside the content.
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeHidden();
  const menuButton = page.getByTestId('menu-button');
  const buttonBox = await menuButton.boundingBox();
  expect(buttonBox?.width).toBeGreaterThanOrEqual(44);
  expect(buttonBox?.height).toBeGreaterThanOrEqual(44);

  // Keyboard: focus goes in, Tab stays in, Escape closes and gives focus back.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Touch: a choice navigates and closes the drawer; the top navigation marks the page.
  await menuButton.tap();
  await drawer.getByRole('link', { name: 'Slots' }).tap();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');

  // The login popup is a full-screen sheet with its close button in reach.
  await header.getByRole('button', { name: 'Log in' }).tap();
  const login = page.getByRole('dialog', { name: 'Log in' });
  const sheet = await login.boundingBox();
  expect(sheet?.width).toBe(390);
  const close = await login.getByRole('button', { name: 'Close' }).boundingBox();
  expect(close && close.y).toBeLessThan(80);
  const username = login.getByLabel('Username');
  expect(await username.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(16);
  await username.fill('phone1');
  await login.getByLabel('Password', { exact: true }).fill('Player123');
  await login.getByRole('button', { name: 'Log in', exact: true }).tap();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Play now' }).tap();
  await expect(page.getByTestId('header-balance')).toHaveText(/^\$[\d,]+\.\d\d$/);

  // Deposit from the header; withdraw from the avatar menu.
  await header.getByRole('link', { name: 'Deposit' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  const amount = page.getByRole('region', { name: 'New deposit' }).getByLabel('Amount (USD)');
  await expect(amount).toHaveAttribute('inputmode', 'decimal');
  await page.getByTestId('avatar-button').tap();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Withdraw' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('[P2.4-1][P2.1-13] a merchant that chooses the bottom bar gets it on a phone instead of the top strip, in thumb reach, and never on a tablet', async ({ page }) => {
  await page.goto(siteUrl('lotto', '/'));
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const entries = bar.getByRole('listitem');
  await expect(entries).toHaveText(['Home', 'Promotions', 'Deposit', 'Customer service', 'Account']);
  const box = await bar.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  for (const entry of await entries.all()) expect((await entry.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('link', { name: 'Promotions' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion hall' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  // The end of the page stays above the bar.
  // The page lengthens as the deferred footer and the promotions' cards arrive (Noir's spacious density makes it long
  // enough for that to happen after the first scroll): scroll to the end again until the footer is there.
  const barTop = (await bar.boundingBox())!.y;
  await expect
    .poll(() => page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('footer')?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY;
    }))
    .toBeLessThanOrEqual(barTop + 1);
  // A visitor's Account asks to log in; the categories are in the drawer.
  await bar.getByRole('button', { name: 'Account' }).tap();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-button').tap();
  await expect(page.getByTestId('menu-drawer').getByRole('link', { name: 'Lottery', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // demo keeps the strip; a tablet never shows the bar.
  await page.goto(siteUrl('demo', '/'));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto(siteUrl('lotto', '/'));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
});

test.describe('installed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[P2.1-7] the site links its manifest, runs its service worker, and shows the merchant\'s offline page without a connection', async ({ page, context }) => {
    await page.goto(siteUrl('lotto', '/'));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ name: string }>);
    expect(manifest.name).toBe('Lotto Lucky');
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');

    await context.setOffline(true);
    await page.goto(siteUrl('lotto', '/promotions'));
    // The offline page speaks the merchant's default language (lotto's changes with its market: read it, not spell it).
    const { defaultLanguage } = JSON.parse(readFileSync('merchants/lotto/merchant.json', 'utf8')) as { defaultLanguage: string };
    const offline = (JSON.parse(readFileSync(`locales/${defaultLanguage}/common.json`, 'utf8')) as { offline: { title: string } }).offline;
    await expect(page.getByRole('heading', { level: 1, name: offline.title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lotto Lucky' })).toBeVisible();
    // Nothing of the API was kept.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.filter((path) => /^\/(wps|lgw)\//.test(path))).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('[P2.1-13] a tablet gets the one-row header with the drawer and a main as wide as the screen', async ({ page }) => {
    await page.goto(siteUrl('demo', '/rng'));
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeHidden();
    await expect(page.getByTestId('menu-button')).toBeVisible();
    const main = await page.locator('#main').boundingBox();
    expect(main?.width).toBe(820);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(820);
  });
});
