// Lighthouse on the pages a player lands on (issue 15 point 7, issue 21): the mobile preset (a Moto G class phone,
// 4x CPU slowdown, slow 4G, simulated) and the desktop preset, on the home page and a category page of the merchants
// given, through Debian's Chromium. Scores per category and the paint metrics, median of the runs per page.
// The Lighthouse CLI runs as a child process, each run in a fresh profile. It is not a dependency of the project
// (200 packages that only this bench uses): LIGHTHOUSE_BIN names an installed CLI, else npx fetches the pinned version
// from the npm registry once and keeps it in its cache.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds (CLS: unitless). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
  runtimeError?: { code: string; message: string };
}

export const LIGHTHOUSE_VERSION = '12.8.2';
const lighthouseCommand = (): [string, string[]] =>
  process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN, []] : ['npx', ['--yes', `lighthouse@${LIGHTHOUSE_VERSION}`]];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One Lighthouse run of a URL; the scores are 0-100. */
export async function lighthouseOnce(url: string, preset: LighthousePreset): Promise<LighthouseFigures & { failedAudits: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'livery-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    const [command, prefix] = lighthouseCommand();
    await run(command, [
      ...prefix,
      url,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json', `--output-path=${out}`, '--quiet',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${path.join(dir, 'profile')}`,
    ], { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
    const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => Math.round((report.audits[id]?.numericValue ?? Number.NaN) * (id === 'cumulative-layout-shift' ? 1000 : 1)) / (id === 'cumulative-layout-shift' ? 1000 : 1);
    const failedAudits = Object.entries(report.audits)
      .filter(([, audit]) => typeof audit.score === 'number' && audit.score < 0.9)
      .map(([id, audit]) => `${id} (${Math.round((audit.score ?? 0) * 100)})`);
    return {
      performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
      fcpMs: value('first-contentful-paint'), lcpMs: value('largest-contentful-paint'), tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'), speedIndexMs: value('speed-index'), failedAudits,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails a run of its own (NO_NAVSTART: its trace missed the navigation, seen at load 9 on
 *  this machine); such a run is made again, up to twice, rather than losing the whole bench. */
async function lighthouseRetried(url: string, preset: LighthousePreset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`lighthouse ${preset} ${url}: run failed (${String(error).split('\n')[1] ?? error}), again`);
    }
  }
}

/** The median of `runs` Lighthouse runs for each page and preset, with the audits that scored under 90 in the last run. */
export async function benchLighthouse(pages: { name: string; url: string }[], runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)) {
  const results: Record<string, Record<LighthousePreset, LighthouseFigures & { failedAudits: string[]; runs: number }>> = {};
  for (const page of pages) {
    const byPreset = {} as Record<LighthousePreset, LighthouseFigures & { failedAudits: string[]; runs: number }>;
    for (const preset of ['mobile', 'desktop'] as const) {
      const all: (LighthouseFigures & { failedAudits: string[] })[] = [];
      // A first visit warms the server's caches, as a real visitor's would have been by others.
      await fetch(page.url).catch(() => undefined);
      for (let i = 0; i < runs; i++) all.push(await lighthouseRetried(page.url, preset));
      const pick = (key: keyof LighthouseFigures) => median(all.map((r) => r[key]));
      byPreset[preset] = {
        performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'),
        fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), speedIndexMs: pick('speedIndexMs'),
        failedAudits: all.at(-1)!.failedAudits, runs,
      };
    }
    results[page.name] = byPreset;
  }
  return results;
}
