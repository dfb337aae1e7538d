// Malay (issue 16): a visitor finds Bahasa Melayu in the searchable language selector of the demo site; the home and
// the login and registration dialogs read in Malay and axe finds nothing on them. Malay is written in Latin letters,
// so no font of another script is asked for.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
// Full axe runs on a busy machine.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('[P9-7][P1-1] a visitor switches to Malay: the home reads in Malay, axe clean', async ({ page }) => {
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await settled(page);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await banner.getByRole('combobox', { name: 'Search languages' }).fill('malay');
  await expect(banner.getByRole('option')).toHaveText(['Bahasa Melayu']);
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Utama' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Bahasa: Bahasa Melayu' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});

test('[P9-7][P1-1] in Malay, the login and registration dialogs read in Malay, axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'ms'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: 'Log masuk' });
  await expect(login.getByLabel('Nama pengguna')).toBeVisible();
  await expect(login.getByLabel('Kata laluan', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('demo', '/register'));
  const register = page.getByRole('dialog', { name: 'Daftar' });
  await expect(register.getByRole('button', { name: 'Daftar', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
