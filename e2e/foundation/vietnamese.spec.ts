// Vietnamese (issue 16): lotto, the VND merchant, offers Vietnamese first and opens in it for a visitor whose
// device speaks a language it does not offer; the home page, the login dialog and a lottery page read Vietnamese,
// the theme's font draws the Vietnamese letters from its own bundled subset, and axe finds nothing.
import { expectNoAxeViolations } from '../support/site';
import { expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'fr-FR' });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P9-7][P1-1] lotto opens in Vietnamese: home, login dialog and a lottery page, axe clean', async ({ page }) => {
  test.slow(); // three full axe runs
  await page.goto(siteUrl('lotto'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' })).toBeVisible();
  // lotto's theme (Noir) has no side menu column: the top navigation carries the categories.
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Xổ số', exact: true })).toBeVisible();
  // The Vietnamese letters come from the bundled font's vietnamese subset, not from a system fallback.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /vietnamese[^/]*\.woff2/.test(r.name)))).toBe(true);
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Đăng nhập' }).click();
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(login.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(login.getByText('Chưa có tài khoản?')).toBeVisible();
  await expectNoAxeViolations(page);

  // A lottery page needs a session: free play gives one without touching an account other journeys share.
  await login.getByRole('button', { name: 'Chơi thử' }).click();
  const welcome = page.getByRole('dialog', { name: 'Chào mừng trở lại' });
  await expect(welcome).toContainText('tài khoản dùng thử');
  await welcome.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(welcome).toBeHidden();
  await page.goto(siteUrl('lotto', '/lottery?gameCode=CQSSC'));
  await expect(page.getByRole('heading', { level: 1, name: 'Xổ số' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Trò chơi xổ số' })).toBeVisible();
  await expect(page.getByText('Kết quả mới nhất')).toBeVisible();
  await expect(page.getByText(/^Kỳ \d+/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
