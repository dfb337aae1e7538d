// Traditional Chinese and Japanese (issue 16): a visitor switches the demo site from the searchable language selector
// (searching the English name); the home reads in that language, is drawn with its own bundled Han font (Noto Sans TC,
// Noto Sans JP: fetched only once such text is on the page, placed before the Simplified one) and axe finds nothing.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
// Full axe runs on a busy machine.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

const cases = [
  { code: 'zh-TW', search: 'traditional', native: '繁體中文', selector: '語言: 繁體中文', home: '首頁', font: 'Noto Sans TC Variable', files: /noto-sans-tc-\d+-wght-normal[^/]*\.woff2/ },
  { code: 'ja', search: 'japanese', native: '日本語', selector: '言語: 日本語', home: 'ホーム', font: 'Noto Sans JP Variable', files: /noto-sans-jp-\d+-wght-normal[^/]*\.woff2/ },
] as const;

function fontRequests(page: Page, files: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (files.test(request.url())) seen.push(request.url());
  });
  return seen;
}

for (const language of cases) {
  test(`[P9-7][P1-1] a visitor switches to ${language.code}: the home reads in it with its own Han font, axe clean`, async ({ page }) => {
    const requests = fontRequests(page, language.files);
    await page.goto(siteUrl('demo'));
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(requests, 'an English page needs no Han font').toEqual([]);

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Language: English' }).click();
    await banner.getByRole('combobox', { name: 'Search languages' }).fill(language.search);
    await expect(banner.getByRole('option')).toHaveText([language.native]);
    await page.keyboard.press('Enter');

    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.getByRole('navigation').first().getByRole('link', { name: language.home })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: language.selector })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(async (family) => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded');
      }, language.font))
      .toBe(true);
    // Its own face comes before the Simplified one, so no glyph borrows a mainland shape.
    const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(stack.indexOf(language.font)).toBeLessThan(stack.indexOf('Noto Sans SC Variable'));
    expect(requests.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
}
