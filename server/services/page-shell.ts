// The values of a request's page shell (server/lib/page-shell.ts): its permission data, and from it the merchant's
// name, default language and default palette, and a description in that language (common.json app.description).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageShell } from '../lib/page-shell.js';
import { HOME_BANNER_GROUP } from '../../src/engine/api/announcements.js';
import { faviconFileOf } from '../domain/merchant-brand.js';
import { MIME_OF_IMAGE, imageTypeOfName } from '../lib/image-facts.js';
import { permissionDataOf } from './permission-data.js';

const descriptions = new Map<string, string | null>();

/** locales/<lang>/common.json app.description, read once per language; null when the language has none. */
function descriptionTemplate(rootDir: string, lang: string): string | null {
  if (!descriptions.has(lang)) {
    let text: string | null = null;
    try {
      const common = JSON.parse(readFileSync(path.join(rootDir, 'locales', lang, 'common.json'), 'utf8')) as { app?: { description?: unknown } };
      text = typeof common.app?.description === 'string' ? common.app.description : null;
    } catch {
      text = null;
    }
    descriptions.set(lang, text);
  }
  return descriptions.get(lang) ?? null;
}

/**
 * The home's largest paint is its first banner: its address as the carousel writes it, so the preload is the same
 * request. Not with image CDNs: the site picks a host per visit, which the server cannot know.
 */
function homeBannerOf(request: FastifyRequest, imageCDNs: readonly string[]): string | undefined {
  const pathname = request.url.split('?')[0];
  if ((pathname !== '/' && pathname !== '/index.html') || imageCDNs.length > 0) return undefined;
  return request.merchant.banners?.find((banner) => banner.groupName === HOME_BANNER_GROUP)?.url;
}

/** The merchant's own favicon, linked by its address so the browser caches it as the file it is. */
function iconOf(request: FastifyRequest): Pick<PageShell, 'icon'> {
  const favicon = faviconFileOf(request.merchant);
  const type = favicon && imageTypeOfName(favicon.name);
  return favicon && type ? { icon: { href: favicon.url, type: MIME_OF_IMAGE[type] } } : {};
}

export function pageShellOf(app: FastifyInstance, request: FastifyRequest): PageShell {
  const permission = permissionDataOf(app, request);
  const { merchant, theme } = permission;
  const lang = merchant.defaultLanguage;
  const template = descriptionTemplate(app.platform.rootDir, lang) ?? descriptionTemplate(app.platform.rootDir, 'en') ?? '{{name}}';
  const palette = theme.palettes[merchant.defaultPalette];
  return {
    lang,
    title: merchant.name,
    description: template.replace(/\{\{name\}\}/g, merchant.name),
    themeColor: palette.header ?? palette.background ?? '#000000',
    background: palette.background ?? 'Canvas',
    text: palette.text ?? 'CanvasText',
    colorScheme: merchant.defaultPalette,
    permission,
    preloadImage: homeBannerOf(request, permission.imageCDNs),
    ...iconOf(request),
  };
}
