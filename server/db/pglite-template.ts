// A new PGlite data folder starts from a template: a database initialised, migrated and given the game catalogue once,
// in dist/pglite-template/<key>/, and copied as files into each new folder instead of PGlite's own initdb, every
// migration (10 s and more on a busy machine) and the catalogue's rows. The key covers the migrations' names and
// code, the catalogue's version and PGlite's version, so a new or edited migration, a new catalogue or a PGlite upgrade
// makes a new template; `npm run build` (scripts/start.mjs --build) makes it, so that no start has to. A folder that
// cannot be written (a read-only install) only means each new folder is made as the template would be, which costs
// what the template saves.
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectPath } from '../lib/project-root.js';
import { catalogueVersion, defaultCatalogueSeed } from '../domain/catalogue/generator.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations.js';
import { fromPglite } from './open-database.js';
import { seedCatalogueStamped } from './start-seeds.js';

export const defaultTemplateDir = projectPath('dist', 'pglite-template');

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = await readFile(projectPath('node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8').catch(() => '');
  hash.update((JSON.parse(pglite || '{}') as { version?: string }).version ?? 'unknown');
  hash.update(`\ncatalogue ${catalogueVersion(defaultCatalogueSeed)}`);
  for (const [name, migration] of Object.entries(migrations).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\n${name}\n${migration.up.toString()}\n${migration.down?.toString() ?? ''}`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template folder for the current migrations, catalogue and PGlite. */
const templateFolder = async (dir: string) => path.join(dir, await templateKey());
const isFolder = (folder: string) => stat(folder).then((s) => s.isDirectory(), () => false);

/**
 * Fills `target` (a folder that does not exist yet) with a copy of the template folder, made first when there is
 * none: a file copy (about 45 MB in 1,350 files), where loading a dump started PGlite twice.
 */
export async function copyPgliteTemplate(target: string, dir = defaultTemplateDir): Promise<void> {
  const folder = await templateFolder(dir);
  if (!(await isFolder(folder)) && !(await makeTemplate(dir, folder))) {
    // The template folder cannot be written (a read-only install): the new folder is made as the template would be.
    await fillDatabase(target);
    return;
  }
  await copyTree(folder, target);
}

/**
 * Copies a folder's tree, its files many at once: PostgreSQL's 1,350 small files one after the other (fs.cp) took
 * 2.3 to 3.6 s on this machine's disk, 16 at once 1.6 to 1.95 s (coreutils cp: 1.1 to 1.2 s).
 */
async function copyTree(from: string, to: string): Promise<void> {
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    await mkdir(path.join(to, relative), { recursive: true });
    const entries = await readdir(path.join(from, relative), { withFileTypes: true });
    await Promise.all(entries.map((entry) => (entry.isDirectory() ? walk(path.join(relative, entry.name)) : files.push(path.join(relative, entry.name)))));
  };
  await walk('');
  let next = 0;
  const copier = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: 16 }, copier));
}

/** Makes the template when there is none for the current migrations (the build does); returns whether it did. */
export async function ensurePgliteTemplate(dir = defaultTemplateDir): Promise<boolean> {
  const folder = await templateFolder(dir);
  if (await isFolder(folder)) return false;
  return makeTemplate(dir, folder);
}

/** A database in `folder` (new), initialised, migrated and given the catalogue; PGlite closes it cleanly. */
async function fillDatabase(folder: string): Promise<void> {
  const db = fromPglite(await PGlite.create(folder));
  try {
    await migrateToLatest(db);
    await seedCatalogueStamped(db, new Date());
  } finally {
    await db.destroy();
  }
}

/** Makes the template folder; false when `dir` cannot be written. */
async function makeTemplate(dir: string, folder: string): Promise<boolean> {
  // Several servers may start at once: each makes its own aside, then renames, so no one copies half a folder.
  const aside = `${folder}.making-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(dir, { recursive: true });
    await fillDatabase(aside);
  } catch {
    await rm(aside, { recursive: true, force: true }).catch(() => undefined);
    return false;
  }
  // Another start that got there first leaves its folder in place; this one is not needed.
  await rename(aside, folder).catch(async () => rm(aside, { recursive: true, force: true }));
  // Templates of older migrations are of no further use (about 45 MB each). The key reads the migrations' code as
  // the running compiler wrote it, so the sources (tsx, tests) and the compiled server keep one template each: only
  // templates not made for a week go (with the dumps earlier versions kept as .tar files, and what a killed build left).
  for (const other of (await readdir(dir).catch(() => [])).filter((f) => f !== path.basename(folder))) {
    const made = await stat(path.join(dir, other)).then((s) => s.mtimeMs, () => Date.now());
    if (Date.now() - made > 7 * 24 * 3600_000) await rm(path.join(dir, other), { recursive: true, force: true }).catch(() => undefined);
  }
  return true;
}
