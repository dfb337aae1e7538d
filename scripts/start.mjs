// `npm start`: runs the server as compiled JavaScript (dist/server/main.js), compiling it first when it is missing or
// older than its sources. tsx (TypeScript compiled at every start) is for development and tests only.
//
// The compiled tree mirrors the sources under dist/: server/**.ts -> dist/server/**.js and src/engine/**.ts ->
// dist/src/engine/**.js (the server imports src/engine), the other files of server/ (game pages' scripts and styles)
// copied beside them. Each file is compiled alone by Vite's TypeScript transform (Oxc; types are stripped, not
// checked: `npm run lint` checks them), relative imports without an extension get theirs. The build is current when
// dist/server/.sources matches the paths, sizes and modification times of the sources and of this file.
//
//   node scripts/start.mjs           compile if needed, then start the server (what `npm start` runs)
//   node scripts/start.mjs --build   compile if needed, make the PGlite template for new data folders if missing, and stop
// Either way the merchant and theme validators are written as Ajv standalone code when the schemas changed
// (dist/config-validators/, server/config/config-validators.ts): compiling them took most of a second of every start.
// This file is plain JavaScript so that `npm start` needs no TypeScript tooling when the build is current.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'dist');
/** Source folders compiled, relative to the root; the first part of each is replaced in dist/ as a whole. */
const sourceDirs = ['server', 'src/engine'];
const stampFile = path.join(outDir, 'server', '.sources');
const thisFile = fileURLToPath(import.meta.url);

async function filesUnder(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

async function sourceFiles() {
  const lists = await Promise.all(sourceDirs.map((d) => filesUnder(path.join(root, d))));
  return lists.flat().sort();
}

/** What the build was made from: every source's path, size and modification time, and this file's. */
async function fingerprint(files) {
  const hash = createHash('sha256');
  for (const file of [...files, thisFile]) {
    const s = await stat(file);
    hash.update(`${path.relative(root, file)}\t${s.size}\t${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const isTypeScript = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts');
const fileExists = (file) => stat(file).then((s) => s.isFile(), () => false);

/** `./x` -> `./x.js` or `./x/index.js` as the sources say (Node needs the extension that bundler resolution does not). */
async function withExtension(specifier, fromFile) {
  if (/\.(m?js|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (await fileExists(`${target}.ts`)) return `${specifier}.js`;
  if (await fileExists(path.join(target, 'index.ts'))) return `${specifier}/index.js`;
  return specifier;
}

const relativeImport = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']+)\2/g;

async function rewriteImports(code, fromFile) {
  const found = [...code.matchAll(relativeImport)];
  const fixed = await Promise.all(found.map((m) => withExtension(m[3], fromFile)));
  let i = 0;
  return code.replace(relativeImport, (_all, lead, quote) => `${lead}${quote}${fixed[i++]}${quote}`);
}

/** Compiles every source into a fresh folder, then puts it in place of the old build. */
async function build(files, print) {
  const started = performance.now();
  const { transformWithOxc } = await import('vite');
  const staging = path.join(outDir, `.server-build-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  for (const file of files) {
    const relative = path.relative(root, file);
    const target = path.join(staging, isTypeScript(file) ? relative.replace(/\.ts$/, '.js') : relative);
    await mkdir(path.dirname(target), { recursive: true });
    if (!isTypeScript(file)) {
      if (!file.endsWith('.d.ts')) await copyFile(file, target);
      continue;
    }
    const result = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts', target: 'es2022', sourcemap: false });
    if (result.errors?.length) throw new Error(`${relative}: ${result.errors.map((e) => e.message).join('; ')}`);
    await writeFile(target, await rewriteImports(result.code, file));
  }
  await writeFile(path.join(staging, 'server', '.sources'), print);
  for (const top of new Set(sourceDirs.map((d) => d.split('/')[0]))) {
    await rm(path.join(outDir, top), { recursive: true, force: true });
    await rename(path.join(staging, top), path.join(outDir, top));
  }
  await rm(staging, { recursive: true, force: true });
  return Math.round(performance.now() - started);
}

/** Compiles the server when dist/ does not hold a build of the current sources; returns whether it did. */
export async function ensureServerBuilt() {
  const files = await sourceFiles();
  const print = await fingerprint(files);
  const current = await readFile(stampFile, 'utf8').catch(() => null);
  if (current === print) return false;
  process.stderr.write(`compiling the server into dist/ (${current === null ? 'no build yet' : 'sources changed'})\n`);
  const ms = await build(files, print);
  process.stderr.write(`server compiled in ${ms} ms\n`);
  return true;
}

/** The PGlite template of the compiled server's migrations (server/db/pglite-template.ts), so no new data folder waits for it. */
async function ensureTemplate() {
  const started = performance.now();
  const { ensurePgliteTemplate } = await import(pathToFileURL(path.join(outDir, 'server', 'db', 'pglite-template.js')).href);
  if (await ensurePgliteTemplate()) process.stderr.write(`PGlite template made in ${Math.round(performance.now() - started)} ms\n`);
}

/** The merchant and theme validators as Ajv standalone code (server/config/config-validators.ts), when the schemas changed. */
async function ensureConfigValidators() {
  const started = performance.now();
  const { ensureStandaloneValidators } = await import(pathToFileURL(path.join(outDir, 'server', 'config', 'config-validators.js')).href);
  if (await ensureStandaloneValidators(root)) process.stderr.write(`config validators generated in ${Math.round(performance.now() - started)} ms\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await ensureServerBuilt();
  await ensureConfigValidators();
  if (process.argv.includes('--build')) await ensureTemplate();
  else {
    const { main } = await import(pathToFileURL(path.join(outDir, 'server', 'main.js')).href);
    await main();
  }
}
