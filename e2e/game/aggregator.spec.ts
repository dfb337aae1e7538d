// Outside vendors' games through the demo aggregator (docs/vendors.md): gamer1 of basic (single wallet) funds the
// wallet, opens a slot from the slot lobby in a new window, plays a round, sees the balance follow the wallet, and
// finds the round in the bet record under the round id the game page showed. The page passes axe and runs under the
// site's CSP. (Sports games open the sportsbook: e2e/game/sportsbook.spec.ts; live tables share their rounds:
// e2e/game/live-table.spec.ts.)
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }
const money = (minor: number) => `$${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

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

/** Plays one round on an open game page; answers the round id the page shows. */
async function playRound(game: Page, button: string, useKeyboard: boolean): Promise<string> {
  const nonce = Number(await game.locator('#nonce').textContent());
  await game.getByLabel('Bet').selectOption({ label: '$0.50' });
  if (useKeyboard) {
    await game.getByRole('button', { name: button }).focus();
    await game.keyboard.press('Enter');
  } else {
    await game.getByRole('button', { name: button }).click();
  }
  await expect(game.locator('#nonce')).toHaveText(String(nonce + 1));
  await expect(game.locator('#result')).not.toHaveText('');
  await expect(game.locator('#round-bet')).toHaveText('$0.50');
  return (await game.locator('#round-id').textContent())!;
}

test('[P7.2-10][P4.6-6][M2-7][P2.1-8][P9-7] a member plays a slot of an outside vendor and finds the round in the bet record', async ({ page, context }) => {
  const cspErrors: string[] = [];
  context.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text()); });
  await logIn(page, 'basic', 'gamer1', 'Player123');
  // logIn only submits the form: wait for the session, or a loaded machine reads no token yet (401 on every call).
  await expect.poll(() => token(page)).not.toBeNull();
  const api = apiOf(page, `Bearer ${await token(page)}`);

  // Money in through the sandbox gateway when the wallet is low.
  if ((await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance < 500) {
    const methods = await api<{ methods: { id: string; type: string }[] }>('/wps/payment/methods');
    const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
    const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-agg-${Date.now()}` });
    expect(deposit.success).toBe(true);
    await page.goto(siteUrl('basic', deposit.value.payUrl));
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/depositv2/);
  }

  // A slot from the slot lobby: its tile opens the game in a new window.
  await page.goto(siteUrl('basic', '/rng'));
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  const name = (await tile.getByRole('heading').first().textContent())!.trim();
  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: `Play ${name}` }).click();
  const slot = await opened;
  await expect(slot).toHaveURL(/\/demo-aggregator\/play\?token=/);
  await expect(slot.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(slot.locator('#balance')).toHaveText(/^\$\d/);
  await expect(slot.locator('#server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(slot.getByText(/Return to player: 9[4-6]\.\d\d %/)).toBeVisible();
  await expectNoAxeViolations(slot);
  const rounds = [await playRound(slot, 'Spin', true)];
  await expect(slot.getByRole('img', { name: /Top row: .+ Middle row: .+ Bottom row: .+/ })).toBeVisible();
  const afterSlot = (await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance;
  await expect(slot.locator('#balance')).toHaveText(money(afterSlot));
  await expectNoAxeViolations(slot);

  // Every round is in the bet record, settled, with the round id its page showed and the $0.50 bet.
  const record = await api<{ content: { roundId: string; status: string; betAmount: number; vendor: string }[] }>('/wps/records/bets?pageSize=50');
  for (const roundId of rounds) {
    expect(record.value.content.find((r) => r.roundId === roundId)).toMatchObject({ status: 'settled', betAmount: 50 });
  }
  expect(cspErrors).toEqual([]);
});
