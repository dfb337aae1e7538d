import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { localeFiles } from './scripts/vite-locales.js';

// Vitest's default for a run is one worker fewer than the cores: a single worker on the 2-core CI machine, which
// left a core idle while a file waited on PGlite's start, PostgreSQL or a timer. Files are independent (each has its
// own database), so run as many as there are cores, at least 2. VITEST_WORKERS overrides it.
const workers = Number(process.env.VITEST_WORKERS) || Math.max(2, os.availableParallelism());

export default defineConfig({
  // The site's i18n reads where the translation files are from this plugin's virtual module (/locales in tests).
  plugins: [localeFiles()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: workers,
  },
});
