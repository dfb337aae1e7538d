// The lottery bet page and the game window on a phone (issue 21, docs/phones.md), in the phone project (390 x 844,
// touch): lotto's agent42 (no other journey uses it on lotto, and it has no second factor for new-IP verification)
// funds the account, opens a lottery with its menu folded, reaches the bet slip from the bar at the screen's foot and
// bets; basic's phone journey registers, deposits, plays a slot in the game window (the game fills the screen, the
// balance and Close stay in reach) and closes it. Nothing scrolls sideways at 320 px; axe-clean in dark and light.
import type { Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, expect, freshUsername, logIn, ownIp, siteUrl, solveSlider, test, token } from '../accounts/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

/** Pays a deposit through the sandbox gateway's hosted page, on the phone, as a member would. */
async function deposit(page: Page, merchant: string, amount: number): Promise<void> {
  await expect.poll(() => token(page)).not.toBeNull();
  const bearer = await token(page);
  const payUrl = await page.evaluate(async ({ bearer, amount }) => {
    const headers = { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' };
    const methods = await (await fetch('/wps/payment/methods', { headers })).json();
    const method = methods.value.methods.find((m: { type: string }) => m.type === 'BANK_TRANSFER');
    const answer = await (await fetch('/wps/payment/deposit', {
      method: 'POST', headers, body: JSON.stringify({ methodId: method.id, amount, idempotencyKey: crypto.randomUUID() }),
    })).json();
    return answer.value.payUrl as string;
  }, { bearer, amount });
  await page.goto(siteUrl(merchant, payUrl));
  await page.getByRole('button', { name: 'Confirm payment' }).tap();
  await expect(page).toHaveURL(/\/member\/depositv2\?depositId=/);
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Succeeded');
}

/** How far the page scrolls sideways at 320 px (then back to the phone's width). */
async function sidewaysAt320(page: Page): Promise<number> {
  await page.setViewportSize({ width: 320, height: 640 });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 390, height: 844 });
  return sideways;
}

