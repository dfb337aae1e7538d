// The game-list filters of spec 7.2 (gameType, vassalage, gameClassify, isNew, gameName), applied to the
// cached catalogue. Search text is trimmed and matched without case (spec 5), in the asked language and English.
import type { GameCategory, GameClassify } from './categories.js';
import type { CatalogueGame } from './generator.js';
import type { LocalizedName } from './game-names.js';
import { offerKey } from './lanes.js';
import { byRelease } from './ranking.js';

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
  const trimmed = gameName?.trim().toLowerCase();
  return trimmed ? trimmed : undefined;
}

/** Lower-cased names, computed once per catalogue so a search does not lower-case 3,000 names per request. */
export type SearchNames = ReadonlyMap<CatalogueGame, LocalizedName>;

export function searchNamesOf(games: readonly CatalogueGame[]): SearchNames {
  return new Map(games.map((g) => [g, { en: g.names.en.toLowerCase(), zh: g.names.zh.toLowerCase(), km: g.names.km.toLowerCase() }]));
}

export function gameMatches(game: CatalogueGame, filter: GameListFilter, search: string | undefined, names?: SearchNames): boolean {
  if (filter.gameType !== undefined && game.gameType !== filter.gameType) return false;
  if (filter.vassalage !== undefined && game.vassalage !== filter.vassalage) return false;
  if (filter.gameClassify !== undefined && game.gameClassify !== filter.gameClassify) return false;
  if (filter.isNew && game.isNew !== 1) return false;
  if (filter.isHot && game.isHot !== 1) return false;
  if (filter.isGame !== undefined && game.isGame !== filter.isGame) return false;
  if (search !== undefined) {
    const lower = names?.get(game);
    const inLanguage = (lower?.[filter.language] ?? game.names[filter.language].toLowerCase()).includes(search);
    if (!inLanguage && !(lower?.en ?? game.names.en.toLowerCase()).includes(search)) return false;
  }
  return true;
}

/** Games matching the filter, in the order of `games` (callers pass a ranked list of games the merchant offers). */
export function filterGames(games: readonly CatalogueGame[], filter: GameListFilter, names?: SearchNames): CatalogueGame[] {
  const search = searchText(filter.gameName);
  return games.filter((g) => gameMatches(g, filter, search, names));
}

/**
 * A merchant's ranked games with the lists a filter can start from: per category and per vendor of a category,
 * so a vendor page scans a few hundred games rather than the whole catalogue. Results are remembered (the
 * catalogue never changes under an index): menu filters are few, searches are bounded by rememberedMax.
 */
export interface GameIndex {
  all: readonly CatalogueGame[];
  byType: ReadonlyMap<string, readonly CatalogueGame[]>;
  byVendor: ReadonlyMap<string, readonly CatalogueGame[]>;
  names: SearchNames;
  remembered: Map<string, readonly CatalogueGame[]>;
}

/** Enough for every menu combination and many searches; the oldest are forgotten first past it. */
const rememberedMax = 5000;

export function indexGames(ranked: readonly CatalogueGame[], names: SearchNames): GameIndex {
  const byType = new Map<string, CatalogueGame[]>();
  const byVendor = new Map<string, CatalogueGame[]>();
  for (const g of ranked) {
    const ofType = byType.get(g.gameType) ?? [];
    ofType.push(g);
    byType.set(g.gameType, ofType);
    const key = offerKey(g.gameType, g.vassalage);
    const ofVendor = byVendor.get(key) ?? [];
    ofVendor.push(g);
    byVendor.set(key, ofVendor);
  }
  return { all: ranked, byType, byVendor, names, remembered: new Map() };
}

const empty: readonly CatalogueGame[] = [];

const filterKey = (filter: GameListFilter): string =>
  [filter.gameType, filter.vassalage, filter.gameClassify, filter.isNew, filter.isHot, filter.isGame].join('|');

function remember(index: GameIndex, key: string, games: readonly CatalogueGame[]): readonly CatalogueGame[] {
  // Oldest first out: a Map iterates in insertion order. Searches are user text, so this bound matters.
  if (index.remembered.size >= rememberedMax) index.remembered.delete(index.remembered.keys().next().value!);
  index.remembered.set(key, games);
  return games;
}

function withoutSearch(index: GameIndex, filter: GameListFilter): readonly CatalogueGame[] {
  const start = filter.gameType === undefined
    ? filter.vassalage === undefined ? index.all : index.all.filter((g) => g.vassalage === filter.vassalage)
    : filter.vassalage === undefined
      ? index.byType.get(filter.gameType) ?? empty
      : index.byVendor.get(offerKey(filter.gameType, filter.vassalage)) ?? empty;
  const narrows = filter.gameClassify !== undefined || filter.isNew || filter.isHot || filter.isGame !== undefined;
  if (!narrows) return start;
  const key = filterKey(filter);
  const known = index.remembered.get(key);
  if (known) return known;
  const found = filterGames(start, { ...filter, gameName: undefined });
  // A "New" list reads newest first; every other list keeps the ranked order (most played first).
  return remember(index, key, filter.isNew ? found.sort(byRelease) : found);
}

/** The games of the index matching the filter, in list order; the answer is shared, so callers must not change it. */
export function selectGames(index: GameIndex, filter: GameListFilter): readonly CatalogueGame[] {
  const search = searchText(filter.gameName);
  if (search === undefined) return withoutSearch(index, filter);
  const key = `${filterKey(filter)}|${filter.language}|${search}`;
  const known = index.remembered.get(key);
  if (known) return known;
  const base = withoutSearch(index, filter);
  return remember(index, key, base.filter((g) => gameMatches(g, { language: filter.language, gameName: filter.gameName }, search, index.names)));
}
