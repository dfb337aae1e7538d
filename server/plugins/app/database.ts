// The database as a typed decorator, app.db. The caller opens and closes it (main.ts, or a test helper), so the
// same app can run on PGlite, PostgreSQL or a test's template copy.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DatabasePluginOptions {
  db: Kysely<Database>;
}

export default fp<DatabasePluginOptions>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