async function switchPalette(page: Page): Promise<void> {
  await page.getByTestId('menu-button').tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: /Switch to the (light|dark) theme/ }).tap();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('[P2.1-12][P4.6-6][P2.1-13] on a phone the lottery page folds its game menu, keeps the bet slip in reach at the screen\'s foot, bets, and fits 320 px', async ({ page }) => {
  await logIn(page, 'lotto', 'agent42', 'Agent123');
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Play now' }).tap();
  await deposit(page, 'lotto', 1_000_000);
  await page.goto(siteUrl('lotto', '/lottery?gameCode=CQSSC'));

  // The title first, then the menu folded under a button naming the game; the game's draw below.
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  const toggle = page.getByTestId('lottery-menu-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('Chongqing Time Lottery');
  const menu = page.getByRole('navigation', { name: 'Lottery games' });
  await expect(menu).toBeHidden();
  await expect(page.getByRole('timer')).toBeInViewport();

  // The bar at the screen's foot, above lotto's bottom bar, names the issue and leads to the slip.
  const bar = page.getByTestId('lottery-slip-bar');
  await expect(bar).toBeInViewport();
  const barBox = (await bar.boundingBox())!;
  const bottomBarBox = (await page.getByTestId('bottom-bar').boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(bottomBarBox.y + 1);
  await expect(bar).toContainText(/Betting on issue \d+/);
  const slip = page.getByTestId('lottery-slip');
  await expect(slip).not.toBeInViewport();
  await bar.getByRole('button', { name: 'Bet slip' }).tap();
  await expect(slip.getByRole('heading', { name: 'Bet slip' })).toBeInViewport();
  await expect(slip.getByRole('radio', { name: /One digit at a position/ })).toBeFocused();
  const slipBox = (await slip.boundingBox())!;
  expect(slipBox.x).toBeGreaterThanOrEqual(0);
  expect(slipBox.x + slipBox.width).toBeLessThanOrEqual(390);

  // A bet by touch.
  await slip.getByText('7', { exact: true }).tap();
  await slip.getByLabel('Stake (VND)').fill('10000');
  await expect(slip.getByLabel('Stake (VND)')).toHaveAttribute('inputmode', 'decimal');
  const issue = (await slip.getByText(/^Betting on issue \d+$/).textContent())!.replace(/\D/g, '');
  await slip.getByRole('button', { name: 'Place bet' }).tap();
  await expect(page.getByText(`Your bet on issue ${issue} is placed.`)).toBeVisible();
  await expect(page.getByTestId('lottery-bets').getByRole('row').nth(1)).toContainText(`Issue ${issue}`);
  expect(await sidewaysAt320(page)).toBe(0);
  await expectNoAxeViolations(page);

  // The menu opens from its button and folds again once another game is picked.
  await page.evaluate(() => window.scrollTo(0, 0));
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Chongqing Time Lottery' })).toHaveAttribute('aria-current', 'true');
  expect(await sidewaysAt320(page)).toBe(0);
  await switchPalette(page);
  await expectNoAxeViolations(page);
  await menu.getByRole('button', { name: 'Tianjin Time Lottery' }).tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('Tianjin Time Lottery');
  await expect(page).toHaveURL(/gameCode=TJSSC|gameCode=/);
  await expect(page.getByTestId('lottery-draw').getByRole('heading', { name: 'Tianjin Time Lottery' })).toBeVisible();
  expect(await sidewaysAt320(page)).toBe(0);
  await expectNoAxeViolations(page);
});

test('[P2.10-1][P2.5-1][P4.6-6][P7.2-10][P2.1-13] on a phone a new member registers, deposits, plays a slot in a game window that fills the screen with the balance and Close in reach, and closes it', async ({ page, context }) => {
  // Register from the header: a full-screen sheet.
  await page.goto(siteUrl('basic', '/'));
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  expect((await dialog.boundingBox())?.width).toBe(390);
  const username = freshUsername('phone');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('E-mail').fill(`${username}@example.com`);
  await dialog.getByRole('button', { name: 'Register' }).tap();
  await solveSlider(page);
  const welcome = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button').first().tap();
  await expect(welcome).toBeHidden();

  await deposit(page, 'basic', 2000);
  await expect(page.getByTestId('header-balance')).toHaveText('$20.00');

  // A slot from the slot lobby opens in its own window.
  await page.goto(siteUrl('basic', '/rng'));
  const tile = page.getByTestId('game-tile').first();
  const name = (await tile.getByRole('heading').first().textContent())!.trim();
  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: `Play ${name}` }).tap();
  const game = await opened;
  await expect(game).toHaveURL(/\/demo-aggregator\/play\?token=/);
  await expect(game.locator('#balance')).toHaveText('$20.00');

  // The game fills the first screen: header at the top with the balance and a 44 px Close, the play button in reach.
  const header = game.locator('.game__header');
  const close = game.getByRole('link', { name: 'Close' });
  for (const width of [390, 320]) {
    await game.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    expect(await game.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect((await game.locator('.game').boundingBox())!.width).toBeLessThanOrEqual(width);
    await expect(game.locator('#balance')).toBeInViewport();
    await expect(close).toBeInViewport();
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    await expect(game.getByRole('button', { name: 'Spin' })).toBeInViewport();
    const reels = (await game.locator('#reels').boundingBox())!;
    expect(reels.width).toBeGreaterThan(width - 80);
  }
  await game.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(game);

  // A spin: the symbols' names and the round id fill the board without widening it; scrolled down to the rules, the
  // header with the balance and Close stays on screen.
  await game.getByLabel('Bet').selectOption({ label: '$0.50' });
  await game.getByRole('button', { name: 'Spin' }).tap();
  await expect(game.locator('#round-bet')).toHaveText('$0.50');
  // The balance after the round is the deposit less the bet plus the win; a win equal to the bet leaves it at $20.00.
  const winCents = Math.round(Number((await game.locator('#round-win').textContent())!.replace(/[^0-9.]/g, '')) * 100);
  await expect(game.locator('#balance')).toHaveText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((2000 - 50 + winCents) / 100));
  for (const width of [390, 320]) {
    await game.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    const rightEdges = await game.evaluate(() => ['.game__close', '#reels', '#round', '#play'].map((selector) => document.querySelector(selector)!.getBoundingClientRect().right));
    for (const right of rightEdges) expect(right).toBeLessThanOrEqual(width);
  }
  await game.setViewportSize({ width: 390, height: 844 });
  await game.getByRole('heading', { name: 'Provably fair' }).scrollIntoViewIfNeeded();
  await expect(header).toBeInViewport();
  await expect(close).toBeInViewport();

  // Close closes the window the site opened.
  // The window can close before the tap's own bookkeeping ends, which then reports the page closed: that is the
  // success this step waits for, any other failure of the tap is not.
  const closed = game.waitForEvent('close');
  await close.tap().catch(async (error: unknown) => {
    await closed.catch(() => undefined);
    if (!game.isClosed()) throw error;
  });
  await closed;
  expect(game.isClosed()).toBe(true);
});
