// Helpers of the money journeys: log in as a demo account and land on a page with the popups closed, read the
// header balance as cents.
import type { Page } from '@playwright/test';
import { expect, logIn, siteUrl } from '../accounts/helpers';

export { JOURNEY_TIMEOUT_MS, expect, ownIp, siteUrl, test } from '../accounts/helpers';

/** Logs in through the popup, closes the welcome dialog and waits for the header's balance. */
export async function logInAs(page: Page, username = 'player1', password = 'Player123', merchant = 'demo'): Promise<void> {
  await logIn(page, merchant, username, password);
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByRole('button', { name: 'Play now' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText(/^\$[\d,]+\.\d\d$/);
  expect(page.url()).toBe(siteUrl(merchant, '/'));
}

/** "$1,234.50" -> 123450. */
export const cents = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

export async function headerCents(page: Page): Promise<number> {
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);
  return cents(await balance.textContent());
}
