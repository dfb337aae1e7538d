// VIP, manual rebate, invite friends and profile in the member centre, on demo with extras1 (no other journey logs in
// with it): a sandbox deposit shows on the VIP page, five $1.00 spins of Lucky Lantern earn an in-house rebate that
// is claimed into the wallet once, the invitation link is copied, and the profile's nickname, WhatsApp and birthday
// (then fixed) are saved; every page axe-clean in the dark and the light palette.
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS * 2 });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }

const PAGES = ['/member/playerRank', '/member/manualRebate', '/member/referral', '/member/profile'] as const;

test('[M2-16][P3-4][M2-15][M9-16][M2-12][P2.10-4][M2-17][P3-1][P3-18] VIP, rebate claim, invitation link and profile', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl('demo', '').replace(/\/$/, '') });
  await logIn(page, 'demo', 'extras1', 'Player123');
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).first().click();
  await expect(welcome).toBeHidden();
  const bearer = `Bearer ${await token(page)}`;
  const api = <T>(path: string, body?: object) => page.evaluate(async ({ path, body, bearer }) => {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: bearer, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  }, { path, body, bearer }) as Promise<Envelope<T>>;

  // Money in through the sandbox gateway: $20.00 by bank transfer.
  const methods = await api<{ methods: { id: string; type: string }[] }>('/wps/payment/methods');
  const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
  const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-extras-${Date.now()}` });
  expect(deposit.success).toBe(true);
  await page.goto(siteUrl('demo', deposit.value.payUrl));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/depositv2/);

  // VIP: the first level, the deposit counted towards the next one, the level table.
  await page.goto(siteUrl('demo', '/member/playerRank'));
  await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your level: VIP0' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuetext', '$20.00 of $100.00');
  await expect(page.getByTestId('vip-levels').getByRole('row')).toHaveCount(5);
  await expect(page.getByTestId('vip-level-1')).toContainText('Not reached yet');
  await expectNoAxeViolations(page);

  // Nothing to claim before playing.
  await page.goto(siteUrl('demo', '/member/manualRebate'));
  await expect(page.getByRole('heading', { level: 1, name: 'Rebate' })).toBeVisible();
  await expect(page.getByTestId('rebate-amount')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await expect(page.getByText('You have not claimed any rebate yet.')).toBeVisible();
  await expect(page.getByTestId('rebate-rates')).toContainText('In-house games');
  await expectNoAxeViolations(page);

  // Five $1.00 spins of Lucky Lantern: each is $1.00 of valid bet (the smallest win pays 2.5 times the bet). demo
  // keeps a wallet per vendor: the money goes to the in-house games' wallet first.
  const moved = await api<unknown>('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'LIVERY', amount: 1000, idempotencyKey: `e2e-extras-in-${Date.now()}` });
  expect(moved.success).toBe(true);
  const list = await api<{ games: { nodeId: string; gameCode: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=LIVERY&language=en&pageSize=20');
  const slot = list.value.games.find((g) => g.gameCode === 'LUCKY_LANTERN')!;
  const launched = await api<{ url: string }>(`/wps/game/launchGame?nodeId=${slot.nodeId}&language=en`);
  await page.goto(siteUrl('demo', launched.value.url));
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Lantern Slots' })).toBeVisible();
  await page.getByLabel('Bet').selectOption({ label: '$1.00' });
  const spin = page.getByRole('button', { name: 'Spin' });
  for (let i = 0; i < 5; i++) {
    await spin.click();
    await expect(page.locator('#nonce')).toHaveText(String(i + 1));
    await expect(spin).toBeEnabled();
  }

  // The rebate: $5.00 valid at the in-house rate of 1 % is $0.05, claimed into the wallet once.
  await page.goto(siteUrl('demo', '/member/manualRebate'));
  await expect(page.getByTestId('rebate-amount')).toHaveText('$0.05');
  const lines = page.getByTestId('rebate-lines');
  await expect(lines.getByRole('row', { name: /In-house games/ })).toContainText('$5.00');
  await expect(lines.getByRole('row', { name: /In-house games/ })).toContainText('1%');
  await expectNoAxeViolations(page);
  const balance = page.getByTestId('header-balance');
  const before = (await balance.textContent()) ?? '';
  await page.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText('Rebate of $0.05 is in your wallet.')).toBeVisible();
  await expect(page.getByTestId('rebate-amount')).toHaveText('$0.00');
  await expect(page.getByTestId('rebate-history').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('rebate-history')).toContainText('$0.05');
  await expect(balance).not.toHaveText(before);
  const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  expect(cents((await balance.textContent()) ?? '')).toBe(cents(before) + 5);
  await expectNoAxeViolations(page);

  // Invite friends: the code, the link that opens registration with it, copied to the clipboard.
  await page.goto(siteUrl('demo', '/member/referral'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = page.getByLabel('Invitation link');
  await expect(link).toHaveValue(siteUrl('demo', `/register?referralCode=${code}`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('referral-copy-note')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl('demo', `/register?referralCode=${code}`));
  await expect(page.getByText('No friend has joined with your code yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Profile: contacts masked; a too-short nickname is refused before sending; nickname, WhatsApp and birthday saved,
  // the header greets the new nickname and the birthday is fixed from then on.
  await page.goto(siteUrl('demo', '/member/profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('+855****681')).toBeVisible();
  await expectNoAxeViolations(page);
  const nickname = page.getByLabel('Nickname');
  await nickname.fill('X');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter at least 2 characters')).toBeVisible();
  await nickname.fill('Lucky Two');
  await page.getByLabel('WhatsApp').fill('85512345678');
  await page.getByLabel('Date of birth').fill('1990-02-28');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByTestId('profile-locked-birthday')).toContainText('1990');
  await expect(page.getByLabel('Date of birth')).toHaveCount(0);
  await expect(page.getByTestId('avatar-button')).toHaveAccessibleName(/Lucky Two/);
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Lucky Two');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('85512345678');
  await expectNoAxeViolations(page);

  // The other palette: every page again.
  const banner = page.getByRole('banner');
  const toLight = banner.getByRole('button', { name: 'Switch to the light theme' });
  const toDark = banner.getByRole('button', { name: 'Switch to the dark theme' });
  await expect(toLight.or(toDark)).toBeVisible();
  if (await toLight.isVisible()) await toLight.click();
  else await toDark.click();
  for (const path of PAGES) {
    await page.goto(siteUrl('demo', path));
    await expect(page.getByTestId('member-centre').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
