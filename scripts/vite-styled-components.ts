// styled-components for the browser build without stylis's vendor prefixer.
// styled-components 6 prefixes only when a StyleSheetManager sets `enableVendorPrefixes` (the site never does: every
// browser it supports takes the standard properties), but its stylis set-up names `prefixer` in a branch the bundler
// cannot prove dead, so the prefixer's tables (about 1 KiB gzip) ship in the entry. The plugin drops that one branch;
// a StyleSheetManager asking for prefixes would get none, and tests/build/styled-components-prefixer.test.ts pins the text it
// rewrites, so an upgrade that changes it fails the build instead of silently keeping the prefixer.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The statement in styled-components' browser build that adds the prefixer to stylis's middleware. */
export const PREFIXER_BRANCH = /([A-Za-z_$][\w$]*)\.prefix&&([A-Za-z_$][\w$]*)\.push\(([A-Za-z_$][\w$]*)\.prefixer\),/;

export function withoutPrefixer(code: string): string {
  if (!PREFIXER_BRANCH.test(code)) throw new Error('styled-components: the prefixer branch was not found; update scripts/vite-styled-components.ts');
  return code.replace(PREFIXER_BRANCH, '');
}

export function styledComponentsWithoutPrefixer(): Plugin {
  const browserBuild = path.join(path.dirname(require.resolve('styled-components/package.json')), 'dist/styled-components.browser.esm.js');
  return {
    name: 'livery-styled-components-without-prefixer',
    apply: 'build',
    transform(code, id) {
      if (id.split('?')[0] !== browserBuild) return null;
      return { code: withoutPrefixer(code), map: null };
    },
  };
}
