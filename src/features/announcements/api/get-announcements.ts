// GET /wps/relay/MCSFE_getListAnnouncements (spec P7.2-3, M7-17): banners, player notices, popups and promotions for
// the web platform, with texts in the requested language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcements, Notice } from '../../../engine/api/announcements';
import { HOME_ANNOUNCEMENTS, homeAnnouncementsUrl } from '../../../engine/api/api-url';
import { apiValue } from '../../../lib/api-client';
import { takeInlineValue } from '../../../lib/inline-answers';

export type { Announcements, Notice };
export type Banner = Announcements['banners'][number];

/** Banner, player notice, popup, promotion and help notices, for the web (spec 7.2); the page shell may carry them. */
export const ANNOUNCEMENTS_PATH = HOME_ANNOUNCEMENTS.path;
export const ANNOUNCEMENT_TYPES = HOME_ANNOUNCEMENTS.types;
export const WEB_PLATFORM = HOME_ANNOUNCEMENTS.platform;

export function getAnnouncements({ language, signal }: { language: string; signal?: AbortSignal }): Promise<Announcements> {
  return apiValue<Announcements>(ANNOUNCEMENTS_PATH, { query: { types: ANNOUNCEMENT_TYPES, platform: WEB_PLATFORM, language }, signal });
}

export const announcementsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['announcements', 'list', { language }],
    queryFn: ({ signal }) => getAnnouncements({ language, signal }),
    // The page shell's copy (the home's banners are its largest paint): drawn in the first render.
    initialData: () => takeInlineValue<Announcements>(homeAnnouncementsUrl(language)),
  });

export function useAnnouncements(language: string) {
  return useQuery(announcementsQueryOptions(language));
}
