// Kysely over the embedded database's thread (pglite-thread.ts): statements go to the thread as messages, and every
// Kysely on one thread shares its one session.
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';
import type { PgliteThread } from './pglite-thread.js';

/**
 * Kysely over the thread. Every Kysely on one thread shares its one session, in the order they ask for it. With
 * `after`, statements wait for that promise first: the server builds its app on such a Kysely while the data folder
 * opens and migrates on another (server/main.ts), so no plugin reads a table before its migration ran.
 */
export class PgliteThreadDialect implements Dialect {
  constructor(
    private readonly thread: PgliteThread,
    private readonly after?: Promise<unknown>,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteThreadDriver(this.thread, this.after);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PgliteThreadDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(
    private readonly thread: PgliteThread,
    private readonly after: Promise<unknown> | undefined,
  ) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const { rows, affectedRows } = await thread.query(query.sql, query.parameters);
        return affectedRows ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) } : { rows: rows as R[] };
      },
      // Nothing in the server streams; PGlite would hand over every row at once anyway.
      streamQuery: () => {
        throw new Error('the embedded database does not stream results');
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.after;
    await this.thread.acquireSession();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.thread.releaseSession();
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}
