// The lobby's rules as pure functions (spec 2.2, 2.7, 4.6 and 9): the filter state of a category page and how each
// menu choice changes it, the classify menu, pagination, the home sections' counts, the winner board's order, the
// favourite toggle's throttle and optimistic lists, and where a launch goes.
import { GAME_LIST } from '../../../engine/api/api-url';
import { lotteryRouteFor, type GameCategory } from '../../../engine/game-categories';

/** Spec 9 (P9-2, P9-3, P9-6). */
export const LOBBY_PAGE_SIZE = GAME_LIST.pageSize;
export const HOME_SECTION_REQUEST = 20;
export const RECENT_LIMIT = 20;
export const FAVORITES_LIMIT = 999;
export const PAGINATION_RANGE = 5;
export const PAGINATION_MARGIN = 2;
export const MENU_SCROLL_OFFSET_PX = 80;
export const IMAGE_LAZY_THRESHOLD = 0.1;
export const FAVORITE_THROTTLE_MS = 1_000;
export const CLIENT_TYPE = GAME_LIST.clientType;
export const GAME_PLATFORM = GAME_LIST.platform;
export const VENDOR_PLATFORM = 'html5-desktop';
export const IS_PLATFORM = 2;
export const WINNER_LIMIT = 20;

// ---------------------------------------------------------------------------------------------------------------
// Category page filter (P2.7-1, P4.6-2)

export type FilterType = 'ALL' | 'HOT' | 'FAV' | 'RECENT';
export const ALL = 'ALL';
/** The classify value of the RNG-only "new games" entry. */
export const NEW = 'NEW';

export interface LobbyFilter {
  filter: FilterType;
  /** A vendor code or ALL. */
  vendor: string;
  /** ALL, NEW or a classification code (SC, VP, JP, TG, AC, BG). */
  classify: string;
  search: string;
  page: number;
}

export const INITIAL_FILTER: LobbyFilter = { filter: 'ALL', vendor: ALL, classify: ALL, search: '', page: 1 };

export type FilterAction =
  | { type: 'filter'; filter: FilterType }
  | { type: 'vendor'; vendor: string }
  | { type: 'classify'; classify: string }
  | { type: 'search'; text: string }
  | { type: 'page'; page: number; totalPages: number }
  | { type: 'reset' };

export interface FilterOutcome {
  state: LobbyFilter;
  /** The choice needs a login: the state is unchanged and the login popup opens. */
  needsLogin: boolean;
}

/**
 * One menu choice. FAV and RECENT need a login; ALL resets vendor and classify; a vendor resets classify; a classify
 * changes only classify; each of these goes back to page 1, clears the search and (vendor, classify) returns to the
 * ALL filter. A page outside 1..totalPages is ignored. A search applies only under the ALL filter, trimmed.
 */
export function applyFilter(state: LobbyFilter, action: FilterAction, loggedIn: boolean): FilterOutcome {
  const done = (next: LobbyFilter): FilterOutcome => ({ state: next, needsLogin: false });
  switch (action.type) {
    case 'filter':
      if ((action.filter === 'FAV' || action.filter === 'RECENT') && !loggedIn) return { state, needsLogin: true };
      if (action.filter === 'ALL') return done({ ...state, filter: 'ALL', vendor: ALL, classify: ALL, page: 1, search: '' });
      return done({ ...state, filter: action.filter, classify: ALL, page: 1, search: '' });
    case 'vendor':
      return done({ ...state, filter: 'ALL', vendor: action.vendor || ALL, classify: ALL, page: 1, search: '' });
    case 'classify':
      return done({ ...state, filter: 'ALL', classify: action.classify || ALL, page: 1, search: '' });
    case 'search':
      if (state.filter !== 'ALL') return done(state);
      return done({ ...state, search: action.text.trim(), page: 1 });
    case 'page':
      if (!Number.isInteger(action.page) || action.page < 1 || action.page > action.totalPages || action.page === state.page) return done(state);
      return done({ ...state, page: action.page });
    case 'reset':
      return done(INITIAL_FILTER);
  }
}

/** The search form shows only under the ALL filter (P2.7-1). */
export const searchVisible = (state: LobbyFilter): boolean => state.filter === 'ALL';

export interface VendorLane {
  title: string;
  cards: { vassalage: string; displayName: string; logoUrl: string; underMaintenance: boolean; lobbyNodeId?: string }[];
  gameClassify: { code: string; vendors: string[] }[];
}

