// Brazilian Portuguese (issue 16): a visitor finds Português (Brasil) in the searchable language selector of the demo
// site; the home and the login and registration dialogs read in Portuguese and axe finds nothing on them. Portuguese
// is written in Latin letters (Inter draws its accents), so no font of another script is asked for.
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

test('[P9-7][P1-1] a visitor switches to Brazilian Portuguese: the home reads in Portuguese, axe clean', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2(\?|$)/.test(request.url())) fontRequests.push(request.url());
  });
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await settled(page);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await banner.getByRole('combobox', { name: 'Search languages' }).fill('portuguese');
  await expect(banner.getByRole('option')).toHaveText(['Português (Brasil)']);
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Idioma: Português (Brasil)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cassino ao vivo' }).first()).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  // Latin letters with accents: no Khmer, Chinese, Thai or Japanese face is fetched for a Portuguese page.
  expect(fontRequests.filter((url) => /khmer|sans-sc|sans-tc|sans-jp|thai/i.test(url))).toEqual([]);
});

test('[P9-7][P1-1] in Brazilian Portuguese, the login and registration dialogs read in Portuguese, axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'pt-BR'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login.getByLabel('Nome de usuário')).toBeVisible();
  await expect(login.getByLabel('Senha', { exact: true })).toBeVisible();
  await expect(login.getByRole('button', { name: 'Esqueceu a senha?' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('demo', '/register'));
  const register = page.getByRole('dialog', { name: 'Cadastro' });
  await expect(register.getByRole('button', { name: 'Cadastrar', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
