// Which source modules draw each page of the route table (src/app/route-table.ts), read from its text: the build
// preloads a first page's chunks from them (scripts/vite-route-table.ts). The table's entries have four shapes, all
// read here: `page: () => import('spec')`, `page: loader` (a `const loader: Loader = () => import('spec')` above),
// `loader,` (the same, named as the page) and `page: () => inAgentCentre('name', import('spec'))`. A test checks
// every page of the table is found.
import path from 'node:path';

const NAMED_LOADER = /^const (\w+): Loader = \(\) => import\('([^']+)'\);$/gm;
const ENTRY = /^ {2}'?([\w.]+)'?(?:: (.+))?,$/gm;
const IMPORT = /import\('([^']+)'\)/;

/** Modules every page of a kind is drawn inside: the member centre's shell, the agent centre's frame. */
const MEMBER_SHELL = '../features/member-centre/routes/with-member-centre';
const AGENT_FRAME = '../features/agent-team/routes/with-agent-page';

/** The import specifiers (relative to src/app) each page's first view loads, by page id. */
export function pageModuleSpecifiers(source: string): Record<string, string[]> {
  const named = new Map([...source.matchAll(NAMED_LOADER)].map(([, name, spec]) => [name!, spec!]));
  const table = source.slice(source.indexOf('const MODULES'), source.indexOf('\n};', source.indexOf('const MODULES')));
  const pages: Record<string, string[]> = {};
  for (const [, page, written] of table.matchAll(ENTRY)) {
    // `lottery,` is `lottery: lottery`.
    const value = written ?? page!;
    const spec = IMPORT.exec(value)?.[1] ?? named.get(value.trim());
    if (!spec) continue;
    const frame = page!.startsWith('member.') ? [MEMBER_SHELL] : value.includes('inAgentCentre(') ? [AGENT_FRAME] : [];
    pages[page!] = [spec, ...frame];
  }
  return pages;
}

/** A specifier of src/app/route-table.ts as a path without extension, relative to the project's root. */
export const specifierPath = (specifier: string) => path.posix.join('src/app', specifier);
