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
