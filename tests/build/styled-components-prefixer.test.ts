// The build drops stylis's vendor prefixer from styled-components (scripts/vite-styled-components.ts): these pin the
// text it rewrites in the installed version, so an upgrade that changes it fails here rather than in production.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREFIXER_BRANCH, withoutPrefixer } from '../../scripts/vite-styled-components';

const require = createRequire(import.meta.url);
const browserBuild = readFileSync(path.join(path.dirname(require.resolve('styled-components/package.json')), 'dist/styled-components.browser.esm.js'), 'utf8');

describe('styled-components without the vendor prefixer', () => {
  it('finds exactly one prefixer branch in the installed browser build', () => {
    expect(browserBuild.match(new RegExp(PREFIXER_BRANCH.source, 'g'))).toHaveLength(1);
  });

  it('removes only that branch: no prefixer left, stylis still stringifies', () => {
    const out = withoutPrefixer(browserBuild);
    expect(out).not.toMatch(/\.prefixer\b/);
    expect(out).toMatch(/\.push\([A-Za-z_$][\w$]*\.stringify\)/);
    expect(browserBuild.length - out.length).toBeLessThan(60);
  });

  it('refuses a build whose branch it cannot find', () => {
    expect(() => withoutPrefixer('export const x = 1;')).toThrow(/prefixer branch was not found/);
  });
});
