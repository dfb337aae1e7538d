// Where a launched game opens (spec 4.6): lottery vendors in the platform's lottery lobbies, an RNG vendor tile in
// the slot lobby filtered to that vendor, everything else on the seamless game page.
import type { CatalogueGame } from './generator.js';
import { lotteryRoutes } from './vendors.js';

export function launchUrl(game: Pick<CatalogueGame, 'nodeId' | 'vassalage' | 'gameCode' | 'isGame'>): string {
  const lotteryRoute = lotteryRoutes[game.vassalage];
  if (lotteryRoute !== undefined) {
    // A lottery vendor's lobby entry opens the lobby view; a lottery game opens its betting view.
    return game.isGame === 1 ? `${lotteryRoute}?gameCode=${encodeURIComponent(game.gameCode)}` : lotteryRoute;
  }
  return `/seamless?nodeId=${encodeURIComponent(game.nodeId)}`;
}

/** An RNG vendor tile does not launch a game: it opens the slot lobby for that vendor. */
export const rngVendorUrl = (vassalage: string): string => `/rng?vassalage=${encodeURIComponent(vassalage)}`;
