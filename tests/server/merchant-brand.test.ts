// The merchant's own logo and favicon (issue 17, point 5: merchant assets, not the theme's): served from its assets
// folder like its banners, chosen over the theme's in the permission data, the page shell, the favicon and the offline
// page, with the header's box taken from the file; a merchant without a brand keeps its theme's logo.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionData } from '../../src/engine/permission-data.js';
import { openTestApp, valueOf, withMerchant, type TestApp } from '../helpers/test-app.js';

const TEMPLATE = [
  '<!doctype html>', '<html lang="km">', '  <head>', '    <link rel="icon" href="/favicon" />', '    <title>…</title>',
  '    <script type="module" crossorigin src="/assets/index-9z8y7x6w.js"></script>', '  </head>',
  '  <body><div id="root"></div></body>', '</html>',
].join('\n');

let t: TestApp;
let tmp: string;
let withoutBrand: TestApp['app'];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'livery-brand-'));
  await mkdir(path.join(tmp, 'assets'), { recursive: true });
  await writeFile(path.join(tmp, 'index.html'), TEMPLATE);
  t = await openTestApp({ siteDir: tmp });
  withoutBrand = await t.variant({ siteDir: tmp, config: withMerchant(t.config, 'basic', { brand: undefined }) });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(tmp, { recursive: true, force: true });
});

const permission = async (app: TestApp['app'], host: string) => valueOf<PermissionData>(await app.inject({ url: '/wps/system/permission', headers: { host } }));

describe('a merchant logo', () => {
  it('[P2.5-1] is the merchant\'s own file in the permission data, with its box from the file and its name per language', async () => {
    const { theme } = await permission(t.app, 'basic.localhost');
    expect(theme.logo).toMatchObject({ dark: '/merchant-assets/basic/logo-dark.svg', light: '/merchant-assets/basic/logo-light.svg', height: 40 });
    // logo-dark.svg is 163 by 40: at the theme's 40 px height the header reserves 163 px, not the theme's 160.
    expect(theme.logo.width).toBe(163);
    expect(theme.logo.alt).toEqual({ en: 'Basic Bet', km: 'Basic Bet', zh: 'Basic Bet' });
    expect(JSON.stringify(theme.logo)).not.toContain('/themes/');
  });

  it('is served from merchants/CODE/assets/ with the short cache of other merchant assets', async () => {
    const { theme } = await permission(t.app, 'basic.localhost');
    for (const url of [theme.logo.dark, theme.logo.light]) {
      const res = await t.app.inject({ url, headers: { host: 'basic.localhost' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.body).toContain('aria-label="Basic Bet"');
    }
  });

  it('falls back to the theme\'s logo and box for a merchant without a brand', async () => {
    const { theme } = await permission(withoutBrand, 'basic.localhost');
    expect(theme.logo).toEqual({ dark: '/themes/pitch/logo-dark.svg', light: '/themes/pitch/logo-light.svg', width: 160, height: 40 });
  });

  it('stands in for the light palette with the dark logo when the brand has no light one', async () => {
    const basic = t.config.merchants.get('basic')!;
    const app = await t.variant({ config: withMerchant(t.config, 'basic', { brand: { logo: { dark: basic.brand!.logo.dark } } }) });
    const { theme } = await permission(app, 'basic.localhost');
    expect(theme.logo.light).toBe('/merchant-assets/basic/logo-dark.svg');
    expect(theme.logo.alt).toBeUndefined();
  });

  it('is the offline page\'s logo, inline, with the brand name as its text', async () => {
    const res = await t.app.inject({ url: '/offline.html', headers: { host: 'lotto.localhost' } });
    expect(res.statusCode).toBe(200);
    // lotto's default palette is light; its light logo is 134 by 40.
    expect(res.body).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" width="134" height="40" alt="Lotto Lucky">/);
    const inline = Buffer.from(/base64,([^"]+)"/.exec(res.body)![1]!, 'base64').toString('utf8');
    expect(inline).toContain('aria-label="Lotto Lucky"');
  });
});

describe('a merchant favicon', () => {
  it('[issue 20] is the file the brand names, at /favicon and linked by its own address from the page shell', async () => {
    const icon = await t.app.inject({ url: '/favicon', headers: { host: 'basic.localhost' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const page = await t.app.inject({ url: '/', headers: { host: 'basic.localhost', accept: 'text/html' } });
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/merchant-assets/basic/favicon.svg" />');
    expect(page.body).not.toContain('href="/favicon"');
    const linked = await t.app.inject({ url: '/merchant-assets/basic/favicon.svg', headers: { host: 'basic.localhost' } });
    expect(linked.body).toBe(icon.body);
    // Nothing of the theme is preloaded or linked: the header's logo is the merchant's.
    expect(page.body).not.toMatch(/\/themes\/pitch\//);
  });

  it('without a brand, the page keeps /favicon (the folder\'s favicon file, else drawn: tests/server/favicon.test.ts)', async () => {
    const page = await withoutBrand.inject({ url: '/', headers: { host: 'basic.localhost', accept: 'text/html' } });
    expect(page.body).toContain('<link rel="icon" href="/favicon" />');
    expect((await withoutBrand.inject({ url: '/favicon', headers: { host: 'basic.localhost' } })).statusCode).toBe(200);
  });
});
