// Withdrawal journeys (spec M2-5, M3-9, M4-1, M9-7, P2.5-1) on demo with payee1, a demo member no other journey
// uses: fund it through the sandbox gateway, set a payment password, bind a bank account, see amounts out of range
// refused, request a withdrawal, see it processing, pay it through the development payout route, confirm part then
// all of it received; a second one not received with a png proof. The header balance goes down by exactly the
// amounts requested. Then the record pages (M2-7..M2-10) show those movements, a mission bonus, a transfer and three
// spins, with their filters (game type, provider, transaction type); the withdraw and record pages are axe-clean in
// dark and light. The journeys share the account, so they run in order.
import type { Page } from '@playwright/test';
import { merchantTimeZone, startOnOneMerchantDay } from '../support/merchant-day';
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, headerCents, logInAs, ownIp, siteUrl, test } from './helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial', timeout: JOURNEY_TIMEOUT_MS });
// The three journeys fund the account, claim today's deposit mission and read today's records: one merchant day.
test.beforeAll(() => startOnOneMerchantDay(merchantTimeZone('demo'), 12));
test.beforeEach(async ({ context }) => ownIp(context));

const ACCOUNT = 'payee1';
const PASSWORD = 'Player123';
const PAYMENT_PASSWORD = '246810';

/** A 1x1 transparent png, made here: the 8 signature bytes the server checks, then IHDR, IDAT and IEND. */
const tinyPng = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  return page.evaluate(
    async ({ method, path, data }) => {
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, ...(data === undefined ? {} : { 'content-type': 'application/json' }) },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      const type = res.headers.get('content-type') ?? '';
      return { status: res.status, type, body: type.includes('json') ? ((await res.json()) as { success: boolean; code?: string }) : null };
    },
    { method, path, data },
  );
}

/** Deposits through the sandbox gateway and waits for the header to show it. */
async function deposit(page: Page, dollars: number): Promise<void> {
  const before = await headerCents(page);
  await page.goto(siteUrl('demo', '/member/depositv2'));
  const form = page.getByRole('region', { name: 'New deposit' });
  await form.getByLabel('Amount (USD)').fill(String(dollars));
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Succeeded');
  await expect.poll(() => headerCents(page)).toBe(before + dollars * 100);
}

/** The request form, a region of its own inside the page's. */
const withdrawForm = (page: Page) => page.getByRole('region', { name: 'New withdrawal', exact: true });

/** The newest withdrawal of the list, and its id. */
async function newestWithdrawal(page: Page) {
  const item = page.getByTestId('withdrawal-list').getByRole('listitem').first();
  const testId = (await item.getAttribute('data-testid')) ?? '';
  return { item, id: testId.replace(/^withdrawal-/, '') };
}

/** Pays a pending withdrawal now through the sandbox (the scheduled payout may have paid it already), then reloads. */
async function payOut(page: Page, withdrawalId: string): Promise<void> {
  const out = await call(page, 'POST', `/dev/withdrawal/payout/${withdrawalId}`, {});
  expect(out.status === 200 || out.body?.code === 'withdrawal_not_pending', JSON.stringify(out)).toBe(true);
  await page.reload();
}

