// The module that renders each page: the home's is in the entry; every other page's loads lazily through the route
// table (route-table.ts), itself a chunk of its own. The table is not needed to draw the home, so there it loads at the
// first sign of a navigation (a pointer or the focus on a link, a touch: route-table-intent.ts); any other first page
// gets it with the entry (the built page preloads it, scripts/vite-route-table.ts; the page shell drops that on the home).
import type { RouteObject } from 'react-router-dom';
import type { AuthModal } from '../lib/auth-modal';

// The home is in the entry: most visits land on it, and as a chunk of its own it cost the phone preset's largest
// paint one more round trip after the entry (Lighthouse mobile 94 -> 97 median); every other page's entry carries
// its ~5 kB gzip (docs/lobby-client.md, session 17). Its lobby and popup stay chunks of their own.
import * as homePage from './routes/home';

export type RouteModule = Pick<RouteObject, 'Component'> & {
  /** Starts loading what the page's first view draws beyond its own module (the home's lobby). */
  warm?: () => unknown;
};
export type RouteModuleLoader = () => Promise<RouteModule>;

/** /login, /register and /forget are the home with their popup open (spec P2.1-2): no module of their own. */
export const AUTH_POPUP_PAGES: Readonly<Record<string, AuthModal>> = { login: 'login', register: 'register', forget: 'forget' };

/** Loads the route table (once: a module is fetched once however often it is imported). */
export const loadRouteTable = () => import('./route-table');

/**
 * Pages served by one module of several pages: one loader for them, so they keep one lazy component and a navigation
 * between them updates the page instead of mounting it again (route-table.ts agrees: tests/app/route-modules.test.ts).
 */
const SHARED_MODULES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['sports', 'esports', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp'].map((page) => [page, 'category'])),
  ...Object.fromEntries(['lottery', 'seaLottery', 'vnLottery'].map((page) => [page, 'lottery'])),
  favorite: 'accountGames',
  recent: 'accountGames',
};

const home: RouteModuleLoader = () => Promise.resolve(homePage);
const loaders = new Map<string, RouteModuleLoader>([['home', home]]);

/** The module of a page id, the same loader at every call; pages another release will build show what is coming. */
export function routeModuleFor(page: string): RouteModuleLoader {
  const key = SHARED_MODULES[page] ?? page;
  let load = loaders.get(key);
  if (!load) {
    load = () => loadRouteTable().then((table) => table.loadPageModule(page));
    loaders.set(key, load);
  }
  return load;
}
