// The route table (src/app/route-table.ts) maps every page but the home to its module. Two things the built site
// needs from it, so that a first page other than the home does not wait on round trips after the entry:
// - index.html preloads the table's chunk; the server's page shell leaves that preload out of the home, which loads
//   the table only when a navigation is likely (src/app/route-table-intent.ts);
// - .vite/page-preloads.json names, per page id, the chunks its module needs beyond the entry, which the page shell
//   preloads for the page a visitor opens (server/app.ts hands them to server/lib/page-shell.ts).
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PAGE_PRELOADS_FILE, ROUTE_TABLE_PRELOAD_ATTRIBUTE } from '../src/engine/permission-ids.js';
import { pageModuleSpecifiers, specifierPath } from './page-modules.js';

const ROUTE_TABLE_MODULE = /[\\/]src[\\/]app[\\/]route-table\.ts$/;

type Chunk = Rollup.OutputChunk;

/** A chunk's file and the files of the chunks it imports statically, the entry's excepted (the page has it). */
function chunkFiles(chunk: Chunk, chunks: ReadonlyMap<string, Chunk>, seen = new Set<string>()): string[] {
  if (chunk.isEntry || seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [chunk.fileName, ...chunk.imports.flatMap((file) => (chunks.has(file) ? chunkFiles(chunks.get(file)!, chunks, seen) : []))];
}

/** Per page id, the files (as URLs) of its module's chunk and the chunks they import, from the route table's text. */
export function pagePreloads(root: string, base: string, bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = new Map(Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map<string, Chunk>();
  for (const chunk of chunks.values()) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId.replace(/\.tsx?$/, ''), chunk);
  const specifiers = pageModuleSpecifiers(readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8'));
  const preloads: Record<string, string[]> = {};
  for (const [page, modules] of Object.entries(specifiers)) {
    const seen = new Set<string>();
    const files = modules.flatMap((specifier) => {
      const chunk = byModule.get(path.join(root, specifierPath(specifier)));
      return chunk ? chunkFiles(chunk, chunks, seen) : [];
    });
    if (files.length > 0) preloads[page] = files.map((file) => `${base}${file}`);
  }
  return preloads;
}

export function routeTablePreload(): Plugin {
  let base = '/';
  let root = process.cwd();
  let preloads: Record<string, string[]> = {};
  return {
    name: 'livery-route-table-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        preloads = pagePreloads(root, base, context.bundle);
        const chunk = Object.values(context.bundle).find((output) => output.type === 'chunk' && ROUTE_TABLE_MODULE.test(output.facadeModuleId ?? ''));
        // Without its chunk (a build that inlined the table) there is nothing to preload; a test checks the real build.
        if (!chunk) return html;
        // At low priority, as the page shell's preloads of the page's chunks: needed only once the entry has run, they
        // should not take the bandwidth of what the first paint waits for (the logo, the texts, the entry).
        return html.replace('</head>', `  <link rel="modulepreload" crossorigin href="${base}${chunk.fileName}" ${ROUTE_TABLE_PRELOAD_ATTRIBUTE} fetchpriority="low" />\n  </head>`);
      },
    },
    async writeBundle(options) {
      if (!options.dir) return;
      const file = path.join(options.dir, PAGE_PRELOADS_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}
