// The announcement popup (spec P2.8-2, P4.6-7). Every other journey starts with the popups hidden (playwright.config);
// this one starts from empty storage.
import { expect, ownIp, siteUrl, test } from '../accounts/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US', storageState: { cookies: [], origins: [] } });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.8-2][P4.6-7] a visitor sees the visitor popups once a browser session', async ({ page }) => {
  await page.goto(siteUrl('demo'));
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(dialog.getByText('Register today and receive a welcome bonus')).toBeVisible();
  // Members' popups (execution A) are not shown to a visitor.
  await expect(dialog.getByText('Weekend cashback')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Game menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
});
