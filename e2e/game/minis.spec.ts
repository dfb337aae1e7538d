// The mini games journey (docs/demo-game.md): minis1 of basic (single wallet) funds the wallet, opens each of the
// four Livery Originals mini games from the home lobby's in-house row in a new window (Lantern Mines, Lantern Hi-Lo, Lantern
// Crash, Lantern Plinko), plays one round of each with the keyboard, sees the balance follow the wallet, and finds
// every round in the bet record under the round id the page showed. Each page passes axe in the dark and the light
// palette and at a phone's 390 px, and runs under the site's CSP.
import type { BrowserContext, Page } from '@playwright/test';
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

/** Opens a game from its tile in the home lobby's in-house row: a new window at the game's page. */
async function openFromLobby(page: Page, context: BrowserContext, name: string, path: RegExp): Promise<Page> {
  await page.goto(siteUrl('basic', '/'));
  // The row loads its games when it comes near the screen.
  const row = page.getByRole('region', { name: 'In-house games' });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('game-tile').first()).toBeVisible();
  const named = { has: page.getByRole('heading', { name, exact: true }) };
  // The row shows its first games; the others are behind Show more.
  if ((await row.getByTestId('game-tile').filter(named).count()) === 0) await row.getByRole('button', { name: 'Show more' }).click();
  const tile = page.getByTestId('game-tile').filter(named);
  await expect(tile).toBeVisible();
  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: `Play ${name}` }).click();
  const game = await opened;
  await expect(game).toHaveURL(path);
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText(/^\$\d/);
  await expect(game.locator('#server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  return game;
}

/** axe in both palettes, and at a phone's width nothing is wider than the screen. */
async function checkPage(game: Page, shot: string) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await game.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoAxeViolations(game);
  }
  await game.setViewportSize({ width: 390, height: 844 });
  expect(await game.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await game.screenshot({ path: test.info().outputPath(`${shot}-phone-light.png`), fullPage: true });
  await game.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await game.screenshot({ path: test.info().outputPath(`${shot}-phone-dark.png`), fullPage: false });
  await game.setViewportSize({ width: 1280, height: 900 });
}

