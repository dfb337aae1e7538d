// Registration journeys (spec P2.10, P4.4, P5-2) on the basic merchant (username only) and the demo merchant
// (mobile with an SMS code, captcha and the merchant's extra fields).
import { JOURNEY_TIMEOUT_MS, answerCaptcha, expect, freshMobile, freshUsername, latestCode, ownIp, siteUrl, solveSlider, test, token } from './helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.10-1][P2.10-3][P2.10-6][P4.4-1][P4.4-4] registers by username on basic, then shows the after-registration modal', async ({ page }) => {
  await page.goto(siteUrl('basic', '/register'));
  const dialog = page.getByRole('dialog', { name: 'Register' });
  // One method only: no method selector.
  await expect(dialog.getByRole('group', { name: 'Register with' })).toHaveCount(0);
  const terms = dialog.getByRole('checkbox', { name: /18 or older/ });
  await expect(terms).toBeChecked();
  await expect(dialog.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/help#term');

  const username = freshUsername('basic');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret124');
  await dialog.getByLabel('E-mail').fill(`${username}@example.com`);

  // Terms unticked: blocked with the inline text, before anything is checked.
  await terms.uncheck();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Please agree to the terms')).toBeVisible();
  await terms.check();

  // Every field is validated, the first error per field shown.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Confirmation password is not correct')).toBeVisible();
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret123');

  await dialog.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page);
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Register' })).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('basic', '/'));
  expect(await token(page)).toBeTruthy();
});

test('[P2.10-1][P4.4-8][P4.4-9][P7.1-3][P7.1-8] registers by mobile on demo with the SMS code from the outbox', async ({ page }) => {
  await page.goto(siteUrl('demo', '/register'));
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const methods = dialog.getByRole('group', { name: 'Register with' });
  await expect(methods.getByRole('button', { name: 'Mobile number' })).toHaveAttribute('aria-pressed', 'true');

  const mobile = freshMobile();
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await solveSlider(page);
  // The button turns into a disabled countdown.
  const countdown = dialog.getByRole('button', { name: /new code in \d+ seconds/ });
  await expect(countdown).toBeDisabled();
  const code = await latestCode(page, mobile, '+855');

  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Payment password', { exact: true }).fill('246810');
  await answerCaptcha(page, dialog.getByLabel('Code in the picture'));
  await dialog.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page);

  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
  // The username is the number without its leading 0.
  await expect(page.getByTestId('after-registration')).toContainText(mobile.slice(1));
  expect(await token(page)).toBeTruthy();
});

test('[P4.4-3][P7.3-3][P8-8] warns about an invalid invitation code, and hides the field for a valid one in the address', async ({ page }) => {
  await page.goto(siteUrl('demo', '/register'));
  let dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('group', { name: 'Register with' }).getByRole('button', { name: 'Username' }).click();
  await dialog.getByLabel('Username').fill(freshUsername());
  // demo's rules also require a mobile number in username mode.
  await dialog.getByLabel('Mobile number').fill(freshMobile());
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Payment password', { exact: true }).fill('246810');
  await dialog.getByLabel('Invitation code').fill('NOSUCHCODE');
  await answerCaptcha(page, dialog.getByLabel('Code in the picture'));
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('warning-message')).toHaveText('Invalid invitation code');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('warning-message')).toHaveCount(0);

  await page.goto(siteUrl('demo', '/register?referralCode=AGENT1'));
  dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Invitation code')).toHaveCount(0);
});
