// Loads every merchant and theme file, validates them against schemas/ and returns the platform configuration,
// or every problem found as { file, pointer, reason } so the CLI and the server report the same message.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import { configValidators } from './config-validators.js';
import { hostKey } from './host-names.js';
import type { ImageFacts } from '../lib/image-facts.js';
import { listAssetFiles, readBrandImages, readValidationMessages } from './lint-context.js';
import { lintPlatform, loaderRules } from './lint-rules.js';
import type { ConfigProblem, LoadedConfigFile } from './lint-types.js';
import { migrateConfig, type ConfigKind } from './migrations.js';
import { schemaProblems } from './schema-problems.js';

export type { ConfigProblem };

export interface PlatformConfig {
  rootDir: string;
  merchants: Map<string, MerchantConfig>;
  themes: Map<string, ThemeConfig>;
  defaultMerchantCode: string;
  /** The merchants' brand image files by path from the root (their type and size; null when unreadable). */
  images?: ReadonlyMap<string, ImageFacts | null>;
}

/** ok is false when any problem is an error; problems then holds the warnings too. */
export type LoadResult = { ok: true; config: PlatformConfig; warnings: ConfigProblem[] } | { ok: false; problems: ConfigProblem[] };

/** One line: `file pointer: reason (rule-id) fix: one-line fix`. */
export function formatProblem(p: ConfigProblem): string {
  return `${p.file} ${p.pointer || '/'}: ${p.reason}${p.rule ? ` (${p.rule})` : ''}${p.fix ? ` fix: ${p.fix}` : ''}`;
}

interface ReadJsonFile {
  file: string;
  folder: string;
  data: unknown;
  error?: string;
  modifiedAt: number;
}

async function readJsonFiles(dir: string, fileName: string): Promise<ReadJsonFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: ReadJsonFile[] = [];
  for (const e of entries.filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, e.name, fileName);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    const modifiedAt = (await stat(file).catch(() => null))?.mtimeMs ?? 0;
    try {
      out.push({ file, folder: e.name, data: JSON.parse(text), modifiedAt });
    } catch (err) {
      out.push({ file, folder: e.name, data: null, error: `invalid JSON: ${(err as Error).message}`, modifiedAt });
    }
  }
  return out;
}

export async function loadPlatformConfig(rootDir: string): Promise<LoadResult> {
  // Ajv standalone code written by scripts/start.mjs when present, else compiled here (server/config/config-validators.ts).
  const validators = await configValidators(rootDir);
  const problems: ConfigProblem[] = [];
  const rel = (f: string) => path.relative(rootDir, f).split(path.sep).join('/');
  const modifiedAt = new Map<string, number>();

  /** Parses, migrates and validates one kind of file; returns those that passed, and how many did not. */
  async function loadKind<T>(kind: ConfigKind, dir: string, fileName: string) {
    const valid: LoadedConfigFile<T>[] = [];
    const folders = new Set<string>();
    let rejected = 0;
    for (const f of await readJsonFiles(path.join(rootDir, dir), fileName)) {
      const file = rel(f.file);
      folders.add(f.folder);
      modifiedAt.set(file, f.modifiedAt);
      if (f.error) {
        problems.push({ file, pointer: '', reason: f.error, rule: loaderRules.invalidJson.id, severity: 'error', fix: loaderRules.invalidJson.fix });
        rejected++;
        continue;
      }
      const migration = migrateConfig(kind, f.data);
      const note = migration.migrated ? ` (in the file migrated from schemaVersion ${migration.fromVersion})` : '';
      if (migration.migrated) {
        const w = loaderRules.schemaVersionDeprecated;
        problems.push({ file, pointer: '/schemaVersion', reason: `written for schemaVersion ${migration.fromVersion}; migrated on load`, rule: w.id, severity: w.severity, fix: w.fix });
      }
      for (const m of migration.problems) problems.push({ file, ...m, rule: loaderRules.schema.id, severity: 'error', fix: loaderRules.schema.fix });
      const validate = validators[kind];
      const schemaOk = validate(migration.data);
      if (!schemaOk) problems.push(...schemaProblems(file, validate.errors ?? [], note));
      if (!schemaOk || migration.problems.length > 0) {
        rejected++;
        continue;
      }
      valid.push({ file, folder: f.folder, config: migration.data as T });
    }
    return { valid, folders, rejected };
  }

  const themes = await loadKind<ThemeConfig>('theme', 'themes', 'theme.json');
  const merchants = await loadKind<MerchantConfig>('merchant', 'merchants', 'merchant.json');
  const assetFiles = await listAssetFiles(rootDir);
  const images = await readBrandImages(rootDir, merchants.valid.map((m) => m.config), assetFiles);
  problems.push(
    ...lintPlatform({
      merchants: merchants.valid,
      themes: themes.valid,
      themeFolders: themes.folders,
      rejectedMerchantFiles: merchants.rejected,
      validationMessages: await readValidationMessages(rootDir, merchants.valid.flatMap((m) => m.config.languages)),
      assetFiles,
      images,
      modifiedAt,
    }),
  );

  const defaults = merchants.valid.filter((m) => m.config.isDefault);
  if (problems.some((p) => p.severity === 'error') || defaults.length !== 1) return { ok: false, problems };
  return {
    ok: true,
    warnings: problems,
    config: {
      rootDir,
      merchants: new Map(merchants.valid.map((m) => [m.config.code, m.config])),
      themes: new Map(themes.valid.map((t) => [t.config.code, t.config])),
      defaultMerchantCode: defaults[0]!.config.code,
      images,
    },
  };
}

/**
 * The merchant that claims a Host header, or undefined. Hosts compare as hostKey spells them (lower case, no port,
 * no trailing dot); the check refuses two merchants claiming one host, so at most one matches.
 */
export function merchantOfHost(config: PlatformConfig, host: string | undefined): MerchantConfig | undefined {
  const key = hostKey(host ?? '');
  for (const m of config.merchants.values()) {
    if (m.domains.some((d) => hostKey(d) === key)) return m;
  }
  return undefined;
}

/** The merchant for a request's Host header, else the default merchant. */
export function resolveMerchant(config: PlatformConfig, host: string | undefined): MerchantConfig {
  return merchantOfHost(config, host) ?? config.merchants.get(config.defaultMerchantCode)!;
}
