// A new PGlite data folder starts from a template: a database initialised and migrated once, dumped to
// dist/pglite-template/<key>.tar, and loaded into each new folder (about 2 s) instead of PGlite's own initdb and every
// migration (10 s and more on a busy machine). The key covers the migrations' names and code and PGlite's version,
// so a new or edited migration or a PGlite upgrade makes a new template. A folder that cannot be written (a read-only install)
// only means the template is made in memory at each new folder, which costs what the template saves.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectPath } from '../lib/project-root.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations.js';
import { fromPglite } from './open-database.js';

export const defaultTemplateDir = projectPath('dist', 'pglite-template');

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = await readFile(projectPath('node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8').catch(() => '');
  hash.update((JSON.parse(pglite || '{}') as { version?: string }).version ?? 'unknown');
  for (const [name, migration] of Object.entries(migrations).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\n${name}\n${migration.up.toString()}\n${migration.down?.toString() ?? ''}`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template as a tar, made (and kept under `dir`) when there is none for the current migrations. */
export async function pgliteTemplate(dir = defaultTemplateDir): Promise<Blob> {
  const file = path.join(dir, `${await templateKey()}.tar`);
  const existing = await readFile(file).catch(() => null);
  if (existing) return new Blob([existing]);
  const pglite = new PGlite();
  const db = fromPglite(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  // Several servers may start at once: each writes aside, then renames, so no one reads half a file.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(dir, { recursive: true })
    .then(async () => writeFile(aside, Buffer.from(await dump.arrayBuffer())))
    .then(() => rename(aside, file))
    // Templates of older migrations are of no further use (about 40 MB each). The key reads the migrations' code as
    // the running compiler wrote it, so the sources (tsx, tests) and the compiled server keep one template each: only
    // templates not made for a week go.
    .then(async () => {
      for (const other of (await readdir(dir)).filter((f) => f.endsWith('.tar') && f !== path.basename(file))) {
        const made = await stat(path.join(dir, other)).then((s) => s.mtimeMs, () => Date.now());
        if (Date.now() - made > 7 * 24 * 3600_000) await rm(path.join(dir, other), { force: true });
      }
    })
    .catch(() => undefined);
  return dump;
}
