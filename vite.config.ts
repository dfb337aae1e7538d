import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeFiles } from './scripts/vite-locales.js';
import { precompress } from './scripts/vite-precompress.js';
import { reactRouterProduction } from './scripts/vite-react-router.js';
import { routeTablePreload } from './scripts/vite-route-table.js';
import { styledComponentsWithoutPrefixer } from './scripts/vite-styled-components.js';

// The site is one SPA served by the platform server; each route and each language is its own chunk. Every text file
// of the build also gets .br and .gz copies that the server sends as they are. The translation files are assets under
// one content-hashed folder (scripts/vite-locales.ts).
export default defineConfig({
  plugins: [react(), reactRouterProduction(), styledComponentsWithoutPrefixer(), localeFiles(), routeTablePreload(), precompress()],
  publicDir: 'public',
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/sync-external-store.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist/site',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the site supports (ES2022 modules) follows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before the first page anyway: one chunk for it, instead of
        // the dozen small shared chunks Rolldown makes when lazy routes import the same modules (fewer requests, and
        // about 4 kB less gzip on the home route's 150 KiB budget).
        // Two groups of small shared modules that Rolldown would otherwise leave as a dozen chunks of 0.1-1.2 kB, each
        // its own request and gzip stream: the dialog kit (what every popup stands on; the home's notice popup fetched
        // six chunks for it) and the basics that most pages draw (money, empty lists, screen-reader text). Their own
        // imports are all in the entry, so neither group drags anything else along.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'dialog-kit', test: /src[\\/](ui[\\/](modal|modal-layer|focus-trap|scroll-lock|modal-stack|popup-queue|sanitized-html)\.tsx?|lib[\\/]session[\\/]first-login\.ts)$/ },
            { name: 'ui-basics', test: /src[\\/]ui[\\/](visually-hidden|empty-state)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': 'http://127.0.0.1:8080',
      '/lgw': 'http://127.0.0.1:8080',
      '/dev': 'http://127.0.0.1:8080',
      '/healthz': 'http://127.0.0.1:8080',
      '/favicon': 'http://127.0.0.1:8080',
      '/assets-config': 'http://127.0.0.1:8080',
    },
  },
});
