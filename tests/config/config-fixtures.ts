// Builders for configuration tests: lint inputs made from the repository's demo files, and temporary copies of the
// configuration root for the loader and the CLIs.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import type { LintInput, LintRule, LoadedConfigFile } from '../../server/config/lint-types.js';
import { brandFiles } from '../../server/domain/merchant-brand.js';
import { imageFacts, type ImageFacts } from '../../server/lib/image-facts.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function folders(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

export function merchantFile(code: string, config = readJson<MerchantConfig>(path.join(repoRoot, 'merchants', code, 'merchant.json'))): LoadedConfigFile<MerchantConfig> {
  return { file: `merchants/${code}/merchant.json`, folder: code, config };
}

export function themeFile(code: string, config = readJson<ThemeConfig>(path.join(repoRoot, 'themes', code, 'theme.json'))): LoadedConfigFile<ThemeConfig> {
  return { file: `themes/${code}/theme.json`, folder: code, config };
}

/** Files every banner and logo of these configs points to, so asset rules pass unless a test removes one. */
function assetsOf(merchants: LoadedConfigFile<MerchantConfig>[], themes: LoadedConfigFile<ThemeConfig>[]): Set<string> {
  const banners = merchants.flatMap((m) => (m.config.banners ?? []).map((b) => b.url.replace(/^\/merchant-assets\/([^/]+)\//, 'merchants/$1/assets/')));
  const logos = themes.flatMap((t) => [t.config.logo.dark, t.config.logo.light].map((f) => `themes/${t.folder}/${f}`));
  const brands = merchants.flatMap((m) => brandFiles(m.config).map((f) => f.onDisk));
  return new Set([...banners, ...logos, ...brands]);
}

/** The repository's own brand images, read as the loader reads them. */
function brandImagesOf(merchants: LoadedConfigFile<MerchantConfig>[]): Map<string, ImageFacts | null> {
  const files = merchants.flatMap((m) => brandFiles(m.config).map((f) => f.onDisk));
  return new Map(files.filter((f) => existsSync(path.join(repoRoot, f))).map((f) => [f, imageFacts(readFileSync(path.join(repoRoot, f)))]));
}

/** A lint input holding every merchant and theme of the repository, each test changing a copy. */
export function repoLintInput(change: (input: LintInput) => void = () => {}): LintInput {
  const merchants = folders('merchants').map((code) => merchantFile(code));
  const themes = folders('themes').map((code) => themeFile(code));
  const input: LintInput = {
    merchants,
    themes,
    themeFolders: new Set(themes.map((t) => t.folder)),
    rejectedMerchantFiles: 0,
    validationMessages: new Map(),
    assetFiles: assetsOf(merchants, themes),
    images: brandImagesOf(merchants),
  };
  change(input);
  return input;
}

export function merchantIn(input: LintInput, code: string): MerchantConfig {
  const m = input.merchants.find((x) => x.folder === code);
  if (!m) throw new Error(`no merchant ${code} in the input`);
  return m.config;
}

export function themeIn(input: LintInput, code: string): ThemeConfig {
  const t = input.themes.find((x) => x.folder === code);
  if (!t) throw new Error(`no theme ${code} in the input`);
  return t.config;
}

export function findings(rule: LintRule, input: LintInput) {
  return rule.check(input);
}

/** A temporary configuration root: a copy of schemas/, merchants/, themes/ and locales/ (when present). */
export function tempRoot(): { dir: string; write: (file: string, data: unknown) => void; read: <T>(file: string) => T; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'livery-config-'));
  for (const sub of ['schemas', 'merchants', 'themes', 'locales']) {
    if (existsSync(path.join(repoRoot, sub))) cpSync(path.join(repoRoot, sub), path.join(dir, sub), { recursive: true });
  }
  return {
    dir,
    write: (file, data) => writeFileSync(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2)),
    read: <T,>(file: string) => readJson<T>(path.join(dir, file)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
