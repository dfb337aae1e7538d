// Promotion hall, reward centre and points mall on lotto with downline1 (lotto has the points mall; no other
// journey logs in there with it): apply to the first deposit bonus with a remark and an image (a gif refused
// first), claim the daily lucky draw, see and claim rewards in the reward centre, then in the points mall redeem a
// reward (wrong password first) and convert points; axe-clean in both palettes.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * A call from the page itself (the test runner cannot resolve *.localhost), with the member's token: the
 * development routes stand in for the operator (they are off in production).
 */
async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const out = await page.evaluate(async ({ method, path, data }) => {
    const res = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, ...(data === undefined ? {} : { 'content-type': 'application/json' }) },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    return { status: res.status, body: await res.json() };
  }, { method, path, data });
  expect(out.status, JSON.stringify(out.body)).toBe(200);
  return out.body;
}

async function switchPalette(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /Switch to the (dark|light) theme/ });
  const before = await toggle.getAttribute('aria-label') ?? await toggle.innerText();
  await toggle.click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Switch to the (dark|light) theme/ })).not.toHaveAccessibleName(before);
}

test('[M2-11][M2-18][M2-33][M3-10][M4-3][M5-3][M9-5][M7-15][M3-7][M4-2][M7-12][M7-13][M9-8] promotions, rewards and the points mall', async ({ page }) => {
  // A visitor sees the hall; taking part asks for a login.
  await page.goto(siteUrl('lotto', '/promotions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion hall' })).toBeVisible();
  await expect(page.getByTestId('activity')).toHaveCount(4);
  await expect(page.locator('[data-activity="new-year-2030"]')).toContainText('Upcoming');

  await logIn(page, 'lotto', 'downline1', 'Player123');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await page.goto(siteUrl('lotto', '/promotions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion hall' })).toBeVisible();
  const apply = page.locator('[data-activity="first-deposit"]');
  await expect(apply).toHaveAttribute('data-action', 'apply');
  await expectNoAxeViolations(page);

  // Apply: the counter counts, a gif is refused before upload, a png is taken.
  await apply.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: First deposit bonus' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Remark').fill('Deposit ref DP-778');
  await expect(dialog.getByTestId('remark-counter')).toHaveText('18/140');
  await dialog.getByTestId('image-input').setInputFiles({ name: 'looks-like.png', mimeType: 'image/png', buffer: gif });
  await expect(dialog.getByTestId('image-problem')).toHaveText('Only png or jpg images can be added.');
  await dialog.getByTestId('image-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await expect(dialog.getByTestId('image-problem')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();
  await expect(apply).toHaveAttribute('data-action', 'in_progress');
  await expect(apply.getByTestId('activity-state')).toHaveText('Under review');

  // The daily lucky draw: claim once, the prize is drawn by the server and paid.
  const raffle = page.locator('[data-activity="daily-raffle"]');
  await raffle.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(/You won .+! It is in your main wallet\./)).toBeVisible();
  await expect(raffle).toHaveAttribute('data-action', 'claimed');

  // The operator approves the application: its bonus waits in the reward centre.
  const hall = await call(page, 'GET', '/wps/promotions?lang=en');
  const participationId = hall.value.activities.find((a: { activityId: string }) => a.activityId === 'first-deposit').participationId;
  await call(page, 'POST', `/dev/promotions/applications/${participationId}/review`, { decision: 'approve' });
  await page.goto(siteUrl('lotto', '/member/rewardCenter'));
  const claimable = page.getByTestId('rewards-claimable');
  await expect(claimable.getByTestId('reward')).toHaveCount(1);
  // The member centre's navigation counts it beside Rewards (M2-18).
  const nav = page.getByRole('navigation', { name: 'Member centre' });
  await expect(nav.getByRole('link', { name: /1 to claim/ })).toHaveAttribute('href', '/member/rewardCenter');
  await expect(claimable).toContainText('First deposit bonus');
  await expect(page.getByTestId('rewards-history')).toContainText('Daily lucky draw');
  await expectNoAxeViolations(page);
  await claimable.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(/is in your main wallet\./)).toBeVisible();
  await expect(claimable.getByText('Nothing to claim right now.')).toBeVisible();
  await expect(page.getByTestId('rewards-history').getByTestId('reward')).toHaveCount(2);
  await expect(nav.getByRole('link', { name: /to claim/ })).toHaveCount(0);

  // The points mall: points (granted here; bets earn them too), the exchange ratio, a redeem with the password.
  await call(page, 'POST', '/dev/points/grant', { points: 5000, reference: 'e2e-journey-grant' });
  await page.goto(siteUrl('lotto', '/pointMall'));
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('5,000');
  await expect(page.getByTestId('exchange-ratio')).toContainText('100 points =');
  await expect(page.getByText('Points never expire.')).toBeVisible();
  await expect(page.locator('[data-reward="mug"]')).toContainText('Out of stock');
  await expectNoAxeViolations(page);

  await page.locator('[data-reward="tshirt"]').getByRole('button', { name: 'Redeem' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem: Team T-shirt' });
  await redeem.getByLabel('Quantity').fill('2');
  await expect(redeem.getByTestId('redeem-total')).toHaveText('Total 4,000 points (you have 5,000)');
  await redeem.getByLabel('Delivery address').fill('12 Nguyen Hue, District 1, Ho Chi Minh City');
  await redeem.getByLabel('Login password').fill('Wrong12345');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByRole('alert')).toHaveText('Wrong password.');
  await expectNoAxeViolations(page);
  await redeem.getByLabel('Login password').fill('Player123');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem).toBeHidden();
  await expect(page.getByTestId('points-balance')).toHaveText('1,000');
  await expect(page.getByTestId('redeem-records').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('redeem-records')).toContainText('Applying');

  // Convert: whole steps of 100 only.
  const convert = page.getByTestId('convert-form');
  await convert.getByLabel('Points to convert').fill('150');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByRole('alert')).toHaveText('Convert in steps of 100 points.');
  await convert.getByLabel('Points to convert').fill('500');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText(/500 points converted: .+ is in your main wallet\./)).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('500');
  await expect(page.getByTestId('points-details')).toContainText('Converted to money');

  // The other palette.
  await switchPalette(page);
  await expectNoAxeViolations(page);
  await page.goto(siteUrl('lotto', '/promotions'));
  await expect(page.getByTestId('activity')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await page.goto(siteUrl('lotto', '/member/rewardCenter'));
  await expect(page.getByTestId('rewards-history')).toBeVisible();
  await expectNoAxeViolations(page);
});
