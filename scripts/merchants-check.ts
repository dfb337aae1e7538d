// npm run merchants:check [-- --json] [--fix] [--root DIR]
// Loads every merchant and theme exactly as the server does (schema, migrations, lint rules) and prints each problem
// as `file pointer: reason (rule-id) fix: ...`. Exits 1 on any error; warnings (deprecations) alone exit 0.
// --fix first rewrites files written for an older schemaVersion in the current one.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatProblem, loadPlatformConfig, type ConfigProblem } from '../server/config/load-config.js';
import { migrateConfig, serializeConfig, type ConfigKind } from '../server/config/migrations.js';

const usage = 'usage: npm run merchants:check [-- --json] [--fix] [--root DIR]';

interface Options {
  json: boolean;
  fix: boolean;
  rootDir: string;
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { json: false, fix: false, rootDir: process.cwd() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') options.json = true;
    else if (a === '--fix') options.fix = true;
    else if (a === '--root' && argv[i + 1]) options.rootDir = path.resolve(argv[++i]!);
    else return `unknown argument ${a}\n${usage}`;
  }
  return options;
}

interface FixedFile {
  file: string;
  fromVersion: number;
  toVersion: number;
}

/** Rewrites every file that migrates cleanly from an older schemaVersion; files with problems are left for the report. */
async function fixVersions(rootDir: string): Promise<FixedFile[]> {
  const fixed: FixedFile[] = [];
  const kinds: [ConfigKind, string, string][] = [['theme', 'themes', 'theme.json'], ['merchant', 'merchants', 'merchant.json']];
  for (const [kind, dir, fileName] of kinds) {
    const folders = await readdir(path.join(rootDir, dir), { withFileTypes: true }).catch(() => []);
    for (const folder of folders.filter((d) => d.isDirectory())) {
      const file = path.join(dir, folder.name, fileName);
      const text = await readFile(path.join(rootDir, file), 'utf8').catch(() => null);
      if (text === null) continue;
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        continue;
      }
      const result = migrateConfig(kind, data);
      if (!result.migrated || result.problems.length > 0) continue;
      await writeFile(path.join(rootDir, file), serializeConfig(result.data));
      fixed.push({ file: file.split(path.sep).join('/'), fromVersion: result.fromVersion, toVersion: (result.data as { schemaVersion: number }).schemaVersion });
    }
  }
  return fixed;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const fixed = options.fix ? await fixVersions(options.rootDir) : [];
  const result = await loadPlatformConfig(options.rootDir);
  const problems: ConfigProblem[] = result.ok ? result.warnings : result.problems;
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');

  if (options.json) {
    console.log(JSON.stringify({ ok: errors.length === 0, errors: errors.length, warnings: warnings.length, fixed, problems }, null, 2));
  } else {
    for (const f of fixed) console.log(`fixed ${f.file}: schemaVersion ${f.fromVersion} -> ${f.toVersion}`);
    for (const p of errors) console.log(formatProblem(p));
    for (const p of warnings) console.log(`warning: ${formatProblem(p)}`);
    const counts = `${errors.length} error(s), ${warnings.length} warning(s)`;
    console.log(result.ok ? `merchants:check: ${result.config.merchants.size} merchants and ${result.config.themes.size} themes are valid; ${counts}` : `merchants:check: ${counts}`);
  }
  return errors.length > 0 ? 1 : 0;
}

process.exitCode = await main().catch((err: unknown) => {
  console.error(`merchants:check could not run: ${err instanceof Error ? err.message : String(err)}`);
  return 2;
});
