// Which module renders each page of the route table; every module is loaded lazily, as its own chunk (a module
// serving several pages of one kind is one chunk for them). The releases that own a page swap its module here.
import type { RouteObject } from 'react-router-dom';

type RouteModule = Pick<RouteObject, 'Component'>;
type Loader = () => Promise<RouteModule>;

const comingSoon: Loader = () => import('./routes/coming-soon');
const gameCategory: Loader = () => import('./routes/game-category');
const lottery: Loader = () => import('./routes/lottery');

const MODULES: Readonly<Record<string, Loader>> = {
  home: () => import('./routes/home'),
  help: () => import('./routes/help'),
  down: () => import('./routes/download'),
  announce: () => import('./routes/announce'),
  sports: gameCategory,
  esports: gameCategory,
  lott: gameCategory,
  elott: gameCategory,
  live: gameCategory,
  fish: gameCategory,
  rng: gameCategory,
  pvp: gameCategory,
  lottery,
  seaLottery: lottery,
  vnLottery: lottery,
  agent: () => import('../features/auth/routes/agent-login-route'),
  favorite: () => import('./routes/account-games'),
  recent: () => import('./routes/account-games'),
};

/** The module of a page id; pages another release will build show what is coming. */
export function routeModuleFor(page: string): Loader {
  return MODULES[page] ?? comingSoon;
}