/** The vendor menu: ALL, then the lane's vendors in the lane's order. */
export function vendorMenu(lane: VendorLane | undefined): { value: string; label: string | null }[] {
  return [{ value: ALL, label: null }, ...(lane?.cards ?? []).map((card) => ({ value: card.vassalage, label: card.displayName }))];
}

export type ClassifyEntry = { kind: 'all' } | { kind: 'hot' } | { kind: 'recent' } | { kind: 'new' } | { kind: 'classify'; code: string };

/** Sub-category codes in the spec's order (P2.7-3); BG only when the merchant offers the language TY. */
export const CLASSIFY_CODES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/**
 * The classify menu (P2.7-1): All, Hot, Recent, New (RNG only: P9-3), then the classifications configured for the
 * category (for the chosen vendor when one is chosen), BG only with the language TY. The FAV filter has no entry here:
 * a member's favourites are the /favorite page and the home's favourites section.
 */
export function classifyMenu(category: GameCategory, lane: VendorLane | undefined, vendor: string, languages: readonly string[]): ClassifyEntry[] {
  const configured = (lane?.gameClassify ?? [])
    .filter((entry) => (CLASSIFY_CODES as readonly string[]).includes(entry.code))
    .filter((entry) => entry.code !== 'BG' || languages.some((language) => language.toUpperCase() === 'TY'))
    .filter((entry) => vendor === ALL || entry.vendors.includes(vendor))
    .sort((a, b) => CLASSIFY_CODES.indexOf(a.code as never) - CLASSIFY_CODES.indexOf(b.code as never));
  return [
    { kind: 'all' },
    { kind: 'hot' },
    { kind: 'recent' },
    ...(category === 'RNG' ? [{ kind: 'new' } as const] : []),
    ...configured.map((entry) => ({ kind: 'classify', code: entry.code }) as const),
  ];
}

/** Shown only with more than one entry (P2.7-1). */
export const classifyMenuVisible = (entries: readonly ClassifyEntry[]): boolean => entries.length > 1;

/** The classify entry a filter state shows as current. */
export function activeClassify(state: LobbyFilter): ClassifyEntry {
  if (state.filter === 'HOT') return { kind: 'hot' };
  if (state.filter === 'RECENT') return { kind: 'recent' };
  if (state.classify === NEW) return { kind: 'new' };
  if (state.classify !== ALL) return { kind: 'classify', code: state.classify };
  return { kind: 'all' };
}

/** The action a classify entry stands for. */
export function classifyAction(entry: ClassifyEntry): FilterAction {
  switch (entry.kind) {
    case 'hot':
      return { type: 'filter', filter: 'HOT' };
    case 'recent':
      return { type: 'filter', filter: 'RECENT' };
    case 'new':
      return { type: 'classify', classify: NEW };
    case 'classify':
      return { type: 'classify', classify: entry.code };
    case 'all':
      return { type: 'classify', classify: ALL };
  }
}

export const sameClassify = (a: ClassifyEntry, b: ClassifyEntry): boolean =>
  a.kind === b.kind && (a.kind !== 'classify' || (b.kind === 'classify' && a.code === b.code));

// ---------------------------------------------------------------------------------------------------------------
// Game selection types (P3-9): which list a lobby list shows and the call that fills it

export const GAME_SELECTION_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT', 'INHOUSE'] as const;
export type GameSelection = (typeof GAME_SELECTION_TYPES)[number];

/**
 * The selection a list of a category shows: the filter's HOT, FAV and RECENT; NEW for the new games entry; INHOUSE for
 * the in-house category's games; otherwise ALL (the category's games, by vendor, classification and search).
 */
export function gameSelection(category: GameCategory, state: Pick<LobbyFilter, 'filter' | 'classify'>): GameSelection {
  if (state.filter !== 'ALL') return state.filter;
  if (state.classify === NEW) return 'NEW';
  return category === 'INHOUSE' ? 'INHOUSE' : 'ALL';
}

export type SelectionSource =
  | { call: 'GCSGAME_gameList'; gameType: GameCategory; isNew: boolean }
  | { call: 'GCSGAME_hotGamesV2'; gameType: GameCategory }
  | { call: 'MCSFE_favoriteList'; gameType: GameCategory }
  | { call: 'GCS_recentGame'; gameType: GameCategory };

