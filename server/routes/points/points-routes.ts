// The points mall (/wps/points/*), spec M2-33, M3-7, M4-2, M7-12, M7-13, M9-8: balance and configuration, details,
// the reward list, redeem (E: sealed body, login password checked), redeem history and conversion to money. Needs a
// real account and the POINTMALL module (403 feature_disabled when it is off).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isModuleEnabled } from '../../../src/engine/feature-flags.js';
import type { PointsRepository, Redeem } from '../../db/points-repository.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import { localize } from '../../domain/localize.js';
import { pointsConfigOf, redeemPasswordGate, redeemPasswordPolicy } from '../../domain/points/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { decryptedBody } from '../../plugins/app/encrypted-body.js';
import { findMemberById } from '../../db/member-repository.js';
import { verifyPassword } from '../../crypto/password-hashing.js';
import { Envelope, ErrorEnvelope, refuse } from '../wallet/answers.js';
import {
  BalanceValue, ConfigValue, ConvertBody, ConvertValue, DetailsValue, GrantBody, LangQuery, PageQuery, RedeemBody, RedeemParams, RedeemsValue, RedeemValue, ReviewBody, RewardListValue,
} from '../../../src/engine/api/points.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface PointsRoutesOptions {
  points: PointsRepository;
  now: () => Date;
  devRoutes: boolean;
}

