// The daily salary contract journey (docs/agent-contracts.md): agent1 offers his downline agent agent2 a daily salary
// with two tiers, agent2 accepts it on his own page, plays five $1.00 spins of Lucky Lantern (his team's valid bets),
// the development route settles the running day, and both see the settlement: $5.00 of team bets reached tier 2,
// 2 % of it, $0.10, paid into agent2's main wallet; then agent1 asks to end it and agent2 agrees. The contract pages
// are axe-clean in dark and light.
import type { Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test, token } from '../accounts/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
// Two logins, a deposit, a transfer and five spins.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

interface Envelope<T> { success: boolean; code?: string; value: T }

/** Calls the API from the page with its own session (each tab keeps its own token in sessionStorage). */
async function api<T>(page: Page, path: string, body?: object, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const bearer = `Bearer ${await token(page)}`;
  return page.evaluate(async ({ path, body, bearer, headers }) => {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: bearer, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  }, { path, body, bearer, headers }) as Promise<Envelope<T>>;
}

async function agentLogIn(page: Page, username: string): Promise<void> {
  await page.goto(siteUrl('demo', '/agent'));
  const form = page.getByTestId('login-form-agent');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Agent123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/agentHome'));
}

async function openContracts(page: Page, path = '/agentHome/agentDailyWages2', title = 'Daily salary contracts'): Promise<void> {
  await page.goto(siteUrl('demo', path));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Settlement records' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const CONTRACT_PAGES = [
  ['/agentHome/agentDividendRecordCopy2', 'Dividend contracts'],
  ['/agentHome/agentDailyWages2', 'Daily salary contracts'],
  ['/agentHome/agentHourSalary', 'Hourly salary contracts'],
  ['/agentHome/agentRealtimeSalary', 'Real-time salary contracts'],
] as const;

/** Money in and onto the in-house vendor's wallet (demo has transfer wallets), then five $1.00 spins; the bets. */
async function playFiveSpins(page: Page): Promise<number> {
  const methods = await api<{ methods: { id: string; type: string }[] }>(page, '/wps/payment/methods');
  const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
  const deposit = await api<{ payUrl: string }>(page, '/wps/payment/deposit', { methodId: bank.id, amount: 2500, idempotencyKey: `e2e-contract-${Date.now()}` });
  expect(deposit.success).toBe(true);
  await page.goto(siteUrl('demo', deposit.value.payUrl));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/depositv2/);
  const moved = await api<unknown>(page, '/wps/relay/GCS_walletTransferAllIn', { to: 'LIVERY', idempotencyKey: `e2e-contract-in-${Date.now()}` });
  expect(moved.success, JSON.stringify(moved)).toBe(true);

  const list = await api<{ games: { nodeId: string; gameCode: string }[] }>(page, '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=LIVERY&language=en&pageSize=20');
  const slot = list.value.games.find((g) => g.gameCode === 'LUCKY_LANTERN')!;
  const launched = await api<{ url: string }>(page, `/wps/game/launchGame?nodeId=${slot.nodeId}&language=en`);
  const gameToken = new URL(launched.value.url, 'http://x').searchParams.get('token')!;
  const state = await api<{ betSizes: { amount: number }[] }>(page, '/games/livery/api/state', undefined, { 'X-Game-Token': gameToken });
  expect(state.value.betSizes.map((b) => b.amount)).toContain(100);
  let bets = 0;
  for (let i = 0; i < 5; i += 1) {
    const roundId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const spin = await api<unknown>(page, '/games/livery/api/spin', { roundId, bet: 100 }, { 'X-Game-Token': gameToken });
    expect(spin.success, JSON.stringify(spin)).toBe(true);
    bets += 100;
  }
  return bets;
}

