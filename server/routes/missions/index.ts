// Missions and their leaderboard (spec M2-13, M3-14, M7-16; docs/member-centre.md, Missions): the member's missions
// of this day and week with progress and state, claiming a completed one (its bonus posted through the ledger under
// bonus:mission:<id>:<member>:<period>, with the claim in one transaction), and this week's leaderboard of mission
// points, names masked. Real accounts only.
import type { FastifyInstance } from 'fastify';
import { ClaimParams, ClaimValue, LeaderboardValue, SummaryValue } from '../../../src/engine/api/missions.js';
import { insertClaim, leaderboardBetween, setClaimEntry, standingBetween } from '../../db/missions-repository.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import { periodOf } from '../../domain/missions/periods.js';
import { missionStateCode, rankLeaderboard } from '../../domain/missions/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, ErrorEnvelope, memberOf, refusals, refuse } from '../messages/answers.js';
import { missionSummary, timeZoneOf } from './summary.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

/** Rows the leaderboard shows. */
export const leaderboardSize = 10;

export default async function missionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.accounts.clock.now();
  const preHandler = [app.authenticate, app.requireRealAccount];
  const periodDto = (type: 'daily' | 'weekly', p: { key: string; start: Date; end: Date }) => ({ type, key: p.key, startsAt: p.start.toISOString(), endsAt: p.end.toISOString() });

  api.get('/wps/missions/summary', {
    preHandler,
    schema: {
      tags: ['missions'],
      summary: 'The member\'s missions of this day and week, with progress and state (spec M3-14, M7-16)',
      response: { 200: Envelope(SummaryValue), ...refusals },
    },
  }, async (request) => {
    const summary = await missionSummary(app, request.merchant, memberOf(request), now());
    const missions = summary.missions.map((m) => ({
      missionId: m.mission.id,
      period: periodDto(m.mission.period, m.period),
      metric: m.mission.metric,
      target: m.mission.target,
      progress: m.progress,
      status: m.status,
      state: missionStateCode[m.status],
      points: m.mission.points,
      reward: m.mission.reward,
    }));
    return { success: true, value: { missions, claimable: missions.filter((m) => m.status === 'claimable').length, currency: request.merchant.currency.code } };
  });

  api.get('/wps/missions/leaderboard', {
    preHandler,
    schema: {
      tags: ['missions'],
      summary: 'This week\'s top members by mission points, account names masked (spec M3-14, M7-16)',
      response: {
        200: Envelope(LeaderboardValue),
        ...refusals,
      },
    },
  }, async (request) => {
    const who = memberOf(request);
    const week = periodOf('weekly', now(), timeZoneOf(request.merchant));
    const list = rankLeaderboard(await leaderboardBetween(app.db, who.merchantId, week.start, week.end, leaderboardSize), who.memberId);
    const standing = await standingBetween(app.db, who, week.start, week.end);
    const listed = list.find((e) => e.isMe);
    const me = { rank: listed?.rank ?? (standing.completed > 0 ? standing.ahead + 1 : null), points: standing.points, completed: standing.completed };
    return { success: true, value: { period: periodDto('weekly', week), list, me } };
  });

  api.post('/wps/missions/:missionId/claim', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['missions'],
      summary: 'Claims a completed mission of this period: records its points and credits its bonus once',
      params: ClaimParams,
      response: {
        200: Envelope(ClaimValue),
        404: ErrorEnvelope,
        409: ErrorEnvelope,
        ...refusals,
      },
    },
  }, async (request, reply) => {
    const who = memberOf(request);
    const at = now();
    const summary = await missionSummary(app, request.merchant, who, at);
    const found = summary.missions.find((m) => m.mission.id === request.params.missionId);
    if (!found) return refuse(reply, 404, 'mission_not_found');
    if (found.status === 'claimed') return refuse(reply, 409, 'mission_already_claimed');
    if (found.status === 'in_progress') return refuse(reply, 409, 'mission_not_completed');
    const { mission, period } = found;
    // The claim and its credit commit together: a claim is never recorded without its bonus, nor paid twice.
    const paid = await app.money.payBonus(ledgerContextOf(request.merchant), {
      memberId: who.memberId, amount: BigInt(mission.reward), reference: `mission:${mission.id}:${period.key}`,
      key: idempotencyKeys.missionBonus(mission.id, who.memberId, period.key),
    }, {
      record: (trx) => insertClaim(trx, who, { missionId: mission.id, periodKey: period.key, points: mission.points, reward: mission.reward, at }),
      linkEntry: (trx, entryId) => setClaimEntry(trx, who, mission.id, period.key, entryId),
    });
    if (!paid.ok) return refuse(reply, 409, 'mission_already_claimed');
    return { success: true, value: { missionId: mission.id, periodKey: period.key, points: mission.points, reward: mission.reward, balance: paid.balance } };
  });
}
