// Live reload of the merchant configuration: watches merchants/ and themes/, reloads through the same
// loadPlatformConfig as the start (so the same linter decides), hands a valid result to `apply`, and refuses an
// invalid one with the linter's lines while the last good configuration keeps serving.
import { watch, type FSWatcher } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { formatProblem, loadPlatformConfig, type ConfigProblem, type PlatformConfig } from './load-config.js';

export const WATCHED_FOLDERS = ['merchants', 'themes'] as const;
/** Editors save in bursts (temp file, rename, chmod); one reload per burst. */
export const RELOAD_DEBOUNCE_MS = 200;

export type ReloadOutcome = { applied: true; config: PlatformConfig; warnings: ConfigProblem[] } | { applied: false; problems: ConfigProblem[] };

export interface ConfigWatcherOptions {
  rootDir: string;
  /** Receives every configuration that passed the checks, in the order the files changed. */
  apply: (config: PlatformConfig) => void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  debounceMs?: number;
  /** Told of every reload, applied or refused (tests wait on it). */
  onReload?: (outcome: ReloadOutcome) => void;
  load?: typeof loadPlatformConfig;
}

export interface ConfigWatcher {
  /** Reloads now, as a file change would; resolves when the result has been applied or refused. */
  reload(): Promise<ReloadOutcome>;
  close(): Promise<void>;
}

const isUnsupported = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM';

export async function watchPlatformConfig(options: ConfigWatcherOptions): Promise<ConfigWatcher> {
  const { rootDir, apply, log, debounceMs = RELOAD_DEBOUNCE_MS, onReload, load = loadPlatformConfig } = options;
  const watchers = new Map<string, FSWatcher>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  // One load at a time; changes during a load ask for one more, so the last state of the files always wins.
  let running: Promise<ReloadOutcome> | null = null;
  let again = false;

  async function loadOnce(): Promise<ReloadOutcome> {
    let outcome: ReloadOutcome;
    try {
      const result = await load(rootDir);
      outcome = result.ok ? { applied: true, config: result.config, warnings: result.warnings } : { applied: false, problems: result.problems };
    } catch (error) {
      // A missing schema file or an unreadable folder is a refusal like any other: the server keeps serving.
      const reason = error instanceof Error ? error.message : String(error);
      outcome = { applied: false, problems: [{ file: '.', pointer: '', reason, severity: 'error' }] };
    }
    if (closed) return outcome;
    if (outcome.applied) {
      apply(outcome.config);
      for (const w of outcome.warnings) log.warn(`warning: ${formatProblem(w)}`);
      log.info({ merchants: [...outcome.config.merchants.keys()] }, 'configuration reloaded');
    } else {
      const errors = outcome.problems.filter((p) => p.severity === 'error');
      for (const p of outcome.problems) (p.severity === 'error' ? log.error : log.warn).call(log, formatProblem(p));
      log.error(`configuration change refused (${errors.length} error(s)); the last good configuration keeps serving`);
    }
    onReload?.(outcome);
    return outcome;
  }

  function reload(): Promise<ReloadOutcome> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let outcome: ReloadOutcome;
      do {
        again = false;
        outcome = await loadOnce();
      } while (again && !closed);
      running = null;
      return outcome;
    })();
    return running;
  }

  function schedule() {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), debounceMs);
  }

  function watchDir(dir: string, recursive: boolean) {
    if (watchers.has(dir)) return;
    const watcher = watch(dir, { recursive, persistent: false }, schedule);
    watcher.on('error', (error) => {
      // A watched folder that disappears (a merchant deleted) ends its watcher; the parent's watcher still reports it.
      log.warn({ dir: path.relative(rootDir, dir), err: error }, 'configuration watcher error');
      watcher.close();
      watchers.delete(dir);
      schedule();
    });
    watchers.set(dir, watcher);
  }

  // Where recursive watching is missing, watch each folder and its direct sub-folders (merchants/CODE/assets is
  // the deepest level the configuration uses), and refresh the list when a folder appears.
  async function watchTree(dir: string, depth: number) {
    watchDir(dir, false);
    if (depth === 0) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) if (e.isDirectory()) await watchTree(path.join(dir, e.name), depth - 1);
  }

  for (const folder of WATCHED_FOLDERS) {
    const dir = path.join(rootDir, folder);
    try {
      watchDir(dir, true);
    } catch (error) {
      if (!isUnsupported(error)) {
        log.warn({ dir: folder, err: error }, 'configuration folder not watched');
        continue;
      }
      await watchTree(dir, 2);
      const top = watchers.get(dir);
      top?.on('change', () => void watchTree(dir, 2));
    }
  }

  return {
    reload,
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const w of watchers.values()) w.close();
      watchers.clear();
      await running;
    },
  };
}
