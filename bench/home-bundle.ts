// What the home route loads before it is interactive: every script and stylesheet Chromium fetched by the time
// the page is idle, in raw and gzip bytes, against the budgets of issue 15.4 (JavaScript 150 KiB, CSS 20 KiB gzip);
// the part of it requested before the page settled (src/lib/page-settled.ts: load, then an idle moment; what the site
// opens by itself afterwards, the notice popup, is not needed for the home to run);
// the entry on its own (the scripts the page references: its module script and modulepreloads); and how the page
// paints with the seeded catalogue: largest contentful paint, cumulative layout shift, and when the lobby's first
// game tile showed.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { PAGE_SETTLED_MARK } from '../src/lib/page-settled';

export const JS_BUDGET_GZIP_BYTES = 150 * 1024;
export const CSS_BUDGET_GZIP_BYTES = 20 * 1024;

/** The scripts a page references in its HTML: the entry module and its modulepreloads. */
function referencedScripts(html: string): Set<string> {
  const paths = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) paths.add(new URL(url, 'http://page/').pathname);
  }
  return paths;
}

/** The desktop the budget was first measured at (Playwright's default), and a phone (390 x 844, touch). */
export const HOME_BUNDLE_DEVICES = {
  desktop: { viewport: { width: 1280, height: 720 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export async function benchHomeBundle(siteUrl: string, device: (typeof HOME_BUNDLE_DEVICES)[keyof typeof HOME_BUNDLE_DEVICES] = HOME_BUNDLE_DEVICES.desktop) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ ...device });
    const files: { url: string; type: 'js' | 'css'; bytes: number; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          files.push({ url: new URL(response.url()).pathname, type: type === 'script' ? 'js' : 'css', bytes: body.length, gzipBytes: gzipSync(body).length });
        }, () => undefined),
      );
    });
    // Buffered observers from the first byte: every LCP candidate and every layout shift not caused by input.
    await page.addInitScript(() => {
      const w = window as unknown as { __vitals: { lcp: number; cls: number } };
      w.__vitals = { lcp: 0, cls: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__vitals.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__vitals.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const document = await page.goto(siteUrl, { waitUntil: 'networkidle' });
    const entryPaths = referencedScripts((await document?.text()) ?? '');
    await Promise.all(pending);
    const firstTileMs = await page
      .waitForSelector('main img', { timeout: 30_000 })
      .then(() => page.evaluate(() => performance.now()))
      .catch(() => null);
    // LCP is final once the page has been idle a moment (no input happens here).
    await page.waitForTimeout(1000);
    const vitals = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const v = (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals;
      return { largestContentfulPaintMs: Math.round(v.lcp), cumulativeLayoutShift: Number(v.cls.toFixed(4)), domContentLoadedMs: Math.round(nav?.domContentLoadedEventEnd ?? 0), loadMs: Math.round(nav?.loadEventEnd ?? 0) };
    });
    // Scripts whose request started before the page-settled mark (user timing, same clock as resource timing).
    const beforeSettled = await page.evaluate((markName) => {
      const mark = performance.getEntriesByName(markName)[0];
      if (!mark) return null;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < mark.startTime)
        .map((entry) => new URL(entry.name).pathname);
    }, PAGE_SETTLED_MARK);
    const settledScripts = beforeSettled && files.filter((f) => f.type === 'js' && beforeSettled.includes(f.url));
    const sum = (t: 'js' | 'css', k: 'bytes' | 'gzipBytes') => files.filter((f) => f.type === t).reduce((n, f) => n + f[k], 0);
    const jsGzip = sum('js', 'gzipBytes');
    const cssGzip = sum('css', 'gzipBytes');
    const entry = files.filter((f) => entryPaths.has(f.url));
    return {
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      entry: { bytes: entry.reduce((n, f) => n + f.bytes, 0), gzipBytes: entry.reduce((n, f) => n + f.gzipBytes, 0) },
      js: { bytes: sum('js', 'bytes'), gzipBytes: jsGzip },
      css: { bytes: sum('css', 'bytes'), gzipBytes: cssGzip },
      /** The scripts requested before the page settled (null when the site set no mark). */
      jsBeforeSettled: settledScripts && {
        bytes: settledScripts.reduce((n, f) => n + f.bytes, 0),
        gzipBytes: settledScripts.reduce((n, f) => n + f.gzipBytes, 0),
      },
      jsBudgetGzipBytes: JS_BUDGET_GZIP_BYTES,
      cssBudgetGzipBytes: CSS_BUDGET_GZIP_BYTES,
      withinBudget: jsGzip <= JS_BUDGET_GZIP_BYTES && cssGzip <= CSS_BUDGET_GZIP_BYTES,
      ...vitals,
      firstImageInMainMs: firstTileMs === null ? null : Math.round(firstTileMs),
    };
  } finally {
    await browser.close();
  }
}
