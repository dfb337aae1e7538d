// The site's menus as data: top navigation (P2.4), side menu (P2.3) and the home game menu (P2.2-3).
// Label keys are in the `common` i18n namespace.
import type { FeatureFlags } from './feature-flags';
import type { GameCategory } from './game-categories';

export interface NavEntry {
  id: string;
  labelKey: string;
  path: string;
  /** A visitor choosing this entry gets the login popup instead. */
  requiresLogin?: boolean;
  category?: GameCategory;
  /** Opens this instead of navigating; path is where to go when it cannot open (e.g. a popup blocker). */
  opens?: 'customerService';
  /** Current only on its own path, not on the pages under it (the member centre's entry on its sub-pages). */
  exact?: boolean;
}

type Categories = Readonly<Record<GameCategory, readonly string[]>>;

const hasVendors = (categories: Categories, category: GameCategory): boolean => categories[category].length > 0;

const categoryId = (category: GameCategory): string => category.toLowerCase();

/** A category entry leading to the category's lobby page (/rng, /elott, ...). */
function categoryPage(category: GameCategory): NavEntry {
  const id = categoryId(category);
  return { id, labelKey: `nav.${id}`, path: `/${id}`, category };
}

const entry = (id: string, path: string, requiresLogin = false): NavEntry =>
  requiresLogin ? { id, labelKey: `nav.${id}`, path, requiresLogin } : { id, labelKey: `nav.${id}`, path };

const TOP_CATEGORIES: readonly GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'];
const SIDE_CATEGORIES: readonly GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];
/** The home page's category sections in their order (P2.2-4): slots, fish, live, in-house, sports, poker, e-sports, e-lottery. */
const HOME_CATEGORIES: readonly GameCategory[] = ['RNG', 'FISH', 'LIVE', 'INHOUSE', 'SPORTS', 'PVP', 'ESPORTS', 'ELOTT'];

/** The entries whose condition held (a condition written as `cond && entry`). */
const present = (entries: readonly (NavEntry | false)[]): NavEntry[] => entries.filter((item): item is NavEntry => item !== false);

const withVendors = (order: readonly GameCategory[], categories: Categories): GameCategory[] =>
  order.filter((category) => hasVendors(categories, category));

/** Home, the categories that have vendors in the spec's order, promotions last (P2.4-1). */
export function topNavigation(categories: Categories): NavEntry[] {
  return [entry('home', '/'), ...withVendors(TOP_CATEGORIES, categories).map(categoryPage), entry('promotions', '/promotions')];
}

/**
 * The phone's bottom bar, for merchants that choose it (layout.phoneNavigation "bottomBar", docs/phones.md): the
 * five places a phone player goes most, in thumb reach. Deposit and Account ask a visitor to log in.
 */
export function bottomNavigation(): NavEntry[] {
  return [
    entry('home', '/'),
    entry('promotions', '/promotions'),
    entry('deposit', '/member/depositv2', true),
    { ...entry('customerService', '/help'), opens: 'customerService' },
    { ...entry('account', '/member', true), exact: true },
  ];
}

export interface SideMenuInput {
  categories: Categories;
  flags: FeatureFlags;
  loggedIn: boolean;
  hasRecent: boolean;
}

/** The side menu (P2.3-1); the language selector below it is not a navigation entry. */
export function sideMenu({ categories, flags, loggedIn, hasRecent }: SideMenuInput): NavEntry[] {
  return present([
    entry('home', '/'),
    entry('favorites', '/favorite', true),
    // A visitor sees Recent and is asked to log in; a member sees it once there is something to show.
    (!loggedIn || hasRecent) && entry('recent', '/recent', true),
    ...withVendors(SIDE_CATEGORIES, categories).map(categoryPage),
    entry('betRecord', '/member/personalHistoryCopy', true),
    entry('promotions', '/promotions'),
    flags.manualRebate && entry('rebate', '/member/manualRebate', true),
    flags.missions && entry('missions', '/member/missionLeaderboard', true),
    entry('rewards', '/member/rewardCenter', true),
    flags.vip && entry('vip', '/member/playerRank', true),
    flags.referral && entry('inviteFriends', '/member/referral', true),
    { ...entry('customerService', '/help'), opens: 'customerService' },
    entry('appDownload', '/down'),
  ]);
}

export interface HomeGameMenuInput {
  categories: Categories;
  loggedIn: boolean;
  hasRecent: boolean;
}

/** A home-menu entry scrolls to its section, through the hash the router scrolls to (P2.1-14). */
function homeSection(id: string, category?: GameCategory): NavEntry {
  const section: NavEntry = { id, labelKey: `nav.${id}`, path: `/#${id}` };
  return category === undefined ? section : { ...section, category };
}

/** Hot, Favourites (logged in), the categories with vendors, Recent (logged in with recent games) (P2.2-3). */
export function homeGameMenu({ categories, loggedIn, hasRecent }: HomeGameMenuInput): NavEntry[] {
  return present([
    homeSection('hot'),
    loggedIn && homeSection('favorites'),
    ...withVendors(HOME_CATEGORIES, categories).map((category) => homeSection(categoryId(category), category)),
    loggedIn && hasRecent && homeSection('recent'),
  ]);
}
