// Vitest's global set-up: the PGlite template for new data folders (server/db/pglite-template.ts), made once before
// any test file runs. Without it the first server that tests start on a new data folder makes it (initdb, every
// migration, the catalogue) while two workers keep both cores busy, which on CI took the start past its 150 s wait.
// The template's key reads the migrations' code as the running compiler wrote it, and Vite's differs from tsx's: one
// is made here, under Vite as the test files' own servers are, the other by a child under tsx, as
// tests/server/main.test.ts runs the server.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ensurePgliteTemplate } from '../../server/db/pglite-template.js';

export default async function makePgliteTemplate(): Promise<void> {
  const repo = process.cwd();
  const tsxHooks = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href;
  const template = pathToFileURL(path.join(repo, 'server/db/pglite-template.ts')).href;
  const script = `const { ensurePgliteTemplate } = await import(${JSON.stringify(template)}); await ensurePgliteTemplate();`;
  await Promise.all([
    ensurePgliteTemplate(),
    promisify(execFile)(process.execPath, ['--import', tsxHooks, '--input-type=module', '--eval', script], { cwd: repo, timeout: 300_000 }),
  ]);
}
