// `npm run bench`: builds the site and compiles the server, then measures server start times (compiled and through
// tsx, new and existing data folder), what compression saves (main script and API answers as sent), bundle weight of
// the home route, ledger throughput (PGlite, and PostgreSQL when DATABASE_URL is set), the balance endpoint and the
// game list against a bare Fastify route, and the vendor wallet callbacks (bet + win pairs, 32 connections). Results
// print as JSON and are written to bench/results/latest.json and bench/results/<time>.json. Every server it starts
// is stopped (bench/server-process.ts), also when a part fails.
// BENCH_ONLY=ledger,balance (names: serverStart, compression, homeBundle, ledger, balance, gameList, vendorCallbacks,
// moneyPath: bets and transfers through HTTP with 32 clients, minisRtp: the mini games' RTP by simulation,
// lighthouse: Lighthouse mobile and desktop on the home and a category page of demo and lotto) runs a part.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchCompression } from './compression.js';
import { benchGameList } from './game-list.js';
import { benchHomeBundle, CSS_BUDGET_GZIP_BYTES, HOME_BUNDLE_DEVICES, JS_BUDGET_GZIP_BYTES } from './home-bundle.js';
import { benchBalanceEndpoint } from './ledger-balance.js';
import { benchLedger } from './ledger.js';
import { benchLighthouse } from './lighthouse.js';
import { benchMinisRtp } from './minis-rtp.js';
import { benchMoneyPath } from './money-path.js';
import { benchServerStart } from './server-start.js';
import { benchVendorCallbacks } from './vendor-callbacks.js';
import { startServer } from './server-process.js';

const port = Number(process.env.BENCH_PORT ?? 8095);
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const wanted = (name: string) => only.size === 0 || only.has(name);

const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version, loadAverageAtStart: loadavg() };
const withServer = wanted('serverStart') || wanted('compression') || wanted('homeBundle') || wanted('lighthouse');
if (withServer) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  // Compiled before any start is timed, as `npm start` finds it after `npm run build`.
  execFileSync(process.execPath, ['scripts/start.mjs', '--build'], { stdio: 'inherit' });
}
if (wanted('serverStart')) results.serverStart = await benchServerStart(port);

if (wanted('compression') || wanted('homeBundle') || wanted('lighthouse')) {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'livery-bench-')), 'data');
  const server = await startServer({ port, dataDir });
  try {
    if (wanted('compression')) results.compression = await benchCompression(server.url);
    if (wanted('homeBundle')) {
      results.homeBundle = await benchHomeBundle(`http://demo.localhost:${port}/`, HOME_BUNDLE_DEVICES.desktop);
      // A phone draws other parts of the layout (bottom bar, menu button): its weight is held to the same budget.
      results.homeBundlePhone = await benchHomeBundle(`http://demo.localhost:${port}/`, HOME_BUNDLE_DEVICES.phone);
    }
    if (wanted('lighthouse')) {
      results.lighthouse = await benchLighthouse([
        { name: 'demo home', url: `http://demo.localhost:${port}/` },
        { name: 'demo slots', url: `http://demo.localhost:${port}/rng` },
        { name: 'lotto home', url: `http://lotto.localhost:${port}/` },
      ]);
    }
  } finally {
    await server.stop();
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  }
}
if (wanted('ledger')) results.ledger = await benchLedger();
if (wanted('balance')) results.balanceEndpoint = await benchBalanceEndpoint();
if (wanted('gameList')) results.gameList = await benchGameList();
if (wanted('vendorCallbacks')) results.vendorCallbacks = await benchVendorCallbacks();
if (wanted('moneyPath')) results.moneyPath = await benchMoneyPath();
if (wanted('minisRtp')) results.minisRtp = benchMinisRtp();

results.loadAverageAtEnd = loadavg();
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/latest.json', JSON.stringify(results, null, 2));
await writeFile(`bench/results/${String(results.at).replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
// A budget the run measured and missed fails it (after the figures are written), so a check cannot pass by being read.
type HomeBundle = { withinBudget: boolean; js: { gzipBytes: number }; jsBeforeSettled: { gzipBytes: number } | null; css: { gzipBytes: number } };
for (const key of ['homeBundle', 'homeBundlePhone'] as const) {
  const homeBundle = results[key] as HomeBundle | undefined;
  if (homeBundle && !homeBundle.withinBudget) {
    console.error(`${key} over budget: JS ${homeBundle.js.gzipBytes} B gzip by idle, ${homeBundle.jsBeforeSettled?.gzipBytes ?? '?'} before the page settled (budget ${JS_BUDGET_GZIP_BYTES}), CSS ${homeBundle.css.gzipBytes} B gzip (budget ${CSS_BUDGET_GZIP_BYTES})`);
    process.exitCode = 1;
  }
}
