// The lobby's rules as pure functions (spec 2.2, 4.6 and 9) that the home and every game list share: the lists'
// constants, the home sections' counts, the winner board's order, the favourite toggle's throttle and optimistic
// lists, and where a launch goes. The category page's own rules (filter, classify menu, selection, pagination) are in
// category-rules.ts, so the home does not load them.
import { GAME_LIST, HOME_SECTION_PAGE_SIZE } from '../../../engine/api/api-url';
import { lotteryRouteFor } from '../../../engine/game-categories';
import { DEFAULT_TILE_RATIO, tileRatioParam, type TileRatio } from '../../../engine/tile-frame';

/** Spec 9 (P9-2, P9-3, P9-6). */
export const LOBBY_PAGE_SIZE = GAME_LIST.pageSize;
export const HOME_SECTION_REQUEST = HOME_SECTION_PAGE_SIZE;
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

// ---------------------------------------------------------------------------------------------------------------
// Values every lobby list shares (the category page's filter and selection rules: category-rules.ts)

export const ALL = 'ALL';
/** The classify value of the RNG-only "new games" entry. */
export const NEW = 'NEW';

export interface VendorLane {
  title: string;
  cards: { vassalage: string; displayName: string; logoUrl: string; underMaintenance: boolean; lobbyNodeId?: string }[];
  gameClassify: { code: string; vendors: string[] }[];
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

// ---------------------------------------------------------------------------------------------------------------
// Tile art in the theme's frame

/**
 * The platform's own tile art (`/game-art/{nodeId}.svg`) drawn for the theme's tile frame, so a square, portrait or
 * wide tile shows all of it; 4:3 is the art's own frame and keeps its URL. Any other image (a vendor's own icon) is
 * left as it is: the tile crops it to the frame.
 */
export function tileArtUrl(iconUrl: string, aspectRatio: TileRatio): string {
  if (aspectRatio === DEFAULT_TILE_RATIO || !/^\/game-art\/\d+\.svg(\?|$)/.test(iconUrl)) return iconUrl;
  return `${iconUrl}${iconUrl.includes('?') ? '&' : '?'}ratio=${tileRatioParam(aspectRatio)}`;
}
