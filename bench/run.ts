// `npm run bench`: builds the site, then measures bundle weight of the home route and server start times.
// Results print as JSON and are written to bench/results/latest.json.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchHomeBundle } from './home-bundle.js';
import { benchServerStart } from './server-start.js';
import { startServer } from './server-process.js';

const port = Number(process.env.BENCH_PORT ?? 8095);
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
results.serverStart = await benchServerStart(port);

const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'livery-bench-')), 'data');
const server = await startServer({ port, dataDir });
try {
  results.homeBundle = await benchHomeBundle(`http://demo.localhost:${port}/`);
} finally {
  await server.stop();
  await rm(path.dirname(dataDir), { recursive: true, force: true });
}

await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
