// The page shell per Host: the built index.html with the merchant's title, language, description and colours, and
// its permission data inline, so the first paint needs no round trip (issue "Performance", point 3).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineSmallStylesheets, renderPageShell } from '../../server/lib/page-shell.js';
import { openTestApp, type TestApp } from '../helpers/test-app.js';
import { GAME_LIST, HOME_SECTION_PAGE_SIZE, gameListUrl, homeAnnouncementsUrl } from '../../src/engine/api/api-url.js';
import { GAME_CENTRES } from '../../src/features/lobby/components/category-lobby.js';
import { GAME_LIST_PAGES } from '../../server/services/page-shell.js';
import { seedGameCatalogue } from '../../server/db/catalogue-seed.js';

const TEMPLATE = [
  '<!doctype html>', '<html lang="km">', '  <head>', '    <meta charset="UTF-8" />', '    <title>…</title>',
  '    <script type="module" crossorigin src="/assets/index-9z8y7x6w.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-5a4b3c2d.css">',
  '    <meta name="livery-locale-folder" content="/assets/locales-abc123" />',
  '    <link rel="modulepreload" crossorigin href="/assets/route-table-1a2b3c4d.js" data-route-table fetchpriority="low" />', '  </head>',
  '  <body><div id="root"><div class="boot"><span class="boot-spinner"></span></div></div></body>', '</html>',
].join('\n');

let t: TestApp;
let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'livery-shell-'));
  await mkdir(path.join(tmp, 'assets'), { recursive: true });
  await writeFile(path.join(tmp, 'index.html'), TEMPLATE);
  await writeFile(path.join(tmp, 'assets', 'index-5a4b3c2d.css'), 'body{margin:0}.boot{display:flex}');
  // The build's list of each page's chunks (scripts/vite-route-table.ts); an address that is not a built script is left out.
  await mkdir(path.join(tmp, '.vite'), { recursive: true });
  await writeFile(path.join(tmp, '.vite', 'page-preloads.json'), JSON.stringify({ rng: ['/assets/game-category-1a.js', '/assets/game-grid-2b.js'], promotions: ['/assets/promotions-route-3c.js', 'https://elsewhere.example/x.js'] }));
  t = await openTestApp({ siteDir: tmp });
  // The game list pages carry their first page of games: the catalogue the demo merchants offer.
  await seedGameCatalogue(t.testDb.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="permission-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
const page = (app: TestApp['app'], host: string, url = '/', headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host, accept: 'text/html', ...headers } });

describe('the page shell', () => {
  it('[P3-21][P2.1-1] carries demo\'s name, language, description, header colour and permission data', async () => {
    const res = await page(t.app, 'demo.localhost', '/slots');
    expect(res.statusCode).toBe(200);
    const demo = t.config.merchants.get('demo')!;
    const theme = t.config.themes.get(demo.theme)!;
    const palette = demo.defaultPalette ?? 'dark';
    expect(res.body).toContain(`<html lang="${demo.defaultLanguage}"`);
    expect(res.body).toContain('<title>Livery Demo</title>');
    expect(res.body).toMatch(/<meta name="description" content="Livery Demo[^"]{20,}" \/>/);
    expect(res.body).toContain(`<meta name="theme-color" content="${theme.palettes[palette].header}" />`);
    expect(res.body).toContain(`body{background:${theme.palettes[palette].background}`);
    const inline = dataOf(res.body);
    const api = (await t.app.inject({ url: '/wps/system/permission', headers: { host: 'demo.localhost' } })).json().value;
    // Customer-service paths are encrypted with a fresh IV each time; everything else is the API's answer.
    const withoutPaths = (p: { customerService: { path: string }[] }) => ({ ...p, customerService: p.customerService.map((cs) => ({ ...cs, path: '' })) });
    expect(withoutPaths(inline)).toEqual(withoutPaths(api));
    // The data block comes before the module script that reads it.
    expect(res.body.indexOf('id="permission-data"')).toBeLessThan(res.body.indexOf('<script type="module"'));
  });

  it('[P2.1-1] is each merchant\'s own: basic in English and light', async () => {
    const res = await page(t.app, 'basic.localhost');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('color-scheme:light');
    expect(dataOf(res.body)).toMatchObject({ merchant: { code: 'basic' } });
  });

  it('[P4.1-1][P2.12-2] tells a blocked visitor the region status and address without a second call', async () => {
    const app = await t.variant({ siteDir: tmp, trustProxy: ['loopback'] });
    const inline = dataOf((await page(app, 'demo.localhost', '/', { 'x-forwarded-for': '203.0.113.7' })).body);
    expect(inline).toMatchObject({ status: 2, location: { ip: '203.0.113.7' } });
  });

  it('[P8-14] leaves the page plain on a Host the server refuses, so the site meets invalid_domain', async () => {
    const app = await t.variant({ siteDir: tmp, unknownHosts: 'refuse' });
    const res = await page(app, 'nobody.example');
    expect(res.statusCode).toBe(200);
    // The built page as it is, but for its small stylesheet written in.
    expect(res.body).toBe(TEMPLATE.replace('<link rel="stylesheet" crossorigin href="/assets/index-5a4b3c2d.css">', '<style>body{margin:0}.boot{display:flex}</style><link rel="stylesheet" href="/assets/index-5a4b3c2d.css" disabled />'));
  });
});

