// Social sign-in journey (spec P2.9-2, P6-6) through the development identity provider (/dev/oidc), which the demo
// merchant's Google uses outside production: the icon on the login modal, the provider's consent page, and back
// logged in (a new linked account the first time, the same account the second); a refusal comes back as an error;
// the agent page and a merchant with the providers off have no social icons; the login modal with its icons passes
// axe in dark and light.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test, token } from './helpers';

const SOCIAL_BUTTON = /Log in with (Google|Facebook|Telegram)/;

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

/** Who the session belongs to, as member info tells. */
async function memberInfo(page: Page): Promise<{ id: string; nickname: string; type: number }> {
  const session = await token(page);
  expect(session).toBeTruthy();
  return page.evaluate(async (bearer) => {
    const response = await fetch('/wps/member/info', { headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' } });
    return ((await response.json()) as { value: { id: string; nickname: string; type: number } }).value;
  }, session);
}

async function googleConsent(page: Page): Promise<void> {
  await page.goto(siteUrl('demo', '/login'));
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in with Google' }).click();
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost:\d+\/dev\/oidc\/authorize\?response_type=code&client_id=demo-google&/);
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
}

async function signInWithGoogle(page: Page, subject: string, name: string) {
  await googleConsent(page);
  await page.getByLabel('Account id').fill(subject);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByTestId('after-login')).toContainText(name);
  // The single-use code and state have left the address.
  expect(page.url()).not.toMatch(/[?&](code|state|oidc)=/);
  return memberInfo(page);
}

test('[P2.9-2][P6-6] signs in with Google through the provider: a new account the first time, the same account the second', async ({ page }) => {
  const subject = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  const first = await signInWithGoogle(page, subject, 'Social Tester');
  expect(first).toMatchObject({ nickname: 'Social Tester', type: 0 });

  // A new visit without the session: the provider's same account signs in to the same member.
  await page.evaluate(() => sessionStorage.clear());
  const second = await signInWithGoogle(page, subject, 'Social Tester');
  expect(second.id).toBe(first.id);

  await page.evaluate(() => sessionStorage.clear());
  const other = await signInWithGoogle(page, `${subject}-2`, 'Other Tester');
  expect(other.id).not.toBe(first.id);
});

test('[P2.9-2][P6-6] a refused consent comes back to the login modal with the closed-window message', async ({ page }) => {
  await googleConsent(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Deny' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByTestId('login-error')).toHaveText('Login failed because the window was closed, please try again');
  expect(await token(page)).toBeFalsy();
});

test('[P2.9-2] the agent page of the same merchant shows no social sign-in', async ({ page }) => {
  await page.goto(siteUrl('demo', '/login'));
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in with Google' })).toBeVisible();
  await page.goto(siteUrl('demo', '/agent'));
  const form = page.getByTestId('login-form-agent');
  await expect(form.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: SOCIAL_BUTTON })).toHaveCount(0);
});

test('[P2.9-2] a merchant with every provider off shows no social sign-in on its login modal', async ({ page }) => {
  // basic enables no socialSignIn provider.
  await page.goto(siteUrl('basic', '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: SOCIAL_BUTTON })).toHaveCount(0);
  await expect(dialog.getByText('Or log in with')).toHaveCount(0);
});

for (const palette of ['dark', 'light'] as const) {
  test(`[P2.9-2] the login modal with its social icons has no axe violation in the ${palette} palette`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('palette:demo', mode), palette);
    await page.goto(siteUrl('demo', '/login'));
    await expect(page.locator('html')).toHaveAttribute('data-palette', palette);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    for (const name of ['Log in with Telegram', 'Log in with Facebook', 'Log in with Google']) {
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}
