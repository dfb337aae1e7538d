// Reads what the lint rules need beyond the config files (locale keys, asset files), so the rules stay pure.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { brandFiles } from '../domain/merchant-brand.js';
import { imageFacts, type ImageFacts } from '../lib/image-facts.js';

/** Dotted keys of the string leaves of a nested i18next namespace. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return prefix ? [prefix] : [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Keys of locales/LANG/validation.json for each language that has the file. An unreadable file counts as absent. */
export async function readValidationMessages(rootDir: string, languages: Iterable<string>): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const lang of new Set(languages)) {
    const text = await readFile(path.join(rootDir, 'locales', lang, 'validation.json'), 'utf8').catch(() => null);
    if (text === null) continue;
    try {
      out.set(lang, new Set(flattenKeys(JSON.parse(text))));
    } catch {
      // Broken JSON in a locale is the i18n tests' to report; here it simply offers no message.
      out.set(lang, new Set());
    }
  }
  return out;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/** Asset files relative to the root, with forward slashes: merchants/CODE/assets/** and the files of themes/CODE/. */
export async function listAssetFiles(rootDir: string): Promise<Set<string>> {
  const files: string[] = [];
  for (const m of await readdir(path.join(rootDir, 'merchants'), { withFileTypes: true }).catch(() => [])) {
    if (m.isDirectory()) files.push(...(await listFiles(path.join(rootDir, 'merchants', m.name, 'assets'))));
  }
  for (const t of await readdir(path.join(rootDir, 'themes'), { withFileTypes: true }).catch(() => [])) {
    if (!t.isDirectory()) continue;
    const entries = await readdir(path.join(rootDir, 'themes', t.name), { withFileTypes: true }).catch(() => []);
    files.push(...entries.filter((e) => e.isFile()).map((e) => path.join(rootDir, 'themes', t.name, e.name)));
  }
  return new Set(files.map((f) => path.relative(rootDir, f).split(path.sep).join('/')));
}

/** The facts of every existing file the merchants' brands name, by path from the root; null when it cannot be read. */
export async function readBrandImages(rootDir: string, merchants: Iterable<Pick<MerchantConfig, 'code' | 'brand'>>, assetFiles: ReadonlySet<string>): Promise<Map<string, ImageFacts | null>> {
  const out = new Map<string, ImageFacts | null>();
  for (const merchant of merchants) {
    for (const { onDisk } of brandFiles(merchant)) {
      if (out.has(onDisk) || !assetFiles.has(onDisk)) continue;
      const bytes = await readFile(path.join(rootDir, onDisk)).catch(() => null);
      out.set(onDisk, bytes && imageFacts(bytes));
    }
  }
  return out;
}
