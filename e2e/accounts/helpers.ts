// Helpers of the accounts journeys: merchant URLs, the development server's outbox, captcha and slider answers, and a
// private IP per test so the per-IP limits of one test never reach another.
import { expect as baseExpect, test as baseTest, type BrowserContext, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);

// Each journey crosses several server round trips (argon2 hashing, encrypted bodies) and lazy chunks; on a busy CI
// machine they take longer than the suite's defaults, so these journeys wait longer.
export const expect = baseExpect.configure({ timeout: 30_000 });
export const test = baseTest;
/** The test timeout of these journeys, for the same reason. */
export const JOURNEY_TIMEOUT_MS = 180_000;

export const siteUrl = (merchant: string, path = '/') => `http://${merchant}.localhost:${port}${path}`;

/** A private address (no country, so no region block), different for every test; the server trusts X-Forwarded-For. */
export async function ownIp(context: BrowserContext): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${part()}.${part()}.${part()}` });
}

/** A mobile number nobody has: a leading 0 and 8 random digits. */
export const freshMobile = () => `0${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
export const freshUsername = (prefix = 'e2e') => `${prefix}${Math.random().toString(36).slice(2, 9)}`.slice(0, 12);

interface Envelope<T> {
  success: boolean;
  value?: T;
}

/** Asks the development endpoints from inside the page: the merchant is the page's own host name. */
async function devValue<T>(page: Page, path: string): Promise<T> {
  const body = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    return (await response.json()) as Envelope<unknown>;
  }, path);
  expect(body.success, `${path} answers`).toBe(true);
  return body.value as T;
}

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject?: string | null;
  body: string;
  code: string | null;
}

/** The newest message to a number or address, waiting for it to arrive. */
export async function latestMessage(page: Page, to: string, countryDialingCode?: string): Promise<OutboxMessage> {
  const query = new URLSearchParams({ to, limit: '1', ...(countryDialingCode && { countryDialingCode }) });
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      message = (await devValue<OutboxMessage[]>(page, `/dev/outbox?${query}`))[0];
      return message !== undefined;
    })
    .toBe(true);
  return message as OutboxMessage;
}

export async function latestCode(page: Page, to: string, countryDialingCode?: string): Promise<string> {
  const message = await latestMessage(page, to, countryDialingCode);
  expect(message.code).toBeTruthy();
  return message.code as string;
}

/** Types the answer of the captcha on screen (the development server tells it). */
export async function answerCaptcha(page: Page, input: ReturnType<Page['getByLabel']>): Promise<void> {
  const image = page.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-captcha-id', /.+/);
  const captchaId = (await image.getAttribute('data-captcha-id')) as string;
  const { text } = await devValue<{ text: string }>(page, `/dev/captcha/${captchaId}`);
  await input.fill(text);
}

/** Solves the slider with the keyboard: Page Up moves ten pixels, the arrows one, Enter checks. */
export async function solveSlider(page: Page): Promise<void> {
  const dialog = page.getByTestId('bot-check');
  await expect(dialog).toHaveAttribute('data-challenge-id', /.+/);
  const slider = page.getByRole('slider');
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
  const challengeId = (await dialog.getAttribute('data-challenge-id')) as string;
  const { x } = await devValue<{ x: number }>(page, `/dev/challenge/${challengeId}`);
  await slider.focus();
  for (let i = 0; i < Math.floor(x / 10); i += 1) await slider.press('PageUp');
  for (let i = 0; i < x % 10; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(x));
  await slider.press('Enter');
  await expect(dialog).toBeHidden();
}

export const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** Logs in through the popup with a username and password. */
export async function logIn(page: Page, merchant: string, username: string, password: string): Promise<void> {
  await page.goto(siteUrl(merchant, '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

// lotto turns new-IP verification (NEWIPVERIFY) on, and every journey has its own IP: there, an account with a
// mobile or an e-mail (player1, player2, fresh1, agent1) is asked for a code on its second login of a run. Journeys
// on lotto log in with accounts no other journey uses, or with accounts without a second factor (agent2, agent41,
// agent42, downline1), which new-IP verification cannot ask.
