// The lottery lobby journey (spec P2.1-12, P4.6-6, P7.2-14..16; docs/lottery.md): lotto's agent41 funds the
// account through the sandbox gateway, opens /lottery?gameCode=CQSSC from a launch, sees the countdown tick, the
// latest numbers and the history, bets by keyboard on the next issue, and finds the bet in My bets; axe-clean in
// both palettes. lotto has new-IP verification on: agent41 has no second factor and logs in once.
import type { Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

/** Pays a deposit of `amount` dong through the sandbox gateway's hosted page, as a member would. */
async function deposit(page: Page, amount: number): Promise<void> {
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
  await page.goto(siteUrl('lotto', payUrl));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?depositId=/);
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Succeeded');
}

async function axeInBothPalettes(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const banner = page.getByRole('banner');
  const toLight = banner.getByRole('button', { name: 'Switch to the light theme' });
  const toDark = banner.getByRole('button', { name: 'Switch to the dark theme' });
  if (await toLight.isVisible()) {
    await toLight.click();
    await expect(toDark).toBeVisible();
  } else {
    await toDark.click();
    await expect(toLight).toBeVisible();
  }
  await expectNoAxeViolations(page);
}

test('[P2.1-12][P4.6-6][P7.2-14][P7.2-15][P7.2-16] a member opens a lottery, watches the countdown and results, bets and sees the bet', async ({ page }) => {
  await logIn(page, 'lotto', 'agent41', 'Agent123');
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByRole('button', { name: 'Play now' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await deposit(page, 1_000_000);

  // A launch opens the page with the game, the view and a site-only back link.
  const launch = await page.evaluate(async (bearer) => {
    const answer = await (await fetch('/wps/game/launchLottery?lottoArea=LOTT&launchMode=LOTT&gameCode=CQSSC&view=betting&device=WEB&backUrl=%2Flott&language=en', {
      headers: { Authorization: `Bearer ${bearer}` },
    })).json();
    return answer.value.url as string;
  }, await token(page));
  expect(launch).toContain('/lottery?gameCode=CQSSC');
  await page.goto(siteUrl('lotto', launch));

  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Lottery games' });
  await expect(menu.getByRole('heading', { name: 'Time Lottery' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Chongqing Time Lottery' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('lottery-back')).toHaveAttribute('href', '/lott');

  // The countdown runs; the latest numbers are five digits; the history lists ten draws.
  const countdown = page.getByRole('timer');
  await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 5_000 });
  await expect(page.getByTestId('lottery-latest').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('lottery-history').getByRole('row')).toHaveCount(11);

  // The bet slip, by keyboard: bet type and pick are radio groups, Enter in the stake places the bet.
  const slip = page.getByTestId('lottery-slip');
  await expect(slip.getByRole('radio', { name: /One digit at a position · odds 9\.80/ })).toBeChecked();
  await slip.getByLabel('Position', { exact: true }).selectOption({ label: 'Position 2' });
  const zero = slip.getByRole('radio', { name: '0', exact: true });
  await zero.focus();
  await page.keyboard.press('Space');
  await expect(zero).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(slip.getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(slip.getByLabel('Stake (VND)')).toBeFocused();
  await page.keyboard.type('10000');
  await expect(page.getByTestId('lottery-potential-win')).toHaveText('Pays ₫98,000 if it wins (stake included).');
  const issue = (await slip.getByText(/^Betting on issue \d+$/).textContent())!.replace(/\D/g, '');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Your bet on issue ${issue} is placed.`)).toBeVisible();

  const bets = page.getByTestId('lottery-bets');
  const row = bets.getByRole('row').nth(1);
  await expect(row).toContainText('Chongqing Time Lottery');
  await expect(row).toContainText(`Issue ${issue}`);
  await expect(row).toContainText('One digit at a position · Position 2 · 1');
  await expect(row).toContainText('₫10,000');
  await expect(row).toContainText('Open');
  await page.getByRole('group', { name: 'Show bets' }).getByRole('button', { name: 'Open' }).click();
  await expect(bets.getByRole('row')).toHaveCount(2);
  await axeInBothPalettes(page);

  // An e-lottery game (issue 14: every listed game plays) shows its results and takes bets here too, on the last two
  // digits of its special prize.
  await page.getByRole('group', { name: 'Lottery type' }).getByRole('button', { name: 'E-lottery' }).click();
  await menu.getByRole('button', { name: 'Ha Noi Lottery' }).click();
  await expect(slip.getByRole('radio', { name: /Special prize: last two digits · odds 98\.00/ })).toBeVisible();
  await expect(page.getByTestId('lottery-latest').getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});
