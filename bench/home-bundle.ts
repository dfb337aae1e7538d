// What the home route loads before it is interactive: every script and stylesheet Chromium fetched by the time
// the page is idle, in raw and gzip bytes, against the 150 KiB JavaScript budget.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const JS_BUDGET_GZIP_BYTES = 150 * 1024;

export async function benchHomeBundle(siteUrl: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
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
    await page.goto(siteUrl, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const sum = (t: 'js' | 'css', k: 'bytes' | 'gzipBytes') => files.filter((f) => f.type === t).reduce((n, f) => n + f[k], 0);
    const jsGzip = sum('js', 'gzipBytes');
    return {
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      js: { bytes: sum('js', 'bytes'), gzipBytes: jsGzip },
      css: { bytes: sum('css', 'bytes'), gzipBytes: sum('css', 'gzipBytes') },
      jsBudgetGzipBytes: JS_BUDGET_GZIP_BYTES,
      withinBudget: jsGzip <= JS_BUDGET_GZIP_BYTES,
    };
  } finally {
    await browser.close();
  }
}
