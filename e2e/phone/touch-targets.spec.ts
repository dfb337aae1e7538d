// Touch targets on a phone (issue 21, WCAG 2.5.8 target size, docs/phones.md): on the key pages every control a finger
// aims at is at least 24 x 24 px, checked in the browser on what is drawn. WCAG excuses links inside a sentence and
// controls the browser draws at its own size (a native checkbox), and visually hidden inputs whose label is the target.
import type { Page } from '@playwright/test';
import { expect, JOURNEY_TIMEOUT_MS, ownIp, siteUrl, test } from '../accounts/helpers';
import { logInAs } from '../money/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

/** Controls on screen smaller than 24 x 24 px that WCAG 2.5.8 does not excuse. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="menuitem"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // not drawn, or visually hidden (a chip's radio: its label is the target)
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0 || element.closest('[inert], [aria-hidden="true"]')) continue;
      if (element.tagName === 'A' && style.display === 'inline') continue; // a link in a sentence
      const input = element as HTMLInputElement;
      if ((input.type === 'checkbox' || input.type === 'radio') && style.appearance !== 'none') continue; // drawn by the browser
      if (box.width >= 24 && box.height >= 24) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return found;
  });
}

async function targetsOf(page: Page, merchant: string, path: string): Promise<string[]> {
  await page.goto(siteUrl(merchant, path));
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
  return (await smallTargets(page)).map((target) => `${merchant}${path}: ${target}`);
}

test('[P2.1-13] every control on the key pages of a phone is at least 24 x 24 px', async ({ page }) => {
  const small: string[] = [];
  for (const merchant of ['demo', 'lotto']) for (const path of ['/', '/rng', '/promotions', '/lott']) small.push(...(await targetsOf(page, merchant, path)));
  await logInAs(page, 'phone1', 'Player123');
  for (const path of ['/', '/lottery?gameCode=CQSSC', '/member/depositv2', '/member/withdraw', '/member/transactionHistory', '/member/messageV2', '/member/playerRank']) {
    small.push(...(await targetsOf(page, 'demo', path)));
  }
  // The drawer open.
  await page.getByTestId('menu-button').tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  small.push(...(await smallTargets(page)).map((target) => `drawer: ${target}`));
  expect(small).toEqual([]);
});

test('[M2-19] an agent reads the team overview on a phone and moves on through the drawer; every control there is at least 24 x 24 px', async ({ page }) => {
  await page.goto(siteUrl('demo', '/agent'));
  const form = page.getByTestId('login-form-agent');
  await form.getByLabel('Username').fill('agent41');
  await form.getByLabel('Password', { exact: true }).fill('Agent123');
  await form.getByRole('button', { name: 'Log in', exact: true }).tap();
  await expect(page).toHaveURL(siteUrl('demo', '/agentHome'));
  // The overview on the phone: its figures in the first screen; the agent centre's menu in the drawer.
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeInViewport();
  await page.getByTestId('menu-button').tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('navigation', { name: 'Agent centre menu' }).getByRole('link', { name: 'Downline management' }).tap();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Downline management' })).toBeVisible();
  const small: string[] = [];
  for (const path of ['/agentHome/agentTeamOverview', '/agentHome/downlineManagmentView', '/agentHome/registerCenter']) small.push(...(await targetsOf(page, 'demo', path)));
  expect(small).toEqual([]);
});
