// Builds the site on start when its index.html is missing (dist/site unless SITE_DIR says otherwise), so
// `rm -rf dist && npm start` still serves pages.
// A failed or impossible build is a warning, not a stop: the API is useful without the site.
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const exists = (file: string) => access(file).then(() => true, () => false);

export type SiteBuildOutcome = 'present' | 'built' | 'no-source' | 'failed';

export async function ensureSiteBuilt(rootDir: string, log: FastifyBaseLogger, siteDir = 'dist/site'): Promise<SiteBuildOutcome> {
  if (await exists(path.resolve(rootDir, siteDir, 'index.html'))) return 'present';
  if (!(await exists(path.join(rootDir, 'index.html')))) {
    log.warn('the site is not built and there is no index.html to build it from: serving the API only');
    return 'no-source';
  }
  log.info('the site is not built: running npx vite build');
  const started = Date.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', path.resolve(rootDir, siteDir)], { cwd: rootDir, stdio: 'inherit' });
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
