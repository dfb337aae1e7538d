// A member's missions this period: each definition of the merchant with its progress from real activity (game
// rounds, deposits) and whether it was claimed. Shared by the missions routes and the header badges.
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { MemberRef } from '../../db/messages-repository.js';
import { activityBetween, claimsOf, type PeriodActivity } from '../../db/missions-repository.js';
import { periodOf, type MissionPeriodType, type PeriodBounds } from '../../domain/missions/periods.js';
import { missionDefinitionsFor, missionProgress, type MissionDefinition, type MissionProgress } from '../../domain/missions/rules.js';

/** The schema's default for merchant.timezone. */
const defaultTimeZone = 'Asia/Phnom_Penh';

export const timeZoneOf = (merchant: MerchantConfig): string => merchant.timezone ?? defaultTimeZone;

export interface MissionSummary {
  periods: Record<MissionPeriodType, PeriodBounds>;
  missions: (MissionProgress & { period: PeriodBounds })[];
}

export async function missionSummary(app: FastifyInstance, merchant: MerchantConfig, who: MemberRef, at: Date): Promise<MissionSummary> {
  const zone = timeZoneOf(merchant);
  const periods: Record<MissionPeriodType, PeriodBounds> = { daily: periodOf('daily', at, zone), weekly: periodOf('weekly', at, zone) };
  const definitions = missionDefinitionsFor(merchant);
  const activity = new Map<MissionPeriodType, PeriodActivity>();
  for (const type of new Set(definitions.map((d) => d.period))) {
    activity.set(type, await activityBetween(app.db, who, periods[type].start, periods[type].end));
  }
  const claimed = await claimsOf(app.db, who, [...new Set(definitions.map((d) => periods[d.period].key))]);
  const counted = (m: MissionDefinition) => {
    const a = activity.get(m.period)!;
    return m.metric === 'rounds' ? a.rounds : m.metric === 'turnover' ? a.turnover : a.deposits;
  };
  const progress = missionProgress(definitions, counted, (m) => claimed.has(`${m.id}\n${periods[m.period].key}`));
  return { periods, missions: progress.map((p) => ({ ...p, period: periods[p.mission.period] })) };
}
