// Wire schemas of GET /wps/relay/MCSFE_getListAnnouncements (spec P7.2-3, P3-5, P3-6).
import { Type, type Static } from '@sinclair/typebox';
import { BANNER_GROUPS } from './banner-groups';
import { LanguageParam } from './query';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export { BANNER_GROUPS, HOME_BANNER_GROUP } from './banner-groups';

export const AnnouncementsQuerySchema = Type.Object({
  types: Type.Optional(Type.String({ pattern: `^(${ANNOUNCEMENT_TYPES.join('|')})(,(${ANNOUNCEMENT_TYPES.join('|')}))*$`, description: 'Comma-separated types; all when absent' })),
  platform: Type.Optional(Type.Literal('W')),
  execution: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('F')], { description: 'Popups for logged-in users (A), anonymous visitors (B) or a first login (F)' })),
  language: Type.Optional(LanguageParam),
  groupName: Type.Optional(Type.Union(BANNER_GROUPS.map((g) => Type.Literal(g)))),
});

export const BannerSchema = Type.Object({
  id: Type.String(),
  groupName: Type.String(),
  url: Type.String(),
  alt: Type.String(),
  linkage: Type.Optional(Type.String()),
  linkageType: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});

export const NoticeSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML; the client sanitises it' }),
  execution: Type.Optional(Type.String()),
  promotionType: Type.Optional(Type.String()),
  hideForDay: Type.Boolean(),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const AnnouncementsSchema = Type.Object({
  banners: Type.Array(BannerSchema),
  playerNotices: Type.Array(NoticeSchema, { description: 'Type PL, newest first' }),
  popup: Type.Array(NoticeSchema, { description: 'Type PU, filtered by execution when given, newest first' }),
  promotion: Type.Array(NoticeSchema, { description: 'Type PR, newest first' }),
});

export type AnnouncementsQuery = Static<typeof AnnouncementsQuerySchema>;
export type Announcements = Static<typeof AnnouncementsSchema>;
export type Notice = Static<typeof NoticeSchema>;
