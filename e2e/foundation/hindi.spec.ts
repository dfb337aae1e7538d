// Hindi (issue 16): a visitor finds हिन्दी in the searchable language selector of the demo site; the home and the login
// and registration dialogs read in Hindi, written in Devanagari and drawn with the bundled Noto Sans Devanagari (fetched
// only once Hindi text is on the page), and axe finds nothing on them.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
// Full axe runs on a busy machine.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

const DEVANAGARI_FILES = /noto-sans-devanagari-devanagari-wght-normal[^/]*\.woff2/;

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('[P9-7][P1-1] a visitor switches to Hindi: the home reads in Devanagari with its own font, axe clean', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (DEVANAGARI_FILES.test(request.url())) fontFiles.push(request.url());
  });
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await settled(page);
  expect(fontFiles, 'an English page needs no Devanagari font').toEqual([]);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await banner.getByRole('combobox', { name: 'Search languages' }).fill('hindi');
  await expect(banner.getByRole('option')).toHaveText(['हिन्दी']);
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeVisible();
  await settled(page);
  await expect
    .poll(() => page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Noto Sans Devanagari Variable' && face.status === 'loaded');
    }))
    .toBe(true);
  expect(fontFiles.length).toBeGreaterThan(0);
  // The page's own text is Hindi, in Devanagari: the main navigation and the skip link.
  await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'लाइव कैसीनो' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached();
  await expectNoAxeViolations(page);
});

test('[P9-7][P1-1] in Hindi, the login and registration dialogs read in Hindi, axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'hi'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: 'लॉग इन' });
  await expect(login.getByLabel('यूज़रनेम')).toBeVisible();
  await expect(login.getByLabel('पासवर्ड', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('demo', '/register'));
  const register = page.getByRole('dialog', { name: 'रजिस्टर करें' });
  await expect(register.getByRole('button', { name: 'रजिस्टर करें', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