test('[M2-5][M3-9][M4-1][M9-7][P2.5-1] sets a payment password, binds a bank account, withdraws $20 within the limits, is paid and confirms receipt', async ({ page }) => {
  await logInAs(page, ACCOUNT, PASSWORD);
  await deposit(page, 100);
  const funded = await headerCents(page);

  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/member/withdraw'));
  const form = withdrawForm(page);
  await expect(form.getByTestId('withdraw-balance')).toHaveText(`Main wallet balance: $${(funded / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(form.getByTestId('withdraw-needs-account')).toHaveText('Bind a bank account below to withdraw.');

  // The payment password: the two must agree.
  const passwordPanel = page.getByRole('region', { name: 'Payment password settings' });
  await passwordPanel.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await passwordPanel.getByLabel('Confirm payment password').fill('135790');
  await passwordPanel.getByRole('button', { name: 'Set payment password' }).click();
  await expect(passwordPanel.getByTestId('payment-password-error')).toHaveText('The two payment passwords differ.');
  await passwordPanel.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await passwordPanel.getByRole('button', { name: 'Set payment password' }).click();
  await expect(passwordPanel.getByTestId('payment-password-saved')).toHaveText('Payment password saved.');

  // A bank account: the first payee becomes the real name.
  const banks = page.getByRole('region', { name: 'Bank accounts' });
  await expect(banks.getByText('You have not bound a bank account yet')).toBeVisible();
  await banks.getByLabel('Bank', { exact: true }).selectOption({ label: 'ACLEDA Bank' });
  await banks.getByLabel('Account number').fill('1234 5678 9012');
  await banks.getByLabel('Account holder').fill('Payee One');
  await banks.getByRole('button', { name: 'Bind account' }).click();
  const bound = banks.getByTestId('bank-account-list').getByRole('row').nth(1);
  await expect(bound).toContainText('ACLEDA Bank');
  await expect(bound).toContainText('****9012');
  await expect(bound).toContainText('Payee One');

  // Out of range, then a wrong payment password: refused with the user's message, nothing held.
  await expect(form.getByLabel('To bank account')).toContainText('****9012');
  const amount = form.getByLabel('Amount (USD)');
  await expect(form.getByText('From $10.00 to $50,000.00')).toBeVisible();
  await form.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await amount.fill('5');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByTestId('withdraw-amount-error')).toHaveText('The minimum is $10.00');
  await amount.fill('60000');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByTestId('withdraw-amount-error')).toHaveText('The maximum is $50,000.00');
  await amount.fill('20');
  await form.getByLabel('Payment password', { exact: true }).fill('111111');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByTestId('withdraw-error')).toHaveText('Wrong payment password. 4 attempts left.');
  expect(await headerCents(page)).toBe(funded);

  // The request: processing, and the header goes down by exactly $20.00.
  await form.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByTestId('withdraw-success')).toHaveText('Your withdrawal of $20.00 was requested.');
  await expect.poll(() => headerCents(page)).toBe(funded - 2000);
  const list = page.getByRole('region', { name: 'My withdrawals' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const { item, id } = await newestWithdrawal(page);
  await expect(item).toContainText('$20.00');
  await expect(item.locator('[data-status]')).toHaveText(/Processing|Paid/);

  // Paid by the sandbox: the receipt choices and the automatic receipt time from the server.
  await payOut(page, id);
  const paid = page.getByTestId(`withdrawal-${id}`);
  await expect(paid.locator('[data-status]')).toHaveText('Paid');
  await expect(paid.getByTestId('auto-receipt')).toContainText('treated as received 60 minutes after payment');
  const choices = paid.getByRole('group', { name: 'Confirm receipt' });

  // Part of it received, then the rest: received amount and remaining amount shown, then closed.
  await choices.getByRole('button', { name: 'Received', exact: true }).click();
  await paid.getByLabel('Received amount').fill('25');
  await paid.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(paid.getByTestId('receipt-error')).toHaveText('The received amount cannot be more than the remaining amount.');
  await paid.getByLabel('Received amount').fill('5');
  await paid.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(paid.locator('[data-receipt]')).toHaveText('Received');
  await expect(paid).toContainText('Received amount: $5.00 · Remaining amount: $15.00');
  await choices.getByRole('button', { name: 'All received' }).click();
  await expect(paid.locator('[data-receipt]')).toHaveText('All received');
  await expect(paid).toContainText('Received amount: $20.00 · Remaining amount: $0.00');
  await expect(paid.getByTestId('receipt-form')).toHaveCount(0);
  // Confirming moves no money.
  expect(await headerCents(page)).toBe(funded - 2000);
});

test('[M2-5][M3-9][M4-1][P2.5-1] a second withdrawal is confirmed not received with a png proof, which stops the automatic receipt', async ({ page }) => {
  await logInAs(page, ACCOUNT, PASSWORD);
  const before = await headerCents(page);
  await page.goto(siteUrl('demo', '/member/withdraw'));
  const form = withdrawForm(page);
  await form.getByLabel('Amount (USD)').fill('15');
  await form.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByTestId('withdraw-success')).toHaveText('Your withdrawal of $15.00 was requested.');
  await expect.poll(() => headerCents(page)).toBe(before - 1500);
  const list = page.getByRole('region', { name: 'My withdrawals' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const { item, id } = await newestWithdrawal(page);
  await expect(item).toContainText('$15.00');

  await payOut(page, id);
  const paid = page.getByTestId(`withdrawal-${id}`);
  await expect(paid.locator('[data-status]')).toHaveText('Paid');
  await expect(paid.getByTestId('auto-receipt')).toBeVisible();
  await paid.getByRole('group', { name: 'Confirm receipt' }).getByRole('button', { name: 'Not received' }).click();
  await paid.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(paid.getByTestId('receipt-error')).toHaveText('Please upload a proof image.');
  await paid.getByLabel('Proof image').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
  await paid.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(paid.locator('[data-receipt]')).toHaveText('Not received');
  // Disputed: no automatic receipt any more, the member may still confirm later.
  await expect(paid.getByTestId('auto-receipt')).toHaveCount(0);
  await expect(paid.getByRole('group', { name: 'Confirm receipt' })).toBeVisible();
  const proof = await call(page, 'GET', `/wps/withdrawal/proof/${id}`);
  expect(proof.status).toBe(200);
  expect(proof.type).toBe('image/png');

  await page.reload();
  await expect(page.getByTestId(`withdrawal-${id}`).locator('[data-receipt]')).toHaveText('Not received');
  expect(await headerCents(page)).toBe(before - 1500);
});

/** Opens a member page and waits until it has loaded (no skeleton left). */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(siteUrl('demo', path));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const RECORD_PAGES = [
  ['/member/transactionHistory', 'Account record'],
  ['/member/personalHistoryCopy', 'Bet record'],
  ['/member/personalProfit', 'Profit and loss'],
  ['/member/bonusDetails', 'Bonus details'],
] as const;

/** $5.00 onto the in-house vendor's wallet (demo has transfer wallets), then three $1.00 spins of Lucky Lantern; the wins. */
async function playThreeSpins(page: Page): Promise<number> {
  const moved = await call(page, 'POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'LIVERY', amount: 500, idempotencyKey: `e2e-payee-in-${Date.now()}` });
  expect(moved.body?.success, JSON.stringify(moved)).toBe(true);
  const list = (await call(page, 'GET', '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=LIVERY&language=en&pageSize=20')).body as unknown as { value: { games: { nodeId: string; gameCode: string }[] } };
  const slot = list.value.games.find((g) => g.gameCode === 'LUCKY_LANTERN')!;
  const launched = (await call(page, 'GET', `/wps/game/launchGame?nodeId=${slot.nodeId}&language=en`)).body as unknown as { value: { url: string } };
  const gameToken = new URL(launched.value.url, 'http://x').searchParams.get('token')!;
  let wins = 0;
  for (let i = 0; i < 3; i += 1) {
    const roundId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const spin = await page.evaluate(async ({ roundId, gameToken }) => {
      const res = await fetch('/games/livery/api/spin', { method: 'POST', headers: { 'content-type': 'application/json', 'X-Game-Token': gameToken }, body: JSON.stringify({ roundId, bet: 100 }) });
      return (await res.json()) as { success: boolean; value: { round: { winAmount: number } } };
    }, { roundId, gameToken });
    expect(spin.success, JSON.stringify(spin)).toBe(true);
    wins += spin.value.round.winAmount;
  }
  return wins;
}

const usd = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('[M2-7][M2-8][M2-9][M2-10][M2-5][P2.5-1] the record pages show the deposit, both withdrawals, a mission bonus, a transfer and three spins, with their filters; the withdraw and record pages are axe-clean in dark and light', async ({ page }) => {
  test.slow();
  await logInAs(page, ACCOUNT, PASSWORD);
  const before = await headerCents(page);

  // The deposit of the first journey completed "Make a deposit today": its $1.00 is a bonus.
  await page.goto(siteUrl('demo', '/member/missionLeaderboard'));
  const mission = page.getByTestId('mission').filter({ hasText: 'Make a deposit today' });
  await expect(mission).toHaveAttribute('data-status', 'claimable');
  await mission.getByRole('button', { name: 'Claim' }).click();
  await expect(mission).toHaveAttribute('data-status', 'claimed');
  await expect.poll(() => headerCents(page)).toBe(before + 100);
  const wins = await playThreeSpins(page);

  // Bet record: the three rounds, their totals, and the game type and provider filters.
  await open(page, '/member/personalHistoryCopy', 'Bet record');
  const rounds = page.getByTestId('records-table').locator('tbody tr');
  await expect(rounds).toHaveCount(3);
  for (const round of await rounds.all()) await expect(round).toContainText(/Lucky Lantern Slots.*Livery Originals.*Settled\$1\.00/);
  const betTotals = page.getByTestId('records-totals');
  await expect(betTotals).toContainText('Records3');
  await expect(betTotals).toContainText('Total bets$3.00');
  await expect(betTotals).toContainText(`Total wins${usd(wins)}`);
  await page.getByLabel('Game type').selectOption({ label: 'In-house games' });
  await expect(page.getByLabel('Provider').locator('option')).toHaveText(['All', 'Livery Originals']);
  await page.getByLabel('Provider').selectOption({ label: 'Livery Originals' });
  await expect(rounds).toHaveCount(3);
  await page.getByLabel('Game type').selectOption({ label: 'Live casino' });
  await expect(page.getByText('No records in this range')).toBeVisible();
  await expect(betTotals).toContainText('Records0');

  // Profit and loss: today, three rounds, the member's net.
  await open(page, '/member/personalProfit', 'Profit and loss');
  const days = page.getByTestId('records-table').locator('tbody tr');
  await expect(days).toHaveCount(1);
  await expect(days.getByRole('cell')).toHaveText([/^\d{4}-\d\d-\d\d$/, '3', '$3.00', usd(wins), `${wins - 300 < 0 ? '-' : ''}${usd(Math.abs(wins - 300))}`]);

  // Account record: every movement, by type; totals of the range.
  await open(page, '/member/transactionHistory', 'Account record');
  const rows = page.getByTestId('records-table').locator('tbody tr');
  const totals = page.getByTestId('records-totals');
  await expect(totals).toContainText(`Total in${usd(10_000 + 100 + 500 + wins)}`);
  await expect(totals).toContainText(`Total out${usd(2_000 + 1_500 + 500 + 300)}`);
  const type = page.getByLabel('Type');
  await type.selectOption({ label: 'Withdrawal' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('-$15.00');
  await expect(rows.nth(1)).toContainText('-$20.00');
  await expect(totals).toContainText('Total out$35.00');
  await type.selectOption({ label: 'Deposit' });
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Main wallet$100.00$100.00');
  await type.selectOption({ label: 'Bonus' });
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('$1.00');
  await type.selectOption({ label: 'Wallet transfer' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('records-table')).toContainText('-$5.00');
  await expect(page.getByTestId('records-table')).toContainText('Livery Originals$5.00');
  await type.selectOption({ label: 'Bet' });
  await expect(rows).toHaveCount(3);
  await expect(totals).toContainText('Total out$3.00');

  // Bonus details: the mission's $1.00.
  await open(page, '/member/bonusDetails', 'Bonus details');
  await expect(page.getByTestId('records-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('records-totals')).toContainText('Total bonus$1.00');

  // axe: the withdraw page and the four records, in the demo's dark palette, then in light.
  for (const palette of ['dark', 'light']) {
    if (palette === 'light') await page.getByRole('banner').getByRole('button', { name: 'Switch to the light theme' }).click();
    await open(page, '/member/withdraw', 'Withdraw');
    await expect(page.getByTestId('withdrawal-list').getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    for (const [path, heading] of RECORD_PAGES) {
      await open(page, path, heading);
      await expectNoAxeViolations(page);
    }
  }
});
