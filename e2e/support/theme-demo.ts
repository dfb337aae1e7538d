// The bundled themes shown on the demo merchant through the preview console's theme demo (docs/preview.md): no
// merchant's files change, and every journey that loops over the themes sees each one as a visitor would.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, request, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ThemeConfig } from '../../src/engine/config-types';
import { siteUrl } from './site';

// The test runner's own requests do not resolve *.localhost; 127.0.0.1 serves the default merchant (demo).
const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8091)}`;
// The demo staff login the Playwright server starts with (playwright.config.ts, docs/preview.md).
const STAFF = { username: 'support', password: 'Preview-Demo-1' };
/** The merchant the themes are shown on: demo offers every category, so each theme's home order shows. */
export const DEMO_MERCHANT = 'demo';

/** Every theme in themes/, the new ones included as soon as their folder exists. */
export const BUNDLED_THEMES: readonly string[] = readdirSync('themes')
  .filter((code) => existsSync(`themes/${code}/theme.json`))
  .sort();

export function themeFile(code: string): ThemeConfig {
  return JSON.parse(readFileSync(`themes/${code}/theme.json`, 'utf8')) as ThemeConfig;
}

/** A staff session on the server (one login per worker: the staff login allows 10 a minute per address). */
export interface StaffSession {
  api: APIRequestContext;
  cookie: { name: string; value: string };
}

export async function staffSession(): Promise<StaffSession> {
  const api = await request.newContext({ baseURL: apiOrigin });
  const login = await api.post('/wps/preview/login', { data: STAFF });
  expect(login.status()).toBe(200);
  const cookie = (await api.storageState()).cookies.find((c) => c.name.endsWith('livery_staff'));
  if (!cookie) throw new Error('the staff login set no cookie');
  return { api, cookie: { name: cookie.name, value: cookie.value } };
}

/** Opens the demo merchant's PATH in THEME and PALETTE, as a visitor in English. */
export async function openThemeDemo(page: Page, context: BrowserContext, staff: StaffSession, theme: string, palette: 'dark' | 'light', path = '/'): Promise<void> {
  await context.addCookies([{ ...staff.cookie, url: siteUrl(DEMO_MERCHANT) }]);
  const view = { merchant: DEMO_MERCHANT, language: 'en', palette, status: 'normal', login: 'visitor', flags: {}, fields: {}, path, theme };
  const created = await staff.api.post('/wps/preview/views', { data: view });
  expect(created.status()).toBe(200);
  const { value } = (await created.json()) as { value: { id: string } };
  const query = new URLSearchParams({ merchant: DEMO_MERCHANT, preview: value.id, lang: 'en', palette });
  await page.goto(siteUrl(DEMO_MERCHANT, `${path}?${query.toString()}`));
}
