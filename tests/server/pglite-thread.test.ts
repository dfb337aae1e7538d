// The embedded database on its own thread (server/db/pglite-thread.ts): what the server relies on from PGlite must
// hold across the thread: values, errors, transactions, and notifications before the committing statement's answer.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../../server/db/pglite-thread.js';
import { PgliteThreadDialect } from '../../server/db/pglite-thread-dialect.js';

let dir: string;
let thread: PgliteThread;
let db: Kysely<{ item: { id: number; label: string; made: Date; big: string } }>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'livery-pglite-thread-'));
  thread = new PgliteThread();
  // A statement sent before the folder is open waits for it.
  const opening = thread.open(path.join(dir, 'pglite'));
  db = new Kysely({ dialect: new PgliteThreadDialect(thread) });
  await sql`create table item (id int primary key, label text not null, made timestamptz not null, big bigint not null, doc jsonb, raw bytea)`.execute(db);
  await opening;
}, 60_000);
afterAll(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe('PgliteThread', () => {
  it('carries values of every kind the server stores both ways, and counts the rows a statement changed', async () => {
    const made = new Date('2026-11-28T10:00:00.000Z');
    const inserted = await sql`insert into item (id, label, made, big, doc, raw) values (${1}, ${'one'}, ${made}, ${'9007199254740993'}, ${JSON.stringify({ a: [1, 2] })}::jsonb, ${new Uint8Array([1, 2, 3])})`.execute(db);
    expect(inserted.numAffectedRows).toBe(1n);
    const { rows } = await sql<{ id: number; label: string; made: Date; big: string; doc: unknown; raw: Uint8Array }>`select id, label, made, big::text as big, doc, raw from item`.execute(db);
    expect(rows).toEqual([{ id: 1, label: 'one', made, big: '9007199254740993', doc: { a: [1, 2] }, raw: new Uint8Array([1, 2, 3]) }]);
    expect(rows[0]!.made).toBeInstanceOf(Date);
  });

  it("rejects a failed statement with PostgreSQL's message and code, and the connection goes on", async () => {
    const failed = await sql`insert into item (id, label, made, big) values (1, 'again', now(), 0)`.execute(db).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/duplicate key/);
    expect((failed as { code?: string }).code).toBe('23505');
    expect((failed as { constraint?: string }).constraint).toBe('item_pkey');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from item`.execute(db);
    expect(rows[0]!.n).toBe(1);
  });

  it('rolls back a transaction that throws and commits one that does not, one caller at a time', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`insert into item (id, label, made, big) values (2, 'two', now(), 2)`.execute(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // Statements outside the transaction queue behind it rather than run inside it.
    const [, outside] = await Promise.all([
      db.transaction().execute(async (tx) => {
        await sql`insert into item (id, label, made, big) values (3, 'three', now(), 3)`.execute(tx);
        await sql`select pg_sleep(0.05)`.execute(tx);
      }),
      sql<{ ids: number[] }>`select array_agg(id order by id) as ids from item`.execute(db),
    ]);
    expect(outside.rows[0]!.ids).toEqual([1, 3]);
  });

  it("delivers a committed notification before the committing statement's answer, and nothing after unlisten", async () => {
    const seen: string[] = [];
    const unlisten = await thread.listen('livery_test', (payload) => seen.push(payload));
    await sql`select pg_notify('livery_test', 'first')`.execute(db);
    expect(seen).toEqual(['first']);
    await db.transaction().execute(async (tx) => {
      await sql`select pg_notify('livery_test', 'in a transaction')`.execute(tx);
      expect(seen).toEqual(['first']);
    });
    expect(seen).toEqual(['first', 'in a transaction']);
    await unlisten();
    await sql`select pg_notify('livery_test', 'unheard')`.execute(db);
    expect(seen).toEqual(['first', 'in a transaction']);
  });

  it('a thread never opened refuses statements and closes at once', async () => {
    const other = new PgliteThread();
    await other.close();
    await expect(other.query('select 1', [])).rejects.toThrow(/no data folder/);
  });
});
