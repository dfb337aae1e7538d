// The tablet arrangement (issue 21, docs/phones.md), in the tablet project (820 x 1180, touch): the key pages are
// axe-clean in dark and light, nothing scrolls sideways and the main content takes the width.
import type { Page } from '@playwright/test';
import { expect, JOURNEY_TIMEOUT_MS, ownIp, siteUrl, test } from '../accounts/helpers';
import { logInAs } from '../money/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

/** Opens a page, waits for its content, and checks it fits and is axe-clean. */
async function checkPage(page: Page, merchant: string, path: string): Promise<void> {
  await page.goto(siteUrl(merchant, path));
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
  const fit = await page.evaluate(() => ({ sideways: document.documentElement.scrollWidth - window.innerWidth, main: document.getElementById('main')?.getBoundingClientRect().width ?? 0 }));
  expect(fit.sideways, `${path} scrolls sideways`).toBe(0);
  expect(fit.main, `${path}: main is narrower than the screen`).toBeGreaterThanOrEqual(819);
  await expectNoAxeViolations(page);
}

/** The palette toggle lives in the menu drawer on a tablet. */
async function switchPalette(page: Page): Promise<void> {
  await page.getByTestId('menu-button').tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: /Switch to the (light|dark) theme/ }).tap();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

async function inBothPalettes(page: Page, merchant: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) await checkPage(page, merchant, path);
  await switchPalette(page);
  for (const path of paths) await checkPage(page, merchant, path);
}

test('[P1-1][P2.1-13] on a tablet the home page, a lobby and promotions are axe-clean in dark and light and fit the screen', async ({ page }) => {
  await inBothPalettes(page, 'demo', ['/', '/rng', '/promotions']);
});

test('[P2.1-12][P2.3-1][P2.1-13] on a tablet the lottery page and the deposit page are axe-clean in dark and light and fit the screen', async ({ page }) => {
  await logInAs(page, 'phone1', 'Player123');
  await inBothPalettes(page, 'demo', ['/lottery?gameCode=CQSSC', '/member/depositv2']);
});