export async function pointsRoutes(app: FastifyInstance, deps: PointsRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { points, now } = deps;
  const mallOn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isModuleEnabled(request.merchant.whitelabel, 'POINTMALL')) return refuse(reply, 403, 'feature_disabled');
  };
  const realMember = [app.authenticate, app.requireRealAccount, mallOn];
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

  const configOf = (request: FastifyRequest) => {
    const c = pointsConfigOf(request.merchant.currency);
    const { code, symbol, minorUnits } = request.merchant.currency;
    return { ...c, expires: false as const, currency: { code, symbol, minorUnits } };
  };
  /** Counts the member's new settled bets first, so every read shows the points they earned. */
  async function earned(request: FastifyRequest) {
    const { memberId } = sessionOf(request);
    await points.earnFromBets(ledgerContextOf(request.merchant), memberId, pointsConfigOf(request.merchant.currency));
    return memberId;
  }
  const redeemValue = (r: Redeem, lang: string) => ({
    redeemId: r.redeemId, rewardId: r.rewardId, title: localize(r.title, lang), quantity: r.quantity, points: toSafeNumber(r.points), address: r.address,
    state: r.state, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  });
  const page = (q: { pageNo?: number; pageSize?: number }) => ({ pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 20 });

  api.get('/wps/points/balance', {
    preHandler: realMember,
    schema: { tags: ['points'], summary: "The member's points balance and the exchange configuration (M7-12)", response: { 200: Envelope(BalanceValue), ...errors } },
  }, async (request) => {
    const memberId = await earned(request);
    return { success: true, value: { balance: toSafeNumber(await points.balance(request.merchant.code, memberId)), config: configOf(request) } };
  });

  api.get('/wps/points/config', {
    preHandler: realMember,
    schema: { tags: ['points'], summary: 'How bets earn points and what points exchange for; points never expire (M7-12, M9-8)', response: { 200: Envelope(ConfigValue), ...errors } },
  }, async (request) => ({ success: true, value: configOf(request) }));

  api.get('/wps/points/details', {
    preHandler: realMember,
    schema: { tags: ['points'], summary: "The member's points transactions, newest first (M7-12)", querystring: PageQuery, response: { 200: Envelope(DetailsValue), ...errors } },
  }, async (request) => {
    const memberId = await earned(request);
    const { pageNo, pageSize } = page(request.query);
    const out = await points.details(request.merchant.code, memberId, pageNo, pageSize);
    return {
      success: true,
      value: {
        content: out.content.map((t) => ({ txnId: t.txnId, kind: t.kind, points: toSafeNumber(t.points), reference: t.reference, createdAt: t.createdAt.toISOString() })),
        pageNum: pageNo, totalPages: Math.ceil(out.total / pageSize), total: out.total,
      },
    };
  });

  api.get('/wps/points/rewards', {
    preHandler: realMember,
    schema: { tags: ['points'], summary: 'The rewards to redeem with their point price and stock (M7-12)', querystring: LangQuery, response: { 200: Envelope(RewardListValue), ...errors } },
  }, async (request) => {
    const lang = request.query.lang ?? request.merchant.defaultLanguage;
    const list = await points.rewards(request.merchant.code);
    return { success: true, value: list.map((r) => ({ rewardId: r.rewardId, title: localize(r.title, lang), pointsPrice: toSafeNumber(r.pointsPrice), stock: r.stock, physical: r.physical })) };
  });

  api.post('/wps/points/redeem', {
    preHandler: realMember,
    preValidation: decryptedBody(app),
    ...answersBadInput('ledger'),
    schema: {
      tags: ['points'],
      summary: 'Redeems a reward (E): amount (points), quantity, address and the login password (5 wrong in 15 minutes: 429 password_locked); takes the points and the stock, state applying (M7-13, M4-2)',
      querystring: LangQuery, body: RedeemBody, response: { 200: Envelope(RedeemValue), ...errors },
    },
  }, async (request, reply) => {
    const memberId = await earned(request);
    const member = await findMemberById(app.db, request.merchant.code, memberId);
    if (!member) return refuse(reply, 401, 'not_logged_in');
    // Five wrong passwords in 15 minutes lock redeeming (429 password_locked), so a stolen session cannot guess it here.
    const merchantId = request.merchant.code;
    const gate = redeemPasswordGate(await points.passwordFailures(merchantId, memberId, redeemPasswordPolicy.windowMs), now());
    if (gate.locked) return reply.code(429).send({ success: false, code: 'password_locked', value: { retryAfterSeconds: gate.retryAfterSeconds } });
    if (member.password_hash === null || !(await verifyPassword(member.password_hash, request.body.password))) {
      await points.recordPasswordFailure(merchantId, memberId);
      const after = redeemPasswordGate(await points.passwordFailures(merchantId, memberId, redeemPasswordPolicy.windowMs), now());
      return after.locked
        ? reply.code(429).send({ success: false, code: 'password_locked', value: { retryAfterSeconds: after.retryAfterSeconds } })
        : reply.code(400).send({ success: false, code: 'password_wrong', value: { attemptsLeft: after.attemptsLeft } });
    }
    await points.clearPasswordFailures(merchantId, memberId);
    const { rewardId, amount, quantity, address, idempotencyKey } = request.body;
    const out = await points.redeem(request.merchant.code, memberId, { rewardId, amount, quantity, address, requestKey: idempotencyKey });
    if (!out.ok) return reply.code(out.status).send({ success: false, code: out.error, ...(out.detail ? { value: out.detail } : {}) });
    const lang = request.query.lang ?? request.merchant.defaultLanguage;
    return { success: true, value: { redeem: redeemValue(out.value.redeem, lang), balance: toSafeNumber(out.value.balance), replayed: out.value.replayed } };
  });

  api.get('/wps/points/redeems', {
    preHandler: realMember,
    schema: { tags: ['points'], summary: "The member's redeem records, newest first, with their state (M4-2)", querystring: PageQuery, response: { 200: Envelope(RedeemsValue), ...errors } },
  }, async (request) => {
    const { memberId } = sessionOf(request);
    const { pageNo, pageSize } = page(request.query);
    const lang = request.query.lang ?? request.merchant.defaultLanguage;
    const out = await points.redeems(request.merchant.code, memberId, pageNo, pageSize);
    return { success: true, value: { content: out.content.map((r) => redeemValue(r, lang)), pageNum: pageNo, totalPages: Math.ceil(out.total / pageSize), total: out.total } };
  });

  api.post('/wps/points/convert', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['points'],
      summary: 'Converts points to money in the main wallet through the ledger, in whole exchange steps; the same idempotencyKey answers the first conversion (M7-12)',
      body: ConvertBody, response: { 200: Envelope(ConvertValue), ...errors },
    },
  }, async (request, reply) => {
    const memberId = await earned(request);
    const ctx = ledgerContextOf(request.merchant);
    const out = await app.money.convertPoints(points, ctx, memberId, request.body.points, request.body.idempotencyKey, pointsConfigOf(request.merchant.currency));
    if (!out.ok) return reply.code(out.status).send({ success: false, code: out.error, ...(out.detail ? { value: out.detail } : {}) });
    const wallet = (await app.money.memberWallets(ctx.merchantId, ctx.currency, memberId)).main;
    return {
      success: true,
      value: { points: toSafeNumber(out.value.points), money: toSafeNumber(out.value.money), pointsBalance: toSafeNumber(out.value.balance), walletBalance: toSafeNumber(wallet), replayed: out.value.replayed },
    };
  });

  if (deps.devRoutes) {
    api.post('/dev/points/grant', {
      preHandler: realMember,
      schema: { tags: ['development'], summary: 'Gives the caller points once per reference (demos and browser journeys; off in production)', body: GrantBody, response: { 200: Envelope(BalanceValue), ...errors } },
    }, async (request) => {
      const { memberId } = sessionOf(request);
      await points.grant(request.merchant.code, memberId, BigInt(request.body.points), `grant:${memberId}:${request.body.reference}`);
      return { success: true, value: { balance: toSafeNumber(await points.balance(request.merchant.code, memberId)), config: configOf(request) } };
    });
    api.post('/dev/points/redeems/:redeemId/review', {
      preHandler: realMember,
      schema: { tags: ['development'], summary: "Stands in for the operator on one of the caller's redeems: accept (in process), approve, reject (points and stock back)", params: RedeemParams, body: ReviewBody, response: { 200: Envelope(ReviewBody), ...errors } },
    }, async (request, reply) => {
      const { memberId } = sessionOf(request);
      const mine = await points.redeems(request.merchant.code, memberId, 1, 100);
      if (!mine.content.some((r) => r.redeemId === request.params.redeemId)) return refuse(reply, 404, 'redeem_not_found');
      const out = await points.review(request.merchant.code, request.params.redeemId, request.body.decision);
      if (!out.ok) return refuse(reply, out.status, out.error);
      return { success: true, value: { decision: request.body.decision } };
    });
  }
}
