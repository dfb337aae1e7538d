// Sign-in journeys beyond username and password (spec P2.9, P2.10, P4.3): the registration popup's way out, login by
// mobile and SMS code, and the second step a login from a new IP needs (NEWIPVERIFY, on for lotto only: a journey
// that logs in on lotto from its own IP must use an account no other journey logs in with).
import { JOURNEY_TIMEOUT_MS, expect, latestCode, ownIp, siteUrl, solveSlider, test, token } from './helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.10-2] the sign-up popup: cancel goes to /, "log in" swaps it for the login popup', async ({ page }) => {
  await page.goto(siteUrl('basic', '/help'));
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('basic', '/'));

  await page.goto(siteUrl('basic', '/register'));
  await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Register' })).toHaveCount(0);
});

test('[P2.9-1][P2.9-2][P4.3-1][P4.3-3] logs in with a mobile number and the SMS code from the outbox', async ({ page }) => {
  // lotto offers code login; its player1 (mobile 012345678, +84) logs in successfully in this journey only.
  await page.goto(siteUrl('lotto', '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const methods = dialog.getByRole('group', { name: 'Log in with' });
  await methods.getByRole('button', { name: 'Mobile number' }).click();
  await expect(methods.getByRole('button', { name: 'Mobile number' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);

  // An empty code is refused before anything is sent.
  await dialog.getByLabel('Mobile number').fill('012345678');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByText('Please enter a valid verification code')).toBeVisible();

  await dialog.getByRole('button', { name: 'Get code' }).click();
  const slider = page.getByTestId('bot-check');
  if (await slider.isVisible().catch(() => false)) await solveSlider(page);
  // The send button becomes a disabled countdown (60 s times the minutes the server returned).
  await expect(dialog.getByRole('button', { name: /new code in \d+ seconds/ })).toBeDisabled();
  const code = await latestCode(page, '012345678', '+84');
  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('lotto', '/'));
  expect(await token(page)).toBeTruthy();
});

test('[P4.3-5][P8-18][M8-5] holds a login from a new IP until the code sent to the member is given', async ({ browser }) => {
  const logInFrom = async (ip: string) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': ip } });
    const page = await context.newPage();
    await page.goto(siteUrl('lotto', '/login'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill('player2');
    await dialog.getByLabel('Password', { exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    return { context, page, dialog };
  };
  const verify = async ({ page }: Awaited<ReturnType<typeof logInFrom>>) => {
    const dialog = page.getByRole('dialog', { name: 'Verify it is you' });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    const code = await latestCode(page, '012345680', '+84');
    await dialog.getByLabel('Verification code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
  };
  const part = () => Math.floor(Math.random() * 250) + 1;

  // The first login of a fresh account teaches it the IP; if another journey came first, this IP is new too.
  const home = await logInFrom(`10.${part()}.${part()}.${part()}`);
  const firstStep = home.page.getByText('Please complete verification first');
  await expect(firstStep.or(home.page.getByRole('dialog', { name: 'Welcome back' }))).toBeVisible();
  if (await firstStep.isVisible()) await verify(home);
  await expect(home.page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await home.context.close();

  const away = await logInFrom(`10.${part()}.${part()}.${part()}`);
  const step = away.page.getByRole('dialog', { name: 'Verify it is you' });
  await expect(step.getByText('Please complete verification first')).toBeVisible();
  // Not signed in yet: no session in the page.
  expect(await token(away.page)).toBeFalsy();
  await step.getByLabel('Verification code', { exact: true }).fill('000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).not.toBeEmpty();
  await verify(away);
  await expect(away.page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  expect(await token(away.page)).toBeTruthy();
  await away.context.close();
});
