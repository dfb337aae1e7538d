// Issue 17: every bundled theme at phone size, shown on the demo merchant through the preview console's theme demo:
// the home and the home with the menu drawer open are axe-clean in the dark and the light palette.
import { expect, test } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS } from '../accounts/helpers';
import { expectNoAxeViolations } from '../support/site';
import { BUNDLED_THEMES, openThemeDemo, staffSession, type StaffSession } from '../support/theme-demo';

test.use({ locale: 'en-US' });

let staff: StaffSession;
test.beforeAll(async () => {
  staff = await staffSession();
});
test.afterAll(async () => staff.api.dispose());

for (const code of BUNDLED_THEMES) {
  test(`[P1-1] the ${code} theme at phone size: the home and its menu drawer are axe-clean in dark and light`, async ({ page, context }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    for (const palette of ['dark', 'light'] as const) {
      await openThemeDemo(page, context, staff, code, palette);
      await expect(page.locator('[data-testid^="home-section-"]').first().getByTestId('game-tile').first()).toBeVisible();
      await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByTestId('menu-button').click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
      // The drawer alone: the home behind it was just checked.
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });
}
