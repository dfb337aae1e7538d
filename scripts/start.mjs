// `npm start`: runs the server as compiled JavaScript (dist/server/main.cjs), compiling it first when it is missing or
// older than its sources. tsx (TypeScript compiled at every start) is for development and tests only.
//
// The sources (server/ and the src/engine/ modules it imports) are bundled by Rolldown (Vite's bundler; TypeScript's
// types stripped, not checked: `npm run lint` checks them) with the packages they use into files in dist/server/
// (main.cjs and shared chunks, CommonJS so that V8's code cache applies: scripts/bundle-loader.mjs), except packages
// that need their own files at run time (see `external`);
// the other files of server/ (game pages' scripts and styles) are copied to their paths under dist/server/. The build
// is current when dist/server/.sources matches the paths, sizes and modification times of the sources, of this file
// and of the install's lock files.
//
//   node scripts/start.mjs           compile if needed, then start the server (what `npm start` runs)
//   node scripts/start.mjs --build   compile if needed, make the PGlite template for new data folders if missing, and stop
// Either way the merchant and theme validators are written as Ajv standalone code when the schemas changed
// (dist/config-validators/, server/config/config-validators.ts): compiling them took most of a second of every start.
// This file is plain JavaScript so that `npm start` needs no TypeScript tooling when the build is current.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout } from 'node:timers';
import { URL, fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { BundleLoader } from './bundle-loader.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'dist');
/** The folders of the bundle's own sources, relative to the root: their files make the build's fingerprint. */
const sourceDirs = ['server', 'src/engine'];
const stampFile = path.join(outDir, 'server', '.sources');
const thisFile = fileURLToPath(import.meta.url);
/** The loader is part of what a build is made from: its wrapper decides how the bundle runs. */
const loaderFile = fileURLToPath(new URL('./bundle-loader.mjs', import.meta.url));

// The folders are read and the files stat'ed synchronously: they are in the kernel's cache, and the check of a current
// build is on every start's path, where a promise per file (libuv's thread pool) cost several times the CPU.
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

function sourceFiles() {
  return sourceDirs.flatMap((d) => filesUnder(path.join(root, d))).sort();
}

/** The bundle holds the packages' code too: an install that changes them (npm rewrites these files) makes a new one. */
const installFiles = [path.join(root, 'package-lock.json'), path.join(root, 'node_modules', '.package-lock.json')];

/** What the build was made from: every source's path, size and modification time, this file's and the install's. */
function fingerprint(files) {
  const hash = createHash('sha256');
  for (const file of [...files, thisFile, loaderFile, ...installFiles]) {
    const stats = statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(root, file)}\t${stats?.size}\t${stats?.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const isTypeScript = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts');

/**
 * Packages left to Node at run time rather than bundled: PGlite finds its WebAssembly and data files beside its own
 * module, the native addons (argon2, resvg) load .node files, svg-captcha reads its font from its folder, pg may load
 * pg-native, and ioredis loads only when REDIS_URL is set.
 */
const external = [/^@electric-sql\/pglite(\/|$)/, /^pg(\/|$)/, /^pg-native$/, /^@node-rs\//, /^@resvg\//, /^ioredis$/, /^svg-captcha$/];

/**
 * A module's own URL inside the bundle: `import.meta.url` in a source module becomes the URL its file had in the
 * unbundled tree (dist/server/<path>.js), where the files it reads beside itself (game pages' assets) are copied.
 * Every file the bundler writes sits directly in dist/server/, so the path is resolved against the bundle file's URL.
 */
function moduleUrls() {
  const serverDir = path.join(root, 'server');
  return {
    name: 'livery-module-url',
    transform: {
      filter: { code: 'import.meta.url' },
      handler(code, id) {
        if (!path.isAbsolute(id) || id.includes(`${path.sep}node_modules${path.sep}`) || !id.startsWith(root + path.sep)) return null;
        let relative = path.relative(serverDir, id).replace(/\.ts$/, '.js').split(path.sep).join('/');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        return { code: code.replace(/\bimport\.meta\.url\b/g, `new URL(${JSON.stringify(relative)}, import.meta.url).href`), map: null };
      },
    },
  };
}

/** The entry points: the server, and the two modules this script runs itself (validators, PGlite template). */
const entries = { main: 'server/main.ts', 'config-validators': 'server/config/config-validators.ts', 'pglite-template': 'server/db/pglite-template.ts' };

/**
 * Bundles the server into dist/server/ (a fresh folder, then put in place of the old build) and copies the other
 * files of server/ beside it at their paths. Loading a few bundled files instead of ~450 modules one by one (the
 * server's own and its packages') takes the CPU of loading them from 1.7-2.1 s to 0.6-0.9 s at load 8 to 9
 * (docs/decisions.md, 4b).
 */
async function build(files, print) {
  const started = performance.now();
  const { rolldown } = await import('rolldown');
  const staging = path.join(outDir, `.server-build-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  const bundle = await rolldown({ input: entries, cwd: root, platform: 'node', external, logLevel: 'warn', plugins: [moduleUrls()] });
  try {
    await bundle.write({ dir: path.join(staging, 'server'), format: 'cjs', dynamicImportInCjs: false, entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' });
  } finally {
    await bundle.close();
  }
  for (const file of files) {
    if (isTypeScript(file) || file.endsWith('.d.ts') || !file.startsWith(path.join(root, 'server') + path.sep)) continue;
    const target = path.join(staging, path.relative(root, file));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, target);
  }
  await writeFile(path.join(staging, 'server', '.sources'), print);
  await rm(path.join(outDir, 'server'), { recursive: true, force: true });
  // The unbundled tree's compiled src/engine/ (before the bundle) is no longer read.
  await rm(path.join(outDir, 'src'), { recursive: true, force: true });
  await rename(path.join(staging, 'server'), path.join(outDir, 'server'));
  await rm(staging, { recursive: true, force: true });
  return Math.round(performance.now() - started);
}

/** Compiles the server when dist/ does not hold a build of the current sources; returns whether it did. */
export async function ensureServerBuilt() {
  const files = sourceFiles();
  const print = fingerprint(files);
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  if (current === print) return false;
  process.stderr.write(`compiling the server into dist/ (${current === null ? 'no build yet' : 'sources changed'})\n`);
  const ms = await build(files, print);
  process.stderr.write(`server compiled in ${ms} ms\n`);
  return true;
}

/** The PGlite template of the compiled server's migrations (server/db/pglite-template.ts), so no new data folder waits for it. */
async function ensureTemplate() {
  const started = performance.now();
  const { ensurePgliteTemplate } = bundle().load('pglite-template.cjs');
  if (await ensurePgliteTemplate()) process.stderr.write(`PGlite template made in ${Math.round(performance.now() - started)} ms\n`);
}

/** The merchant and theme validators as Ajv standalone code (server/config/config-validators.ts), when the schemas changed. */
async function ensureConfigValidators() {
  const started = performance.now();
  const { ensureStandaloneValidators } = bundle().load('config-validators.cjs');
  if (await ensureStandaloneValidators(root)) process.stderr.write(`config validators generated in ${Math.round(performance.now() - started)} ms\n`);
}

let loader;
/** The compiled server's files, loaded once each (a build replaces them before any is loaded). */
const bundle = () => (loader ??= new BundleLoader(path.join(outDir, 'server')));

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await ensureServerBuilt();
  if (process.argv.includes('--build')) {
    await ensureConfigValidators();
    await ensureTemplate();
  } else {
    // V8 recompiles a WebAssembly function with its optimising tier once it has run about 1.8 MB of code
    // (--wasm-tiering-budget). A start runs much of PostgreSQL once (PGlite's open, the first statements), and those
    // compiles cost about a second of CPU on V8's threads, taken from the start on two cores. Ten times the budget
    // leaves run-once code at the baseline tier; what stays hot is optimised still (docs/decisions.md, 4b).
    v8.setFlagsFromString('--wasm-tiering-budget=18000000');
    // V8 drops the bytecode of functions that have not run for a few garbage collections, and most of a start's
    // functions run once. A busy first second (a test suite's browsers, live traffic) then left the code cache saved
    // below with half the start's functions (956 KB of 2.0 MB), and every later start compiled the rest again:
    // 680 to 740 ms against 545 to 565 ms with the whole cache (docs/decisions.md, 4b). Keeping the bytecode costs
    // only the memory of code that ran once.
    v8.setFlagsFromString('--no-flush-bytecode');
    await ensureConfigValidators();
    await bundle().load('main.cjs').main();
    // Once the server is up, the code its start compiled is saved for the next start (bundle-loader.mjs): a second
    // later, or as the process exits if it stops before (saving is synchronous, as an exit handler must be).
    const saveCodeCache = () => {
      const saved = bundle().saveCodeCache();
      if (saved > 0) process.stderr.write(`code cache saved for ${saved} files of the server\n`);
    };
    setTimeout(saveCodeCache, 1_000).unref();
    process.once('exit', saveCodeCache);
  }
}
