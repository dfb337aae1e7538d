import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { localeFiles } from './scripts/vite-locales.js';

// Vitest's default for a run is one worker fewer than the cores: a single worker on the 2-core CI machine, which
// left a core idle while a file waited on PGlite's start, PostgreSQL or a timer. Files are independent (each has its
// own database), so run as many as there are cores, at least 2. VITEST_WORKERS overrides it.
const workers = Number(process.env.VITEST_WORKERS) || Math.max(2, os.availableParallelism());

const siteTests = ['tests/app/**/*.test.{ts,tsx}', 'tests/features/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.{ts,tsx}'];

export default defineConfig({
  // The site's i18n reads where the translation files are from this plugin's virtual module (/locales in tests).
  plugins: [localeFiles()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/setup/pglite-template.ts'],
    maxWorkers: workers,
    projects: [
      // The site's page and component tests (jsdom) share a worker's module cache: each file imported React,
      // styled-components, rjsf and the app anew, which with the jsdom set-up took more of their time than the
      // tests (CPU for these 53 files: 332 s isolated, 149 s shared, every test passing). None mocks a module; each
      // renders its own app and query client and sets the language and storage it needs, so what one file leaves in
      // the shared i18n instance or storage does not decide another's result.
      { extends: true, test: { name: 'site', include: [...siteTests], isolate: false } },
      // Everything else (server, engine, domain, config) shares a worker's modules too: each of these 206 files
      // imported the server's module graph anew, which took more of the run than their tests (on 2 cores, the 30
      // files of tests/server/accounts and money: 157 s isolated, 85 s shared; CPU 301 s against 160 s). Each builds
      // its own app on its own database; a module-level cache must key on what it read (page-shell.ts's descriptions
      // by project folder, found by this), and a test that stubs a global or fakes timers restores them after.
      { extends: true, test: { name: 'platform', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: [...siteTests], isolate: false } },
    ],
  },
});
