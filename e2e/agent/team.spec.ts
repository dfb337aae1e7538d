// The agent centre's team journey (docs/agent-centre.md, M2-19..M2-27): demo's agent42 (no other journey touches its
// team) logs in at /agent, opens the team overview, registers a downline member under the merchant's rules, finds it
// in downline management; the new member, in its own tab, deposits and plays three $1.00 spins, and cannot enter the
// agent centre; the agent then sees those bets in team betting, the day in team profit and loss, the team's activity
// on the overview, and an empty income page. The team pages are axe-clean in dark and light.
import type { Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test, token } from '../accounts/helpers';
import { logInAs } from '../money/helpers';
import { merchantTimeZone, startOnOneMerchantDay } from '../support/merchant-day';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
// Two logins, a registration, a deposit, a transfer and three spins.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
// The member's bets and the agent's view of "today" must fall on one merchant day.
test.beforeAll(() => startOnOneMerchantDay(merchantTimeZone('demo'), 8));
test.beforeEach(async ({ context }) => ownIp(context));

const AGENT = 'agent42';
const AGENT_PASSWORD = 'Agent123';
const MEMBER_PASSWORD = 'Team1234';

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

async function agentLogIn(page: Page): Promise<void> {
  await page.goto(siteUrl('demo', '/agent'));
  const form = page.getByTestId('login-form-agent');
  await form.getByLabel('Username').fill(AGENT);
  await form.getByLabel('Password', { exact: true }).fill(AGENT_PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/agentHome'));
}

/** Opens an agent centre page and waits until it has loaded. */
async function openTeamPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(siteUrl('demo', path));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The value shown under a label of the overview's cards. */
const card = (page: Page, testId: string, label: string) =>
  page.getByTestId(testId).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

/** $25.00 in through the sandbox gateway, all of it onto the in-house vendor's wallet, then three $1.00 spins. */
async function depositAndPlay(page: Page): Promise<void> {
  const methods = await api<{ methods: { id: string; type: string }[] }>(page, '/wps/payment/methods');
  const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
  const deposit = await api<{ payUrl: string }>(page, '/wps/payment/deposit', { methodId: bank.id, amount: 2500, idempotencyKey: `e2e-team-${Date.now()}` });
  expect(deposit.success, JSON.stringify(deposit)).toBe(true);
  await page.goto(siteUrl('demo', deposit.value.payUrl));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Succeeded');
  const moved = await api<unknown>(page, '/wps/relay/GCS_walletTransferAllIn', { to: 'LIVERY', idempotencyKey: `e2e-team-in-${Date.now()}` });
  expect(moved.success, JSON.stringify(moved)).toBe(true);

  const list = await api<{ games: { nodeId: string; gameCode: string }[] }>(page, '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=LIVERY&language=en&pageSize=20');
  const slot = list.value.games.find((g) => g.gameCode === 'LUCKY_LANTERN')!;
  const launched = await api<{ url: string }>(page, `/wps/game/launchGame?nodeId=${slot.nodeId}&language=en`);
  const gameToken = new URL(launched.value.url, 'http://x').searchParams.get('token')!;
  for (let i = 0; i < 3; i += 1) {
    const roundId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const spin = await api<unknown>(page, '/games/livery/api/spin', { roundId, bet: 100 }, { 'X-Game-Token': gameToken });
    expect(spin.success, JSON.stringify(spin)).toBe(true);
  }
}

const TEAM_PAGES = [
  ['/agentHome/agentTeamOverview', 'Team overview'],
  ['/agentHome/registerCenter', 'Register a downline'],
  ['/agentHome/downlineManagmentView', 'Downline management'],
  ['/agentHome/personalHistoryCopy', 'Team betting'],
  ['/agentHome/palStatementsAgentCopy', 'Team profit and loss'],
  ['/agentHome/agentRevenueReport', 'Income'],
] as const;

test('[M2-19][M2-21][M2-22][M2-23][M2-24][M2-25][M2-26] an agent registers a downline, finds it, and sees its bets, its day and the team activity; the member cannot enter the agent centre', async ({ page, context }) => {
  const username = `tm${Date.now().toString(36).slice(-8)}`;

  // The overview, the /agentHome landing: agent42 starts with no team.
  await agentLogIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(card(page, 'team-counts', 'Direct downlines')).toHaveText('0');

  // Registration under demo's rules: each field's own message, then the member is created.
  await page.getByRole('link', { name: 'Register a downline' }).first().click();
  await expect(page).toHaveURL(siteUrl('demo', '/agentHome/registerCenter'));
  await expect(page.getByRole('heading', { level: 1, name: 'Register a downline' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New downline member' });
  await form.getByLabel('Username').fill('9abc');
  await form.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await form.getByLabel('Confirm password').fill('Team9999');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Use 6 to 12 letters or digits, starting with a letter')).toBeVisible();
  await expect(form.getByText('Confirmation password is not correct')).toBeVisible();
  await expect(page.getByTestId('downline-table')).toHaveCount(0);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`${username} is now in your team.`)).toBeVisible();

  // Downline management: the new member on level 1, found again by its username.
  await page.getByRole('link', { name: 'See the downline list' }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/agentHome/downlineManagmentView'));
  const table = page.getByTestId('downline-table');
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Never');
  await page.getByRole('search', { name: 'Search downlines' }).getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('downline-count')).toHaveText('1 member');

  // The new member, in its own tab: logs in on the member site, deposits and plays three $1.00 spins.
  const member = await context.newPage();
  await logInAs(member, username, MEMBER_PASSWORD);
  await depositAndPlay(member);
  // A member cannot enter the agent centre: /agentHome sends it to /agent, whose login refuses it.
  await member.goto(siteUrl('demo', '/agentHome/agentTeamOverview'));
  await expect(member).toHaveURL(siteUrl('demo', '/agent'));
  const refused = member.getByTestId('login-form-agent');
  await refused.getByLabel('Username').fill(username);
  await refused.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await refused.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(refused.getByTestId('login-error')).toHaveText('Non-agents cannot log in');
  await expect(member).toHaveURL(siteUrl('demo', '/agent'));
  await member.close();

  // Team betting: the three rounds of the new member, with their totals.
  await openTeamPage(page, '/agentHome/personalHistoryCopy', 'Team betting');
  const bets = page.getByTestId('team-table').locator('tbody tr');
  await expect(bets).toHaveCount(3);
  for (const r of await bets.all()) {
    await expect(r).toContainText(username);
    await expect(r).toContainText('Lucky Lantern Slots');
  }
  await expect(page.getByTestId('team-totals')).toContainText('Records3');
  await expect(page.getByTestId('team-totals')).toContainText('Bets$3.00');

  // Team profit and loss: today, one active member, three rounds.
  await openTeamPage(page, '/agentHome/palStatementsAgentCopy', 'Team profit and loss');
  const day = page.getByTestId('team-table').locator('tbody tr');
  await expect(day).toHaveCount(1);
  await expect(day.getByRole('cell').nth(1)).toHaveText('1');
  await expect(day.getByRole('cell').nth(2)).toHaveText('3');
  await expect(day.getByRole('cell').nth(3)).toHaveText('$3.00');

  // Income: nothing credited to agent42 by contracts or commissions.
  await openTeamPage(page, '/agentHome/agentRevenueReport', 'Income');
  await expect(page.getByText('No records in this range.')).toBeVisible();

  // The overview counts the new member and today's activity.
  await openTeamPage(page, '/agentHome/agentTeamOverview', 'Team overview');
  await expect(card(page, 'team-counts', 'Direct downlines')).toHaveText('1');
  await expect(card(page, 'team-counts', 'New today')).toHaveText('1');
  await expect(card(page, 'team-counts', 'Active members in the period')).toHaveText('1');
  await expect(card(page, 'team-amounts', 'Deposits')).toHaveText('$25.00');
  await expect(card(page, 'team-amounts', 'Bets')).toHaveText('$3.00');
});

test('[M2-19][M2-21][M2-22][M2-23][M2-24][M2-25][M2-26] the team pages are axe-clean in dark and light', async ({ page }) => {
  test.slow();
  await agentLogIn(page);
  for (const palette of ['dark', 'light'] as const) {
    if (palette === 'light') await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    for (const [path, title] of TEAM_PAGES) {
      await openTeamPage(page, path, title);
      await expectNoAxeViolations(page);
    }
  }
});
