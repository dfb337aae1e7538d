// The demo sportsbook (docs/vendors.md "The sportsbook"): gamer1 of basic opens a sports game, adds a selection to
// the bet slip with the keyboard, sees the potential return, places the bet, finds it among the open bets with the
// balance following the wallet, and finds its round, open, in the platform's bet record. The page passes axe and
// runs under the site's CSP.
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }
const money = (minor: number) => `$${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

test('[P7.2-10][M2-7][P9-7] a member bets on a sports fixture from the bet slip and finds the bet among the open bets and in the bet record', async ({ page, context }) => {
  const cspErrors: string[] = [];
  context.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text()); });
  await logIn(page, 'basic', 'gamer1', 'Player123');
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
    const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-sb-${Date.now()}` });
    await page.goto(siteUrl('basic', deposit.value.payUrl));
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/depositv2/);
  }

  const list = await api<{ games: { nodeId: string; gameName: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=SPORTS&vassalage=IBC&language=en&pageSize=5');
  const launched = await api<{ url: string }>(`/wps/game/launchGame?nodeId=${list.value.games[0]!.nodeId}&language=en`);
  const book = await context.newPage();
  await book.goto(siteUrl('basic', launched.value.url));
  await expect(book.locator('#balance')).toHaveText(/^\$\d/);
  // The book opens on the turbo league, a match every three minutes; the league chooser shows the others.
  await expect(book.getByLabel('League')).toHaveValue('turboFootball');
  const turbo = book.getByRole('region', { name: /Turbo Football/ });
  // The second match: the first may kick off (and close) while the test fills the slip.
  const matchResult = turbo.getByRole('group', { name: /Match result/ }).nth(1);
  await expect(matchResult.getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(book);

  // The home side of a turbo match, chosen from the keyboard.
  const pick = matchResult.getByRole('button').first();
  await pick.focus();
  await book.keyboard.press('Enter');
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(book.locator('#slip-legs li')).toHaveCount(1);
  await book.getByLabel('Stake (USD)').fill('1');
  // The quote prices the slip at the odds now: if they moved since the page drew them (every five minutes before
  // kick-off), the slip asks to accept the new ones first. The poll reports the slip's error if neither comes.
  const accept = book.getByRole('button', { name: 'Accept the new odds' });
  const slipState = async () => (await accept.isVisible() ? 'odds moved'
    : `${await book.locator('#slip-return').textContent()} ${await book.locator('#slip-error').textContent()}`.trim());
  await expect.poll(slipState).toMatch(/^(\$\d+\.\d\d|odds moved)$/);
  if (await accept.isVisible()) await accept.click();
  await expect(book.locator('#slip-return')).toHaveText(/^\$\d+\.\d\d$/);
  await book.getByRole('button', { name: 'Place bet' }).focus();
  await book.keyboard.press('Enter');
  // Odds move every five minutes before kick-off: if they moved meanwhile, the slip asks to accept the new ones.
  const placedOrMoved = book.locator('#slip-done').filter({ hasText: /Bet placed/ }).or(book.getByRole('button', { name: 'Accept the new odds' }));
  await expect(placedOrMoved).toBeVisible();
  if (await accept.isVisible()) {
    await accept.click();
    await book.getByRole('button', { name: 'Place bet' }).click();
  }
  await expect(book.locator('#slip-done')).toHaveText(/Bet placed, round [0-9a-f]{32}\./);
  const roundId = /round ([0-9a-f]{32})/.exec((await book.locator('#slip-done').textContent())!)![1]!;

  // Among the open bets, and the balance follows the wallet.
  await expect(book.locator('#open-bets')).toContainText(roundId);
  await expect(book.locator('#open-bets')).toContainText('$1.00');
  const balance = (await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance;
  await expect(book.locator('#balance')).toHaveText(money(balance));
  await expectNoAxeViolations(book);

  // In the platform's bet record under the aggregator's round id, open until the match ends.
  const record = await api<{ content: { roundId: string; status: string; betAmount: number }[] }>('/wps/records/bets?pageSize=50');
  expect(record.value.content.find((r) => r.roundId === roundId)).toMatchObject({ status: 'open', betAmount: 100 });
  expect(cspErrors).toEqual([]);
});
