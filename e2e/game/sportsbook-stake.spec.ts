// The sportsbook's stake field reads amounts by the site's one money-input rule (docs/vendors.md "The sportsbook"):
// in English, thousands grouped by commas, a decimal point (a lone comma that cannot group is a decimal comma), no
// more decimals than the currency has. A stake it cannot read is said in the slip, in the page's language, with an
// example as the language writes it, and Place bet places nothing. gamer1 of basic (USD) places no bet here.
import { JOURNEY_TIMEOUT_MS, expect, logIn, ownIp, siteUrl, test, token } from '../accounts/helpers';

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
test.beforeEach(async ({ context }) => ownIp(context));

test('[P9-7] the bet slip refuses a stake with too many decimals or ambiguous separators, and reads grouped thousands and a lone decimal comma', async ({ page, context }) => {
  await logIn(page, 'basic', 'gamer1', 'Player123');
  await expect.poll(() => token(page)).not.toBeNull();
  const bearer = `Bearer ${await token(page)}`;
  const launched = await page.evaluate(async (bearer) => {
    const get = async (path: string) => (await fetch(path, { headers: { Authorization: bearer, Accept: 'application/json' } })).json();
    const list = await get('/wps/relay/GCSGAME_gameList?gameType=SPORTS&vassalage=IBC&language=en&pageSize=5');
    return (await get(`/wps/game/launchGame?nodeId=${list.value.games[0].nodeId}&language=en`)).value.url as string;
  }, bearer);
  const book = await context.newPage();
  await book.goto(siteUrl('basic', launched));
  await expect(book.locator('#balance')).toHaveText(/^\$\d/);
  const pick = book.getByRole('region', { name: /Turbo Football/ }).getByRole('group', { name: /Match result/ }).nth(1).getByRole('button').first();
  await pick.click();
  await expect(book.locator('#slip-legs li')).toHaveCount(1);

  const stake = book.getByLabel('Stake (USD)');
  const slipError = book.locator('#slip-error');
  await stake.fill('1.234');
  await expect(slipError).toHaveText('The stake can have at most 2 decimal places.');
  await expect(stake).toHaveAttribute('aria-invalid', 'true');
  await expect(book.locator('#slip-return')).toHaveText('–');
  await book.getByRole('button', { name: 'Place bet' }).click();
  await expect(slipError).toHaveText('The stake can have at most 2 decimal places.');
  await expect(stake).toBeFocused();
  await expect(book.locator('#slip-done')).toHaveText('');

  // German-style separators on an English page are ambiguous: the slip shows how English writes an amount.
  await stake.fill('1.250,50');
  await expect(slipError).toHaveText('Enter the stake as a number, e.g. 10 or 1,250.50.');
  await expect(stake).toHaveAttribute('aria-invalid', 'true');
  // A lone comma that cannot group thousands is a decimal comma (a keyboard without a point): two and a half dollars.
  await stake.fill('2,5');
  await expect(stake).toHaveAttribute('aria-invalid', 'false');
  await expect(slipError).not.toHaveText(/Enter the stake|decimal places/);

  // Grouped thousands read as one amount: 1,001 dollars, above the book's $1,000 maximum (not 1.001, a dollar).
  await stake.fill('1,001');
  await expect(stake).toHaveAttribute('aria-invalid', 'false');
  await expect(slipError).toHaveText('The stake is above the maximum of $1,000.00.');
  await stake.fill('1,000');
  // Quoted, unless the odds moved since the page loaded (then the slip offers the new odds instead).
  await expect(book.locator('#slip-return').filter({ hasText: /^\$[\d,]+\.\d\d$/ }).or(book.getByRole('button', { name: 'Accept the new odds' }))).toBeVisible();
});
