// What makes the site installable (docs/phones.md): per merchant (by Host) its web app manifest, home-screen icons
// drawn from its theme's logo (or its own merchants/CODE/assets/app-icon-SIZE.png), the service worker at the root
// scope, and the branded offline page the worker shows when a page cannot load.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { OFFLINE_SCRIPT, renderOfflinePage } from '../lib/offline-page.js';
import { OFFLINE_PATH, serviceWorkerSource } from '../lib/service-worker.js';
import { APP_ICON_SIZES, appIconPath, webManifest } from '../lib/web-manifest.js';
import { pageShellOf } from '../services/page-shell.js';
import { logoFileOf, publicLogo } from '../domain/merchant-brand.js';
import { faviconSvgFromLogo, imageTypeOf } from './favicon.js';

const SHORT = 'public, max-age=300';

interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

const ENGLISH: OfflineTexts = { title: 'You are offline', text: 'Check your connection, then try again.', retry: 'Try again' };

/** common.json offline.* of a language, read once per language. */
function offlineTexts(rootDir: string) {
  const read = new Map<string, Promise<Partial<OfflineTexts>>>();
  return (lang: string): Promise<Partial<OfflineTexts>> => {
    if (!read.has(lang)) {
      read.set(
        lang,
        readFile(path.join(rootDir, 'locales', lang, 'common.json'), 'utf8').then(
          (text) => (JSON.parse(text) as { offline?: Partial<OfflineTexts> }).offline ?? {},
          () => ({}),
        ),
      );
    }
    return read.get(lang) as Promise<Partial<OfflineTexts>>;
  };
}

/** The default palette's logo file of the request's merchant: its own brand logo, else its theme's. */
function logoFile(app: FastifyInstance, request: FastifyRequest): { file: string; palette: { header: string; onHeader: string }; width: number; height: number } | null {
  const theme = app.platform.themes.get(request.merchant.theme);
  if (!theme) return null;
  const mode = request.merchant.defaultPalette ?? 'dark';
  const logo = publicLogo(theme, request.merchant, app.platform.images);
  const box = mode === 'light' && logo.lightSize ? logo.lightSize : logo;
  return { file: path.join(app.platform.rootDir, logoFileOf(request.merchant, theme, mode)), palette: theme.palettes[mode], width: box.width, height: box.height };
}

/** The brand's name in a language, English standing in (as the site's localizedText does). */
const brandAlt = (alt: Readonly<Record<string, string | undefined>> | undefined, lang: string) => alt?.[lang] ?? alt?.en;

const appInstallRoutes: FastifyPluginAsync = async (app) => {
  // One version per server start: a new build comes with a restart, and the worker then drops its old caches.
  const version = Date.now().toString(36);
  const texts = offlineTexts(app.platform.rootDir);
  const drawn = new Map<string, Buffer>();

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const shell = pageShellOf(app, request);
    reply.header('cache-control', SHORT).header('vary', 'Host').type('application/manifest+json; charset=utf-8');
    return webManifest({ name: shell.title, lang: shell.lang, description: shell.description, themeColor: shell.themeColor, backgroundColor: shell.background });
  });

  for (const size of APP_ICON_SIZES) {
    app.get(appIconPath(size), { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', SHORT).header('vary', 'Host');
      const assets = path.join(app.platform.rootDir, 'merchants', request.merchant.code, 'assets');
      const own = `app-icon-${size}.png`;
      if (await stat(path.join(assets, own)).then((s) => s.isFile(), () => false)) return reply.type('image/png').sendFile(own, assets);
      const logo = logoFile(app, request);
      if (!logo) return reply.code(404).send({ success: false, code: 'not_found' });
      const key = `${request.merchant.code}|${size}|${logo.file}|${(await stat(logo.file)).mtimeMs}|${logo.palette.header}`;
      let png = drawn.get(key);
      if (!png) {
        const svg = faviconSvgFromLogo(await readFile(logo.file), imageTypeOf(logo.file), logo.palette.header, size);
        png = Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
        drawn.set(key, png);
      }
      return reply.type('image/png').send(png);
    });
  }

  app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) => {
    // Browsers check the worker for updates on navigations; it must never be stuck in an HTTP cache.
    reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/').type('text/javascript; charset=utf-8');
    return serviceWorkerSource(version);
  });

  app.get('/offline.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', SHORT).type('text/javascript; charset=utf-8');
    return OFFLINE_SCRIPT;
  });

  app.get(OFFLINE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const shell = pageShellOf(app, request);
    const logo = logoFile(app, request);
    const own = await texts(shell.lang);
    const english = await texts('en');
    const text = (key: keyof OfflineTexts) => own[key] ?? english[key] ?? ENGLISH[key];
    const image = logo ? `data:${imageTypeOf(logo.file)};base64,${(await readFile(logo.file)).toString('base64')}` : '';
    reply.header('cache-control', 'no-cache').header('vary', 'Host').type('text/html; charset=utf-8');
    return renderOfflinePage({
      lang: shell.lang,
      name: shell.title,
      title: text('title'),
      text: text('text'),
      retry: text('retry'),
      background: shell.background,
      text_colour: shell.text,
      header: logo?.palette.header ?? shell.themeColor,
      onHeader: logo?.palette.onHeader ?? shell.text,
      logo: image,
      logoWidth: logo?.width ?? 160,
      logoHeight: logo?.height ?? 40,
      logoAlt: brandAlt(request.merchant.brand?.logo.alt, shell.lang),
    });
  });
};

export default appInstallRoutes;
