// The embedded database on a thread of its own (docs/decisions.md, 4b). PGlite runs PostgreSQL in WebAssembly on the
// thread that calls it: opening a data folder costs 0.5 to 1 s of CPU, and every statement's work stops the server's
// event loop. On its own thread (server/db/pglite-thread-worker.mjs) the open runs while the main thread loads the
// configuration and registers the routes, and statements run while the main thread parses and answers requests.
// The thread starts (loading PGlite and compiling its WebAssembly) before a data folder is named, so that a start
// can begin it before the configuration is known to be valid; server/main.ts opens an existing folder at once and makes
// a new one only for a valid configuration.
// Kysely's dialect over the thread is in pglite-thread-dialect.ts: a start loads this module before the rest, to begin
// the thread as early as it can.
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Where PGlite keeps a server's database: DATA_DIR/pglite. */
export const pgliteFolder = (dataDir: string): string => path.resolve(dataDir, 'pglite');

type Operation = { op: 'open'; dataDir: string } | { op: 'query'; sql: string; params: readonly unknown[] } | { op: 'listen' | 'unlisten'; channel: string } | { op: 'close' };

interface QueryAnswer {
  rows: Record<string, unknown>[];
  affectedRows?: number;
}

type Reply = { id: number; result: unknown } | { id: number; error: Record<string, unknown> & { message: string } } | { notify: string; payload: string };

/** What the server asks of the embedded database beyond SQL (session-wallets-cache.ts). PGlite itself has it. */
export interface EmbeddedDatabase {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

export class PgliteThread implements EmbeddedDatabase {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private opened: Promise<unknown> | null = null;
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;
  /** PGlite has one session: whoever holds it runs statements (a transaction's among them) until it lets go. */
  private sessionBusy = false;
  private readonly sessionQueue: (() => void)[] = [];

  /** Starts the thread: it loads PGlite now, and opens a data folder when `open` names one. */
  constructor() {
    this.worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), { execArgv: [] });
    this.worker.on('message', (reply: Reply) => this.received(reply));
    this.worker.on('error', (err) => this.stop(err));
    this.worker.on('exit', (code) => this.stop(new Error(`the database thread stopped (exit code ${code})`)));
    // Until a folder is opened nothing waits on the thread: a start refused for its configuration exits without it.
    this.worker.unref();
  }

  /** Opens (or creates) the PGlite database in `dataDir`; statements sent before wait for it. */
  open(dataDir: string): Promise<void> {
    this.worker.ref();
    this.opened ??= this.send({ op: 'open', dataDir });
    return this.opened.then(() => undefined);
  }

  async query(sql: string, params: readonly unknown[]): Promise<QueryAnswer> {
    if (!this.opened) throw new Error('the database thread has no data folder open');
    await this.opened;
    return (await this.send({ op: 'query', sql, params })) as QueryAnswer;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.opened;
      await this.send({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      await this.send({ op: 'unlisten', channel });
    };
  }

  /** Takes the database's one session, waiting for whoever holds it. */
  acquireSession(): Promise<void> {
    if (!this.sessionBusy) {
      this.sessionBusy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.sessionQueue.push(resolve));
  }

  releaseSession(): void {
    const next = this.sessionQueue.shift();
    if (next) next();
    else this.sessionBusy = false;
  }

  /** Closes the database (PGlite writes what it holds) and ends the thread; later calls wait for the first. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.stopped) return;
      try {
        if (this.opened) await this.send({ op: 'close' });
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  private send(operation: Operation): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...operation });
    });
  }

  private received(reply: Reply): void {
    if ('notify' in reply) {
      for (const callback of this.listeners.get(reply.notify) ?? []) callback(reply.payload);
      return;
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if ('error' in reply) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiting.resolve(reply.result);
  }

  private stop(err: Error): void {
    this.stopped ??= err;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}