test('[M3-8][M4-4][M7-14][M9-10] an agent offers a daily salary, the downline agent accepts, plays, the settled day is paid at the tier reached, and both end it', async ({ page, context }) => {
  // agent1: the offer, two tiers ($1.00 of team bets and 1 active member: 1 %; $5.00 and 1: 2 %).
  await agentLogIn(page, 'agent1');
  await openContracts(page);
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Offer a contract' });
  await form.getByLabel('Downline agent').selectOption('agent2');
  await form.getByLabel('Bet that makes a member active (USD)').fill('1');
  const tier = (n: number) => form.getByTestId('offer-tier').nth(n);
  await tier(0).getByLabel('Team bet from (USD)').fill('1');
  await tier(0).getByLabel('Active members from').fill('1');
  await tier(0).getByLabel('Rate (%)').fill('5');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  // A salary pays at most 3 %: the form says so before sending.
  await expect(tier(0).getByTestId('offer-error-tier0-rate')).toHaveText('Enter a rate above 0% and at most 3%, with at most 2 decimals');
  await tier(0).getByLabel('Rate (%)').fill('1');
  await form.getByRole('button', { name: 'Add a tier' }).click();
  await tier(1).getByLabel('Team bet from (USD)').fill('5');
  await tier(1).getByLabel('Active members from').fill('1');
  await tier(1).getByLabel('Rate (%)').fill('2');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByTestId('offer-sent')).toHaveText('Your offer was sent to agent2. It starts when they accept it.');
  const offered = page.getByTestId('offered-contracts').getByRole('article', { name: 'Contract with agent2' });
  await expect(offered.getByTestId('contract-status')).toHaveText('Offered');
  await expect(offered.getByRole('table', { name: 'Tiers' }).getByRole('row')).toHaveText(['Tier' + 'Team bet from' + 'Active members from' + 'Rate of the valid bets', 'Tier 1$1.0011%', 'Tier 2$5.0012%']);
  const contractId = (await offered.getAttribute('data-contract-id'))!;

  // agent2, in his own tab: the offer, accepted.
  const downline = await context.newPage();
  await agentLogIn(downline, 'agent2');
  await openContracts(downline);
  const mine = downline.getByTestId('my-contracts').getByRole('article', { name: 'Contract from agent1' });
  await expect(mine.getByTestId('contract-request')).toHaveText('New, waiting for an answer');
  await expectNoAxeViolations(downline);
  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(downline.getByTestId('contract-done')).toHaveText('You accepted the contract from agent1.');
  await expect(mine.getByTestId('contract-status')).toHaveText('Accepted');
  await expect(mine.getByRole('button', { name: 'Ask to end' })).toBeVisible();
  await expect(downline.getByTestId('records-table')).toHaveCount(0);

  // His bets, then the running day settled as if it had ended.
  const bets = await playFiveSpins(downline);
  const before = (await api<{ balance: number }>(downline, '/wps/v2/wallets/balance')).value.balance;
  const settled = await api<{ settled: number }>(downline, '/dev/contracts/settle', { contractId });
  expect(settled.value.settled).toBe(1);
  const paid = (bets * 200) / 10_000;
  expect(paid).toBe(10);
  await expect.poll(async () => (await api<{ balance: number }>(downline, '/wps/v2/wallets/balance')).value.balance).toBe(before + paid);

  await openContracts(downline);
  await expect(downline.getByTestId('records-totals')).toHaveText('Records1Paid to me$0.10');
  const row = downline.getByTestId('records-table').getByRole('row').nth(1);
  await expect(row).toContainText('Me$5.001Tier 22%$0.10Paid');
  await expectNoAxeViolations(downline);

  // agent1 sees the accepted contract and the payment to agent2.
  await openContracts(page);
  await expect(offered.getByTestId('contract-status')).toHaveText('Accepted');
  await expect(page.getByTestId('records-table').getByRole('row').nth(1)).toContainText('agent2$5.001Tier 22%$0.10Paid');
  await expect(page.getByTestId('records-totals')).toHaveText('Records1Paid to me$0.00');

  // Ending it takes both sides: agent1 asks, agent2 agrees.
  await offered.getByRole('button', { name: 'Ask to end' }).click();
  await expect(page.getByTestId('contract-done')).toHaveText('You asked to end the contract with agent2.');
  await expect(offered.getByTestId('contract-termination')).toHaveText('You asked to end this contract. It ends when agent2 agrees.');
  await expect(offered.getByRole('button')).toHaveCount(0);
  await openContracts(downline);
  await expect(mine.getByTestId('contract-request')).toHaveText('Termination asked');
  await mine.getByRole('button', { name: 'Agree to end' }).click();
  await expect(downline.getByTestId('contract-done')).toHaveText('The contract with agent1 has ended.');
  await expect(mine.getByTestId('contract-status')).toHaveText('Terminated');
  await expect(mine.getByRole('button')).toHaveCount(0);
});

test('[M3-8][M4-5][M9-6] the four contract pages are axe-clean in dark and light', async ({ page }) => {
  await agentLogIn(page, 'agent1');
  for (const palette of ['dark', 'light'] as const) {
    if (palette === 'light') await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    for (const [path, title] of CONTRACT_PAGES) {
      await openContracts(page, path, title);
      await expectNoAxeViolations(page);
    }
  }
  // The seeded dividend contract: agent1 offered it to agent2, who accepted it.
  await openContracts(page, '/agentHome/agentDividendRecordCopy2', 'Dividend contracts');
  await expect(page.getByTestId('offered-contracts').getByRole('article', { name: 'Contract with agent2' }).getByTestId('contract-status')).toHaveText('Accepted');
});
