// The promotion hall (/wps/promotions) and the reward centre (/wps/rewards), spec M2-11, M2-33, M3-10, M4-3, M5-3,
// M7-15, M9-5. Visitors list activities; taking part needs a real account (403 in_need_true_account for trial).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PromotionsRepository, Reward } from '../../db/promotions-repository.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import { localize } from '../../domain/localize.js';
import { actionOf, phaseOf, readApplication } from '../../domain/promotions/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { bearerToken, sessionOf } from '../../plugins/app/accounts.js';
import { findSession } from '../../db/session-store.js';
import { Envelope, ErrorEnvelope, refuse } from '../wallet/answers.js';
import {
  ActivitiesValue, ActivityParams, ApplyBody, ClaimValue, LangQuery, ParticipationParams, ParticipationValue, ReviewBody, RewardParams, RewardsValue,
} from '../../../src/engine/api/promotions.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

/** Three images of 5 MB are about 21 MB of base64: this route alone takes bodies that large. */
export const applyBodyLimit = 3 * 7_000_000 + 64 * 1024;

const timeZoneOf = (merchant: { timezone?: string }) => merchant.timezone ?? 'Asia/Phnom_Penh';

export interface PromotionsRoutesOptions {
  promotions: PromotionsRepository;
  now: () => Date;
  devRoutes: boolean;
}

