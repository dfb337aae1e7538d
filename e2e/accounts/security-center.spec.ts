// My account (/member/securityCenter): the member's facts, the password change and binding an authenticator app,
// on basic with player2 (no other journey logs in there with it). The password is changed back at the end.
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test } from './helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

/** RFC 6238: what the member's phone would show for a base32 secret (SHA-1, 6 digits, 30 s). */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = base32.replace(/[\s=]/g, '').toUpperCase().split('').map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function changePassword(page: Page, from: string, to: string, confirm = to) {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill(from);
  await form.getByLabel('New password', { exact: true }).fill(to);
  await form.getByLabel('Confirm new password', { exact: true }).fill(confirm);
  await form.getByRole('button', { name: 'Change password' }).click();
}

test('[M2-2][M3-3][M5-1][M7-3][P4.3-5] my account: facts, password change, and an authenticator app bound and removed', async ({ page }) => {
  await logIn(page, 'basic', 'player2', 'Player123');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await page.goto(siteUrl('basic', '/member/securityCenter'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const facts = page.getByTestId('security-account');
  await expect(facts).toContainText('player2');
  await expect(facts).toContainText('Player Two');
  await expect(facts).toContainText('Member');
  await expectNoAxeViolations(page);

  // The confirmation must match; then the change goes through, and back again so the account stays as documented.
  await changePassword(page, 'Player123', 'Player456', 'Player457');
  await expect(page.getByText('Incorrect confirmation input')).toBeVisible();
  await changePassword(page, 'Player123', 'Player456');
  await expect(page.getByText('Your password was changed. Other devices were logged out.')).toBeVisible();
  await changePassword(page, 'Player456', 'Player123');
  await expect(page.getByRole('form', { name: 'Change password' }).getByLabel('Current password', { exact: true })).toHaveValue('');

  // Authenticator: the QR code and the key, a wrong code refused, the right one binds.
  await page.getByRole('button', { name: 'Set up' }).click();
  const setup = page.getByTestId('authenticator-setup');
  await expect(setup.getByRole('img', { name: 'QR code to add this account to your authenticator app' })).toBeVisible();
  const secret = ((await setup.getByTestId('authenticator-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  const right = totp(secret);
  await setup.getByLabel('6-digit code from the app').fill(right === '000000' ? '111111' : '000000');
  await setup.getByRole('button', { name: 'Bind' }).click();
  await expect(setup.getByRole('alert')).toContainText('wrong');
  await setup.getByLabel('6-digit code from the app').fill(totp(secret));
  await setup.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByText('The authenticator app is bound.')).toBeVisible();

  // Removing it takes the login password.
  const unbind = page.getByTestId('authenticator-unbind');
  await unbind.getByLabel('Login password', { exact: true }).fill('Wrong123');
  await unbind.getByRole('button', { name: 'Remove the app' }).click();
  await expect(unbind.getByRole('alert')).not.toBeEmpty();
  await unbind.getByLabel('Login password', { exact: true }).fill('Player123');
  await unbind.getByRole('button', { name: 'Remove the app' }).click();
  await expect(page.getByText('The authenticator app was removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up' })).toBeVisible();

  await page.getByRole('button', { name: /Switch to the (dark|light) theme/ }).first().click();
  await expectNoAxeViolations(page);
});
