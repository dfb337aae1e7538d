// The URL of an API call as the site asks for it: the page shell writes answers under the same key
// (server/services/page-shell.ts), so the site must build it the one way the server does.

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** What the home asks for its banners, notice marquee and popups (spec P7.2-3), in the visitor's language. */
export const HOME_ANNOUNCEMENTS = { path: '/wps/relay/MCSFE_getListAnnouncements', types: 'B,PL,PU,PR,H', platform: 'W' } as const;

export function homeAnnouncementsUrl(language: string): string {
  return buildUrl(HOME_ANNOUNCEMENTS.path, { types: HOME_ANNOUNCEMENTS.types, platform: HOME_ANNOUNCEMENTS.platform, language });
}

/**
 * A page of a game list (spec 7.2 GCSGAME_gameList) as the lobby asks for it: its client type and platforms, and the
 * games a category page shows per page (spec 9, P9-3).
 */
export const GAME_LIST = { path: '/wps/relay/GCSGAME_gameList', clientType: 3, platform: 'flash,html5-desktop', pageSize: 15 } as const;
/** What a home category section asks of the game list (spec P2.2-4: a section keeps at most 20). */
export const HOME_SECTION_PAGE_SIZE = 20;

export interface GameListRequest {
  gameType: string;
  /** A vendor code; none for every vendor. */
  vendor?: string | undefined;
  /** A classification code; none for every one. */
  classify?: string | undefined;
  isNew?: boolean;
  search?: string;
  page: number;
  pageSize: number;
  language: string;
}

export function gameListParams(request: GameListRequest): QueryParams {
  return {
    clientType: GAME_LIST.clientType,
    platform: GAME_LIST.platform,
    gameType: request.gameType,
    vassalage: request.vendor,
    gameClassify: request.classify,
    isNew: request.isNew ? 1 : undefined,
    gameName: request.search || undefined,
    pageNo: request.page,
    pageSize: request.pageSize,
    language: request.language,
  };
}

export const gameListUrl = (request: GameListRequest): string => buildUrl(GAME_LIST.path, gameListParams(request));
