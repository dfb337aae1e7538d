// The first page's code starts loading as the entry runs, alongside the texts the first render waits for, rather
// than once that render reaches the page (one round trip later: on a phone's network about a third of the home's
// first paint, docs/lobby-client.md). The router's lazy page then finds the module loaded or on its way: a module
// is fetched once however often it is imported.
import { matchRoutes } from 'react-router-dom';
import { ROUTES, routeAtStaticPath, type RouteDefinition } from '../engine/layout-rules';
import { firstViewNamespaces } from '../engine/locale-files';
import { preloadModule } from '../lib/loaded-modules';
import { hasMemberSession } from '../lib/session';
import { AUTH_POPUP_PAGES, routeModuleFor } from './route-modules';

const table = ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The page the path shows, if it has code of its own that this visitor may see (not a popup over the home); null otherwise. */
export function firstPageOf(pathname: string, loggedIn: boolean): RouteDefinition | null {
  // A path of its own is found without matchRoutes, which ranks and compiles the whole table on every call.
  const route = routeAtStaticPath(pathname) ?? (matchRoutes(table, pathname)?.at(-1)?.route.handle as RouteDefinition | undefined);
  if (!route || (route.requiresLogin && !loggedIn) || route.page in AUTH_POPUP_PAGES) return null;
  return route;
}

let firstPageCode: Promise<void> = Promise.resolve();

/**
 * Starts loading the code of the page at `pathname`, and what that page says its first view needs; the router's lazy
 * page then renders it without a fallback (src/lib/loaded-modules.ts). A failure is left to the router, which shows it.
 */
export function warmFirstPage(pathname: string): void {
  const route = firstPageOf(pathname, hasMemberSession());
  const load = route && routeModuleFor(route.page);
  if (!load) return;
  firstPageCode = preloadModule(load).then(
    (module) => void module.warm?.(),
    () => undefined,
  );
}

/** Settles once the first page's code has loaded or failed (never rejects): the site's first render waits for it. */
export const firstPageLoaded = (): Promise<void> => firstPageCode;

/** The texts beyond the common ones that the page at `pathname` draws its first view with (the shell preloads them). */
export function firstPageNamespaces(pathname: string): readonly string[] {
  return firstViewNamespaces(firstPageOf(pathname, hasMemberSession())?.page);
}
