// Journeys that check "today" (daily missions, the day's profit and loss, records of today) need every step on one
// calendar day of the merchant's time zone: the server dates what happens by its clock in that zone. A journey that
// would cross the merchant's midnight waits for the new day to begin first, so what it does today and what it reads
// back as today are the same day, whenever CI runs.
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';

/** The time zone a merchant's config gives (merchants/CODE/merchant.json). */
export const merchantTimeZone = (merchant: string): string =>
  (JSON.parse(readFileSync(new URL(`../../merchants/${merchant}/merchant.json`, import.meta.url), 'utf8')) as { timezone: string }).timezone;

/** Milliseconds until the next midnight in `timeZone`, read from `now`. */
export function msToMidnight(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, number>>((acc, part) => (part.type === 'literal' ? acc : { ...acc, [part.type]: Number(part.value) }), {});
  const elapsed = ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000 + now.getMilliseconds();
  return 24 * 60 * 60 * 1000 - elapsed;
}

/**
 * Called in a serial file's `beforeAll`: when fewer than `minutes` are left of the merchant's day, waits until a
 * few seconds past its midnight, so the whole file runs on one merchant day.
 */
export async function startOnOneMerchantDay(timeZone: string, minutes: number): Promise<void> {
  const left = msToMidnight(timeZone, new Date());
  if (left > minutes * 60_000) return;
  const wait = left + 5_000;
  test.setTimeout(wait + 60_000);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
