// Batched lookups by key (docs/money.md, "Group commit"): the reads every hot request makes first (its game token's
// session, its bearer token's session) gathered like the money statements (statement-batch.ts), the ones of one
// turn of the event loop in ONE statement that takes the keys as arrays and answers each key's row with its index.
// Each caller gets the row its own statement would have read at that moment; one key alone runs as one statement.
import type { Kysely } from 'kysely';

/** At most this many keys in one statement. */
const maxKeys = 64;

interface Waiting<K, R> { key: K; resolve(row: R | undefined): void; reject(err: unknown): void }

/**
 * A lookup of one key that gathers the keys asked in one turn: `many` reads them all in one statement and answers
 * one entry per key, in order (undefined: no row).
 */
export function batchedLookup<DB, K, R>(many: (db: Kysely<DB>, keys: K[]) => Promise<(R | undefined)[]>): (db: Kysely<DB>, key: K) => Promise<R | undefined> {
  const queues = new WeakMap<object, Waiting<K, R>[]>();
  const flush = (db: Kysely<DB>) => {
    const queue = queues.get(db) ?? [];
    queues.delete(db);
    for (let i = 0; i < queue.length; i += maxKeys) {
      const part = queue.slice(i, i + maxKeys);
      many(db, part.map((w) => w.key)).then(
        (rows) => part.forEach((w, j) => w.resolve(rows[j])),
        (err: unknown) => part.forEach((w) => w.reject(err)),
      );
    }
  };
  return (db, key) => new Promise<R | undefined>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      setImmediate(() => flush(db));
    }
    queue.push({ key, resolve, reject });
  });
}
