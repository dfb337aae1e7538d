// The in-house slot journey (docs/demo-game.md): the demo member logs in, pays a deposit on the sandbox gateway's
// page, launches Lucky Lantern, spins with the mouse and the keyboard, sees the balance move, and rotates the seeds
// to see the server seed revealed against the hash shown before play. The page must run under the site's CSP.
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }

test('[P7.2-10][P4.6-6][P6-2][P2.1-8][P9-7] the member funds the wallet, plays Lucky Lantern and Lantern Dice, and checks the seeds', async ({ page }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text()); });

  await logIn(page, 'basic', 'player1', 'Player123');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  const bearer = `Bearer ${await token(page)}`;
  const api = <T>(path: string, body?: object) => page.evaluate(async ({ path, body, bearer }) => {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: bearer, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  }, { path, body, bearer }) as Promise<Envelope<T>>;

  // Money in through the sandbox gateway: $20.00 by bank transfer, confirmed on the gateway's own page.
  const methods = await api<{ methods: { id: string; type: string }[] }>('/wps/payment/methods');
  const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
  const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-slot-${Date.now()}` });
  expect(deposit.success).toBe(true);
  await page.goto(siteUrl('basic', deposit.value.payUrl));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/depositv2/);
  const balance = await api<{ balance: number }>('/wps/v2/wallets/balance');
  const before = balance.value.balance;
  expect(before).toBeGreaterThanOrEqual(2000);

  // Launch: the lobby's launchGame answers the game page with a fresh game token.
  const list = await api<{ games: { nodeId: string; gameCode: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=LIVERY&language=en&pageSize=20');
  const slot = list.value.games.find((g) => g.gameCode === 'LUCKY_LANTERN')!;
  const launched = await api<{ url: string }>(`/wps/game/launchGame?nodeId=${slot.nodeId}&language=en`);
  expect(launched.value.url).toMatch(/^\/games\/livery\/slot\?token=/);
  await page.goto(siteUrl('basic', launched.value.url));

  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Lantern Slots' })).toBeVisible();
  const balanceOut = page.locator('#balance');
  const money = (minor: number) => `$${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;
  await expect(balanceOut).toHaveText(money(before));
  await expect(page.getByRole('table')).toContainText('100 × the bet');
  await expect(page.getByText('Return to player: 96.09375 %')).toBeVisible();
  const hash = (await page.locator('#server-seed-hash').textContent())!;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await expectNoAxeViolations(page);

  // A $1.00 spin with the mouse: the balance moves (the smallest win of a $1 bet is $2.50, so it never comes back to
  // where it was), the result is announced and the nonce moves on.
  await page.getByLabel('Bet').selectOption({ label: '$1.00' });
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.locator('#result')).toHaveText(/You win|No win this time/);
  await expect(balanceOut).not.toHaveText(money(before));
  await expect(page.locator('#nonce')).toHaveText('1');
  await expect(page.locator('#last-round')).toContainText('nonce 0');
  await expect(page.getByRole('img', { name: /Top row: .+ Middle row: .+ Bottom row: .+/ })).toBeVisible();

  // A second spin from the keyboard.
  await page.getByRole('button', { name: 'Spin' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#nonce')).toHaveText('2');
  const after = await api<{ balance: number }>('/wps/v2/wallets/balance');
  await expect(balanceOut).toHaveText(money(after.value.balance));

  // Rotate with a client seed of the player's: the old server seed is revealed and matches the hash shown before.
  await page.getByLabel('Your client seed').fill('has space');
  await page.getByRole('button', { name: 'Rotate seeds and reveal' }).click();
  await expect(page.getByRole('alert')).toHaveText('The client seed must be 1 to 64 characters, without spaces or colons.');
  await page.getByLabel('Your client seed').fill('e2e-lucky-seed');
  await page.getByRole('button', { name: 'Rotate seeds and reveal' }).click();
  await expect(page.getByText('Seeds rotated.')).toBeVisible();
  await expect(page.locator('#previous-server-seed-hash')).toHaveText(hash);
  await expect(page.locator('#previous-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.locator('#previous-rounds')).toHaveText('2');
  await expect(page.locator('#previous-check')).toHaveText('The revealed server seed matches the hash shown before play.');
  await expect(page.locator('#server-seed-hash')).not.toHaveText(hash);
  await expect(page.locator('#nonce')).toHaveText('0');
  await expectNoAxeViolations(page);

  // Lantern Dice from the same wallet: pick Odd with the keyboard, roll; a roll always moves the balance by the bet
  // (a win shows the payout, twice the bet).
  const dice = list.value.games.find((g) => g.gameCode === 'LANTERN_DICE')!;
  const diceLaunch = await api<{ url: string }>(`/wps/game/launchGame?nodeId=${dice.nodeId}&language=en`);
  expect(diceLaunch.value.url).toMatch(/^\/games\/livery\/dice\?token=/);
  await page.goto(siteUrl('basic', diceLaunch.value.url));
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern Dice' })).toBeVisible();
  const beforeRoll = (await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance;
  await expect(balanceOut).toHaveText(money(beforeRoll));
  await page.getByRole('radio', { name: 'Big' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Odd' })).toBeChecked();
  await page.getByLabel('Bet').selectOption({ label: '$0.50' });
  await page.getByRole('button', { name: 'Roll' }).click();
  await expect(page.locator('#result')).toHaveText(/You win \$1\.00!|No win this time|A triple/);
  await expect(balanceOut).toHaveText(new RegExp(`^(${money(beforeRoll + 50).replace('$', '\\$')}|${money(beforeRoll - 50).replace('$', '\\$')})$`));
  await expect(page.getByRole('img', { name: /^Dice: \d, \d, \d\. Total \d+\.$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(cspErrors).toEqual([]);
});
