// Filipino (issue 16): a visitor finds Filipino in the searchable language selector of the demo site; the home and
// the login and registration dialogs read in Filipino and axe finds nothing on them. Filipino is written in Latin
// letters, so no font of another script is asked for.
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

test('[P9-7][P1-1] a visitor switches to Filipino: the home reads in Filipino, axe clean', async ({ page }) => {
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await settled(page);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await banner.getByRole('combobox', { name: 'Search languages' }).fill('filipino');
  await expect(banner.getByRole('option')).toHaveText(['Filipino']);
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Pangunahin' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Wika: Filipino' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});

test('[P9-7][P1-1] in Filipino, the login and registration dialogs read in Filipino, axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'fil'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: 'Mag-log in' });
  await expect(login.getByLabel('Pangalan ng user')).toBeVisible();
  await expect(login.getByLabel('Password mo', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('demo', '/register'));
  const register = page.getByRole('dialog', { name: 'Magparehistro' });
  await expect(register.getByRole('button', { name: 'Magparehistro', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
