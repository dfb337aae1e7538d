// A shared live baccarat table at the demo aggregator (docs/vendors.md, "Live tables"): live1 of basic opens the live
// lobby, sees the hosts on shift, opens a speed baccarat table, lays chips in the betting window from the keyboard
// (undo, then again), confirms, hears "no more bets" and the result, sees the balance follow the wallet and finds
// the round in the table's record and in the bet record. The page passes axe and runs under the site's CSP.
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }

test('[P7.2-13][P7.2-10] a member bets in a live baccarat window, sees the shared result and finds the round in the records', async ({ page, context }) => {
  const cspErrors: string[] = [];
  context.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text()); });
  await logIn(page, 'basic', 'live1', 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const bearer = `Bearer ${await token(page)}`;
  const api = <T>(path: string, body?: object) => page.evaluate(async ({ path, body, bearer }) => {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: bearer, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  }, { path, body, bearer }) as Promise<Envelope<T>>;

  if ((await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance < 500) {
    const methods = await api<{ methods: { id: string; type: string }[] }>('/wps/payment/methods');
    const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
    const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-live-${Date.now()}` });
    expect(deposit.success).toBe(true);
    await page.goto(siteUrl('basic', deposit.value.payUrl));
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/depositv2/);
  }

  // The live lobby's head lists the hosts on shift, each with a chat button.
  await page.goto(siteUrl('basic', '/live'));
  const hosts = page.getByRole('region', { name: 'Hosts on shift' });
  await expect(hosts.getByRole('button', { name: /^Chat with / }).first()).toBeVisible();

  // A speed baccarat table (a short window), launched as its tile launches it.
  const list = await api<{ games: { nodeId: string; gameName: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=AG&language=en&pageSize=60');
  const game = list.value.games.find((g) => /^Speed Baccarat/.test(g.gameName)) ?? list.value.games.find((g) => /Baccarat/.test(g.gameName))!;
  const launched = await api<{ url: string }>(`/wps/game/launchGame?nodeId=${game.nodeId}&language=en`);
  const table = await context.newPage();
  await table.goto(siteUrl('basic', launched.value.url));
  await expect(table.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
  await expect(table.locator('#balance')).toHaveText(/^\$\d/);

  // Wait for a betting window with time enough to lay chips.
  await expect.poll(async () => {
    const phase = await table.locator('#phase').textContent();
    const seconds = Number((await table.locator('#countdown').textContent())?.replace(/\D/g, ''));
    return phase === 'Place your bets' && seconds >= 6;
  }, { timeout: 40_000, intervals: [500] }).toBe(true);
  const round = (await table.locator('#round-label').textContent())!.replace(/\D/g, '');

  // A $1.00 chip on Player from the keyboard; undo; then again, and confirm.
  await table.getByRole('radio', { name: '$1.00' }).check();
  await table.getByRole('button', { name: /^Player pays 2 ×/ }).focus();
  await table.keyboard.press('Enter');
  await expect(table.locator('#slip')).toHaveText('Not confirmed yet: $1.00');
  // A second chip: the sum is written by the server's one money format.
  await table.keyboard.press('Enter');
  await expect(table.locator('#slip')).toHaveText('Not confirmed yet: $2.00');
  await table.getByRole('button', { name: 'Undo' }).click();
  await table.getByRole('button', { name: 'Undo' }).click();
  await expect(table.locator('#slip')).toHaveText('');
  await table.getByRole('button', { name: /^Player pays 2 ×/ }).press('Enter');
  await table.getByRole('button', { name: 'Confirm bets' }).click();
  await expect(table.locator('#announce')).toHaveText(`Round ${round}: your bets are on the table, $1.00 in all.`);
  await expect(table.getByRole('button', { name: /^Player pays 2 × on the table \$1\.00/ })).toBeVisible();

  // No more bets, then the result and what it paid, announced in the status region.
  await expect(table.locator('#phase')).toHaveText('No more bets', { timeout: 20_000 });
  await expect(table.locator('#announce')).toHaveText(new RegExp(`^Round ${round}: Player .+ Banker .+\\. (You win \\$\\d+\\.\\d\\d!|No win this round\\.)$`), { timeout: 20_000 });
  const balance = (await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance;
  await expect(table.locator('#balance')).toHaveText(`$${Math.floor(balance / 100).toLocaleString('en-US')}.${String(balance % 100).padStart(2, '0')}`);
  const row = table.locator('#mine tr').first();
  await expect(row).toContainText(round);
  await expect(row).toContainText('Settled');
  const roundId = (await row.locator('code').textContent())!;
  await expect(table.getByRole('table', { name: 'Bead plate' })).toBeVisible();
  for (const road of ['Big road', 'Big eye boy', 'Small road', 'Cockroach pig']) await expect(table.getByRole('table', { name: road })).toBeVisible();
  await expect(table.locator('#derived-summary li')).toHaveCount(3);
  await expect(table.locator('#derived-summary li').first()).toHaveText(/^Big eye boy: (\d+ red, \d+ blue; last mark (red|blue)|not started yet)/);
  await expectNoAxeViolations(table);

  // The bet record shows the round, settled, with the $1.00 bet.
  const record = await api<{ content: { roundId: string; status: string; betAmount: number }[] }>('/wps/records/bets?pageSize=50');
  expect(record.value.content.find((r) => r.roundId === roundId)).toMatchObject({ status: 'settled', betAmount: 100 });
  expect(cspErrors).toEqual([]);
});