/**
 * The call that fills a selection's list (spec 7.2): the game list (NEW with isNew, INHOUSE with the in-house
 * category), the hot games, the favourite list or the recent games, always narrowed to the category.
 */
export function selectionSource(selection: GameSelection, category: GameCategory): SelectionSource {
  switch (selection) {
    case 'HOT':
      return { call: 'GCSGAME_hotGamesV2', gameType: category };
    case 'FAV':
      return { call: 'MCSFE_favoriteList', gameType: category };
    case 'RECENT':
      return { call: 'GCS_recentGame', gameType: category };
    case 'NEW':
      return { call: 'GCSGAME_gameList', gameType: category, isNew: true };
    case 'INHOUSE':
      return { call: 'GCSGAME_gameList', gameType: 'INHOUSE', isNew: false };
    case 'ALL':
      return { call: 'GCSGAME_gameList', gameType: category, isNew: false };
  }
}

/** The member's favourites of one category (and vendor), from the one list of every favourite (999). */
export function favoritesOf<T extends { gameType: string; vassalage: string }>(games: readonly T[], category: GameCategory, vendor: string): T[] {
  return games.filter((game) => game.gameType === category && (vendor === ALL || game.vassalage === vendor));
}

// ---------------------------------------------------------------------------------------------------------------
// Pagination (P2.7-1, P9-2): margin pages at both ends, a window of `range` pages around the current one.

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export const paginationVisible = (totalPages: number): boolean => totalPages > 1;

export function paginationItems(current: number, totalPages: number, range = PAGINATION_RANGE, margin = PAGINATION_MARGIN): PageItem[] {
  if (totalPages < 1) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p += 1) pages.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p += 1) pages.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
  });
  return items;
}

/** A client-side page of a list the server answers whole (the hot games). */
export function pageOf<T>(items: readonly T[], page: number, size = LOBBY_PAGE_SIZE): { items: T[]; totalPages: number } {
  return { items: items.slice((page - 1) * size, page * size), totalPages: Math.ceil(items.length / size) };
}

// ---------------------------------------------------------------------------------------------------------------
// Home (P2.2-3, P2.2-4, P2.2-5)

export type HomeSectionId = 'hot' | 'favorites' | 'recent' | 'rng' | 'fish' | 'live' | 'inhouse' | 'sports' | 'pvp' | 'esports' | 'elott';

/** Games shown collapsed: 5, or 10 for hot and sports; expanded: 15 (P2.2-4). */
export function sectionCount(section: HomeSectionId, expanded: boolean): number {
  if (expanded) return 15;
  return section === 'hot' || section === 'sports' ? 10 : 5;
}

/** Whether a section can expand: it holds more than it shows collapsed. */
export const sectionExpandable = (section: HomeSectionId, size: number): boolean => size > sectionCount(section, false);

/** A "more" link when the list holds over 10 games (P2.2-4). */
export const sectionHasMore = (size: number): boolean => size > 10;

/** Each section keeps at most 20 (P2.2-4). */
export const keepSection = <T>(items: readonly T[]): T[] => items.slice(0, HOME_SECTION_REQUEST);

/** Where a section's "more" link goes: the category's lobby, the favourites or recent page; none for hot and in-house. */
export function sectionMoreHref(section: HomeSectionId): string | null {
  if (section === 'hot' || section === 'inhouse') return null;
  if (section === 'favorites') return '/favorite';
  if (section === 'recent') return '/recent';
  return `/${section}`;
}

/** Where the page scrolls to show a section under the sticky header: 80 px above it (P2.2-3, P9-2). */
export const sectionScrollTop = (elementTop: number, scrollY: number): number => Math.max(0, elementTop + scrollY - MENU_SCROLL_OFFSET_PX);

export interface Winner {
  customerName: string;
  iconUrl: string;
  winAmount: number;
  currency: string;
  nodeId: string;
  gameName: string;
}

/** Largest win first (P2.2-5); the server sorts too, the board does not rely on it. */
export const sortWinners = (winners: readonly Winner[]): Winner[] => [...winners].sort((a, b) => b.winAmount - a.winAmount);

/** The winner scroller's next first entry: one step at a time, within the list (P2.2-5, P9-1). */
export function stepWinner(current: number, direction: 1 | -1, count: number, visible: number): number {
  const last = Math.max(0, count - visible);
  return Math.min(last, Math.max(0, current + direction));
}

// ---------------------------------------------------------------------------------------------------------------
// Favourites (P4.6-3)

