// Wire schemas of the /wps/system answers other than the permission data (src/engine/permission-data.ts).
import { Type, type Static } from '@sinclair/typebox';
import { LocalizedTextSchema, RegisterFieldRuleSchema } from '../permission-data';
import { LanguageParam } from './query';

export const RegisterSettingSchema = Type.Object({
  registerFieldRules: Type.Record(Type.String(), RegisterFieldRuleSchema),
  showCaptcha: Type.Boolean(),
  mobilePasswordAllowed: Type.Boolean(),
  defaultCountryDialingCode: Type.String(),
  countryDialingCodes: Type.Array(Type.String()),
});

export const SystemStatusValueSchema = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 normal, 1 maintenance (wins over region), 2 region-blocked' }),
  maintenanceEndsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  maintenanceInfo: Type.Union([LocalizedTextSchema, Type.Null()]),
  ip: Type.String({ description: 'The visitor IP the region rules saw' }),
  country: Type.Union([Type.String(), Type.Null()]),
});

export const DomainRouteListSchema = Type.Array(Type.Object({ domain: Type.String(), label: Type.Optional(Type.String()) }));

export const HelpCenterQuerySchema = Type.Object({
  lang: Type.Optional(LanguageParam),
  device: Type.Optional(Type.Literal('WEB')),
});

export const HelpArticleSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML; the client sanitises it' }),
});

export type RegisterSetting = Static<typeof RegisterSettingSchema>;
export type SystemStatusValue = Static<typeof SystemStatusValueSchema>;
export type HelpArticle = Static<typeof HelpArticleSchema>;
