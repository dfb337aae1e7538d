// The site's Content-Security-Policy admits Telegram's login widget only for merchants that enable Telegram sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSources } from '../../../server/plugins/external/helmet.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

/** The policy's directives by name, each with its sources. */
async function policyOf(host: string, url: string, accept = 'text/html'): Promise<Map<string, string[]>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { host, accept } });
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('Content-Security-Policy and the Telegram login widget', () => {
  it('[P2.9-2][P6-6] lets a merchant with Telegram sign-in load the widget script and its iframe, and nothing more', async () => {
    expect(t.config.merchants.get('demo')?.socialSignIn?.telegram?.enabled).toBe(true);
    for (const url of ['/', '/login', '/wps/system/permission']) {
      const csp = await policyOf('demo.localhost', url);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://telegram.org']);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://oauth.telegram.org']);
      // Everything else stays as strict as on any merchant.
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
    }
  });

  it('[P2.9-2][P6-6] keeps the strict policy for a merchant without Telegram sign-in', async () => {
    expect(t.config.merchants.get('basic')?.socialSignIn?.telegram?.enabled).not.toBe(true);
    for (const url of ['/', '/wps/system/permission']) {
      const csp = await policyOf('basic.localhost', url);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect([...csp.values()].flat().some((source) => source.includes('telegram'))).toBe(false);
    }
  });

  it('[P2.9-2] adds sources only to the named directives', () => {
    expect(withSources("default-src 'self';script-src 'self';frame-src 'self'", { 'script-src': 'https://a.example' })).toBe(
      "default-src 'self';script-src 'self' https://a.example;frame-src 'self'",
    );
  });
});
