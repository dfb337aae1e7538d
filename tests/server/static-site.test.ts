import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let tmp: string;
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-4f3c2a1b.js"></script></body></html>';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'livery-static-'));
  const siteDir = path.join(tmp, 'site');
  await mkdir(path.join(siteDir, 'assets'), { recursive: true });
  await writeFile(path.join(siteDir, 'index.html'), INDEX);
  await writeFile(path.join(siteDir, 'assets', 'index-4f3c2a1b.js'), 'console.log("site")');
  await writeFile(path.join(siteDir, 'robots.txt'), 'User-agent: *');
  // A config root of our own, so the merchant-asset rules are checked against files we control.
  const assets = path.join(tmp, 'root', 'merchants', 'demo', 'assets');
  await mkdir(assets, { recursive: true });
  await writeFile(path.join(assets, 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(assets, 'notes.txt'), 'not served');
  await writeFile(path.join(tmp, 'root', 'merchants', 'demo', 'merchant.json'), '{"secret":true}');
  t = await openTestApp({ siteDir });
  t.app = await t.variant({ siteDir, config: { ...t.config, rootDir: path.join(tmp, 'root') } });
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

/** index.html as the page shell of demo: the built page with demo's permission data inline (server/lib/page-shell.ts). */
function expectDemoShell(body: string) {
  expect(body).toContain('<div id="root"></div>');
  expect(body).toContain('<script type="module" src="/assets/index-4f3c2a1b.js"></script>');
  const data = /<script type="application\/json" id="permission-data">(.*?)<\/script>/.exec(body)?.[1];
  expect(JSON.parse(data ?? 'null')).toMatchObject({ merchant: { code: 'demo' } });
}

const page = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ url, headers: { host: 'demo.localhost', accept } });

describe('the site', () => {
  it.each(['/', '/index.html'])('[P2.1-1] serves index.html at %s without caching', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectDemoShell(res.body);
  });

  it.each(['/home', '/login', '/promotions', '/member', '/rng?vassalage=PT', '/help'])('[P2.1-1] [P2.1-2] answers the page %s with index.html (history fallback)', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expectDemoShell(res.body);
  });

  it('serves content-hashed assets as immutable for a year', async () => {
    const res = await page('/assets/index-4f3c2a1b.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the site revalidated', async () => {
    const res = await page('/robots.txt', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with the 404 envelope, never the page', async () => {
    const res = await page('/assets/index-00000000.js', 'text/html,*/*');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not_found' });
  });

  it('answers unknown API paths and non-HTML requests with the 404 envelope', async () => {
    for (const res of [await page('/wps/unknown'), await page('/lgw/x'), await page('/promotions', 'application/json'), await t.app.inject({ method: 'POST', url: '/promotions', headers: { accept: 'text/html' } })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'not_found' });
    }
  });
});

describe('configuration files', () => {
  it('serves merchant assets from merchants/CODE/assets with a short cache', async () => {
    const res = await page('/merchant-assets/demo/banner.svg', 'image/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    '/merchant-assets/demo/notes.txt',
    '/merchant-assets/demo/../merchant.json',
    '/merchant-assets/demo/%2e%2e/merchant.json',
    '/merchant-assets/nobody/banner.svg',
    '/themes/aurora/theme.json',
    '/themes/nobody/logo-dark.svg',
  ])('refuses %s', async (url) => {
    const res = await page(url, 'image/*');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('secret');
  });
});

describe('without a built site', () => {
  it('still serves the API and says the site is not built', async () => {
    const bare = await t.variant({ siteDir: path.join(tmp, 'missing') });
    const status = await bare.inject({ url: '/wps/system/status' });
    expect(status.statusCode).toBe(200);
    const home = await bare.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(503);
    expect(home.json()).toMatchObject({ success: false, code: 'site_not_built' });
  });
});

describe('the site build on start', () => {
  it('counts the built site stale when a source of it is newer, and current otherwise', async () => {
    const { mkdtemp, mkdir: makeDir, rm: remove, utimes, writeFile: write } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { siteIsStale } = await import('../../server/site-build.js');
    const root = await mkdtemp(path.join(os.tmpdir(), 'livery-site-stale-'));
    try {
      await makeDir(path.join(root, 'src', 'app'), { recursive: true });
      await makeDir(path.join(root, 'dist', 'site'), { recursive: true });
      await write(path.join(root, 'index.html'), '<!doctype html>');
      await write(path.join(root, 'src', 'app', 'page.tsx'), 'export {}');
      const past = new Date(Date.now() - 60_000);
      for (const file of ['index.html', 'src/app/page.tsx']) await utimes(path.join(root, file), past, past);
      // Times set explicitly: a file system's clock can be coarse, and two writes a few ms apart may share one time.
      const built = new Date(Date.now() - 30_000);
      await write(path.join(root, 'dist', 'site', 'index.html'), '<!doctype html>');
      await utimes(path.join(root, 'dist', 'site', 'index.html'), built, built);
      expect(await siteIsStale(root, 'dist/site')).toBe(false);
      await write(path.join(root, 'src', 'app', 'page.tsx'), 'export const changed = 1;');
      const edited = new Date();
      await utimes(path.join(root, 'src', 'app', 'page.tsx'), edited, edited);
      expect(await siteIsStale(root, 'dist/site')).toBe(true);
    } finally {
      await remove(root, { recursive: true, force: true });
    }
  });
});
