// Password recovery journeys (spec P2.11, P4.5): by e-mail on basic, by mobile on demo with the automatic login.
import { JOURNEY_TIMEOUT_MS, expect, latestCode, latestMessage, ownIp, siteUrl, solveSlider, test, token } from './helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.11-1][P2.11-2][P4.5-1][P8-20] recovers by e-mail on basic: in_been_out dialog, confirm closes', async ({ page }) => {
  await page.goto(siteUrl('basic', '/forget'));
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByRole('group', { name: 'Recover by' })).toHaveCount(0);
  await dialog.getByLabel('Username').fill('player1');
  await dialog.getByLabel('E-mail').fill('player1@example.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(sent.getByTestId('forgot-sent')).toContainText('An e-mail with a temporary password is on its way');
  await sent.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const mail = await latestMessage(page, 'player1@example.com');
  expect(mail.channel).toBe('email');
});

test('[P2.11-3][P4.5-1][P3-20][P7.1-17] recovers by mobile on demo (player2): slider, code, new password, automatic login, home', async ({ page }) => {
  await page.goto(siteUrl('demo', '/forget'));
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByRole('group', { name: 'Recover by' }).getByRole('button', { name: 'Mobile number' })).toHaveAttribute('aria-pressed', 'true');
  // Typed with spaces, as people do: the field keeps the number without them, for the code and for the reset alike.
  await dialog.getByLabel('Mobile number').fill(' 012 345 680 ');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('012345680');
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await solveSlider(page);
  await expect(dialog.getByRole('button', { name: /new code in \d+ seconds/ })).toBeDisabled();
  const code = await latestCode(page, '012345680', '+855');
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill('Reset12345');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('Reset12345');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('demo', '/'));
  expect(await token(page)).toBeTruthy();
});