export async function promotionsRoutes(app: FastifyInstance, deps: PromotionsRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { promotions, now } = deps;
  const realMember = [app.authenticate, app.requireRealAccount];
  const languageOf = (request: FastifyRequest) => (request.query as { lang?: string }).lang ?? request.merchant.defaultLanguage;

  const rewardValue = (r: Reward, lang: string) => ({
    rewardId: r.rewardId, source: r.source, title: localize(r.title, lang), amount: toSafeNumber(r.amount), turnoverMultiple: r.turnoverMultiple,
    state: r.state, createdAt: r.createdAt.toISOString(), claimedAt: r.claimedAt?.toISOString() ?? null,
  });
  const mainBalance = async (request: FastifyRequest, memberId: string) => {
    const ctx = ledgerContextOf(request.merchant);
    return toSafeNumber((await app.money.memberWallets(ctx.merchantId, ctx.currency, memberId)).main);
  };

  api.get('/wps/promotions', {
    schema: {
      tags: ['promotions'],
      summary: 'The promotion hall: every activity with its period, phase and, for a logged-in member, state and action (M2-33, M4-3); no token needed',
      querystring: LangQuery,
      response: { 200: Envelope(ActivitiesValue) },
    },
  }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    const session = token === null ? null : await findSession(app.db, app.accounts.clock, request.merchant.code, token);
    const member = session && !session.pendingVerification ? session : null;
    const lang = languageOf(request);
    const list = await promotions.activities(request.merchant.code);
    if (member && !member.isTrial) await promotions.settleCashback(ledgerContextOf(request.merchant), member.memberId, timeZoneOf(request.merchant));
    const mine = member && !member.isTrial ? await promotions.currentParticipations(request.merchant.code, member.memberId, timeZoneOf(request.merchant)) : new Map();
    const at = now();
    return {
      success: true,
      value: {
        loggedIn: member !== null,
        currency: { code: request.merchant.currency.code, symbol: request.merchant.currency.symbol, minorUnits: request.merchant.currency.minorUnits },
        activities: list.map((a) => {
          const p = mine.get(a.activityId) ?? null;
          return {
            activityId: a.activityId, kind: a.kind, title: localize(a.title, lang), description: localize(a.description, lang),
            startsAt: a.startsAt.toISOString(), endsAt: a.endsAt.toISOString(), phase: phaseOf(a, at),
            rewardAmount: toSafeNumber(a.rewardAmount), maxPrize: Math.max(0, ...a.prizes.map((x) => x.amount)), turnoverMultiple: a.turnoverMultiple,
            state: p?.state ?? null, action: actionOf(a, p?.state ?? null, at), participationId: p?.participationId ?? null,
          };
        }),
      },
    };
  });

  const participationResponses = { 200: Envelope(ParticipationValue), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

  api.post('/wps/promotions/:activityId/join', {
    preHandler: realMember,
    schema: { tags: ['promotions'], summary: 'Joins an activity of kind join (state joining)', params: ActivityParams, response: participationResponses },
  }, async (request, reply) => {
    const out = await promotions.join(request.merchant.code, sessionOf(request).memberId, request.params.activityId);
    if (!out.ok) return refuse(reply, out.status, out.error);
    return { success: true, value: { participationId: out.value.participationId, activityId: out.value.activityId, state: out.value.state, remark: '', images: 0 } };
  });

  api.post('/wps/promotions/:activityId/apply', {
    preHandler: realMember,
    bodyLimit: applyBodyLimit,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['promotions'],
      summary: 'Applies for an activity of kind apply with a remark (<= 140 characters) and up to 3 png or jpg images of <= 5 MB, base64 (M3-10, M5-3, M9-5)',
      params: ActivityParams, body: ApplyBody, response: participationResponses,
    },
  }, async (request, reply) => {
    const read = readApplication(request.body.remark, request.body.images);
    if (!read.ok) return reply.code(400).send({ success: false, code: read.error, ...(read.detail ? { value: read.detail } : {}) });
    const out = await promotions.apply(request.merchant.code, sessionOf(request).memberId, request.params.activityId, read.value.remark, read.value.images);
    if (!out.ok) return refuse(reply, out.status, out.error);
    return { success: true, value: { participationId: out.value.participationId, activityId: out.value.activityId, state: out.value.state, remark: out.value.remark, images: read.value.images.length } };
  });

  api.post('/wps/promotions/:activityId/claim', {
    preHandler: realMember,
    schema: {
      tags: ['promotions'],
      summary: "Claims an activity's reward: a raffle draws today's prize server-side once per member and draw (M7-15); an issued promotion pays its reward. Credits the main wallet once",
      params: ActivityParams, querystring: LangQuery, response: { 200: Envelope(ClaimValue), 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const out = await app.money.payPromotion(promotions, ledgerContextOf(request.merchant), timeZoneOf(request.merchant), memberId, request.params.activityId);
    if (!out.ok) return refuse(reply, out.status, out.error);
    return { success: true, value: { reward: rewardValue(out.value.reward, languageOf(request)), replayed: out.value.replayed, balance: await mainBalance(request, memberId) } };
  });

  api.get('/wps/rewards', {
    preHandler: realMember,
    schema: {
      tags: ['promotions'],
      summary: "The reward centre: the member's claimable rewards (from promotions, raffles, weekly cashback settled on read, missions, VIP) and the claimed history (M2-11)",
      querystring: LangQuery, response: { 200: Envelope(RewardsValue), 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
  }, async (request) => {
    const lang = languageOf(request);
    const { memberId } = sessionOf(request);
    await promotions.settleCashback(ledgerContextOf(request.merchant), memberId, timeZoneOf(request.merchant));
    const all = (await promotions.rewards(request.merchant.code, memberId)).map((r) => rewardValue(r, lang));
    const claimable = all.filter((r) => r.state === 'claimable');
    return { success: true, value: { claimableCount: claimable.length, claimable, history: all.filter((r) => r.state === 'claimed') } };
  });

  api.post('/wps/rewards/:rewardId/claim', {
    preHandler: realMember,
    schema: {
      tags: ['promotions'],
      summary: 'Claims one reward: its bonus goes to the main wallet through the ledger once (bonus:reward:<rewardId>); a repeat answers replayed',
      params: RewardParams, querystring: LangQuery, response: { 200: Envelope(ClaimValue), 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const out = await app.money.payReward(promotions, ledgerContextOf(request.merchant), memberId, request.params.rewardId);
    if (!out.ok) return refuse(reply, out.status, out.error);
    return { success: true, value: { reward: rewardValue(out.value.reward, languageOf(request)), replayed: out.value.replayed, balance: await mainBalance(request, memberId) } };
  });

  if (deps.devRoutes) {
    api.post('/dev/promotions/applications/:participationId/review', {
      preHandler: [app.authenticate],
      schema: {
        tags: ['development'],
        summary: "Stands in for the operator's review of one of the caller's applications: approve (issued: a reward in the reward centre) or reject",
        params: ParticipationParams, body: ReviewBody, response: { 200: Envelope(ParticipationValue), 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    }, async (request, reply) => {
      const { memberId } = sessionOf(request);
      const mine = await promotions.currentParticipations(request.merchant.code, memberId, timeZoneOf(request.merchant));
      if (![...mine.values()].some((p) => p.participationId === request.params.participationId)) return refuse(reply, 404, 'activity_not_found');
      const out = await promotions.review(request.merchant.code, request.params.participationId, request.body.decision);
      if (!out.ok) return refuse(reply, out.status, out.error);
      const images = await promotions.applicationImages(request.merchant.code, out.value.participationId);
      return { success: true, value: { participationId: out.value.participationId, activityId: out.value.activityId, state: out.value.state, remark: out.value.remark, images: images.length } };
    });
  }
}