/** A leading throttle: the first call in each window passes, the rest are dropped (not delayed). */
export function createThrottle(windowMs: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < windowMs) return false;
    last = time;
    return true;
  };
}

/** Adding puts the id first at once when absent; removing takes it out (ids are strings). */
export function toggledIds(ids: readonly string[], nodeId: string, add: boolean): string[] {
  const id = String(nodeId);
  if (add) return ids.includes(id) ? [...ids] : [id, ...ids];
  return ids.filter((other) => other !== id);
}

export function toggledList<T extends { nodeId: string }>(list: readonly T[], game: T, add: boolean): T[] {
  if (add) return list.some((other) => other.nodeId === game.nodeId) ? [...list] : [game, ...list];
  return list.filter((other) => other.nodeId !== game.nodeId);
}

// ---------------------------------------------------------------------------------------------------------------
// Launch (P4.6-6)

export interface LaunchTarget {
  nodeId: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  isGame: number;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'trueAccount' }
  | { kind: 'route'; to: string }
  | { kind: 'game'; nodeId: string }
  | { kind: 'vendor'; vassalage: string; gameType: string };

export interface Launcher {
  loggedIn: boolean;
  isTrial: boolean;
}

/** Lottery vendors open their in-site lobby (with the game code for a game, without for the vendor's lobby entry). */
function lotteryRoute(vassalage: string, gameCode: string | null): string | null {
  const route = lotteryRouteFor(vassalage, gameCode ?? '');
  if (route === null) return null;
  return gameCode ? route : route.split('?')[0]!;
}

/**
 * The categories with a fun (play money) mode: the outside vendors' slots, fishing and card games, and the in-house
 * games (docs/demo-game.md "Fun play"); live tables and sportsbooks have none.
 */
const FUN_CATEGORIES: readonly string[] = ['RNG', 'FISH', 'PVP', 'INHOUSE'];

/**
 * Whether a tile offers "Play for fun" (spec P1-1, P6-1, P6-3): with free play on (FREEPLAY), for a game (not a
 * lobby entry) of a category with a fun mode, to anyone, visitor, member or trial account. The server has the last word.
 */
export function funPlayOffered(freePlay: boolean, game: Pick<LaunchTarget, 'gameType' | 'isGame' | 'vassalage'>): boolean {
  return freePlay && game.isGame === 1 && FUN_CATEGORIES.includes(game.gameType) && lotteryRouteFor(game.vassalage, '') === null;
}

/** The categories with a game list page per vendor (/live?vassalage=...): the vendor's hall. */
const HALL_CATEGORIES: readonly string[] = ['RNG', 'FISH', 'LIVE', 'PVP'];

/** A vendor's hall in the site: its game list page, for a category that has one (else null). */
export function vendorHallRoute(vassalage: string, gameType: string): string | null {
  return HALL_CATEGORIES.includes(gameType) ? `/${gameType.toLowerCase()}?vassalage=${encodeURIComponent(vassalage)}` : null;
}

/**
 * A game tile's play button: a vendor's lobby entry (isGame 0) of a list category opens the vendor's hall (its game
 * list, open to visitors too); otherwise login first, no real games for a trial account, lottery vendors route in the site.
 */
export function decideGameLaunch(who: Launcher, game: LaunchTarget): LaunchDecision {
  const hall = game.isGame === 0 ? vendorHallRoute(game.vassalage, game.gameType) : null;
  if (hall) return { kind: 'route', to: hall };
  if (!who.loggedIn) return { kind: 'login' };
  if (who.isTrial) return { kind: 'trueAccount' };
  const route = lotteryRoute(game.vassalage, game.isGame === 1 ? game.gameCode : null);
  if (route) return { kind: 'route', to: route };
  return { kind: 'game', nodeId: game.nodeId };
}

/** A vendor tile: a list category opens the vendor's hall (/rng?vassalage, /live?vassalage...), lottery vendors their lobby, others (the sportsbooks) launch the vendor's own hall. */
export function decideVendorLaunch(who: Launcher, vassalage: string, gameType: string): LaunchDecision {
  const hall = vendorHallRoute(vassalage, gameType);
  if (hall) return { kind: 'route', to: hall };
  if (!who.loggedIn) return { kind: 'login' };
  if (who.isTrial) return { kind: 'trueAccount' };
  const route = lotteryRoute(vassalage, null);
  if (route) return { kind: 'route', to: route };
  return { kind: 'vendor', vassalage, gameType };
}
