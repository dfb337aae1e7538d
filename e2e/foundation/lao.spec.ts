// Lao (issue 16): a visitor finds ລາວ in the searchable language selector of the demo site; the home and the login
// and registration dialogs read in Lao, written in Lao script and drawn with the bundled Noto Sans Lao (fetched only
// once Lao text is on the page; Thai fonts do not draw Lao letters), and axe finds nothing on them.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
// Full axe runs on a busy machine.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

const LAO_FILES = /noto-sans-lao-lao-wght-normal[^/]*\.woff2/;

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('[P9-7][P1-1] a visitor switches to Lao: the home reads in Lao script with its own font, axe clean', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (LAO_FILES.test(request.url())) fontFiles.push(request.url());
  });
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await settled(page);
  expect(fontFiles, 'an English page needs no Lao font').toEqual([]);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await banner.getByRole('combobox', { name: 'Search languages' }).fill('lao');
  await expect(banner.getByRole('option')).toHaveText(['ລາວ']);
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'lo');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'ໜ້າຫຼັກ', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'ພາສາ: ລາວ' })).toBeVisible();
  await settled(page);
  await expect
    .poll(() => page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Noto Sans Lao Variable' && face.status === 'loaded');
    }))
    .toBe(true);
  expect(fontFiles.length).toBeGreaterThan(0);
  // The page's own text is Lao: the main navigation and the skip link.
  await expect(page.getByRole('navigation', { name: 'ເມນູຫຼັກ' }).getByRole('link', { name: 'ຄາສິໂນສົດ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ຂ້າມໄປຫາເນື້ອຫາຫຼັກ' })).toBeAttached();
  await expectNoAxeViolations(page);
});

test('[P9-7][P1-1] in Lao, the login and registration dialogs read in Lao, axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language:demo', 'lo'));
  await page.goto(siteUrl('demo', '/login'));
  const login = page.getByRole('dialog', { name: 'ເຂົ້າສູ່ລະບົບ' });
  await expect(login.getByLabel('ຊື່ຜູ້ໃຊ້')).toBeVisible();
  await expect(login.getByLabel('ລະຫັດຜ່ານ', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('demo', '/register'));
  const register = page.getByRole('dialog', { name: 'ສະໝັກສະມາຊິກ' });
  await expect(register.getByRole('button', { name: 'ສະໝັກສະມາຊິກ', exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
