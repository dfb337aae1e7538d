// Writes docs/openapi.json from the route schemas: builds the server (on a throw-away in-memory database, never
// listening) and asks @fastify/swagger for the document. `npm run docs:openapi`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app.js';
import { formatProblem, loadPlatformConfig } from '../server/config/load-config.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { fromPglite } from '../server/db/open-database.js';

const root = process.cwd();
const loaded = await loadPlatformConfig(root);
if (!loaded.ok) {
  for (const p of loaded.problems) process.stderr.write(`${formatProblem(p)}\n`);
  process.exit(1);
}
const db = fromPglite(new PGlite());
await migrateToLatest(db);
const app = await buildApp({ config: loaded.config, db, logger: false, nodeEnv: 'production' });
await app.ready();
const file = path.join(root, 'docs/openapi.json');
await writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await db.destroy();
process.stdout.write(`wrote ${path.relative(root, file)}\n`);
