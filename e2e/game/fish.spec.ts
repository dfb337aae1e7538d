// The fishing game of an outside vendor through the demo aggregator (docs/vendors.md): fisher1 of demo (a wallet per
// vendor) moves money into the vendor's wallet, opens a fishing game, aims with the arrow keys and fires with
// space a few times, hears each result in the live region, sees the balance follow the wallet, and finds every
// shot in the bet record under the round id the page showed. The page passes axe and runs under the site's CSP.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }

function apiOf(page: Page, bearer: string) {
  return <T>(path: string, body?: object) => page.evaluate(async ({ path, body, bearer }) => {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: bearer, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  }, { path, body, bearer }) as Promise<Envelope<T>>;
}

test('[P7.2-10][P9-7] a member fires a few shots in a fishing game with the keyboard and finds them in the bet record', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const cspErrors: string[] = [];
  context.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text()); });
  await logIn(page, 'demo', 'fisher1', 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const api = apiOf(page, `Bearer ${await token(page)}`);

  const list = await api<{ games: { nodeId: string; vassalage: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=FISH&vassalage=AG&language=en&pageSize=5');
  const game = list.value.games[0]!;
  // Money in through the sandbox gateway, then into the vendor's wallet.
  const methods = await api<{ methods: { id: string; type: string }[] }>('/wps/payment/methods');
  const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
  const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-fish-${Date.now()}` });
  expect(deposit.success).toBe(true);
  await page.goto(siteUrl('demo', deposit.value.payUrl));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/depositv2/);
  const moved = await api('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: game.vassalage, amount: 1000, idempotencyKey: `e2e-fish-in-${Date.now()}` });
  expect(moved.success).toBe(true);

  const launched = await api<{ url: string }>(`/wps/game/launchGame?nodeId=${game.nodeId}&language=en`);
  expect(launched.value.url).toMatch(/^\/demo-aggregator\/play\?token=/);
  const sea = await context.newPage();
  await sea.emulateMedia({ reducedMotion: 'reduce' });
  await sea.goto(siteUrl('demo', launched.value.url));
  await expect(sea.locator('#balance')).toHaveText(/^\$\d/);
  await expect(sea.getByRole('list', { name: 'Fish on screen' }).getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(sea);

  await sea.getByLabel('Bet').selectOption({ label: '$0.50' });
  const canvas = sea.getByRole('img', { name: /The sea with swimming fish/ });
  const rounds: string[] = [];
  for (let shot = 0; shot < 3; shot += 1) {
    const nonce = Number(await sea.locator('#nonce').textContent());
    await canvas.focus();
    await sea.keyboard.press(shot % 2 === 0 ? 'ArrowLeft' : 'ArrowRight');
    await expect(sea.locator('#aim')).toHaveText(/×/);
    await sea.keyboard.press('Space');
    await expect(sea.locator('#nonce')).toHaveText(String(nonce + 1));
    await expect(sea.getByRole('status').filter({ hasText: /You caught the|got away/ })).toBeVisible();
    await expect(sea.locator('#round-bet')).toHaveText('$0.50');
    rounds.push((await sea.locator('#round-id').textContent())!);
  }
  const wallets = await api<{ wallets: { vendor: string; balance: number }[] }>('/wps/v2/wallets/balance');
  const inVendor = wallets.value.wallets.find((w) => w.vendor === game.vassalage)!.balance;
  await expect(sea.locator('#balance')).toHaveText(`$${(inVendor / 100).toFixed(2)}`);
  await expectNoAxeViolations(sea);

  const record = await api<{ content: { roundId: string; status: string; betAmount: number }[] }>('/wps/records/bets?pageSize=50');
  for (const roundId of rounds) expect(record.value.content.find((r) => r.roundId === roundId)).toMatchObject({ status: 'settled', betAmount: 50 });
  expect(cspErrors).toEqual([]);
});
