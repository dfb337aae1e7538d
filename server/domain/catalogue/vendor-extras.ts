// The lobby calls whose shape the spec leaves open (7.2): the categories a vendor plays in, the vendors with new games,
// the hosts of live tables with their chat, and the lottery lobby launch. Pure functions over the merchant's catalogue.
import { tableHosts } from '../game/live/live-hosts.js';
import type { GameCategory } from './categories.js';
import type { CatalogueGame } from './generator.js';
import type { Lane } from './lanes.js';
import { lotteryRoutes } from './vendors.js';

/** The categories in which the merchant offers a vendor, in lane order (a vendor may play in several). */
export function gameTypesOfVendor(lanes: readonly Lane[], vassalage: string): GameCategory[] {
  return lanes.filter((lane) => lane.vendors.some((v) => v.vassalage === vassalage)).map((lane) => lane.gameType);
}

export interface NewGameVendor {
  gameType: GameCategory;
  vassalage: string;
  newGames: number;
  /** The newest release among them (YYYY-MM-DD). */
  latestRelease: string;
}

/** Vendors with new games in the merchant's offer: most new games first, then the latest release. */
export function newGameVendors(games: readonly CatalogueGame[]): NewGameVendor[] {
  const byVendor = new Map<string, NewGameVendor>();
  for (const g of games) {
    if (g.isNew !== 1 || g.isGame !== 1) continue;
    const key = `${g.gameType}:${g.vassalage}`;
    const entry = byVendor.get(key) ?? { gameType: g.gameType, vassalage: g.vassalage, newGames: 0, latestRelease: '' };
    entry.newGames += 1;
    if (g.releaseDate > entry.latestRelease) entry.latestRelease = g.releaseDate;
    byVendor.set(key, entry);
  }
  return [...byVendor.values()].sort((a, b) => b.newGames - a.newGames || b.latestRelease.localeCompare(a.latestRelease) || a.vassalage.localeCompare(b.vassalage));
}

export interface LiveModel {
  modelId: string;
  name: string;
  nodeId: string;
  vassalage: string;
  online: boolean;
}

/**
 * The hosts of the merchant's live tables (domain/game/live/live-hosts.ts): two per table, each on shift for some
 * hours of the day (UTC), so the list a player sees changes through the day the same way on every node, and the host
 * a player chats with is the one the table's page shows. Online hosts first.
 */
export function liveModels(games: readonly CatalogueGame[], at: Date): LiveModel[] {
  const models = games
    .filter((g) => g.gameType === 'LIVE' && g.isGame === 1)
    .flatMap((g) => tableHosts(g.vassalage, g.gameCode, at).map((host) => ({
      modelId: `${g.nodeId}-${host.seat}`, name: host.name, nodeId: g.nodeId, vassalage: g.vassalage, online: host.online,
    })));
  return models.sort((a, b) => Number(b.online) - Number(a.online));
}

/** modelId is `<nodeId>-<seat>`. */
export const modelIdPattern = '^[0-9]{1,12}-[01]$';

/**
 * The chat of a live host opens on the table's own game page, at its chat (docs/vendors.md, "Hosts and chat"): the
 * vendor's launch URL of the table with the chat view and the host's seat. Without a vendor that plays the table,
 * the site's seamless page.
 */
export function liveChatUrl(model: Pick<LiveModel, 'nodeId' | 'modelId'>, tableUrl?: string): string {
  if (tableUrl === undefined) return `/seamless?nodeId=${encodeURIComponent(model.nodeId)}&chat=${encodeURIComponent(model.modelId)}`;
  const seat = model.modelId.slice(model.modelId.lastIndexOf('-') + 1);
  return `${tableUrl}${tableUrl.includes('?') ? '&' : '?'}view=chat&host=${seat}`;
}

export const lottoAreas = ['VN', 'SEA', 'LOTT'] as const;
export type LottoArea = (typeof lottoAreas)[number];
export const lotteryViews = ['betting', 'lobby'] as const;
export type LotteryView = (typeof lotteryViews)[number];

export interface LotteryLaunch {
  lottoArea: LottoArea;
  /** The vendor's game; none opens the lobby view. */
  game?: Pick<CatalogueGame, 'gameCode' | 'vassalage'>;
  view: LotteryView;
  /** Where the lottery's back button returns: a path of this site only. */
  backUrl?: string;
  language: string;
}

/** A path on this site (not //host or a scheme), so the back button cannot send a player elsewhere. */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])[^\s]*$/.test(url);

const AREA_ROUTES: Record<LottoArea, string> = { VN: '/vnLottery', SEA: '/seaLottery', LOTT: '/lottery' };

/**
 * The lottery lobby launch (spec 7.2): VN opens the Vietnamese lottery lobby, SEA the 4D lobby, LOTT the platform's
 * own; a game's own vendor route wins, so a game always opens where its draws are. Without a game it opens the
 * lobby view whatever view was asked.
 */
export function lotteryLaunchUrl(launch: LotteryLaunch): string {
  const route = (launch.game && lotteryRoutes[launch.game.vassalage]) ?? AREA_ROUTES[launch.lottoArea];
  const query = new URLSearchParams();
  if (launch.game) query.set('gameCode', launch.game.gameCode);
  query.set('view', launch.game ? launch.view : 'lobby');
  if (launch.backUrl) query.set('back', launch.backUrl);
  query.set('language', launch.language);
  return `${route}?${query}`;
}
