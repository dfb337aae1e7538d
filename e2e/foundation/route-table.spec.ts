// The route table (src/app/route-table.ts) is a chunk the home does not need to draw (issue 15): the home loads it at
// the first sign of a navigation, any other first page with the entry, and every journey between pages still works.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../support/site';

const ROUTE_TABLE = /\/assets\/route-table-[\w-]+\.js$/;

/** The route table's requests the page makes from now on. */
function routeTableRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (ROUTE_TABLE.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test.describe('the route table', () => {
  test.use({ locale: 'en-US' });

  test('[issue 15][P2.1-1] the home draws and settles without it, and a pointer over a link loads it before the click', async ({ page }) => {
    const requests = routeTableRequests(page);
    await page.goto(siteUrl('demo'));
    await expect(page.locator('main img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    const slots = page.getByRole('banner').locator('a[href="/rng"]').first();
    await slots.hover();
    await expect.poll(() => requests.length).toBe(1);
    await slots.click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    // One fetch however many pages follow.
    await page.getByRole('banner').locator('a[href="/promotions"]').first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('[issue 15] the keyboard\'s focus on a link loads it too', async ({ page }) => {
    const requests = routeTableRequests(page);
    await page.goto(siteUrl('demo'));
    await expect(page.locator('main img').first()).toBeVisible();
    expect(requests).toEqual([]);
    // The first stop is the skip link or the logo: a link either way.
    await page.keyboard.press('Tab');
    await expect.poll(() => requests.length).toBe(1);
  });

  test('[issue 15][P2.1-10] a first page other than the home gets it with the entry, preloaded by the page', async ({ page }) => {
    const requests = routeTableRequests(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(siteUrl('demo', '/rng'));
    const html = await response!.text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/route-table-[\w-]+\.js" data-route-table fetchpriority="low" \/>/);
    // The page's own chunk comes with the entry too, not once the entry has run and asked for it.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/game-category-[\w-]+\.js" fetchpriority="low" \/>/);
    await expect(page.locator('main img').first()).toBeVisible();
    expect(requests).toHaveLength(1);
    // The entry's small stylesheet is written into the page: the page's chunk does not fetch it again.
    expect(stylesheets.filter((url) => /^\/assets\/index-/.test(url))).toEqual([]);
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('[issue 15] a touch on a link loads it, and the tap opens the page', async ({ page }) => {
      const requests = routeTableRequests(page);
      await page.goto(siteUrl('basic'));
      await expect(page.locator('main img').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      const link = page.locator('main a[href^="/"]:visible, nav a[href^="/"]:visible').filter({ hasNot: page.locator('[href="/"]') }).first();
      const href = await link.getAttribute('href');
      await link.tap();
      await expect.poll(() => requests.length).toBe(1);
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    });
  });
});
