// Round detail from the bet record (M2-7, docs/vendors.md "Round detail"): gamer1 of basic plays one slot round at the
// demo aggregator, opens the bet record, opens that round's detail from its row by keyboard, reads the vendor's round
// id, stake and the fair-play data (server seed hash, client seed, nonce) with a verify link, passes axe, closes the
// dialog with Escape and is back on the row's button.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }

function apiOf(page: Page, headers: Record<string, string>) {
  return <T>(path: string, body?: object) => page.evaluate(async ({ path, body, headers }) => {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { ...headers, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  }, { path, body, headers }) as Promise<Envelope<T>>;
}

test('[M2-7][P9-7] a member opens a round\'s detail from the bet record: round id, stake and the fair-play data', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await logIn(page, 'basic', 'gamer1', 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const api = apiOf(page, { Authorization: `Bearer ${await token(page)}` });
  if ((await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance < 500) {
    const methods = await api<{ methods: { id: string; type: string }[] }>('/wps/payment/methods');
    const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
    const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-round-${Date.now()}` });
    await page.goto(siteUrl('basic', deposit.value.payUrl));
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/depositv2/);
  }
  // One slot round at the demo aggregator, as its page plays it.
  const list = await api<{ games: { nodeId: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PT&language=en&pageSize=5');
  const launched = await api<{ url: string }>(`/wps/game/launchGame?nodeId=${list.value.games[0]!.nodeId}&language=en`);
  const gameToken = new URL(launched.value.url, 'http://x').searchParams.get('token')!;
  const roundId = `e2e-round-${Date.now()}`;
  const spun = await apiOf(page, { 'X-Game-Token': gameToken })<{ round: { fairness: { serverSeedHash: string; clientSeed: string; nonce: number } } }>('/demo-aggregator/api/spin', { roundId, bet: 50 });
  expect(spun.success).toBe(true);
  const fair = spun.value.round.fairness;

  await page.goto(siteUrl('basic', '/member/personalHistoryCopy'));
  const open = page.getByTestId('records-table').getByRole('button', { name: `Round details ${roundId}` });
  await expect(open).toBeVisible();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Round details' });
  await expect(dialog).toBeVisible();
  const detail = dialog.getByTestId('round-detail');
  await expect(detail).toContainText(roundId);
  await expect(detail).toContainText('$0.50');
  const fairness = dialog.getByTestId('round-fairness');
  await expect(fairness).toContainText(fair.serverSeedHash);
  await expect(fairness).toContainText(fair.clientSeed);
  await expect(fairness).toContainText(String(fair.nonce));
  await expect(fairness).toContainText('Not revealed yet');
  await expect(dialog.getByRole('link', { name: /Verify this round/ })).toHaveAttribute('href', /\/demo-aggregator\/verify\?.*nonce=/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/g2-round-detail.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
