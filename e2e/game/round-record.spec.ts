// A round from the lobby to the bet record (docs/demo-game.md): a member of `basic` (single wallet) funds the main
// wallet through the sandbox gateway, finds Lucky Lantern in the home page's in-house section, launches it in a new
// window, spins until a win, reads each round's id, bet and win from the game page, and finds the winning round in the
// bet record with the same bet and win; the header balance moved by exactly the bets minus the wins, and the win is
// on the winner board. agent42 of basic is this journey's own account: no other journey moves its money.
import type { Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, cents, expect, headerCents, logInAs, ownIp, siteUrl, test } from '../money/helpers';
import { expectNoAxeViolations } from '../support/site';

test.use({ locale: 'en-US' });
// A login, a deposit and up to 60 spins: on a loaded machine this takes longer than one journey's usual time.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

const money = (minor: number) => `${minor < 0 ? '-' : ''}$${Math.floor(Math.abs(minor) / 100).toLocaleString('en-US')}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** The sandbox deposit journey's steps: the header's Deposit, a bank transfer, confirmed on the gateway's page. */
async function deposit(page: Page, dollars: number): Promise<void> {
  const before = await headerCents(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  const form = page.getByRole('region', { name: 'New deposit' });
  await form.getByRole('radio', { name: /Bank transfer/ }).first().check();
  await form.getByLabel('Amount (USD)').fill(String(dollars));
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('deposit-status-value')).toHaveText('Succeeded');
  await expect.poll(() => headerCents(page)).toBe(before + dollars * 100);
}

interface Round {
  roundId: string;
  bet: number;
  win: number;
}

test('[P7.2-10][P4.6-6][M2-7][P7.2-12][P2.1-8] a member finds Lucky Lantern in the lobby, plays until a win and finds the round in the bet record', async ({ page, context }) => {
  await logInAs(page, 'agent42', 'Agent123', 'basic');
  if ((await headerCents(page)) < 1000) await deposit(page, 20);
  await page.goto(siteUrl('basic', '/'));
  const before = await headerCents(page);

  // The lobby: the in-house section (it loads its games when it comes near the viewport) holds Lucky Lantern.
  const section = page.getByTestId('home-section-inhouse');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2, name: 'In-house games' })).toBeVisible();
  const tile = section.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name: 'Lucky Lantern Slots', exact: true }) });
  await expect(tile).toHaveCount(1);
  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: 'Play Lucky Lantern Slots' }).click();
  const game = await opened;
  await expect.poll(() => game.url()).toMatch(/\/games\/livery\/slot\?token=/);
  await expect(game.getByRole('heading', { level: 1, name: 'Lucky Lantern Slots' })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText(money(before));
  await expect(game.locator('#round')).toBeHidden();
  await game.getByLabel('Bet').selectOption({ label: '$0.50' });

  // Spin until a win (a spin wins 19.9 % of the time: 60 spins all lose once in about 600,000 runs); each answer shows
  // the round's id, bet and win, and the result says which it was.
  const rounds: Round[] = [];
  const spin = game.getByRole('button', { name: 'Spin' });
  for (let i = 0; i < 60 && !rounds.some((r) => r.win > 0); i++) {
    const nonce = Number(await game.locator('#nonce').textContent());
    await spin.click();
    await expect(game.locator('#nonce')).toHaveText(String(nonce + 1));
    await expect(spin).toBeEnabled();
    const roundId = (await game.locator('#round-id').textContent()) ?? '';
    expect(roundId).toMatch(/^[0-9a-f]{32}$/);
    expect(rounds.map((r) => r.roundId)).not.toContain(roundId);
    const round = { roundId, bet: cents(await game.locator('#round-bet').textContent()), win: cents(await game.locator('#round-win').textContent()) };
    expect(round.bet).toBe(50);
    await expect(game.locator('#result')).toHaveText(round.win > 0 ? `You win ${money(round.win)}!` : 'No win this time.');
    rounds.push(round);
  }
  const won = rounds.at(-1)!;
  expect(won.win).toBeGreaterThan(0);
  const bets = rounds.reduce((sum, r) => sum + r.bet, 0);
  const wins = rounds.reduce((sum, r) => sum + r.win, 0);
  await expect(game.locator('#balance')).toHaveText(money(before - bets + wins));
  await expect(game.getByText('Round ID')).toBeVisible();
  await expectNoAxeViolations(game);
  await game.close();

  // Back on the site: the header balance moved by exactly the bets minus the wins.
  await page.getByTestId('refresh-balance').click();
  await expect.poll(() => headerCents(page)).toBe(before - bets + wins);

  // The bet record (the last 7 days, newest first): the winning round with its bet and win, and the totals of
  // every round played here.
  await page.goto(siteUrl('basic', '/member/personalHistoryCopy'));
  const table = page.getByTestId('records-table');
  const row = table.getByRole('row').filter({ hasText: won.roundId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lucky Lantern Slots');
  await expect(row).toContainText('Settled');
  await expect(row.getByRole('cell')).toContainText([money(won.bet), money(won.win), money(won.win - won.bet)]);
  if (rounds.length > 1) await expect(table.getByRole('row').filter({ hasText: rounds.at(-2)!.roundId })).toContainText(money(rounds.at(-2)!.win));
  const totals = page.getByTestId('records-totals');
  await expect(totals).toContainText(`Total bets${money(bets)}`);
  await expect(totals).toContainText(`Total wins${money(wins)}`);
  await expectNoAxeViolations(page);

  // The win is on the winner board (largest first; basic's board holds only this run's few wins), name masked.
  const board = await page.evaluate(async () => {
    const response = await fetch('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=50', { headers: { Accept: 'application/json' } });
    return (await response.json()) as { value: { list: { customerName: string; gameName: string; winAmount: number }[] } };
  });
  expect(board.value.list).toContainEqual(expect.objectContaining({ customerName: 'ag***2', gameName: 'Lucky Lantern Slots', winAmount: won.win }));
});
