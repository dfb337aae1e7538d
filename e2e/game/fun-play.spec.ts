// Fun play (docs/vendors.md "Fun play", spec P1-1, P6-1): a visitor on demo (free play on) opens a slot "for fun"
// from its tile without logging in; the game window says "Fun mode", plays with 2,000.00 of play money, spins by
// keyboard, and passes axe.
import { expectNoAxeViolations } from '../support/site';
import { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P6-1][P1-1] a visitor plays a slot for fun: play money, labelled, nothing asked of a wallet', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await page.goto(siteUrl('demo', '/rng'));
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  const name = (await tile.getByRole('heading').first().textContent())!.trim();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/g2-fun-lobby.png' });

  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: `Try ${name} for fun` }).click();
  const slot = await opened;
  await expect(slot).toHaveURL(/\/demo-aggregator\/play\?token=/);
  await expect(slot.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(slot.getByTestId('fun-mode')).toContainText('Fun mode');
  await expect(slot.getByTestId('fun-mode')).toContainText('play money');
  await expect(slot.locator('#balance')).toHaveText('2,000.00');
  await expect(slot.getByText('Free play: the jackpots are shown but cannot be won.').first()).toBeVisible();

  // One spin by keyboard: the play money follows the round.
  const nonce = Number(await slot.locator('#nonce').textContent());
  await slot.getByLabel('Bet').selectOption({ label: '1.00' });
  await slot.getByRole('button', { name: 'Spin' }).focus();
  await slot.keyboard.press('Enter');
  await expect(slot.locator('#nonce')).toHaveText(String(nonce + 1));
  await expect(slot.locator('#round-bet')).toHaveText('1.00');
  const win = Number((await slot.locator('#round-win').textContent())!.replace(/,/g, ''));
  await expect(slot.locator('#balance')).toHaveText((2000 - 1 + win).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expectNoAxeViolations(slot);
  await slot.screenshot({ path: '/tmp/g2-fun-slot.png', fullPage: true });
});

test('[P4.6-6][P6-1] a visitor plays an in-house game for fun from the home: "Fun play", play money and a way to real play', async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await page.goto(siteUrl('demo', '/'));
  // The row loads its games when it comes near the screen; the others than its first are behind Show more.
  const row = page.getByRole('region', { name: 'In-house games' });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('game-tile').first()).toBeVisible();
  const named = { has: page.getByRole('heading', { name: 'Lantern Dice', exact: true }) };
  if ((await row.getByTestId('game-tile').filter(named).count()) === 0) await row.getByRole('button', { name: 'Show more' }).click();
  const tile = row.getByTestId('game-tile').filter(named);
  await expect(tile).toBeVisible();

  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: 'Try Lantern Dice for fun' }).click();
  const dice = await opened;
  await expect(dice).toHaveURL(/\/games\/livery\/dice\?token=/);
  await expect(dice.getByRole('heading', { level: 1, name: 'Lantern Dice' })).toBeVisible();
  await expect(dice.getByTestId('fun-mode')).toContainText('Fun play');
  await expect(dice.getByTestId('fun-mode')).toContainText('You play with play money: nothing real is bet or won');
  await expect(dice.getByRole('link', { name: 'Play for real money' })).toHaveAttribute('href', '/');
  await expect(dice.locator('#balance')).toHaveText('2,000.00');

  // One roll by keyboard: the play money follows the round.
  await dice.getByLabel('Bet').selectOption({ label: '1.00' });
  await dice.getByRole('button', { name: 'Roll' }).focus();
  await dice.keyboard.press('Enter');
  await expect(dice.locator('#round-bet')).toHaveText('1.00');
  const win = Number((await dice.locator('#round-win').textContent())!.replace(/,/g, ''));
  await expect(dice.locator('#balance')).toHaveText((2000 - 1 + win).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expectNoAxeViolations(dice);
});
