// Money journeys (spec P2.5-1, M2-3, M2-4, M6-1, M6-4, M7-5): the logged-in header with its balance, hide/show and
// avatar menu; a deposit through the sandbox gateway, confirmed and cancelled; visitors and trial accounts kept out;
// the deposit and transfer pages axe-clean in both palettes.
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, headerCents, logInAs, ownIp, siteUrl, test } from './helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.5-1][M3-1][M7-5] the header shows the balance with 2 decimals, hides it (remembered) and refreshes it', async ({ page }) => {
  await logInAs(page);
  const header = page.getByRole('banner');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(header.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
  await expect(header.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');

  await header.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('****');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('****');
  await header.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);

  const refreshed = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
  await header.getByRole('button', { name: 'Refresh balance' }).click();
  await refreshed;
  await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);
});

test('[P2.5-1][M6-3] the avatar menu opens from the keyboard, lists the member entries and closes on Escape', async ({ page }) => {
  await logInAs(page);
  const trigger = page.getByTestId('avatar-button');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'Account' });
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['My account', 'Bet record', 'Account record', /^Messages/, 'Deposit', 'Withdraw', 'Security centre', 'Customer service', 'Log out']);
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(menu).toBeHidden();

  await trigger.click();
  await menu.getByRole('menuitem', { name: 'Bet record' }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/member/personalHistoryCopy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bet record' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Bet record' })).toHaveAttribute('aria-current', 'page');
});

test('[P2.5-1][M6-3] an agent has the agent centre first in the avatar menu', async ({ page }) => {
  await logInAs(page, 'agent1', 'Agent123');
  await page.getByTestId('avatar-button').click();
  await expect(page.getByRole('menu', { name: 'Account' }).getByRole('menuitem').first()).toHaveText('Agent centre');
});

test('[M2-4][P2.5-1] deposits $25 through the sandbox gateway and the header balance goes up by 25.00', async ({ page }) => {
  await logInAs(page, 'agent41', 'Agent123'); // its own account: the transfer journey moves player1's balance
  const before = await headerCents(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New deposit' });
  await form.getByRole('radio', { name: /Bank transfer/ }).first().check();
  await expect(form.getByText('$10.00 to $10,000.00').first()).toBeVisible();

  const amount = form.getByLabel('Amount (USD)');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('amount-error')).toHaveText('Input cannot be empty');
  await amount.fill('5');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('amount-error')).toHaveText('The minimum is $10.00');
  await amount.fill('20000');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('amount-error')).toHaveText('The maximum is $10,000.00');

  await amount.fill('25');
  // A double click opens one deposit: both submits carry the same idempotency key.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/wps/payment/deposit')) posts.push(request.postData() ?? '');
  });
  await form.getByRole('button', { name: 'Deposit' }).dblclick();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  expect(new Set(posts.map((body) => (JSON.parse(body) as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page).toHaveURL(/\/member\/depositv2\?depositId=/);
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Succeeded');
  await expect.poll(() => headerCents(page)).toBe(before + 2500);
  await expect(page.getByTestId('deposit-list').getByRole('row').nth(1)).toContainText('Succeeded');
  await expectNoAxeViolations(page);
});

test('[M2-4] a deposit cancelled on the gateway shows failed and leaves the balance alone', async ({ page }) => {
  await logInAs(page, 'agent42', 'Agent123'); // its own account: parallel journeys move player1's balance
  const before = await headerCents(page);
  await page.goto(siteUrl('demo', '/member/depositv2'));
  const form = page.getByRole('region', { name: 'New deposit' });
  await form.getByLabel('Amount (USD)').fill('12.50');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?depositId=/);
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Failed');
  await expect(page.getByTestId('deposit-list').getByRole('row').nth(1)).toContainText('Failed');
  expect(await headerCents(page)).toBe(before);
});

test('[M2-3][M7-6][M7-7][M4-7] moves money from the main wallet to a vendor wallet and back', async ({ page }) => {
  await logInAs(page);
  await page.goto(siteUrl('demo', '/member/transferFund'));
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('consolidated-total')).toContainText('$');
  const main = page.getByTestId('main-wallet-balance');
  await expect(main).toHaveText(/^\$[\d,]+\.\d\d$/);
  const before = Number((await main.textContent())!.replace(/[^\d]/g, ''));
  const form = page.getByRole('region', { name: 'Transfer between wallets' });
  await form.getByLabel('Amount (USD)').fill(String(before / 100 + 1));
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByTestId('transfer-field-error')).toHaveText('Not enough balance in this wallet');
  if (before >= 100) {
    await form.getByLabel('Amount (USD)').fill('1');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(main).toHaveText(`$${((before - 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await form.getByRole('button', { name: 'All back to main wallet' }).click();
    await expect(main).toHaveText(`$${(before / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  }
});

test('[M6-1] a visitor opening /member/depositv2 gets the login popup', async ({ page }) => {
  await page.goto(siteUrl('demo', '/member/depositv2'));
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl('demo', '/'));
});

test('[M6-4][M2-18][P2.5-1] a free play account sees a trial chip, loads no unread count, and a member page answers in_need_true_account', async ({ page }) => {
  const unreadCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('CSP_unreadCount')) unreadCalls.push(request.url());
  });
  await page.goto(siteUrl('demo', '/login'));
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Play now' }).click();
  await expect(page.getByTestId('trial-chip')).toHaveText('Free play');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await page.goto(siteUrl('demo', '/member/transferFund'));
  await expect(page.getByTestId('true-account-required')).toContainText('This needs a real account');
  expect(unreadCalls).toEqual([]);
});

test('[M2-3][M2-4][P2.5-1] the deposit and transfer pages and the avatar menu are axe-clean in dark and light', async ({ page }) => {
  test.slow();
  await logInAs(page);
  for (const path of ['/member/depositv2', '/member/transferFund']) {
    await page.goto(siteUrl('demo', path));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await page.getByTestId('avatar-button').click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Switch to the light theme' }).click();
  for (const path of ['/member/transferFund', '/member/depositv2']) {
    await page.goto(siteUrl('demo', path));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await page.getByTestId('avatar-button').click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  await expectNoAxeViolations(page);
});
