// The category page's lists (spec 3, P3-9): one page of a game selection, from whichever call fills it, as a fetcher
// and TanStack Query options. The lobby's shared calls are in lobby-api.ts.
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../../../engine/game-categories';
import { ALL, LOBBY_PAGE_SIZE, NEW } from '../rules/lobby-rules';
import { selectionSource, pageOf, type GameSelection } from '../rules/category-rules';
import { getFavoriteList, getGameList, getHotGames, getRecentGames, inlineGameList, type GameListParams, type GamePage } from './lobby-api';

export interface SelectionParams {
  category: GameCategory;
  vendor?: string;
  classify?: string;
  search?: string;
  page?: number;
  language: string;
}

/**
 * One page (15 games) of a selection of a category: ALL and NEW from the game list (NEW with isNew), INHOUSE from the
 * in-house games, HOT from the hot games (paged here, the server answers them whole), FAV from the member's
 * favourites and RECENT from the member's recent games, each narrowed to the category and vendor.
 */
export async function getSelection(selection: GameSelection, params: SelectionParams, signal?: AbortSignal): Promise<GamePage> {
  const { category, vendor = ALL, page = 1, language } = params;
  const source = selectionSource(selection, category);
  switch (source.call) {
    case 'GCSGAME_gameList':
      return getGameList(gameListParamsOf(selection, params)!, signal);
    case 'GCSGAME_hotGamesV2': {
      const games = await getHotGames({ gameType: source.gameType, vendor, language }, { signal });
      const cut = pageOf(games, page);
      return { games: cut.items, totalPages: cut.totalPages, total: games.length };
    }
    case 'MCSFE_favoriteList':
      return getFavoriteList({ gameType: source.gameType, vendor, page, pageSize: LOBBY_PAGE_SIZE, language }, signal);
    case 'GCS_recentGame':
      return getRecentGames({ gameType: source.gameType, vendor, page, pageSize: LOBBY_PAGE_SIZE, language }, signal);
  }
}

/** The game list parameters of a selection that the game list answers; null for the others. */
function gameListParamsOf(selection: GameSelection, params: SelectionParams): GameListParams | null {
  const { category, vendor = ALL, classify = ALL, search = '', page = 1, language } = params;
  const source = selectionSource(selection, category);
  if (source.call !== 'GCSGAME_gameList') return null;
  return { gameType: source.gameType, vendor, classify: source.isNew ? NEW : classify === NEW ? ALL : classify, search, page, language };
}

export const selectionQuery = (selection: GameSelection, params: SelectionParams) =>
  queryOptions({
    queryKey: ['lobby', 'selection', selection, params],
    queryFn: ({ signal }) => getSelection(selection, params, signal),
    staleTime: 60_000,
    // A game list page's first page may have come with the page: its tiles are in the first render.
    initialData: () => {
      const list = gameListParamsOf(selection, params);
      return list ? inlineGameList(list) : undefined;
    },
  });