test('[P7.2-10][P4.6-6][M2-7][P2.1-8][P9-7] a member plays a round of each mini game from the lobby and finds them in the bet record', async ({ page, context }) => {
  const cspErrors: string[] = [];
  context.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text()); });
  await logIn(page, 'basic', 'minis1', 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const api = apiOf(page, `Bearer ${await token(page)}`);
  if ((await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance < 1000) {
    const methods = await api<{ methods: { id: string; type: string }[] }>('/wps/payment/methods');
    const bank = methods.value.methods.find((m) => m.type === 'BANK_TRANSFER')!;
    const deposit = await api<{ payUrl: string }>('/wps/payment/deposit', { methodId: bank.id, amount: 2000, idempotencyKey: `e2e-minis-${Date.now()}` });
    expect(deposit.success).toBe(true);
    await page.goto(siteUrl('basic', deposit.value.payUrl));
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/depositv2/);
  }
  const rounds: string[] = [];

  // Lantern Mines: one mine, a tile from the keyboard, then cash out (or the mine ends it).
  const mines = await openFromLobby(page, context, 'Lantern Mines', /\/games\/livery\/mines\?token=/);
  await checkPage(mines, 'mines');
  await mines.getByLabel('Bet').selectOption({ label: '$0.50' });
  await mines.getByLabel('Mines', { exact: true }).selectOption('1');
  await mines.getByRole('button', { name: 'Start' }).click();
  // The tiles are a grid: one tab stop, arrow keys move (roving tabindex), Enter reveals, the reveal is announced.
  await expect(mines.getByRole('grid', { name: 'Minefield' })).toBeVisible();
  await expect(mines.getByRole('button', { name: 'Row 1, column 1: hidden' })).toBeFocused();
  await mines.keyboard.press('ArrowRight');
  await mines.keyboard.press('ArrowDown');
  await expect(mines.getByRole('button', { name: 'Row 2, column 2: hidden' })).toBeFocused();
  expect(await mines.locator('.tile[tabindex="0"]').count()).toBe(1);
  await mines.keyboard.press('Enter');
  await expect(mines.locator('#result')).toHaveText(/^Row 2, column 2: (safe\. Safe! 1 found|the mine you hit\. A mine!)/);
  if (/Safe/.test((await mines.locator('#result').textContent())!)) {
    await expect(mines.getByRole('button', { name: 'Row 2, column 2: safe' })).toBeDisabled();
    // The arrows pass over a revealed tile; Home goes to the row's start.
    await mines.keyboard.press('ArrowUp');
    await mines.keyboard.press('Home');
    await expect(mines.getByRole('button', { name: 'Row 1, column 1: hidden' })).toBeFocused();
    await mines.getByRole('button', { name: /^Cash out \$/ }).click();
    await expect(mines.locator('#result')).toHaveText('Cashed out at 1.0104×: you win $0.50!');
  } else {
    await expect(mines.getByRole('button', { name: 'Row 2, column 2: the mine you hit' })).toBeVisible();
  }
  await expect(mines.locator('#round-bet')).toHaveText('$0.50');
  await expectNoAxeViolations(mines);
  rounds.push((await mines.locator('#round-id').textContent())!);
  await mines.screenshot({ path: test.info().outputPath('mines-played.png') });
  // In Arabic the page is right to left (logical CSS), fits a phone and passes axe in both palettes.
  const arabic = new URL(mines.url());
  arabic.searchParams.set('lang', 'ar');
  await mines.goto(arabic.toString());
  await expect(mines.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mines.getByRole('grid')).toBeVisible();
  await checkPage(mines, 'mines-ar');
  await mines.close();

  // Lantern Hi-Lo: deal, one guess from the keyboard, cash out if it was right.
  const hilo = await openFromLobby(page, context, 'Lantern Hi-Lo', /\/games\/livery\/hilo\?token=/);
  await checkPage(hilo, 'hilo');
  await hilo.getByLabel('Bet').selectOption({ label: '$0.50' });
  await hilo.getByRole('button', { name: 'Deal' }).click();
  await expect(hilo.locator('#result')).toHaveText(/^The card is the .+\. Higher, lower or the same\?$/);
  await expect(hilo.getByRole('img', { name: / of (clubs|diamonds|hearts|spades)$/ })).toBeVisible();
  await hilo.keyboard.press('Enter');
  await expect(hilo.getByRole('list', { name: 'Cards so far' }).getByRole('listitem')).toHaveCount(1);
  // The cash-out button names its amount only after a right guess; after a wrong one it is disabled as "Cash out".
  if (await hilo.locator('#cashout').isEnabled()) {
    await hilo.getByRole('button', { name: /^Cash out \$/ }).click();
    await expect(hilo.locator('#result')).toHaveText(/^Cashed out at [\d.]+×: you win \$[\d.]+!$/);
  } else {
    await expect(hilo.locator('#result')).toHaveText(/^Wrong: /);
  }
  await expectNoAxeViolations(hilo);
  rounds.push((await hilo.locator('#round-id').textContent())!);
  await hilo.screenshot({ path: test.info().outputPath('hilo-played.png') });
  await hilo.close();

  // Lantern Crash: an automatic cash-out at 1.01x; the round ends paid or crashed.
  const crash = await openFromLobby(page, context, 'Lantern Crash', /\/games\/livery\/crash\?token=/);
  await checkPage(crash, 'crash');
  await crash.getByLabel('Bet').selectOption({ label: '$0.50' });
  await crash.getByLabel('Automatic cash-out (×)').fill('1.01');
  await crash.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(crash.locator('#crash-state')).toHaveText(/^(Paid at 1\.01×\. It crashed at [\d.]+×\.|Crashed at 1\.00×\.)$/, { timeout: 15_000 });
  await expect(crash.locator('#round-win')).toHaveText(/^\$0\.(50|00)$/);
  await expectNoAxeViolations(crash);
  rounds.push((await crash.locator('#round-id').textContent())!);
  await crash.screenshot({ path: test.info().outputPath('crash-played.png') });
  await crash.close();

  // Lantern Plinko, opened from the site in its light palette: the game window follows the site, not the device.
  await page.evaluate(() => localStorage.setItem('palette:basic', 'light'));
  const plinko = await openFromLobby(page, context, 'Lantern Plinko', /\/games\/livery\/plinko\?token=.*palette=light/);
  await plinko.emulateMedia({ colorScheme: 'dark' });
  await expect(plinko.locator('html')).toHaveAttribute('data-palette', 'light');
  expect(await plinko.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 243, 252)');
  await checkPage(plinko, 'plinko');
  // 8 rows, low risk, drop from the keyboard.
  await plinko.getByLabel('Bet').selectOption({ label: '$0.50' });
  await plinko.getByLabel('Rows').selectOption('8');
  await plinko.getByRole('radio', { name: 'Low' }).check();
  await expect(plinko.locator('#plinko-rtp')).toHaveText('Return to player: 96.75 %');
  await expect(plinko.getByTestId('max-win')).toHaveText('The most a round pays is 10,000× the bet; a larger win is paid at 10,000×.');
  // With motion allowed the ball falls row by row along the server's path and lands in the bucket the result names.
  await plinko.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
  await plinko.getByRole('button', { name: 'Drop' }).focus();
  await plinko.keyboard.press('Enter');
  await expect(plinko.locator('#result')).toHaveText(/^Bucket \d: [\d.]+×, you get \$\d+\.\d\d\.$/);
  await expect(plinko.locator('#plinko')).toHaveAttribute('data-ball-row', '8');
  await expect(plinko.locator('.peg--path')).toHaveCount(7);
  await expect(plinko.locator('.peg--ball')).toHaveCount(1);
  const landed = /^Bucket \d: ([\d.]+×)/.exec((await plinko.locator('#result').textContent())!)![1]!;
  await expect(plinko.locator('.bucket--hit')).toHaveText(landed);
  await expect(plinko.getByRole('img', { name: /^The ball went (left|right)(, (left|right)){7} and landed in bucket \d, [\d.]+×\.$/ })).toBeVisible();
  rounds.push((await plinko.locator('#round-id').textContent())!);
  await plinko.screenshot({ path: test.info().outputPath('plinko-played.png') });
  const balance = (await api<{ balance: number }>('/wps/v2/wallets/balance')).value.balance;
  await expect(plinko.locator('#balance')).toHaveText(money(balance));
  await plinko.close();

  const record = await api<{ content: { roundId: string; status: string; betAmount: number }[] }>('/wps/records/bets?pageSize=50');
  for (const roundId of rounds) expect(record.value.content.find((r) => r.roundId === roundId)).toMatchObject({ status: 'settled', betAmount: 50 });
  expect(cspErrors).toEqual([]);
});
