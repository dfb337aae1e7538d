import { defineConfig } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Journeys run against `npm start` (the real server on a fresh embedded database) in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8091);
const dataDir = path.join(tmpdir(), `livery-e2e-${port}`);
// Each port builds its own copy of the site, so two runs side by side never serve a half-written build.
const siteDir = `dist/e2e-${port}`;
export const e2eBaseUrl = (merchant = 'demo') => `http://${merchant}.localhost:${port}`;

// The home page's announcement popup (spec P2.8-2) would cover every journey that starts there, so journeys start with
// every popup notice of every merchant marked "not today" far ahead; e2e/lobby/announcement-popup.spec.ts clears it.
function popupsHidden() {
  const ids = readdirSync('merchants').flatMap((code) => {
    try {
      const merchant = JSON.parse(readFileSync(path.join('merchants', code, 'merchant.json'), 'utf8')) as { announcements?: { id: string; type: string }[] };
      return (merchant.announcements ?? []).filter((notice) => notice.type === 'PU').map((notice) => notice.id);
    } catch {
      return [];
    }
  });
  const value = JSON.stringify(Object.fromEntries(ids.map((id) => [id, Date.UTC(2100, 0, 1)])));
  const hosts = [...readdirSync('merchants').map((code) => `${code}.localhost`), 'localhost', '127.0.0.1'];
  return { cookies: [], origins: hosts.map((host) => ({ origin: `http://${host}:${port}`, localStorage: [{ name: 'announcementPopupHiddenToday', value }] })) };
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 20_000 }, // a first page load fetches the permission data and a language file; loaded CI machines are slow
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eBaseUrl('demo'),
    storageState: popupsHidden(),
    // The site's service worker (docs/phones.md) is checked by e2e/phone/phone-journeys.spec.ts; elsewhere requests go
    // straight to the server as they always did.
    serviceWorkers: 'block',
    // Trace recording without the screencast: the frames it captures kept Chromium's GPU process busy for every
    // passing journey too; a failure's DOM snapshots and network log remain. None in CI, where only the printed
    // output is read: the DOM snapshot taken at every action of every journey cost about a tenth of the suite's time
    // (e2e/lobby/themes.spec.ts, 2 workers: 3.3 min and 186 s of CPU in Chromium and the runner with it, 3.0 min and
    // 167 s without).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // Journeys run as a player who asked for reduced motion (the site honours it: no marquee scroll, carousel
    // autoplay or shimmer); rendering those animations on two headless browsers took most of the machine's CPU.
    // The lobby journey keeps the default motion (e2e/lobby/lobby.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // The desktop journeys, a phone (Chromium at 390 x 844 with touch) running e2e/phone: every route's reflow, axe at
  // phone size, and the phone journeys (docs/phones.md), and a tablet (820 x 1180 with touch) running e2e/tablet.
  projects: [
    { name: 'desktop', testIgnore: /[\\/](phone|tablet)[\\/]/ },
    {
      name: 'phone',
      testMatch: /[\\/]phone[\\/].*\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'tablet',
      testMatch: /[\\/]tablet[\\/].*\.spec\.ts$/,
      use: { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && NODE_ENV=production npx vite build --logLevel warn --outDir ${siteDir} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      // Several browsers load every page from one address; the per-IP flood guard is not what these journeys test.
      RATE_LIMIT_MAX: '100000',
      TRUST_PROXY: 'loopback',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Demo's Telegram and Facebook icons show only when their secrets are set (docs/api-accounts.md); the journeys
      // check the icons, never a real Telegram or Facebook sign-in (no internet here).
      DEMO_TELEGRAM_BOT_TOKEN: '1:e2e-bot-token',
      DEMO_FACEBOOK_SECRET: 'e2e-facebook-secret',
      // The preview console's demo staff login, support / Preview-Demo-1 (docs/preview.md).
      PREVIEW_STAFF: 'support:$argon2id$v=19$m=19456,t=2,p=1$/2frX/LTOh+8GEe2UDTl0w$Fad+qJTK9M5z3jPS+cEgC2yp/txPNjyuPEYgDafQc0I',
    },
  },
});
