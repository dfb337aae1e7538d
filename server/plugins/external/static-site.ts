// Serves the built site (dist/site), its precompressed .br/.gz copies where the client takes them: content-hashed
// /assets/* cached for a year, index.html never cached, and the
// history fallback: an unknown GET that wants HTML gets index.html so the client router renders it; unknown API
// paths and missing assets get the 404 envelope.
import { readFileSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inlineSmallStylesheets } from '../../lib/page-shell.js';
import { PAGE_PRELOADS_FILE } from '../../../src/engine/permission-ids.js';

/** Per page id, the chunks its module needs beyond the entry, as the build listed them (empty without that list). */
export type PagePreloads = Readonly<Record<string, readonly string[]>>;

export interface StaticSiteOptions {
  siteDir: string;
  /**
   * The page shell of a request from the built index.html (server/lib/page-shell.ts): the merchant's title, language,
   * colours and the permission data inline. Without it, index.html goes as it was built.
   */
  renderPage?: (request: FastifyRequest, template: string, pagePreloads: PagePreloads) => string | Promise<string>;
}

// Paths that are never pages: a miss there must not answer HTML (a missing chunk would otherwise parse as JS).
const NOT_PAGES = /^\/(wps|lgw|dev|assets|themes|merchant-assets)(\/|$)|^\/(healthz|openapi\.json|favicon|favicon\.ico|manifest\.webmanifest|sw\.js|offline\.html|offline\.js|app-icon-\d+\.png)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Theme and merchant files (sent through reply.sendFile from their own folders) keep their names across edits.
const SHORT = 'public, max-age=300';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !NOT_PAGES.test(pathname) && (request.headers.accept ?? '').includes('text/html');
}

export default fp<StaticSiteOptions>(
  async (app, { siteDir, renderPage }) => {
    const siteRoot = path.resolve(siteDir) + path.sep;
    const assetsDir = path.join(siteRoot, 'assets') + path.sep;
    const indexFile = path.join(siteDir, 'index.html');
    let indexSeen = false;
    const hasIndex = async () => (indexSeen ||= await access(indexFile).then(() => true, () => false));
    // The template is read once: a new build comes with a restart (npm start builds before it listens).
    let template: Promise<string> | null = null;
    const readAsset = (href: string) => {
      const file = path.join(siteRoot, href);
      if (!file.startsWith(assetsDir)) return null;
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    };
    const indexTemplate = () => (template ??= readFile(indexFile, 'utf8').then((html) => inlineSmallStylesheets(html, readAsset)));
    // Read once, like the template; a build without the list (an older one) preloads no page chunks.
    let preloads: Promise<PagePreloads> | null = null;
    const pagePreloads = () =>
      (preloads ??= readFile(path.join(siteDir, PAGE_PRELOADS_FILE), 'utf8').then(
        (text) => JSON.parse(text) as PagePreloads,
        () => ({}),
      ));

    if (!(await hasIndex())) app.log.warn({ siteDir }, 'the site is not built (no index.html): serving the API only; run npx vite build');

    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      suppressWarning: true,
      // The build writes .br and .gz beside every text file (scripts/vite-precompress.ts): sent as they are, with
      // Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : filePath.startsWith(siteRoot) ? REVALIDATE : SHORT);
      },
    });

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (!(await hasIndex())) return reply.code(503).send({ success: false, code: 'site_not_built', message: 'the site has not been built' });
      reply.header('cache-control', REVALIDATE);
      if (!renderPage) return reply.sendFile('index.html', siteDir);
      return reply.type('text/html; charset=utf-8').send(await renderPage(request, await indexTemplate(), await pagePreloads()));
    }

    // The root and /index.html are pages like any other: the page shell when the server renders one.
    if (renderPage) {
      for (const url of ['/', '/index.html']) app.get(url, { schema: { hide: true } }, sendPage);
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (wantsPage(request)) {
        return sendPage(request, reply);
      }
      return reply.code(404).send({ success: false, code: 'not_found' });
    });
  },
  { name: 'static-site' },
);
