// Nothing the config check accepts fails later (issue 19.4): every merchant the check accepts goes through the
// site's engine (permission data to flags, menus, register form, theme tokens) and through every endpoint of the API
// contract (docs/openapi.json), once as a visitor and once as a member, without a 5xx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesWithVendors } from '../../src/engine/game-categories.js';
import { featureFlagsFrom } from '../../src/engine/feature-flags.js';
import { homeGameMenu, sideMenu, topNavigation } from '../../src/engine/navigation.js';
import type { PermissionData } from '../../src/engine/permission-data.js';
import { registerSchemaFromRules } from '../../src/engine/register-schema.js';
import { themeTokens } from '../../src/engine/theme-tokens.js';
import { call, login, startAccountsApp, type AccountsTestApp } from './accounts/accounts-app.js';

interface OpenApi {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

const openapi = JSON.parse(readFileSync(path.join(process.cwd(), 'docs/openapi.json'), 'utf8')) as OpenApi;
// Calls that end the session run last, so the member's calls before them keep their token.
const endsSession = (url: string) => /logout|password|delete/i.test(url);
const operations = Object.entries(openapi.paths)
  .flatMap(([route, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: route.replace(/\{[^}]+\}/g, '1') })))
  .sort((a, b) => Number(endsSession(a.url)) - Number(endsSession(b.url)));

// From a private address: it has no country, so no merchant's region rule (lotto admits VN, KH and CN only, and blocks
// 198.51.100.0/24) answers region_blocked before the endpoint itself is reached.
/** Every status at or above 500, as "METHOD url status code". */
async function serverErrors(t: AccountsTestApp, host: string, token?: string): Promise<string[]> {
  const errors: string[] = [];
  for (const { method, url } of operations) {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    const { status, body } = await call(t, method as 'GET', url, payload, { host, ...(token ? { token } : {}), ip: '10.9.8.77' });
    if (status >= 500) errors.push(`${method} ${url} ${status} ${body.code ?? ''}`);
  }
  return errors;
}

describe('every merchant the check accepts is served', { timeout: 300_000 }, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({ nodeEnv: 'test' });
  }, 120_000);
  afterAll(async () => t?.close());

  it('covers the API contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('[issue 19] runs each merchant\'s permission data through the site\'s engine', async () => {
    for (const merchant of t.config.merchants.values()) {
      const host = merchant.domains[0]!;
      const { status, body } = await call<PermissionData>(t, 'GET', '/wps/system/permission', undefined, { host });
      expect(status, merchant.code).toBe(200);
      const permission = body.value!;
      const flags = featureFlagsFrom(permission);
      const categories = categoriesWithVendors(permission.vendors);
      expect(topNavigation(categories).length, merchant.code).toBeGreaterThan(0);
      expect(sideMenu({ categories, flags, loggedIn: true, hasRecent: true }).length).toBeGreaterThan(0);
      expect(homeGameMenu({ categories, loggedIn: true, hasRecent: true }).length).toBeGreaterThan(0);
      for (const mode of ['username', 'mobile'] as const) {
        const form = registerSchemaFromRules(permission.registerFieldRules, { mode, smsVerification: flags.smsRegisterVerification, showCaptcha: false, mobilePasswordAllowed: flags.mobileRegistrationWithPassword });
        expect(Object.keys(form.schema.properties ?? {}).length).toBeGreaterThan(0);
      }
      for (const mode of ['dark', 'light'] as const) expect(themeTokens(permission.theme, mode)).toBeTruthy();
    }
  });

  it('[issue 19] answers every endpoint of every merchant, as a visitor and as a member, without a 5xx', async () => {
    const errors: string[] = [];
    for (const merchant of t.config.merchants.values()) {
      const host = merchant.domains[0]!;
      errors.push(...(await serverErrors(t, host)).map((e) => `${merchant.code} visitor ${e}`));
      const session = await login(t, { username: 'player1', password: 'Player123' }, { host, ip: '10.9.8.78' });
      expect(session.body.value?.token, `${merchant.code} login: ${session.body.code}`).toBeTruthy();
      errors.push(...(await serverErrors(t, host, session.body.value!.token)).map((e) => `${merchant.code} member ${e}`));
    }
    expect(errors).toEqual([]);
  });
});
