// From catalogue games and request parameters to the lobby's wire shapes.
import type { GameCategory, GameClassify } from '../../domain/catalogue/categories.js';
import { isGameCategory, isGameClassify } from '../../domain/catalogue/categories.js';
import type { CatalogueLanguage } from '../../domain/catalogue/filters.js';
import type { CatalogueGame } from '../../domain/catalogue/generator.js';
import { tileArtRevision } from '../../domain/catalogue/tile-art.js';
import { vendorDisplayName } from '../../domain/catalogue/vendors.js';
import type { Game } from './schemas.js';

/** The version in the URL lets the art be cached for a year and still change with a new catalogue or drawing. */
export const tileUrl = (nodeId: string, version: string): string => `/game-art/${nodeId}.svg?v=${encodeURIComponent(`${version}.art${tileArtRevision}`)}`;
export const vendorLogoUrl = (vassalage: string): string => `/game-art/vendor/${encodeURIComponent(vassalage)}.svg`;

export function toGameDto(game: CatalogueGame, language: CatalogueLanguage, version: string): Game {
  const name = game.names[language];
  return {
    nodeId: game.nodeId,
    gameType: game.gameType,
    vassalage: game.vassalage,
    displayName: vendorDisplayName(game.vassalage),
    gameName: name,
    nodeName: name,
    gameCode: game.gameCode,
    gameClassify: game.gameClassify,
    isGame: game.isGame,
    isHot: game.isHot,
    isNew: game.isNew,
    iconUrl: tileUrl(game.nodeId, version),
    releaseDate: game.releaseDate,
  };
}

/** ALL and '' are the menus' "everything" entries: no filter. */
export const categoryFilter = (value: string | undefined): GameCategory | undefined =>
  value !== undefined && isGameCategory(value) ? value : undefined;
export const classifyFilter = (value: string | undefined): GameClassify | undefined =>
  value !== undefined && isGameClassify(value) ? value : undefined;
export const vendorFilter = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v && v.toUpperCase() !== 'ALL' ? v : undefined;
};
export const flagFilter = (value: string | undefined): boolean => value === '1' || value === 'true';
