// The browser-tab icon is the merchant's (issue 20.6): its own favicon from merchants/CODE/assets/ when it has one,
// else one drawn from its logo (its own brand logo, else its theme's); never the same icon for every merchant.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { loadPlatformConfig } from '../../server/config/load-config.js';
import { tempRoot } from '../config/config-fixtures.js';
import { openTestApp, type TestApp } from '../helpers/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ownIcon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#c0ffee"/></svg>';

describe('GET /favicon', () => {
  let t: TestApp;
  let root: ReturnType<typeof tempRoot>;

  beforeAll(async () => {
    root = tempRoot();
    mkdirSync(path.join(root.dir, 'merchants/basic/assets'), { recursive: true });
    root.write('merchants/basic/assets/favicon.svg', ownIcon);
    // demo and lotto without a favicon of their own; lotto without its brand logo either (so its theme's is drawn).
    for (const code of ['demo', 'lotto']) {
      const file = `merchants/${code}/merchant.json`;
      const { brand, ...merchant } = root.read<MerchantConfig>(file);
      root.write(file, code === 'demo' && brand ? { ...merchant, brand: { logo: brand.logo } } : merchant);
      rmSync(path.join(root.dir, `merchants/${code}/assets/favicon.svg`), { force: true });
    }
    const loaded = await loadPlatformConfig(root.dir);
    if (!loaded.ok) throw new Error('the copied configuration is invalid');
    t = await openTestApp({ config: loaded.config });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    root?.remove();
  });

  const icon = (host: string, url = '/favicon') => t.app.inject({ url, headers: { host, accept: 'image/avif,image/webp,image/*,*/*' } });

  it('[issue 20] serves the merchant\'s own favicon from its assets folder', async () => {
    const response = await icon('basic.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toBe(ownIcon);
  });

  it('[issue 20] draws a PNG from the merchant\'s logo (its own, else its theme\'s) for a merchant without one, different per merchant', async () => {
    const demo = await icon('demo.localhost');
    const lotto = await icon('lotto.localhost');
    for (const r of [demo, lotto]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    }
    expect(demo.rawPayload.equals(lotto.rawPayload)).toBe(false);
  });

  it('answers /favicon.ico, which browsers ask for on their own, with the same icon', async () => {
    const ico = await icon('demo.localhost', '/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.rawPayload.equals((await icon('demo.localhost')).rawPayload)).toBe(true);
  });
});
