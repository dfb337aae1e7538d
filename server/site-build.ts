// Builds the site on start when its index.html is missing (dist/site unless SITE_DIR says otherwise), so
// `rm -rf dist && npm start` still serves pages, or older than a source it is built from (after a git pull, an edit),
// so `npm start` never serves yesterday's site.
// A failed or impossible build is a warning, not a stop: the API is useful without the site.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const exists = (file: string) => access(file).then(() => true, () => false);

export type SiteBuildOutcome = 'present' | 'built' | 'no-source' | 'failed';

/** What the site is built from: a change to any of these makes the built site stale. */
const SITE_SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'locales', 'public'];

/** A file's modification time, 0 when it does not exist. */
const mtimeOf = (file: string): number => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The newest modification time under a file or folder (0 when it does not exist). Synchronous on purpose: the 850
 * files of src/ and locales/ are in the kernel's cache, and a stat costs microseconds; as promises (one per file,
 * through libuv's thread pool) the same walk cost 120 ms of CPU against 25 ms, on a start that has both cores busy.
 */
function newestUnder(file: string): number {
  let entries;
  try {
    entries = readdirSync(file, { withFileTypes: true });
  } catch {
    return mtimeOf(file);
  }
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(file, entry.name);
    newest = Math.max(newest, entry.isDirectory() || entry.isSymbolicLink() ? newestUnder(full) : mtimeOf(full));
  }
  return newest;
}

/** The built index.html is older than a source of the site (only where the sources are: an install may ship dist alone). */
export async function siteIsStale(rootDir: string, siteDir: string): Promise<boolean> {
  const built = mtimeOf(path.resolve(rootDir, siteDir, 'index.html'));
  return SITE_SOURCES.some((source) => newestUnder(path.join(rootDir, source)) > built);
}

export interface SiteState {
  present: boolean;
  stale: boolean;
}

/** Whether the built site is there and current; reads only (main.ts runs it while the configuration loads). */
export async function siteState(rootDir: string, siteDir = 'dist/site'): Promise<SiteState> {
  const present = await exists(path.resolve(rootDir, siteDir, 'index.html'));
  return { present, stale: present && (await siteIsStale(rootDir, siteDir)) };
}

/** Builds the site when it is missing or stale; `known` is a siteState() of this start already under way. */
export async function ensureSiteBuilt(rootDir: string, log: FastifyBaseLogger, siteDir = 'dist/site', known?: Promise<SiteState>): Promise<SiteBuildOutcome> {
  const { present, stale } = await (known ?? siteState(rootDir, siteDir));
  if (present && !stale) return 'present';
  if (!(await exists(path.join(rootDir, 'index.html')))) {
    log.warn('the site is not built and there is no index.html to build it from: serving the API only');
    return 'no-source';
  }
  log.info(present ? 'the site is older than its sources: running npx vite build' : 'the site is not built: running npx vite build');
  const started = Date.now();
  const code = await new Promise<number | null>((resolve) => {
    // Always the production build: under a NODE_ENV of development or test (a test runner's, a shell's) Vite would
    // build the development bundle (seen in journeys whose sources changed while they waited: its boot page said
    // "Network link is abnormal").
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn('npx', ['vite', 'build', '--outDir', path.resolve(rootDir, siteDir)], { cwd: rootDir, stdio: 'inherit', env });
    child.on('error', () => resolve(null));
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    log.warn({ exitCode: code }, 'the site build failed: serving the API only; fix the build and restart');
    return 'failed';
  }
  log.info({ ms: Date.now() - started }, 'site built');
  return 'built';
}
