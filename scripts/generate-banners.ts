// Draws the placeholder banner images a merchant's banners point to (/merchant-assets/CODE/FILE.svg, served from
// merchants/CODE/assets/FILE.svg) in the merchant's theme colours. Writes only missing files unless --force.
// Usage: npx tsx scripts/generate-banners.ts [CODE ...] [--force] [--root DIR]
import { mkdir, readFile, readdir, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MerchantConfig, ThemeConfig } from '../src/engine/config-types.js';
import { migrateConfig } from '../server/config/migrations.js';
import { bannerArtFor, bannerSvg } from './banner-svg.js';

/** Writes the banner images of one merchant; returns the files written, relative to rootDir. */
export async function writeBanners(rootDir: string, merchant: MerchantConfig, theme: ThemeConfig, force: boolean): Promise<string[]> {
  const written: string[] = [];
  const prefix = `/merchant-assets/${merchant.code}/`;
  for (const banner of merchant.banners ?? []) {
    if (!banner.url.startsWith(prefix) || !banner.url.endsWith('.svg')) continue;
    const file = path.join('merchants', merchant.code, 'assets', ...banner.url.slice(prefix.length).split('/'));
    const target = path.join(rootDir, file);
    const exists = await access(target).then(() => true, () => false);
    if (exists && !force) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bannerSvg(bannerArtFor(merchant, banner, theme)));
    written.push(file);
  }
  return written;
}

async function readConfig<T>(kind: 'merchant' | 'theme', file: string): Promise<T> {
  // Trusts the file's shape: merchants:check reports schema problems; this only draws pictures.
  return migrateConfig(kind, JSON.parse(await readFile(file, 'utf8'))).data as T;
}

async function main(argv: string[]): Promise<void> {
  const rootIndex = argv.indexOf('--root');
  const rootDir = path.resolve(rootIndex >= 0 ? (argv[rootIndex + 1] ?? '.') : '.');
  const codes = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--root');
  const folders = codes.length > 0 ? codes : (await readdir(path.join(rootDir, 'merchants'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const code of folders) {
    const merchant = await readConfig<MerchantConfig>('merchant', path.join(rootDir, 'merchants', code, 'merchant.json'));
    const theme = await readConfig<ThemeConfig>('theme', path.join(rootDir, 'themes', merchant.theme, 'theme.json'));
    for (const file of await writeBanners(rootDir, merchant, theme, argv.includes('--force'))) console.log(`wrote ${file}`);
  }
}

// Runs only as a command, so merchant-new.ts can import writeBanners.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
