// The category page's rules as pure functions (spec 2.7, 3 and 9): the filter state and how each menu choice changes
// it, the vendor and classify menus, which selection a list shows and the call that fills it, and pagination.
import type { GameCategory } from '../../../engine/game-categories';
import { ALL, LOBBY_PAGE_SIZE, NEW, PAGINATION_MARGIN, PAGINATION_RANGE, type VendorLane } from './lobby-rules';

// ---------------------------------------------------------------------------------------------------------------
// Category page filter (P2.7-1, P4.6-2)

export type FilterType = 'ALL' | 'HOT' | 'FAV' | 'RECENT';

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
