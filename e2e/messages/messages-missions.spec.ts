// Messages, feedback and missions in the member centre, on basic with downline1 (no other journey logs in with
// it): a seeded message read and the unread badge dropping, a broadcast, mark all read, feedback with its live
// 0/140 counter and the 140-character rule, the support question's range, the missions page, a sandbox deposit
// completing a mission that is then claimed (bonus in the header balance, the member on the leaderboard); axe-clean
// in the light and the dark palette.
import { merchantTimeZone, startOnOneMerchantDay } from '../support/merchant-day';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
// The deposit completes a mission of today, claimed the same day.
test.beforeAll(() => startOnOneMerchantDay(merchantTimeZone('basic'), 5));
test.beforeEach(async ({ context }) => ownIp(context));

test('[M2-14][M2-18][M3-13][M7-9][M3-11][M5-2][M9-4][M7-10][M3-12][M5-4][M2-13][M3-14][M7-16] inbox, unread badge, feedback and missions', async ({ page }) => {
  await logIn(page, 'basic', 'downline1', 'Player123');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await page.goto(siteUrl('basic', '/member/messageV2'));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // Three seeded messages, all unread: the avatar button's badge and the page say 3.
  const avatar = page.getByTestId('avatar-button');
  await expect(avatar).toHaveAccessibleName(/3 unread messages/);
  await expect(page.getByTestId('unread-count')).toHaveText('Unread: 3');
  const nav = page.getByRole('navigation', { name: 'Member centre' });
  await expect(nav.getByRole('link', { name: /Messages\s*3 unread/ })).toBeVisible();
  const list = page.getByTestId('message-list');
  await expect(list.getByRole('button')).toHaveCount(3);
  await expect(list.getByRole('button').first()).toContainText('Daily missions are live');
  await expectNoAxeViolations(page);

  // Reading the welcome message marks it read: not bold any more, the badge drops to 2.
  const welcome = list.getByRole('button', { name: /Welcome to your member centre/ });
  await expect(welcome).toHaveAttribute('data-unread', 'true');
  await welcome.click();
  const view = page.getByTestId('message-view');
  await expect(view.getByRole('heading', { name: 'Welcome to your member centre' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'missions' })).toHaveAttribute('href', '/member/missionLeaderboard');
  await expect(avatar).toHaveAccessibleName(/2 unread messages/);
  await expect(page.getByTestId('unread-count')).toHaveText('Unread: 2');
  await expect(nav.getByRole('link', { name: /Messages\s*2 unread/ })).toBeVisible();
  await expect(welcome).toHaveAttribute('data-unread', 'false');
  expect(page.url()).toContain('id=');

  // Delete asks first; cancel keeps it.
  await view.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('button')).toHaveCount(3);

  // Mark all read: the badge goes.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-count')).toHaveText('Unread: 0');
  await expect(avatar).toHaveAccessibleName(/^Account menu of [^,]+$/);
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Feedback: the counter counts as you type, 141 characters are refused before sending, 140 go through.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  const counter = dialog.getByTestId('char-counter');
  await expect(counter).toHaveText('0/140');
  await dialog.getByLabel('What is it about?').selectOption({ label: 'Games' });
  const text = dialog.getByLabel('Your feedback');
  await text.fill('x'.repeat(141));
  await expect(counter).toHaveText('141/140');
  await expect(dialog.getByRole('alert')).toHaveText('At most 140 characters');
  await expectNoAxeViolations(page);
  await text.fill(`  ${'Great games, more please'.padEnd(130, '!')}  `);
  await expect(counter).toHaveText('130/140');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you. Your feedback was sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The support question shows its range and refuses a too-short text.
  await page.getByRole('button', { name: 'Ask customer support' }).click();
  const question = page.getByRole('dialog', { name: 'Question for customer support' });
  await expect(question.getByTestId('char-counter')).toHaveText('0 characters (10–500)');
  await question.getByLabel('Your question').fill('Help?');
  await question.getByRole('button', { name: 'Send question' }).click();
  await expect(question.getByRole('alert')).toHaveText('Enter at least 10 characters');
  await question.getByLabel('Your question').fill('How long does a bank withdrawal take?');
  await question.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Your question was sent to customer support.')).toBeVisible();
  // Both appear under the inbox, newest first, trimmed as the server stored them.
  const mine = page.getByTestId('my-feedback');
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine.getByRole('listitem').first()).toContainText('How long does a bank withdrawal take?');
  await expect(mine.getByRole('listitem').nth(1)).toContainText(`Great games, more please${'!'.repeat(106)}`);
  await expect(mine.getByRole('listitem').nth(1)).toContainText('Games');
  await expectNoAxeViolations(page);

  // Missions: four missions with progress bars, nothing to claim yet, and the week's leaderboard.
  await page.goto(siteUrl('basic', '/member/missionLeaderboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
  await expect(page.getByTestId('mission')).toHaveCount(4);
  await expect(page.getByRole('progressbar', { name: 'Play 10 rounds today' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('heading', { name: 'Leaderboard this week' })).toBeVisible();
  await expect(page.getByTestId('my-standing')).toHaveText('Complete and claim a mission to join the leaderboard.');
  await expectNoAxeViolations(page);

  // A real deposit through the sandbox gateway completes "Make a deposit today"; claiming it pays $1.00 once and
  // puts the member on the leaderboard, masked.
  await page.goto(siteUrl('basic', '/member/depositv2'));
  const form = page.getByRole('region', { name: 'New deposit' });
  await form.getByRole('radio', { name: /Bank transfer/ }).first().check();
  await form.getByLabel('Amount (USD)').fill('10');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Succeeded');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('$10.00');
  await page.goto(siteUrl('basic', '/member/missionLeaderboard'));
  const deposit = page.getByTestId('mission').filter({ hasText: 'Make a deposit today' });
  await expect(deposit).toHaveAttribute('data-status', 'claimable');
  await expect(page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: /Missions\s*1 to claim/ })).toBeVisible();
  await deposit.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Claimed: 10 points and $1.00')).toBeVisible();
  await expect(deposit).toHaveAttribute('data-status', 'claimed');
  await expect(balance).toHaveText('$11.00');
  await expect(page.getByTestId('leaderboard').getByRole('row', { name: /do\*\*\*1 \(you\)/ })).toContainText('10');
  await expect(page.getByTestId('my-standing')).toHaveText('Your rank: 1, 10 points');
  await expect(page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Missions', exact: true })).toBeVisible();

  // The other palette: basic starts light.
  await page.getByRole('banner').getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to the light theme' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(siteUrl('basic', '/member/messageV2'));
  await expect(page.getByTestId('message-list')).toBeVisible();
  await expectNoAxeViolations(page);
});
