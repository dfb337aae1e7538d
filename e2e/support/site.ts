// Shared helpers for the journeys: merchant URLs on the server Playwright starts, and the axe check every page passes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);

/** http://CODE.localhost:PORT/path: Chromium resolves *.localhost to loopback, the server picks the merchant by Host. */
export function siteUrl(merchant: string, path = '/'): string {
  return `http://${merchant}.localhost:${port}${path}`;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Axe over the page, or over `include` alone (a dialog whose page behind it was already checked); `exclude` leaves
 * parts out (a preview frame showing a draft that is wrong on purpose).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[]; include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder.include(options.include);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The computed background colour of the page body, as rgb(r, g, b). */
export async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
