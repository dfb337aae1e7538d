// The lobby's calls (spec 7.2, docs/api-lobby.md) as fetchers and TanStack Query options. Hot games are also kept in
// sessionStorage (session-cache.ts), per merchant view and language; the vendor lanes are vendor-lanes-api.ts.
import { queryOptions } from '@tanstack/react-query';
import { GAME_LIST, gameListParams, gameListUrl, type GameListRequest } from '../../../engine/api/api-url';
import type { Game } from '../../../engine/api/games';
import { apiRequest, apiValue, type Envelope } from '../../../lib/api-client';
import { takeInlineValue } from '../../../lib/inline-answers';
import { readSession, writeSession } from './session-cache';
import {
  CLIENT_TYPE,
  FAVORITES_LIMIT,
  GAME_PLATFORM,
  HOME_SECTION_REQUEST,
  IS_PLATFORM,
  LOBBY_PAGE_SIZE,
  NEW,
  RECENT_LIMIT,
  ALL,
} from '../rules/lobby-rules';

export type { Game };

export interface GamePage {
  games: Game[];
  totalPages: number;
  total: number;
}

export interface GameListParams {
  gameType: string;
  vendor?: string;
  classify?: string;
  search?: string;
  page?: number;
  pageSize?: number;
  language: string;
}

/** The request a page of the game list is, as the page shell also builds it (src/engine/api/api-url.ts). */
function gameListRequestOf(params: GameListParams): GameListRequest {
  const { gameType, vendor = ALL, classify = ALL, search = '', page = 1, pageSize = LOBBY_PAGE_SIZE, language } = params;
  return {
    gameType,
    vendor: vendor === ALL ? undefined : vendor,
    classify: classify === ALL || classify === NEW ? undefined : classify,
    isNew: classify === NEW,
    search,
    page,
    pageSize,
    language,
  };
}

const pageOfAnswer = (value: { games: Game[]; totalPages: number; total: number }): GamePage => ({ games: value.games, totalPages: value.totalPages, total: value.total });

export async function getGameList(params: GameListParams, signal?: AbortSignal): Promise<GamePage> {
  const value = await apiValue<{ games: Game[]; totalPages: number; total: number }>(GAME_LIST.path, { query: gameListParams(gameListRequestOf(params)), signal });
  return pageOfAnswer(value);
}

/** The page the page shell sent along for these parameters (a game list page's first), taken; undefined otherwise. */
export function inlineGameList(params: GameListParams): GamePage | undefined {
  const value = takeInlineValue<{ games: Game[]; totalPages: number; total: number }>(gameListUrl(gameListRequestOf(params)));
  return value && Array.isArray(value.games) ? pageOfAnswer(value) : undefined;
}

export const gameListQuery = (params: GameListParams) =>
  queryOptions({ queryKey: ['lobby', 'games', params], queryFn: ({ signal }) => getGameList(params, signal), staleTime: 60_000 });

/**
 * The home section of a category: 20 games (spec P2.2-4). The home's first category sections may have come with the
 * page (server/services/page-shell.ts): their tiles are in the first render, with no placeholder of another height.
 */
export const homeSectionQuery = (gameType: string, language: string) => {
  const params: GameListParams = { gameType, language, pageSize: HOME_SECTION_REQUEST };
  return queryOptions({ ...gameListQuery(params), initialData: () => inlineGameList(params) });
};

// --- session cache ---------------------------------------------------------------------------------------------

export const HOT_GAMES_STORAGE_KEY = 'HOT_GAMES';

export interface HotGamesParams {
  gameType?: string;
  vendor?: string;
  language: string;
}

/** GCSGAME_hotGamesV2, from sessionStorage unless `refresh` (spec P4.6-4). */
export async function getHotGames(params: HotGamesParams, { refresh = false, signal }: { refresh?: boolean; signal?: AbortSignal } = {}): Promise<Game[]> {
  const { gameType = ALL, vendor = ALL, language } = params;
  const key = `${HOT_GAMES_STORAGE_KEY}:${language}:${gameType}:${vendor}`;
  const cached = refresh ? undefined : readSession<Game[]>(key);
  if (cached) return cached;
  const value = await apiValue<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2', {
    query: {
      isPlatform: IS_PLATFORM,
      gameType: gameType === ALL ? undefined : gameType,
      vassalage: vendor === ALL ? undefined : vendor,
      platform: GAME_PLATFORM,
      language,
    },
    signal,
  });
  writeSession(key, value.list);
  return value.list;
}

