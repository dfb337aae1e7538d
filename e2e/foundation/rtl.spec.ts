// Right to left (issue 16): a visitor switches the demo site to Arabic from the searchable language selector and
// gets a right-to-left page (dir and lang on the document, the side menu on the right, axe clean); a member's
// switch is saved on the account (PUT /wps/member/language, P7.1-21) and restored when they log in from another
// browser. rtl1 is this journey's own member: the language it saves would switch any other journey to Arabic.
import { expectNoAxeViolations } from '../support/site';
import { expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context }) => ownIp(context));

async function chooseArabic(page: import('@playwright/test').Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  const search = banner.getByRole('combobox', { name: 'Search languages' });
  await expect(search).toBeFocused();
  await search.fill('arab');
  await expect(banner.getByRole('option')).toHaveText(['العربية']);
  await page.keyboard.press('Enter');
}

test('[P9-7][P1-1] a visitor switches to Arabic: the page reads right to left, the side menu on the right, and axe finds nothing', async ({ page }) => {
  test.slow(); // a full axe run
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await chooseArabic(page);

  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'الرئيسية' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language:demo'))).toBe('ar');

  const side = page.getByRole('navigation', { name: 'القائمة الجانبية' });
  await expect(side).toBeVisible();
  const box = (await side.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThan(width / 2);
  expect(box.x + box.width).toBeGreaterThan(width - 40);
  // The selector now shows Arabic by its own name.
  await expect(page.getByRole('banner').getByRole('button', { name: 'اللغة: العربية' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('[P7.1-21][P9-7] a member\'s switch to Arabic is saved on the account and restored at login in another browser', async ({ page, browser }) => {
  test.slow();
  await logIn(page, 'demo', 'rtl1', 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  await page.goto(siteUrl('demo'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Language: English' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/wps/member/language') && r.request().method() === 'PUT');
  await chooseArabic(page);
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Another browser: nothing stored there, the device speaks English; the login brings Arabic back.
  const other = await browser.newContext({ locale: 'en-US' });
  await ownIp(other);
  const second = await other.newPage();
  await logIn(second, 'demo', 'rtl1', 'Player123');
  await expect(second.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(second.getByRole('banner').getByRole('button', { name: 'اللغة: العربية' })).toBeVisible();

  await other.close();
});
