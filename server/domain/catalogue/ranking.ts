// Orders of the lobby: lists by popularity, new games by release date, hot games, popular alternatives to a game
// under maintenance, and the winner board with masked names.
import type { CatalogueGame } from './generator.js';
import type { GameCategory } from './categories.js';
import { offerKey } from './lanes.js';

/** Most played first; the node id breaks ties so pages never overlap or skip between requests. */
export function byPopularity(a: CatalogueGame, b: CatalogueGame): number {
  return b.popularity - a.popularity || a.nodeId.localeCompare(b.nodeId);
}

/** Newest first, then most played: how a "New" list reads. */
export function byRelease(a: CatalogueGame, b: CatalogueGame): number {
  return b.releaseDate.localeCompare(a.releaseDate) || byPopularity(a, b);
}

export function rankCatalogue(games: readonly CatalogueGame[]): CatalogueGame[] {
  return [...games].sort(byPopularity);
}

/**
 * Popular games to offer instead of one whose vendor is under maintenance (spec 8): hot games of the same
 * category first, then of any category, never from a vendor under maintenance or not offered.
 */
export function maintenanceAlternatives(
  game: Pick<CatalogueGame, 'nodeId' | 'gameType'>,
  ranked: readonly CatalogueGame[],
  offered: ReadonlySet<string>,
  unavailable: ReadonlySet<string>,
  limit: number,
): CatalogueGame[] {
  const playable = (g: CatalogueGame) =>
    g.isGame === 1 && g.nodeId !== game.nodeId && offered.has(offerKey(g.gameType, g.vassalage)) && !unavailable.has(offerKey(g.gameType, g.vassalage));
  const sameCategory = (g: CatalogueGame, type: GameCategory) => g.gameType === type;
  const first = ranked.filter((g) => playable(g) && sameCategory(g, game.gameType));
  const rest = ranked.filter((g) => playable(g) && !sameCategory(g, game.gameType));
  return [...first, ...rest].slice(0, limit);
}

/** Hides most of a winner's account name: "pl***r". Short names keep only their first character. */
export function maskCustomerName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export interface WinRow {
  customerName: string;
  nodeId: string;
  winAmount: number;
}

/** Largest wins first (spec 2.2), names masked, at most `limit`. */
export function winnerBoard(rows: readonly WinRow[], limit: number): WinRow[] {
  return [...rows]
    .filter((r) => r.winAmount > 0)
    .sort((a, b) => b.winAmount - a.winAmount)
    .slice(0, limit)
    .map((r) => ({ ...r, customerName: maskCustomerName(r.customerName) }));
}
