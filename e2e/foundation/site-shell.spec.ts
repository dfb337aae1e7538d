// The foundation's journeys: each merchant renders with its own theme, logo, language and status page.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bodyBackground, expectNoAxeViolations, rgb, siteUrl } from '../support/site';

const theme = (code: string) => JSON.parse(readFileSync(`themes/${code}/theme.json`, 'utf8'));

test.describe('themed site per merchant', () => {
  test.use({ locale: 'km-KH' });

  test('[P2.1-1][P1-1] the home page shows the merchant theme, palette and logo', async ({ page }) => {
    await page.goto(siteUrl('demo'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('img', { name: /Livery Demo/ })).toHaveAttribute('src', /\/merchant-assets\/demo\/logo-dark\.svg$/);
    await expect.poll(() => bodyBackground(page)).toBe(rgb(theme('aurora').palettes.dark.background));
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'ទំព័រដើម' })).toBeVisible();

    await page.goto(siteUrl('basic'));
    await expect(page.getByRole('banner').getByRole('img', { name: /Basic Bet/ })).toHaveAttribute('src', /\/merchant-assets\/basic\/logo-light\.svg$/);
    await expect.poll(() => bodyBackground(page)).toBe(rgb(theme('pitch').palettes.light.background));
  });

  test('[P2.5-1][P1-1] basic\'s header shows basic\'s own logo, named after basic, in light and dark, its box reserved, and axe finds nothing', async ({ page }) => {
    test.slow(); // two full axe runs
    const basic = JSON.parse(readFileSync('merchants/basic/merchant.json', 'utf8'));
    const pitch = theme('pitch');
    await page.goto(siteUrl('basic'));
    const header = page.getByRole('banner');
    // Khmer (the browser's language, which basic offers): the link reads "Basic Bet" in the Khmer "NAME home".
    const logo = header.getByRole('link', { name: new RegExp(basic.brand.logo.alt.km) }).getByRole('img');
    for (const [palette, toggle] of [['light', 'ប្តូរទៅរចនាប័ទ្មងងឹត'], ['dark', null]] as const) {
      await expect.poll(() => bodyBackground(page)).toBe(rgb(pitch.palettes[palette].background));
      await expect(logo).toHaveAttribute('src', `/merchant-assets/basic/${basic.brand.logo[palette]}`);
      await expect(logo).toHaveAttribute('alt', /Basic Bet/);
      // The box is the file's own proportions at the theme's height (163 by 40), set before the image loads.
      await expect(logo).toHaveAttribute('width', '163');
      await expect(logo).toHaveAttribute('height', String(pitch.logo.height));
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expectNoAxeViolations(page);
      if (toggle) await header.getByRole('button', { name: toggle }).click();
    }
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/merchant-assets/basic/favicon.svg');
  });

  test('[P2.12-1][P4.1-1][P8-13] closed.localhost shows the maintenance page with its end time and customer service', async ({ page }) => {
    await page.goto(siteUrl('closed'));
    await expect(page.getByRole('heading', { name: 'ការថែទាំប្រព័ន្ធ' })).toBeVisible();
    await expect(page.getByText('2027')).toBeVisible();
    await expect(page.getByRole('button', { name: /សេវាអតិថិជន|អតិថិជន/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('region block', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });

  test('[P2.12-2][P4.1-1][P8-12] a visitor from a blocked range sees the region page with the IP', async ({ page }) => {
    await page.goto(siteUrl('demo'));
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('203.0.113.7')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('[P4.1-1] maintenance wins over the region block', async ({ page }) => {
    await page.goto(siteUrl('closed'));
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText('203.0.113.7')).toHaveCount(0);
  });
});

test.describe('language and palette', () => {
  test.use({ locale: 'km-KH' });

  test('[P9-7][P1-1] a language switch changes the text and is remembered for the merchant', async ({ page }) => {
    await page.goto(siteUrl('demo'));
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'ទំព័រដើម' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');

    await page.getByRole('banner').getByRole('button', { name: /^ភាសា: / }).click();
    await page.getByRole('banner').getByRole('combobox', { name: 'ស្វែងរកភាសា' }).fill('eng');
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language:demo'))).toBe('en');

    await page.reload();
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('banner').getByRole('option', { name: '简体中文' }).click();
    await expect(page.getByRole('navigation').first().getByRole('link', { name: '首页' })).toBeVisible();
  });

  test('[P9-7] a first visit follows the device language when the merchant offers it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(siteUrl('basic'));
    await expect(page.getByRole('navigation').first().getByRole('link', { name: '首页' })).toBeVisible();
    await context.close();
  });

  test('[P1-1] dark and light switch, the choice is remembered, and axe finds nothing in either', async ({ page }) => {
    test.slow(); // two full axe runs
    const aurora = theme('aurora');
    await page.goto(siteUrl('demo'));
    await expect.poll(() => bodyBackground(page)).toBe(rgb(aurora.palettes.dark.background));
    await expectNoAxeViolations(page);

    await page.getByRole('banner').getByRole('button', { name: 'ប្តូរទៅរចនាប័ទ្មភ្លឺ' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(rgb(aurora.palettes.light.background));
    await expect(page.getByRole('banner').getByRole('img', { name: /Livery Demo/ })).toHaveAttribute('src', /logo-light\.svg$/);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect.poll(() => bodyBackground(page)).toBe(rgb(aurora.palettes.light.background));
  });
});
