// The embedded database's thread (server/db/pglite-thread.ts): PGlite runs PostgreSQL in WebAssembly on the thread
// that calls it, so the server opens and queries it here, beside its main thread. Plain JavaScript so that Node runs it
// as it is under tsx, in the tests and from the compiled build (which copies it to dist/server/db/).
// Messages in: { id, op: 'open', dataDir } | { id, op: 'query', sql, params } | { id, op: 'listen' | 'unlisten',
// channel } | { id, op: 'close' }. Out: { id, result } | { id, error } | { notify: channel, payload }.
// A notification is posted when PGlite delivers it: while it reads the answer of the committing statement, before that
// answer is posted, so the main thread always sees it first (session-wallets-cache.ts relies on that order).
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

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
    case 'open':
      pg = await PGlite.create(message.dataDir);
      return null;
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