describe('the first paint', () => {
  it('[P2.1-1] preloads the home\'s first banner at high priority, on the home page only', async () => {
    const demo = t.config.merchants.get('demo')!;
    const first = demo.banners!.find((b) => b.groupName === 'w_home')!.url;
    const home = await page(t.app, 'demo.localhost', '/');
    expect(home.body).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high" />`);
    // A preload of an image the page does not show would only cost the visitor bytes.
    expect((await page(t.app, 'demo.localhost', '/slots')).body).not.toContain(`href="${first}"`);
  });

  it("[P2.2-1][P9-7] a banner's own image for the visitor's language: preloaded, inline and from the API, else its url", async () => {
    const banner = t.app.platform.merchants.get('demo')!.banners!.find((b) => b.groupName === 'w_home')!;
    const khmer = '/merchant-assets/demo/banner-login.svg';
    const chinese = '/merchant-assets/demo/banner-register.svg';
    banner.images = { km: khmer, zh: chinese };
    try {
      const preloaded = async (language: string) => /<link rel="preload" as="image" href="(\/merchant-assets\/demo\/banner[^"]+)"/.exec((await page(t.app, 'demo.localhost', '/', { 'accept-language': language })).body)?.[1];
      expect(await preloaded('km')).toBe(khmer);
      expect(await preloaded('en-US')).toBe(banner.url);
      const home = (await page(t.app, 'demo.localhost', '/', { 'accept-language': 'km' })).body;
      expect(home).toContain(`"url":"${khmer}"`);
      const api = async (language: string) => {
        const res = await t.app.inject({ url: homeAnnouncementsUrl(language), headers: { host: 'demo.localhost' } });
        return (res.json() as { value: { banners: { id: string; url: string }[] } }).value.banners.find((b) => b.id === banner.id)!.url;
      };
      // zh-TW has no image of its own: its primary language's; Thai has neither: the default.
      expect([await api('km'), await api('zh-TW'), await api('th')]).toEqual([khmer, chinese, banner.url]);
    } finally {
      delete banner.images;
    }
  });

  it('[issue 15] preloads the route table on every first page but the home, which draws without it', async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/route-table-1a2b3c4d.js" data-route-table fetchpriority="low" />';
    const home = (await page(t.app, 'demo.localhost', '/')).body;
    expect(home).not.toContain('route-table');
    // The entry's own script stays, and so does the rest of the head.
    expect(home).toContain('<script type="module" crossorigin src="/assets/index-9z8y7x6w.js"></script>');
    expect(home).toContain('<meta name="livery-locale-folder" content="/assets/locales-abc123" />');
    for (const url of ['/rng', '/promotions', '/member/depositv2', '/no/such/page', '/RNG/?vassalage=PG']) {
      expect((await page(t.app, 'demo.localhost', url)).body, url).toContain(preload);
    }
  });

  it('[issue 15][P2.1-10] fetches the first page\'s own chunks with the entry, as the build listed them', async () => {
    const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low" />`;
    const slots = (await page(t.app, 'demo.localhost', '/rng')).body;
    expect(slots).toContain(preload('/assets/game-category-1a.js'));
    expect(slots).toContain(preload('/assets/game-grid-2b.js'));
    const promotions = (await page(t.app, 'demo.localhost', '/promotions')).body;
    expect(promotions).toContain(preload('/assets/promotions-route-3c.js'));
    expect(promotions).not.toContain('elsewhere.example');
    // The home's module is in the entry; a member page shows the login to a visitor without a session.
    for (const url of ['/', '/member/depositv2']) expect((await page(t.app, 'demo.localhost', url)).body, url).not.toMatch(/modulepreload" crossorigin href="\/assets\/(game|promotions)/);
  });

  it('[issue 15] asks for the boot screen\'s logo first, then the largest image, then the texts', async () => {
    const logo = (await t.app.inject({ url: '/wps/system/permission', headers: { host: 'demo.localhost' } })).json().value.theme.logo.dark as string;
    const preloads = [...(await page(t.app, 'demo.localhost', '/')).body.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(preloads[0]).toBe(`image ${logo}`);
    expect(preloads[1]).toMatch(/^image \/merchant-assets\/demo\/banner/);
    expect(preloads.slice(2).every((p) => p.startsWith('fetch '))).toBe(true);
  });

  it('[issue 15] fetches the texts the first view of the home and of a game list draws with, beyond the common ones', async () => {
    const textsOf = async (path: string) =>
      [...(await page(t.app, 'demo.localhost', path, { 'accept-language': 'en' })).body.matchAll(/<link rel="preload" as="fetch" crossorigin href="\/assets\/locales-abc123\/en\/(\w+)\.json" \/>/g)].map((m) => m[1]);
    expect(await textsOf('/')).toEqual(['common', 'lobby', 'wallet']);
    expect(await textsOf('/rng?vassalage=PG')).toEqual(['common', 'lobby', 'wallet']);
    // A page without a known first view, a member's page (a visitor sees the login) and an unknown address: the common texts only.
    expect(await textsOf('/promotions')).toEqual(['common']);
    expect(await textsOf('/member/profile')).toEqual(['common']);
    expect(await textsOf('/no-such-page')).toEqual(['common']);
  });

  it('[issue 15] fetches the common texts the first render waits for with the page, in the language the visitor\'s device asks for', async () => {
    const preloadOf = (html: string) => /<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/.exec(html)?.[1];
    // demo offers English: a browser that asks for it gets the English texts, as the site will pick them.
    expect(preloadOf((await page(t.app, 'demo.localhost', '/slots', { 'accept-language': 'en-US,en;q=0.9' })).body)).toBe('/assets/locales-abc123/en/common.json');
    // A language demo does not offer falls through to the next one asked for, then to the merchant's default (km).
    expect(preloadOf((await page(t.app, 'demo.localhost', '/', { 'accept-language': 'xx-YY, zh-CN;q=0.8' })).body)).toBe('/assets/locales-abc123/zh/common.json');
    expect(preloadOf((await page(t.app, 'demo.localhost', '/')).body)).toBe('/assets/locales-abc123/km/common.json');
  });

  it('[issue 15][P7.2-3] carries the home\'s announcements as the API answers them at the URL the site asks, on the home only', async () => {
    const inlineOf = (html: string) => JSON.parse(/<script type="application\/json" id="inline-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;
    const home = inlineOf((await page(t.app, 'demo.localhost', '/', { 'accept-language': 'en' })).body)!;
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR%2CH&platform=W&language=en';
    expect(Object.keys(home)).toEqual([url]);
    const api = (await t.app.inject({ url, headers: { host: 'demo.localhost' } })).json();
    expect(home[url]).toEqual(api);
    expect((api as { value: { banners: unknown[] } }).value.banners.length).toBeGreaterThan(0);
    expect(inlineOf((await page(t.app, 'demo.localhost', '/slots')).body)).toBeNull();
  });

  it('[issue 15][P2.7-1] carries a game list page\'s first page of games as the API answers it, and preloads its first tiles\' images', async () => {
    const inlineOf = (html: string) => JSON.parse(/<script type="application\/json" id="inline-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, { value: { games: { iconUrl: string; isGame: number }[] } }> | null;
    const imagesOf = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/g)].map((m) => m[1]).slice(1);
    for (const [path, vendor] of [['/rng', undefined], ['/live?vassalage=AG', 'AG']] as const) {
      const html = (await page(t.app, 'demo.localhost', path, { 'accept-language': 'en' })).body;
      const url = gameListUrl({ gameType: path.slice(1, 5).toUpperCase(), vendor, page: 1, pageSize: GAME_LIST.pageSize, language: 'en' });
      const inline = inlineOf(html)!;
      expect(Object.keys(inline)).toEqual([url]);
      const api = (await t.app.inject({ url, headers: { host: 'demo.localhost' } })).json();
      expect(inline[url]).toEqual(api);
      const shown = api.value.games.filter((game: { isGame: number }) => !vendor || game.isGame !== 0);
      expect(shown.length).toBeGreaterThan(2);
      expect(imagesOf(html)).toEqual(shown.slice(0, 2).map((game: { iconUrl: string }) => game.iconUrl));
    }
    // A game centre (vendor tiles), a page without a list and a member page carry no list.
    for (const path of ['/sports', '/promotions', '/member/profile']) expect(inlineOf((await page(t.app, 'demo.localhost', path)).body)).toBeNull();
  });

  it('[issue 15][P2.2-4] carries the lists of the home\'s first category sections, so their tiles draw without placeholders of another height', async () => {
    const inlineOf = (html: string) => JSON.parse(/<script type="application\/json" id="inline-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;
    // basic's home opens on its sports and live sections (its banners come after them).
    const home = inlineOf((await page(t.app, 'basic.localhost', '/', { 'accept-language': 'en' })).body)!;
    const lists = ['SPORTS', 'LIVE'].map((gameType) => gameListUrl({ gameType, page: 1, pageSize: HOME_SECTION_PAGE_SIZE, language: 'en' }));
    expect(Object.keys(home).filter((url) => url.includes('GCSGAME_gameList'))).toEqual(lists);
    for (const url of lists) {
      const api = (await t.app.inject({ url, headers: { host: 'basic.localhost' } })).json();
      expect(home[url]).toEqual(api);
      expect((api as { value: { games: unknown[] } }).value.games.length).toBeGreaterThan(0);
    }
    // demo's opens on its hot games, which the page does not carry: no list.
    const demo = inlineOf((await page(t.app, 'demo.localhost', '/', { 'accept-language': 'en' })).body)!;
    expect(Object.keys(demo).some((url) => url.includes('GCSGAME_gameList'))).toBe(false);
  });

  it('[issue 15] names as game list pages exactly the category pages the site draws as a list', () => {
    const listPages = ['sports', 'esports', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp'].filter((page) => !GAME_CENTRES.includes(page.toUpperCase() as never));
    expect([...GAME_LIST_PAGES].sort()).toEqual(listPages.sort());
  });

  it('[issue 15] shows the merchant\'s logo of its default palette on the boot screen, with its box reserved', async () => {
    const permission = (host: string) => t.app.inject({ url: '/wps/system/permission', headers: { host } }).then((r) => r.json().value as { theme: { logo: { dark: string; light: string; width: number; height: number; lightSize?: { width: number; height: number } } } });
    const demoLogo = (await permission('demo.localhost')).theme.logo;
    expect((await page(t.app, 'demo.localhost', '/')).body).toContain(
      `<div id="root"><div class="boot"><img class="boot-logo" src="${demoLogo.dark}" width="${demoLogo.width}" height="${demoLogo.height}" alt="Livery Demo" fetchpriority="high" /><span class="boot-spinner"></span></div></div>`,
    );
    // basic is light by default: its light logo.
    const basicLogo = (await permission('basic.localhost')).theme.logo;
    const basicSize = basicLogo.lightSize ?? basicLogo;
    expect((await page(t.app, 'basic.localhost', '/')).body).toContain(`<img class="boot-logo" src="${basicLogo.light}" width="${basicSize.width}" height="${basicSize.height}"`);
  });

  it('writes the small stylesheet into the page instead of linking it', async () => {
    const res = await page(t.app, 'demo.localhost', '/slots');
    expect(res.body).toContain('<style>body{margin:0}.boot{display:flex}</style><link rel="stylesheet" href="/assets/index-5a4b3c2d.css" disabled />');
    // The only stylesheet link left is the disabled one, which a browser does not fetch.
    expect(res.body.match(/rel="stylesheet"[^>]*>/g)).toEqual(['rel="stylesheet" href="/assets/index-5a4b3c2d.css" disabled />']);
  });
});

describe('inlineSmallStylesheets', () => {
  const link = '<link rel="stylesheet" crossorigin href="/assets/a.css">';
  it('keeps the link of a large, unreadable or unsafe stylesheet', () => {
    expect(inlineSmallStylesheets(link, () => 'x'.repeat(9000))).toBe(link);
    expect(inlineSmallStylesheets(link, () => null)).toBe(link);
    expect(inlineSmallStylesheets(link, () => 'a{}</style><script>alert(1)</script>')).toBe(link);
    expect(inlineSmallStylesheets(link, () => '@font-face{src:url(./inter.woff2)}')).toBe(link);
    expect(inlineSmallStylesheets(link, () => "@font-face{src:url('inter.woff2')}")).toBe(link);
    const disabled = '<link rel="stylesheet" href="/assets/a.css" disabled />';
    expect(inlineSmallStylesheets(link, () => '@font-face{src:url(/assets/inter.woff2)}')).toBe(`<style>@font-face{src:url(/assets/inter.woff2)}</style>${disabled}`);
    expect(inlineSmallStylesheets(link, () => 'a{color:red}')).toBe(`<style>a{color:red}</style>${disabled}`);
  });
});

describe('renderPageShell', () => {
  it('cannot be broken out of by what a merchant writes in its texts', () => {
    const html = renderPageShell(TEMPLATE, {
      lang: 'en"><script>alert(1)</script>', title: '</title><script>alert(2)</script>', description: '"><script>alert(3)</script>',
      themeColor: 'red;}</style><script>alert(4)</script>', background: '#000', text: '#fff', colorScheme: 'dark',
      permission: { merchant: { name: '</script><script>alert(5)</script><!--' } },
    });
    expect(html).not.toMatch(/<script>alert/);
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data block's and the module script's own
    expect(dataOf(html)).toEqual({ merchant: { name: '</script><script>alert(5)</script><!--' } });
    expect(html).toContain('<meta name="theme-color" content="#000000" />');
  });

  it('escapes the splash logo\'s name and address, and preloads no texts for a language tag that is not one', () => {
    const html = renderPageShell(TEMPLATE, {
      lang: 'en', title: 'x', description: 'x', themeColor: '#000', background: '#000', text: '#fff', colorScheme: 'dark', permission: {},
      textsLanguage: 'en/../../x"><script>alert(6)</script>',
      splashLogo: { src: '/a.svg"><script>alert(7)</script>', width: 10, height: 5, alt: '"><script>alert(8)</script>' },
    });
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(8)&lt;/script&gt;"');
  });
});
