// The embedded database's thread (server/db/pglite-thread.ts): PGlite runs PostgreSQL in WebAssembly on the thread
// that calls it, so the server opens and queries it here, beside its main thread. Plain JavaScript so that Node runs it
// as it is under tsx, in the tests and from the compiled build (which copies it to dist/server/db/).
// Messages in: { id, op: 'open', dataDir } | { id, op: 'query', sql, params } | { id, op: 'listen' | 'unlisten',
// channel } | { id, op: 'close' }. Out: { id, result } | { id, error } | { notify: channel, payload }.
// A notification is posted when PGlite delivers it: while it reads the answer of the committing statement, before that
// answer is posted, so the main thread always sees it first (session-wallets-cache.ts relies on that order).
/* global WebAssembly */
import { Blob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { URL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// PGlite's WebAssembly (9 MB) is read and compiled, and its file bundle (6 MB) read, as the thread starts: before the
// server names a data folder, while its main thread loads the configuration. PGlite would otherwise do both at the open.
const packageDir = new URL('./', import.meta.resolve('@electric-sql/pglite'));
const warm = Promise.all([
  readFile(new URL('pglite.wasm', packageDir)).then((bytes) => WebAssembly.compile(bytes)),
  readFile(new URL('pglite.data', packageDir)).then((bytes) => new Blob([bytes])),
]);
warm.catch(() => undefined);

/**
 * PostgreSQL's start zeroes its shared buffers: 128 MB (the data folder's postgresql.conf) took 0.3 s of the open's
 * 1.0 s. PGlite reads its data files through the operating system's page cache, which keeps them in memory anyway; a
 * server's hot rows (wallets, sessions, the latest postings) are far below 32 MB. A start parameter, so the data
 * folder's own settings are left as they are.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** @type {PGlite | undefined} */
let pg;
/** @type {Map<string, () => Promise<void>>} */
const unlisteners = new Map();

/** An error as plain data: its message and what PostgreSQL said of it (code, detail, constraint...). */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || value === null || typeof value === 'object' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return fields;
}

async function handle(message) {
  switch (message.op) {
    case 'open': {
      const [pgliteWasmModule, fsBundle] = await warm;
      pg = await PGlite.create(message.dataDir, { pgliteWasmModule, fsBundle, startParams });
      return null;
    }
    case 'query': {
      const { rows, affectedRows } = await pg.query(message.sql, message.params);
      return affectedRows === undefined ? { rows } : { rows, affectedRows };
    }
    case 'listen':
      if (!unlisteners.has(message.channel)) {
        const channel = message.channel;
        unlisteners.set(channel, await pg.listen(channel, (payload) => parentPort.postMessage({ notify: channel, payload })));
      }
      return null;
    case 'unlisten':
      await unlisteners.get(message.channel)?.();
      unlisteners.delete(message.channel);
      return null;
    case 'close':
      if (pg && !pg.closed) await pg.close();
      return null;
    default:
      throw new Error(`pglite thread: unknown operation ${String(message.op)}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (err) => parentPort.postMessage({ id: message.id, error: plainError(err) }),
  );
});
