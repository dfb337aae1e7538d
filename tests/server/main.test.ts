import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const repo = process.cwd();
const mainFile = path.join(repo, 'server/main.ts');
// tsx's module hooks by path: the child runs in a copy of the configuration, where no node_modules is beside it.
const tsxHooks = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href;
let root: string;

/** A copy of the configuration folders, so a test can break one file without touching the repository. */
async function configCopy(name: string): Promise<string> {
  const dir = path.join(root, name);
  for (const folder of ['schemas', 'themes', 'merchants', 'locales']) {
    await cp(path.join(repo, folder), path.join(dir, folder), { recursive: true }).catch(() => undefined);
  }
  return dir;
}

interface Run {
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
  signal(name: NodeJS.Signals): void;
  /** Resolves with the first JSON log line whose msg matches. */
  waitForLog(match: RegExp, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/**
 * Runs the server from its sources, or `command` (e.g. the compiled start of npm start). Node loads tsx as a module
 * rather than through tsx's CLI: the CLI is a second process that relays a signal and, when the server's event loop
 * does not acknowledge it within 60 ms (a busy machine, PGlite working on the main thread), kills it with SIGKILL and
 * exits 130, which is tsx's doing, not the server's.
 */
function runMain(cwd: string, env: Record<string, string>, command: string[] = [process.execPath, '--import', tsxHooks, mainFile]): Run {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // Always the embedded database here: the child must not migrate the shared PostgreSQL's public schema.
  const [program = process.execPath, ...args] = command;
  const child = spawn(program, args, { cwd, env: { ...inherited, LOG_LEVEL: 'info', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exited,
    stdout: () => out,
    stderr: () => err,
    signal: (name) => child.kill(name),
    waitForLog: (match, timeoutMs = 150_000) =>
      new Promise((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`no log line matching ${match} in time:\n${out}\n${err}`)), timeoutMs);
        const check = () => {
          for (const line of out.split('\n')) {
            if (!line.startsWith('{')) continue;
            const entry = JSON.parse(line) as Record<string, unknown>;
            if (typeof entry.msg === 'string' && match.test(entry.msg)) {
              clearTimeout(deadline);
              child.stdout.off('data', check);
              resolve(entry);
              return;
            }
          }
        };
        child.stdout.on('data', check);
        void exited.then(() => reject(new Error(`exited before logging ${match}:\n${out}\n${err}`)));
        check();
      }),
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'livery-main-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('server/main.ts', () => {
  it('refuses to start on an invalid merchant, naming the file, the JSON pointer and the reason', async () => {
    const cwd = await configCopy('broken');
    const file = path.join(cwd, 'merchants/basic/merchant.json');
    const merchant = JSON.parse(await readFile(file, 'utf8')) as { currency: { code: string } };
    merchant.currency.code = 'dollars';
    await writeFile(file, JSON.stringify(merchant, null, 2));

    const run = runMain(cwd, { DATA_DIR: path.join(cwd, 'data') });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('The server refuses to start');
    expect(run.stderr()).toMatch(/merchants\/basic\/merchant\.json \/currency\/code: .*pattern/);
    // Refused before anything was opened.
    await expect(stat(path.join(cwd, 'data'))).rejects.toThrow();
  }, 120_000);

  it('refuses to start on an invalid environment', async () => {
    const run = runMain(repo, { PORT: 'eighty', NODE_ENV: 'staging' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/environment PORT/);
    expect(run.stderr()).toMatch(/environment NODE_ENV/);
  }, 120_000);

  it('starts on a new data folder, serves, stops on SIGTERM, and restarts on the same folder with the same key', async () => {
    const cwd = await configCopy('valid');
    const dataDir = path.join(cwd, 'data', 'nested');

    const first = runMain(cwd, { DATA_DIR: dataDir });
    const started = await first.waitForLog(/^server started/);
    // A new folder starts from the migrated template (server/db/pglite-template.ts): nothing left to migrate.
    expect(started.newDataFolder).toBe(true);
    expect(started.migrationsApplied).toEqual([]);
    // No index.html in this folder: the site cannot be built, the API serves anyway.
    expect(first.stdout()).toMatch(/serving the API only/);
    const url = started.url as string;
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    // fetch cannot set Host; outside production ?merchant= picks the merchant the same way.
    const closed = await fetch(`${url}/wps/system/status?merchant=closed`);
    expect(((await closed.json()) as { value: { status: number } }).value.status).toBe(1);
    const key1 = ((await (await fetch(`${url}/wps/system/permission`)).json()) as { value: { encryptionPublicKey: string } }).value.encryptionPublicKey;
    first.signal('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toMatch(/shutting down/);

    const second = runMain(cwd, { DATA_DIR: dataDir });
    const restarted = await second.waitForLog(/^server started/);
    expect(restarted.newDataFolder).toBe(false);
    expect(restarted.migrationsApplied).toEqual([]);
    const key2 = ((await (await fetch(`${restarted.url as string}/wps/system/permission`)).json()) as { value: { encryptionPublicKey: string } }).value.encryptionPublicKey;
    expect(key2).toBe(key1);
    second.signal('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);
});

describe('npm start (scripts/start.mjs)', () => {
  it('compiles the server into dist/ when there is no build or a source changed, runs the compiled server, and starts without compiling when the build is current', async () => {
    // A project of its own (the repository's dist/ is left alone): the sources, the configuration and the packages.
    const project = await configCopy('compiled');
    for (const part of ['package.json', 'scripts/start.mjs', 'scripts/bundle-loader.mjs', 'server', 'src/engine']) await cp(path.join(repo, part), path.join(project, part), { recursive: true });
    await symlink(path.join(repo, 'node_modules'), path.join(project, 'node_modules'));
    const start = [process.execPath, path.join(project, 'scripts/start.mjs')];

    const first = runMain(project, { DATA_DIR: path.join(project, 'data') }, start);
    const started = await first.waitForLog(/^server started/);
    expect(first.stderr()).toMatch(/compiling the server into dist\/ \(no build yet\)/);
    expect(await stat(path.join(project, 'dist/server/main.cjs'))).toBeTruthy();
    // One bundle with the engine and the packages in it: no module tree of src/engine beside it.
    expect(await stat(path.join(project, 'dist/src')).catch(() => null)).toBeNull();
    // The merchant and theme validators as Ajv standalone code, written once per set of schemas.
    expect(first.stderr()).toMatch(/config validators generated/);
    // Modules read the game pages' own files, their texts and the merchant schema as they load: a start proves the
    // compiled tree finds them.
    const url = started.url as string;
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    // What the start compiled is saved once the server is up, and the next start runs from it (V8 takes it: nothing
    // is saved again).
    await vi.waitFor(() => expect(first.stderr()).toMatch(/code cache saved for \d+ files/), { timeout: 30_000, interval: 200 });
    expect(await stat(path.join(project, 'dist/server/.code-cache/main.cjs.v8'))).toBeTruthy();
    first.signal('SIGTERM');
    expect(await first.exited).toBe(0);
    const cached = runMain(project, { DATA_DIR: path.join(project, 'data') }, start);
    const restarted = await cached.waitForLog(/^server started/);
    expect(await (await fetch(`${restarted.url as string}/healthz`)).json()).toEqual({ status: 'ok' });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(cached.stderr()).not.toMatch(/code cache saved/);
    cached.signal('SIGTERM');
    expect(await cached.exited).toBe(0);

    const unchanged = runMain(project, {}, [...start, '--build']);
    expect(await unchanged.exited).toBe(0);
    expect(unchanged.stderr()).not.toMatch(/compiling/);
    expect(unchanged.stderr()).not.toMatch(/config validators generated/);

    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(project, 'server/app.ts'), later, later);
    const changed = runMain(project, {}, [...start, '--build']);
    expect(await changed.exited).toBe(0);
    expect(changed.stderr()).toMatch(/compiling the server into dist\/ \(sources changed\)/);
  }, 300_000);
});
