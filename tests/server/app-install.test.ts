// Installable per merchant (issue 21, docs/phones.md): the manifest carries the merchant's name and its theme's
// colours and points at icons this server draws; the service worker never caches the API; the offline page is the
// merchant's, in its default language; the page shell links the manifest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPageShell } from '../../server/lib/page-shell.js';
import { NEVER_CACHED } from '../../server/lib/service-worker.js';
import { shortName } from '../../server/lib/web-manifest.js';
import { openTestApp, type TestApp } from '../helpers/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('installable site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (host: string, url: string) => t.app.inject({ url, headers: { host } });

  it('[issue 21] serves a manifest per merchant with its name, theme colours and its own icons', async () => {
    const demo = await get('demo.localhost', '/manifest.webmanifest');
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toContain('application/manifest+json');
    const manifest = demo.json() as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: 'Livery Demo', short_name: 'Livery Demo', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) expect(icon.src.startsWith('/')).toBe(true); // nothing remote

    const lotto = (await get('lotto.localhost', '/manifest.webmanifest')).json() as typeof manifest;
    expect(lotto.name).toBe('Lotto Lucky');
    expect(lotto.theme_color).not.toBe(manifest.theme_color);

    const icon = await get('demo.localhost', '/app-icon-512.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(icon.rawPayload.readUInt32BE(16)).toBe(512); // the PNG's width
  });

  it('[issue 21] keeps a home-screen name short', () => {
    expect(shortName('Lotto Lucky')).toBe('Lotto Lucky');
    expect(shortName('Golden Dragon Palace Casino')).toBe('Golden');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });

  it('[issue 21] the service worker leaves the API, member data and money to the network', async () => {
    const worker = await get('demo.localhost', '/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    for (const path of ['/wps/v2/wallets/balance', '/wps/payment/deposit', '/wps/member/info', '/lgw/launch', '/dev/outbox', '/sandbox-gateway/pay/1'])
      expect(NEVER_CACHED.test(path), path).toBe(true);
    for (const path of ['/assets/index-abc.js', '/themes/aurora/logo-dark.svg', '/']) expect(NEVER_CACHED.test(path), path).toBe(false);
    expect(worker.body).toContain("request.method !== 'GET'");
  });

  it('[issue 21] the offline page is the merchant\'s, in its default language, with nothing remote', async () => {
    const page = await get('lotto.localhost', '/offline.html');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="vi" dir="ltr">');
    expect(page.body).toContain('Lotto Lucky');
    expect(page.body).toContain('Bạn đang ngoại tuyến');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
  });

  it('[issue 21] the page shell links the manifest and the home-screen icon', () => {
    const template = '<!doctype html><html lang="km"><head><title>…</title></head><body><script type="module" src="/a.js"></script></body></html>';
    const html = renderPageShell(template, { lang: 'en', title: 'Livery Demo', description: 'd', themeColor: '#000', background: '#000', text: '#fff', colorScheme: 'dark', permission: {} });
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/app-icon-192.png" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Livery Demo" />');
  });
});
