// Group commit of the money path (docs/money.md, "Group commit"). The hot money operations are each one statement,
// `select f(...) as r`, that is its own transaction: ledger_post() for a fixed posting, the vendor callbacks' bet and
// win, the seamless wallet's debit and credit. Under load most of their cost is per statement and per commit (the
// round trip, the socket write that wakes PostgreSQL, the WAL flush), not the rows they write. So those arriving
// together are gathered (the ones of one turn of the event loop, and the ones that arrive while a batch runs) and sent
// as ONE statement, livery_batch() (statement-batch-migration.ts): one transaction, one commit, each statement in its
// own subtransaction in the order it arrived, judged against what the ones before it left, a refused one undoing
// only its own rows. Each caller gets the answer or the error its statement would have given alone.
// Where the batch cannot apply the statement runs alone, as before: inside a caller's transaction, alone in its turn,
// an argument that has no text form (bytes), an error that is not a ledger or vendor refusal (run again alone, as
// nothing of it was kept), and every statement of a batch that failed as a whole (a deadlock, a lock timeout).
import { createRequire } from 'node:module';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import pg from 'pg';


/** The account rows a statement's posting moves: the batch locks them all first, in the ledger's lock order. */
export interface BatchLocks { merchantId: string; accountIds: readonly string[] }

/** At most this many statements in one batch: each is a subtransaction, and PostgreSQL keeps 64 per transaction cached. */
export const maxBatchSize = 32;
/** Batches sent at once per database: the next one is built while one runs (they queue on shared account rows). */
const maxInFlight = 2;

/** How many statements ran in batches and alone since start (tests and the bench read it). */
export const batchStats = { batches: 0, batched: 0, alone: 0, batchFailures: 0 };

// pg's own conversion of a parameter to its text form (what it sends for an untyped parameter), so a statement's
// arguments written as literals read exactly as its parameters would: untyped, resolved by the statement's casts
// and the function's signature.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Uint8Array) return null;
  const text = value instanceof Date ? value.toISOString() : prepareValue(value);
  return typeof text === 'string' ? pg.escapeLiteral(text) : null;
}

/** The statement with its parameters written as literals, or null when one has no text form. */
export function inlineStatement(text: string, parameters: readonly unknown[]): string | null {
  const literals = parameters.map(literalOf);
  if (literals.some((l) => l === null)) return null;
  return text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1]!);
}

/** A refusal a money statement raises on purpose ('ledger:…', 'vendor:…'); the caller reads its message. */
class StatementRefusal extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

interface Pending {
  statement: RawBuilder<{ r: unknown }>;
  locks: BatchLocks | undefined;
  resolve(r: unknown): void;
  reject(err: unknown): void;
}

type BatchAnswer = { r: unknown } | { error: string; code: string };

class StatementBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Kysely<unknown>) {}

  submit(p: Pending): void {
    this.queue.push(p);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After the I/O of this turn: every request it read has reached its statement by then.
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.inFlight < maxInFlight) {
        const batch = this.queue.splice(0, maxBatchSize);
        this.inFlight += 1;
        void this.run(batch).finally(() => {
          this.inFlight -= 1;
          this.schedule();
        });
      }
    });
  }

  private async alone(p: Pending): Promise<void> {
    batchStats.alone += 1;
    try {
      const { rows } = await p.statement.execute(this.db);
      p.resolve(rows[0]?.r);
    } catch (err) {
      p.reject(err);
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    const calls: string[] = [];
    const members: Pending[] = [];
    const aloneToo: Pending[] = [];
    for (const p of batch) {
      const compiled = batch.length > 1 ? p.statement.compile(this.db) : null;
      const inlined = compiled ? inlineStatement(compiled.sql, compiled.parameters) : null;
      if (inlined === null) aloneToo.push(p);
      else {
        calls.push(inlined);
        members.push(p);
      }
    }
    if (members.length === 1) aloneToo.push(members.pop()!);
    const waits = aloneToo.map((p) => this.alone(p));
    if (members.length > 0) {
      const lockMerchants: string[] = [];
      const lockAccounts: string[] = [];
      const seen = new Set<string>();
      for (const p of members) {
        for (const id of p.locks?.accountIds ?? []) {
          const k = `${p.locks!.merchantId}\u0000${id}`;
          if (seen.has(k)) continue;
          seen.add(k);
          lockMerchants.push(p.locks!.merchantId);
          lockAccounts.push(id);
        }
      }
      let answers: BatchAnswer[];
      try {
        const { rows } = await sql<{ r: BatchAnswer[] | string }>`select livery_batch(${calls}::text[], ${lockMerchants}::text[], ${lockAccounts}::text[]) as r`.execute(this.db);
        const r = rows[0]!.r;
        answers = typeof r === 'string' ? (JSON.parse(r) as BatchAnswer[]) : r;
        batchStats.batches += 1;
        batchStats.batched += members.length;
      } catch {
        // Nothing of the batch was kept: each statement runs alone, as it would have without the batch.
        batchStats.batchFailures += 1;
        await Promise.all([...waits, ...members.map((p) => this.alone(p))]);
        return;
      }
      members.forEach((p, i) => {
        const a = answers[i]!;
        if ('r' in a) p.resolve(a.r);
        else if (/^(ledger|vendor):/.test(a.error)) p.reject(new StatementRefusal(a.error, a.code));
        // Anything else (a constraint a concurrent request met first, …): its subtransaction kept nothing, so it
        // runs alone and answers exactly what it would have.
        else waits.push(this.alone(p));
      });
    }
    await Promise.all(waits);
  }
}

const batchers = new WeakMap<object, StatementBatcher>();

/**
 * Runs a one-statement money operation (`select f(...) as r`, its own transaction) and answers its `r`: in a batch
 * with the ones arriving together when `db` is the database, alone in the caller's transaction when it is one. A
 * refusal the statement raises ('ledger:…', 'vendor:…') is thrown as an Error with that message, as alone.
 */
export function runMoneyStatement<DB>(db: Kysely<DB> | Transaction<DB>, statement: RawBuilder<{ r: unknown }>, locks?: BatchLocks): Promise<unknown> {
  if (db.isTransaction) return statement.execute(db).then(({ rows }) => rows[0]?.r);
  const root = db as unknown as Kysely<unknown>;
  let batcher = batchers.get(root);
  if (!batcher) {
    batcher = new StatementBatcher(root);
    batchers.set(root, batcher);
  }
  const b = batcher;
  return new Promise((resolve, reject) => b.submit({ statement, locks, resolve, reject }));
}
