// The built page preloads the route table (src/app/route-table.ts), the chunk that maps every page but the home to its
// module: a first page other than the home needs it with the entry, not one round trip after it. The server's page
// shell leaves the preload out of the home, which loads the table only when a navigation is likely
// (src/app/route-table-intent.ts).
import type { Plugin } from 'vite';
import { ROUTE_TABLE_PRELOAD_ATTRIBUTE } from '../src/engine/permission-ids.js';

const ROUTE_TABLE_MODULE = /[\\/]src[\\/]app[\\/]route-table\.ts$/;

export function routeTablePreload(): Plugin {
  let base = '/';
  return {
    name: 'livery-route-table-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && ROUTE_TABLE_MODULE.test(output.facadeModuleId ?? ''));
        // Without its chunk (a build that inlined the table) there is nothing to preload; a test checks the real build.
        if (!chunk) return html;
        return html.replace('</head>', `  <link rel="modulepreload" crossorigin href="${base}${chunk.fileName}" ${ROUTE_TABLE_PRELOAD_ATTRIBUTE} />\n  </head>`);
      },
    },
  };
}
