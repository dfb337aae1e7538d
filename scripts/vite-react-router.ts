// React Router for the browser build: its production files, and its components tree-shakable.
// - The package's exports map names only its development build (dev warnings on); its production build sits beside
//   it, so the build resolves `react-router` there (not in `vite` dev or tests).
// - Its single ESM chunk makes components with `React.forwardRef(...)` and then sets `X.displayName = "X"`: neither is
//   marked pure, so the bundler keeps every such component and what it reaches even when the site never imports
//   it (Form with its submission helpers, Link and NavLink with framework-mode prefetching: about 4 KiB gzip). The
//   plugin marks those calls pure and drops the top-level displayName assignments (names only DevTools shows).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

export function reactRouterProduction(): Plugin {
  const productionDir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  // Both entries react-router-dom imports; they share the production chunks, so no module is bundled twice.
  const entries: Record<string, string> = {
    'react-router': path.join(productionDir, 'index.mjs'),
    'react-router/dom': path.join(productionDir, 'dom-export.mjs'),
  };
  return {
    name: 'livery-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null;
    },
    transform(code, id) {
      if (!id.startsWith(productionDir) || !id.endsWith('.mjs')) return null;
      const out = code
        .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
      return out === code ? null : { code: out, map: null };
    },
  };
}
