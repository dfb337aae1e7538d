// Loads every merchant and theme file, validates them against schemas/ and returns the platform configuration,
// or every problem found as { file, pointer, reason } so the CLI and the server report the same message.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';

export interface ConfigProblem {
  file: string;
  pointer: string;
  reason: string;
}

export interface PlatformConfig {
  rootDir: string;
  merchants: Map<string, MerchantConfig>;
  themes: Map<string, ThemeConfig>;
  defaultMerchantCode: string;
}

export type LoadResult = { ok: true; config: PlatformConfig } | { ok: false; problems: ConfigProblem[] };

export function formatProblem(p: ConfigProblem): string {
  return `${p.file} ${p.pointer || '/'}: ${p.reason}`;
}

async function readJsonFiles(dir: string, fileName: string): Promise<{ file: string; folder: string; data: unknown; error?: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: { file: string; folder: string; data: unknown; error?: string }[] = [];
  for (const e of entries.filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, e.name, fileName);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    try {
      out.push({ file, folder: e.name, data: JSON.parse(text) });
    } catch (err) {
      out.push({ file, folder: e.name, data: null, error: `invalid JSON: ${(err as Error).message}` });
    }
  }
  return out;
}

export async function loadPlatformConfig(rootDir: string): Promise<LoadResult> {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const merchantSchema = JSON.parse(await readFile(path.join(rootDir, 'schemas/merchant.schema.json'), 'utf8'));
  const themeSchema = JSON.parse(await readFile(path.join(rootDir, 'schemas/theme.schema.json'), 'utf8'));
  const validateMerchant = ajv.compile<MerchantConfig>(merchantSchema);
  const validateTheme = ajv.compile<ThemeConfig>(themeSchema);
  const problems: ConfigProblem[] = [];
  const rel = (f: string) => path.relative(rootDir, f);

  const themes = new Map<string, ThemeConfig>();
  for (const t of await readJsonFiles(path.join(rootDir, 'themes'), 'theme.json')) {
    if (t.error) { problems.push({ file: rel(t.file), pointer: '', reason: t.error }); continue; }
    if (!validateTheme(t.data)) {
      for (const e of validateTheme.errors ?? []) problems.push({ file: rel(t.file), pointer: e.instancePath, reason: e.message ?? 'invalid' });
      continue;
    }
    if (t.data.code !== t.folder) problems.push({ file: rel(t.file), pointer: '/code', reason: `must equal the folder name "${t.folder}"` });
    themes.set(t.data.code, t.data);
  }

  const merchants = new Map<string, MerchantConfig>();
  for (const m of await readJsonFiles(path.join(rootDir, 'merchants'), 'merchant.json')) {
    if (m.error) { problems.push({ file: rel(m.file), pointer: '', reason: m.error }); continue; }
    if (!validateMerchant(m.data)) {
      for (const e of validateMerchant.errors ?? []) problems.push({ file: rel(m.file), pointer: e.instancePath, reason: e.message ?? 'invalid' });
      continue;
    }
    const cfg = m.data;
    if (cfg.code !== m.folder) problems.push({ file: rel(m.file), pointer: '/code', reason: `must equal the folder name "${m.folder}"` });
    if (!themes.has(cfg.theme)) problems.push({ file: rel(m.file), pointer: '/theme', reason: `theme "${cfg.theme}" does not exist under themes/` });
    if (!cfg.languages.includes(cfg.defaultLanguage)) problems.push({ file: rel(m.file), pointer: '/defaultLanguage', reason: `"${cfg.defaultLanguage}" is not one of languages` });
    merchants.set(cfg.code, cfg);
  }

  const claimed = new Map<string, string>();
  for (const m of merchants.values()) {
    m.domains.forEach((d, i) => {
      const other = claimed.get(d);
      if (other) problems.push({ file: `merchants/${m.code}/merchant.json`, pointer: `/domains/${i}`, reason: `domain "${d}" is also claimed by merchant "${other}"` });
      else claimed.set(d, m.code);
    });
  }
  const defaults = [...merchants.values()].filter((m) => m.isDefault);
  if (merchants.size === 0) problems.push({ file: 'merchants/', pointer: '', reason: 'no merchant found' });
  else if (defaults.length !== 1) problems.push({ file: 'merchants/', pointer: '/isDefault', reason: `exactly one merchant must set isDefault (found ${defaults.length})` });

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: { rootDir, merchants, themes, defaultMerchantCode: defaults[0]!.code } };
}

/** The merchant for a request's Host header (port ignored unless a domain lists it), else the default merchant. */
export function resolveMerchant(config: PlatformConfig, host: string | undefined): MerchantConfig {
  const h = (host ?? '').toLowerCase();
  const bare = h.replace(/:\d+$/, '');
  for (const m of config.merchants.values()) {
    if (m.domains.includes(h) || m.domains.includes(bare)) return m;
  }
  return config.merchants.get(config.defaultMerchantCode)!;
}
