// Opens the platform database: embedded PGlite under DATA_DIR by default, a PostgreSQL pool when DATABASE_URL is set.
// Both speak PostgreSQL 15, so every query runs unchanged on either.
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { PgliteThread, pgliteFolder, type EmbeddedDatabase } from './pglite-thread.js';
import { PgliteThreadDialect } from './pglite-thread-dialect.js';
import type { Database } from './schema.js';

export interface DatabaseOptions {
  /** Folder for the embedded database; PGlite keeps its files in DATA_DIR/pglite. */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: the schema to work in (tests use one per run); it must exist. */
  searchPath?: string;
  /**
   * PGlite only: fills a new data folder (the path given, which does not exist yet) with an initialised and migrated
   * database instead of PGlite initialising it (server/db/pglite-template.ts); an existing folder is opened as it is.
   */
  template?: (target: string) => Promise<void>;
  /** PGlite only: the database's thread, started earlier by the caller (server/main.ts starts it before the configuration loads). */
  thread?: PgliteThread;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** PGlite: the data folder was new and was loaded from the template. */
  fromTemplate?: boolean;
}

/** Statement texts named so far (text -> name), shared by every connection of the process; see PreparingClient. */
const statementNames = new Map<string, string>();
/** At most this many texts are named: a query built with a varying number of parameters makes a new text each time. */
const maxNamedStatements = 2000;

/**
 * A pg client that runs every parameterised statement as a named prepared statement: PostgreSQL parses and plans a
 * text once per connection and later runs only bind and execute, so a hot statement costs no parse, and the server
 * less CPU (docs/money.md, Throughput). Statements without parameters (DDL, begin, commit) stay unnamed.
 */
// pg's query() is a set of overloads; the client hands each call on through this one loose signature.
const clientQuery: (this: pg.Client, ...args: unknown[]) => unknown = pg.Client.prototype.query;

class PreparingClient extends pg.Client {
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && typeof callback !== 'function') {
      let name = statementNames.get(config);
      if (name === undefined && statementNames.size < maxNamedStatements) {
        name = `livery_${statementNames.size}`;
        statementNames.set(config, name);
      }
      if (name !== undefined) return clientQuery.call(this, { name, text: config, values }) as never;
    }
    return clientQuery.call(this, config, values, callback) as never;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      Client: PreparingClient,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const dir = pgliteFolder(options.dataDir);
  // PGlite creates the data folder itself but not its parents.
  await mkdir(path.dirname(dir), { recursive: true });
  const isNew = options.template !== undefined && !(await access(dir).then(() => true, () => false));
  if (isNew && options.template) await loadFromTemplate(dir, options.template);
  const thread = options.thread ?? new PgliteThread();
  try {
    await thread.open(dir);
  } catch (err) {
    await thread.close().catch(() => undefined);
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PgliteThreadDialect(thread) });
  embedded.set(db, thread);
  return { db, kind: 'pglite', ...(isNew ? { fromTemplate: true } : {}) };
}

/**
 * Fills a new data folder from the template under a name of its own and renames it into place only when complete, so
 * a server killed mid-load leaves no half-filled folder that the next start would open as an existing database
 * (what a killed load left aside is removed first).
 */
async function loadFromTemplate(dir: string, template: (target: string) => Promise<void>): Promise<void> {
  const parent = path.dirname(dir);
  const base = path.basename(dir);
  for (const name of await readdir(parent)) if (name.startsWith(`${base}.loading-`)) await rm(path.join(parent, name), { recursive: true, force: true });
  const aside = `${dir}.loading-${process.pid}`;
  await template(aside);
  await rename(aside, dir);
}

/**
 * A second Kysely on the thread of a database openDatabase opens, whose statements wait for `after` (server/main.ts
 * builds the app on it while the folder opens and migrates). Both share the thread's one session; destroying either
 * closes the database.
 */
export function databaseAfter(thread: PgliteThread, after: Promise<unknown>): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new PgliteThreadDialect(thread, after) });
  embedded.set(db, thread);
  return db;
}

/** The embedded database under each Kysely on PGlite: what only it allows (session-wallets-cache.ts). */
const embedded = new WeakMap<Kysely<Database>, EmbeddedDatabase>();

/** Wraps an already-open PGlite (tests load one from a migrated template); destroying the Kysely closes it. */
export function fromPglite(pglite: PGlite): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}

/** The embedded database of a Kysely from fromPglite or openDatabase without DATABASE_URL; undefined on PostgreSQL. */
export function embeddedOf(db: Kysely<Database>): EmbeddedDatabase | undefined {
  return embedded.get(db);
}

/** Runs a trivial query: throws when the database does not answer (the health check). */
export async function databaseAnswers(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
