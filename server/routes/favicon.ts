// The browser-tab icon of the request's merchant: the favicon its brand names (merchant.json brand.favicon), else
// merchants/CODE/assets/favicon.(svg|png|ico) when it has one, else a 64 px square drawn from its logo (its own
// brand logo or the theme's, of its default palette, on that palette's header colour, cropped to the left square,
// where logos keep their mark).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import { faviconFileOf, logoFileOf } from '../domain/merchant-brand.js';

export const FAVICON_FILES = ['favicon.svg', 'favicon.png', 'favicon.ico'] as const;
const SIZE = 64;
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
const typeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** A square SVG holding the logo image on the header colour, the logo's height filling the square. */
export function faviconSvgFromLogo(logo: Buffer, logoType: string, background: string, size: number = SIZE): string {
  const href = `data:${logoType};base64,${logo.toString('base64')}`;
  const radius = Math.round((size * 12) / SIZE);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/><image href="${href}" width="${size}" height="${size}" preserveAspectRatio="xMinYMid slice"/></svg>`;
}

export const imageTypeOf = (file: string) => typeOf(file);

async function firstExisting(dir: string, names: readonly string[]): Promise<string | null> {
  for (const name of names) {
    const found = await stat(path.join(dir, name)).then((s) => s.isFile(), () => false);
    if (found) return name;
  }
  return null;
}

const faviconRoutes: FastifyPluginAsync = async (app) => {
  // Drawn icons by merchant, theme, logo file and its modification time, so an edited logo is drawn anew.
  const drawn = new Map<string, Buffer>();

  async function logoIcon(merchant: MerchantConfig, theme: ThemeConfig): Promise<Buffer> {
    const palette = merchant.defaultPalette ?? 'dark';
    const file = path.join(app.platform.rootDir, logoFileOf(merchant, theme, palette));
    const key = `${merchant.code}|${file}|${(await stat(file)).mtimeMs}|${theme.palettes[palette].header}`;
    const cached = drawn.get(key);
    if (cached) return cached;
    const svg = faviconSvgFromLogo(await readFile(file), typeOf(file), theme.palettes[palette].header);
    const png = Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
    drawn.set(key, png);
    return png;
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const merchant = request.merchant;
    const assets = path.join(app.platform.rootDir, 'merchants', merchant.code, 'assets');
    reply.header('cache-control', 'public, max-age=300').header('vary', 'Host');
    const named = faviconFileOf(merchant)?.name;
    const own = named ?? (await firstExisting(assets, FAVICON_FILES));
    if (own) return reply.type(typeOf(own)).sendFile(own, assets);
    const theme = app.platform.themes.get(merchant.theme);
    if (!theme) return reply.code(404).send({ success: false, code: 'not_found' });
    return reply.type('image/png').send(await logoIcon(merchant, theme));
  };

  app.get('/favicon', { schema: { hide: true } }, handler);
  app.get('/favicon.ico', { schema: { hide: true } }, handler);
};

export default faviconRoutes;
