// Announcements for one merchant and language (spec P7.2-3): banners by group, player notices, popups by execution
// (P4.6-7: B anonymous, A logged in, F first login) and promotions, newest first.
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { ANNOUNCEMENT_TYPES, type Announcements, type AnnouncementsQuery, type Notice } from '../../src/engine/api/announcements.js';
import { localize, primaryLanguage } from './localize.js';

type Announcement = NonNullable<MerchantConfig['announcements']>[number];
type Banner = NonNullable<MerchantConfig['banners']>[number];
type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * The banner's image for a language: its own (a creative with the words drawn in that language), else its primary
 * language's (zh for zh-TW), else the banner's url. Never another language's: a Khmer visitor with no Khmer image sees
 * the default one, not the Chinese.
 */
export function bannerImageUrl(banner: Banner, language: string): string {
  return banner.images?.[language] ?? banner.images?.[primaryLanguage(language)] ?? banner.url;
}

const newestFirst = (a: Announcement, b: Announcement) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '');

function toNotice(a: Announcement, language: string): Notice {
  return {
    id: a.id,
    type: a.type,
    title: localize(a.title, language),
    content: localize(a.content, language),
    ...(a.execution ? { execution: a.execution } : {}),
    ...(a.promotionType ? { promotionType: a.promotionType } : {}),
    hideForDay: a.hideForDay ?? false,
    publishedAt: a.publishedAt ?? null,
  };
}

export function listAnnouncements(merchant: MerchantConfig, query: AnnouncementsQuery): Announcements {
  const language = query.language ?? merchant.defaultLanguage;
  const types = new Set<AnnouncementType>(query.types ? (query.types.split(',') as AnnouncementType[]) : ANNOUNCEMENT_TYPES);
  const all = [...(merchant.announcements ?? [])].sort(newestFirst);
  const ofType = (type: AnnouncementType) => (types.has(type) ? all.filter((a) => a.type === type) : []);

  const banners = types.has('B')
    ? (merchant.banners ?? [])
        .filter((b) => query.groupName === undefined || b.groupName === query.groupName)
        .map((b) => ({
          id: b.id,
          groupName: b.groupName,
          url: bannerImageUrl(b, language),
          alt: localize(b.alt, language),
          ...(b.linkage ? { linkage: b.linkage } : {}),
          linkageType: b.linkageType ?? 'NONE',
          ...(b.width ? { width: b.width } : {}),
          ...(b.height ? { height: b.height } : {}),
        }))
    : [];

  return {
    banners,
    playerNotices: ofType('PL').map((a) => toNotice(a, language)),
    popup: ofType('PU').filter((a) => query.execution === undefined || a.execution === query.execution).map((a) => toNotice(a, language)),
    promotion: ofType('PR').map((a) => toNotice(a, language)),
  };
}
