// The database as a typed decorator, app.db. The caller opens and closes it (main.ts, or a test helper), so the
// same app can run on PGlite, PostgreSQL or a test's template copy. On PGlite it also starts the balance endpoint's
// cache (server/db/session-wallets-cache.ts), stopped when the app closes.
import fp from 'fastify-plugin';
import { startSessionWalletsCache } from '../../db/session-wallets-cache.js';
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
    // Started now and awaited before the app is ready: the server registers its routes while the database opens
    // (server/main.ts), and the cache must be listening before the first request.
    const starting = startSessionWalletsCache(db);
    starting.catch(() => undefined);
    app.addHook('onReady', async () => {
      await starting;
    });
    app.addHook('onClose', async () => {
      const stopCache = await starting.catch(() => null);
      await stopCache?.();
    });
  },
  { name: 'database' },
);