export const hotGamesQuery = (params: HotGamesParams) =>
  queryOptions({ queryKey: ['lobby', 'hot', params], queryFn: ({ signal }) => getHotGames(params, { signal }), staleTime: 5 * 60_000 });

// --- member lists ----------------------------------------------------------------------------------------------

export const favoriteIdsQuery = () =>
  queryOptions({ queryKey: ['lobby', 'favorite-ids'], queryFn: ({ signal }) => apiValue<string[]>('/wps/relay/MCSFE_favoriteIds', { signal }) });

export interface FavoriteListParams {
  gameType?: string;
  vendor?: string;
  page?: number;
  pageSize?: number;
  language: string;
}

export async function getFavoriteList(params: FavoriteListParams, signal?: AbortSignal): Promise<GamePage> {
  const { gameType = ALL, vendor = ALL, page = 1, pageSize = FAVORITES_LIMIT, language } = params;
  const value = await apiValue<{ content: Game[]; totalPages: number; total: number }>('/wps/relay/MCSFE_favoriteList', {
    query: {
      clientType: CLIENT_TYPE,
      platform: GAME_PLATFORM,
      gameType: gameType === ALL ? undefined : gameType,
      vassalage: vendor === ALL ? undefined : vendor,
      pageNo: page,
      pageSize,
      language,
    },
    signal,
  });
  return { games: value.content, totalPages: value.totalPages, total: value.total };
}

/** Every favourite in one page of 999 (spec P9-2); the lobby's lists read it, the hearts read the ids. */
export const favoriteListQuery = (language: string) =>
  queryOptions({ queryKey: ['lobby', 'favorites', language], queryFn: ({ signal }) => getFavoriteList({ language }, signal) });

export interface RecentParams {
  gameType?: string;
  vendor?: string;
  page?: number;
  pageSize?: number;
  language: string;
}

export async function getRecentGames(params: RecentParams, signal?: AbortSignal): Promise<GamePage> {
  const { gameType = ALL, vendor = ALL, page = 1, pageSize = RECENT_LIMIT, language } = params;
  const value = await apiValue<{ list: Game[]; totalPages: number; total: number }>('/wps/relay/GCS_recentGame', {
    query: { clientType: CLIENT_TYPE, gameType: gameType === ALL ? undefined : gameType, vassalage: vendor === ALL ? undefined : vendor, page, pageSize, language },
    signal,
  });
  return { games: value.list, totalPages: value.totalPages, total: value.total };
}

export const recentGamesQuery = (params: RecentParams) =>
  queryOptions({ queryKey: ['lobby', 'recent', params], queryFn: ({ signal }) => getRecentGames(params, signal) });

export function addFavorite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<unknown> {
  return apiValue('/wps/relay/MCSFE_favorite', { method: 'POST', body: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType } });
}

export function removeFavorite(nodeId: string): Promise<unknown> {
  return apiValue('/wps/relay/MCSFE_favorite', { method: 'DELETE', query: { nodeId } });
}

// --- launch -----------------------------------------------------------------------------------------------

export type LaunchAnswer = Envelope<{ url?: string; alternatives?: Game[] }>;

export function launchGame(query: { nodeId?: string; vassalage?: string; gameType?: string }): Promise<LaunchAnswer> {
  return apiRequest('/wps/game/launchGame', { query });
}

/** Fun play (docs/vendors.md "Fun play"): the vendor's play money, no login needed; answers the game's URL. */
export function launchFunGame(query: { nodeId: string; language: string }): Promise<Envelope<{ url?: string; fun?: boolean }>> {
  return apiRequest('/wps/game/launchFun', { query });
}
