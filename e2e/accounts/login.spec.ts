// Login journeys (spec P2.9, P4.3, M4-6): username login, the captcha after failures, the forced change of the
// well-known default password, free play blocked from member pages, the agent page.
import { JOURNEY_TIMEOUT_MS, answerCaptcha, expect, logIn, ownIp, siteUrl, test, token } from './helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P2.9-3][P4.2-1][P4.3-4][P7.3-1] logs in with username and password and shows the after-login modal', async ({ page }) => {
  await logIn(page, 'basic', 'player1', 'Player123');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByTestId('after-login')).toContainText('Player One');
  await expect(page).toHaveURL(siteUrl('basic', '/'));
  expect(await token(page)).toBeTruthy();
  // No plain password anywhere in storage or cookies.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain('Player123');
});

test('[P4.3-2][P7.3-1][P8-1][P8-6] shows the captcha only after wrong passwords, then logs in with it', async ({ page }) => {
  await page.goto(siteUrl('demo', '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('downline1');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await expect(dialog.getByLabel('Code in the picture')).toHaveCount(0);
    await dialog.getByLabel('Password', { exact: true }).fill(`Wrong${attempt}99`);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByTestId('login-error')).toHaveText('Wrong account or password');
  }
  const captcha = dialog.getByLabel('Code in the picture');
  await expect(captcha).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Player123');
  await answerCaptcha(page, captcha);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
});

test('[P4.3-4][M4-6][M5-1][P9-5] forces a change of the well-known default password, logs in again and goes home', async ({ page }) => {
  // The token before the change is good for the change alone: the site asks for nothing else with it (no 403s).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  await logIn(page, 'basic', 'fresh1', 'Aa123456');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Fresh12345');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('Fresh12346');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Incorrect confirmation input')).toBeVisible();
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('Fresh12345');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('basic', '/'));
  expect(await token(page)).toBeTruthy();
  await expect(page.getByTestId('header-balance')).not.toHaveText('…');
  expect(refused).toEqual([]);
});

test('[P6-3][P8-17][P7.1-13] free play logs in a trial account that a member page refuses with in_need_true_account', async ({ page }) => {
  await page.goto(siteUrl('demo', '/login'));
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toContainText('demo account');
  await welcome.getByRole('button', { name: 'Play now' }).click();
  await page.goto(siteUrl('demo', '/member'));
  await expect(page.getByTestId('true-account-required')).toContainText('This needs a real account');
});

test('[P2.1-13][P2.9-2][P2.9-3][P6-5][P8-5] the agent page logs agents in to /agentHome, refuses members, shows no social icons', async ({ page }) => {
  // lotto: its player1 is touched by no other journey.
  await page.goto(siteUrl('lotto', '/agent'));
  const form = page.getByTestId('login-form-agent');
  await expect(form.getByRole('button', { name: /Log in with Telegram|Log in with Google/ })).toHaveCount(0);
  await form.getByLabel('Username').fill('player1');
  await form.getByLabel('Password', { exact: true }).fill('Player123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByTestId('login-error')).toHaveText('Non-agents cannot log in');
  await form.getByLabel('Username').fill('agent1');
  await form.getByLabel('Password', { exact: true }).fill('Agent123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('lotto', '/agentHome'));
});

test('[P4.2-1][P7.1-18] signs out: a confirmation, a loader, the session cleared but the merchant values kept, the route replaced', async ({ page }) => {
  await page.goto(siteUrl('basic', '/agent'));
  const form = page.getByTestId('login-form-agent');
  await form.getByLabel('Username').fill('agent2');
  await form.getByLabel('Password', { exact: true }).fill('Agent123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('basic', '/agentHome'));
  await page.evaluate(() => sessionStorage.setItem('merchantCode', 'basic'));
  const revoked = (await token(page)) as string;

  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await expect(confirm).toContainText('Do you want to log out?');
  await confirm.getByTestId('logout-confirm').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('basic', '/agent'));
  expect(await token(page)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('basic');
  // The server revoked the token: it no longer opens member info.
  const status = await page.evaluate(
    async (old) => (await fetch('/wps/member/info', { headers: { Authorization: `Bearer ${old}` } })).status,
    revoked,
  );
  expect(status).toBe(401);
});
