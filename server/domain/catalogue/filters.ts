// The game-list filters of spec 7.2 (gameType, vassalage, gameClassify, isNew, gameName), applied to the
// cached catalogue. Search text is trimmed and matched without case (spec 5), in the asked language and English.
import type { GameCategory, GameClassify } from './categories.js';
import type { CatalogueGame } from './generator.js';
import type { LocalizedName } from './game-names.js';
import { offerKey } from './lanes.js';

export type CatalogueLanguage = keyof LocalizedName;

export interface GameListFilter {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: GameClassify | undefined;
  isNew?: boolean | undefined;
  gameName?: string | undefined;
  /** Only lobby entries (isGame 0) or only games (isGame 1). */
  isGame?: 0 | 1 | undefined;
  isHot?: boolean | undefined;
  language: CatalogueLanguage;
}

/** Picks the catalogue language for a request's language: km, en, zh (CN as the spec writes it), else English. */
export function catalogueLanguage(language: string | undefined): CatalogueLanguage {
  const code = (language ?? '').toLowerCase().split(/[-_]/)[0];
  if (code === 'km' || code === 'kh') return 'km';
  if (code === 'zh' || code === 'cn') return 'zh';
  return 'en';
}

/** Normalised search text, or undefined when there is nothing to search for. */
export function searchText(gameName: string | undefined): string | undefined {
  const trimmed = gameName?.trim().toLocaleLowerCase();
  return trimmed ? trimmed : undefined;
}

export function gameMatches(game: CatalogueGame, filter: GameListFilter, search: string | undefined): boolean {
  if (filter.gameType !== undefined && game.gameType !== filter.gameType) return false;
  if (filter.vassalage !== undefined && game.vassalage !== filter.vassalage) return false;
  if (filter.gameClassify !== undefined && game.gameClassify !== filter.gameClassify) return false;
  if (filter.isNew && game.isNew !== 1) return false;
  if (filter.isHot && game.isHot !== 1) return false;
  if (filter.isGame !== undefined && game.isGame !== filter.isGame) return false;
  if (search !== undefined) {
    const inLanguage = game.names[filter.language].toLocaleLowerCase().includes(search);
    if (!inLanguage && !game.names.en.toLocaleLowerCase().includes(search)) return false;
  }
  return true;
}

/** Games of the offered vendors matching the filter, in the order of `games` (callers pass a ranked list). */
export function filterGames(games: readonly CatalogueGame[], offered: ReadonlySet<string>, filter: GameListFilter): CatalogueGame[] {
  const search = searchText(filter.gameName);
  return games.filter((g) => offered.has(offerKey(g.gameType, g.vassalage)) && gameMatches(g, filter, search));
}
