// GET /wps/relay/MCSFE_getListAnnouncements (spec P7.2-3, M7-17): banners, player notices, popups and promotions for
// the web platform in the visitor's language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { localizedText, type Localized } from '../../../lib/localized';

export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';
/** Banner, player notice, popup, promotion and help notices, for the web (spec 7.2). */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
export const WEB_PLATFORM = 'W';

export interface Banner {
  id: string;
  groupName: string;
  url: string;
  alt: string;
  linkage?: string;
  linkageType?: string;
  width?: number;
  height?: number;
}

export interface Notice {
  id: string;
  type: string;
  title: string;
  /** HTML: sanitise before showing. */
  content: string;
  publishedAt?: string;
  execution?: string;
}

export interface Announcements {
  banners: Banner[];
  notices: Notice[];
  popups: Notice[];
  promotions: Notice[];
}

type WireBanner = Omit<Banner, 'alt'> & { alt?: Localized | string };
type WireNotice = Omit<Notice, 'title' | 'content'> & { title: Localized | string; content: Localized | string };
type WireAnnouncements = Partial<{ banners: WireBanner[]; notices: WireNotice[]; popups: WireNotice[]; promotions: WireNotice[] }>;

// The server may answer with texts already in the requested language or with every language; both read the same here.
function toNotice(notice: WireNotice, language: string): Notice {
  return { ...notice, title: localizedText(notice.title, language), content: localizedText(notice.content, language) };
}

export async function getAnnouncements({ language, signal }: { language: string; signal?: AbortSignal }): Promise<Announcements> {
  const value = await apiValue<WireAnnouncements | null>(ANNOUNCEMENTS_PATH, {
    query: { types: ANNOUNCEMENT_TYPES, platform: WEB_PLATFORM, language },
    signal,
  });
  return {
    banners: (value?.banners ?? []).map((banner) => ({ ...banner, alt: localizedText(banner.alt, language) })),
    notices: (value?.notices ?? []).map((notice) => toNotice(notice, language)),
    popups: (value?.popups ?? []).map((notice) => toNotice(notice, language)),
    promotions: (value?.promotions ?? []).map((notice) => toNotice(notice, language)),
  };
}

export const announcementsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['announcements', 'list', { language }],
    queryFn: ({ signal }) => getAnnouncements({ language, signal }),
  });

export function useAnnouncements(language: string) {
  return useQuery(announcementsQueryOptions(language));
}
