// VIP rank (spec M2-16, M6-6, P3-4; docs/member-centre.md, VIP): the merchant's levels, the member's level from
// lifetime deposits and valid bets with progress to the next, and claiming a reached level's upgrade bonus once
// (posted through the ledger under bonus:vip:<member>:<level>, with the claim row in one transaction). The monthly
// bonus of the month that closed last (the level held at 00:00 on the 1st, merchant's time zone) is claimed the same
// way during the following month, once (vip-monthly:<member>:<YYYY-MM>). Real accounts only; 403 feature_disabled
// when the merchant has VIP off.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { isModuleEnabled, MOD_IDS } from '../../../src/engine/feature-flags.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import { timeZoneOf } from '../../domain/local-day.js';
import { localize } from '../../domain/localize.js';
import { monthlyBonusOf, monthlyBonusStatus, monthlyWindow } from '../../domain/vip/monthly.js';
import { upgradeBonusStatus, vipLevelOf, vipProgress } from '../../domain/vip/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, ErrorEnvelope, memberOf, refusals, refuse } from '../messages/answers.js';
import { claimedVipLevels, insertVipClaim, insertVipMonthlyClaim, setVipClaimEntry, setVipMonthlyEntry, vipMonthlyClaim, vipTotals } from '../../db/vip-repository.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export const featureOn = (merchant: MerchantConfig, feature: keyof typeof MOD_IDS): boolean => isModuleEnabled(merchant.whitelabel, MOD_IDS[feature]);

/** A preHandler refusing the call when the merchant has the feature off. */
export const requireFeature = (feature: keyof typeof MOD_IDS) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (!featureOn(request.merchant, feature)) return refuse(reply, 403, 'feature_disabled');
};

const Condition = Type.Union([Type.Object({ need: Type.Integer(), have: Type.Integer() }), Type.Null()]);
const Level = Type.Object({
  level: Type.Integer({ description: 'Index in vip.levels, 0 = the starting level' }),
  name: Type.String(),
  minDeposit: Type.Integer(),
  minValidBet: Type.Integer(),
  upgradeBonus: Type.Integer(),
  monthlyBonus: Type.Integer(),
  rebateBonusBasisPoints: Type.Integer(),
  bonus: Type.Union([Type.Literal('none'), Type.Literal('locked'), Type.Literal('claimable'), Type.Literal('claimed')]),
});
const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM in the merchant\'s time zone' });
const Monthly = Type.Object({
  month: Type.String({ description: 'The month that closed last (YYYY-MM), whose bonus is claimable during the current one' }),
  level: Type.Integer({ description: 'The level held when it closed (the claimed level once claimed)' }),
  levelName: Type.String(),
  amount: Type.Integer({ description: 'That level\'s monthly bonus (the amount paid once claimed), minor units' }),
  status: Type.Union([Type.Literal('none'), Type.Literal('claimable'), Type.Literal('claimed')]),
  claimedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  current: Type.String({ description: 'The current month (YYYY-MM)' }),
  nextAt: Type.String({ format: 'date-time', description: 'When the current month closes and its bonus opens (and the claimable one lapses)' }),
  nextAmount: Type.Integer({ description: 'The monthly bonus of the member\'s current level' }),
});
const VipAnswer = Type.Object({
  currency: Type.String(),
  level: Type.Integer(),
  levelName: Type.String(),
  totals: Type.Object({ deposits: Type.Integer(), validBet: Type.Integer() }),
  progress: Type.Object({ next: Type.Union([Type.Integer(), Type.Null()]), nextName: Type.Union([Type.String(), Type.Null()]), deposit: Condition, validBet: Condition }),
  levels: Type.Array(Level),
  claimable: Type.Integer(),
  monthly: Monthly,
});

/** The monthly bonus of the month that closed last for a member, and what the current level pays next. */
async function monthlyState(app: FastifyInstance, request: FastifyRequest, level: number, language: string) {
  const who = memberOf(request);
  const levels = request.merchant.vip?.levels ?? [];
  const window = monthlyWindow(app.accounts.clock.now(), timeZoneOf(request.merchant));
  const claimed = await vipMonthlyClaim(app.db, who, window.month);
  const closedLevel = claimed?.level ?? (levels.length > 0 ? vipLevelOf(levels, await vipTotals(app.db, who, window.closedAt)) : 0);
  const amount = claimed?.amount ?? monthlyBonusOf(levels, closedLevel);
  return {
    window,
    value: {
      month: window.month,
      level: closedLevel,
      levelName: levels[closedLevel] ? localize(levels[closedLevel].name, language) : '',
      amount,
      status: monthlyBonusStatus(amount, claimed !== null),
      claimedAt: claimed ? claimed.claimedAt.toISOString() : null,
      current: window.current,
      nextAt: window.nextAt.toISOString(),
      nextAmount: monthlyBonusOf(levels, level),
    },
  };
}

export default async function vipRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = [app.authenticate, app.requireRealAccount, requireFeature('vip')];

  api.get('/wps/vip', {
    preHandler,
    schema: {
      tags: ['vip'],
      summary: 'The merchant\'s VIP levels, the member\'s level, progress to the next and upgrade bonuses (spec M2-16)',
      querystring: Type.Object({ language: Type.Optional(Type.String({ maxLength: 10 })) }),
      response: { 200: Envelope(VipAnswer), ...refusals },
    },
  }, async (request) => {
    const who = memberOf(request);
    const levels = request.merchant.vip?.levels ?? [];
    const language = request.query.language ?? request.merchant.defaultLanguage;
    const totals = await vipTotals(app.db, who);
    const claimed = await claimedVipLevels(app.db, who);
    const level = levels.length > 0 ? vipLevelOf(levels, totals) : 0;
    const progress = levels.length > 0 ? vipProgress(levels, totals) : { next: null, deposit: null, validBet: null };
    const list = levels.map((l, i) => ({
      level: i,
      name: localize(l.name, language),
      minDeposit: l.minDeposit ?? 0,
      minValidBet: l.minValidBet ?? 0,
      upgradeBonus: l.upgradeBonus ?? 0,
      monthlyBonus: l.monthlyBonus ?? 0,
      rebateBonusBasisPoints: l.rebateBonusBasisPoints ?? 0,
      bonus: upgradeBonusStatus(l, i, level, claimed),
    }));
    return {
      success: true,
      value: {
        currency: request.merchant.currency.code,
        level,
        levelName: list[level]?.name ?? '',
        totals,
        progress: { ...progress, nextName: progress.next === null ? null : (list[progress.next]?.name ?? null) },
        levels: list,
        claimable: list.filter((l) => l.bonus === 'claimable').length,
        monthly: (await monthlyState(app, request, level, language)).value,
      },
    };
  });

  api.post('/wps/vip/levels/:level/claim', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['vip'],
      summary: 'Claims the upgrade bonus of a level the member reached, once ever (idempotent key bonus:vip:<member>:<level>)',
      params: Type.Object({ level: Type.Integer({ minimum: 0, maximum: 100 }) }),
      response: {
        200: Envelope(Type.Object({ level: Type.Integer(), amount: Type.Integer(), balance: Type.Union([Type.Integer(), Type.Null()]) })),
        404: ErrorEnvelope,
        409: ErrorEnvelope,
        ...refusals,
      },
    },
  }, async (request, reply) => {
    const who = memberOf(request);
    const levels = request.merchant.vip?.levels ?? [];
    const index = request.params.level;
    const target = levels[index];
    if (!target || index === 0 || !target.upgradeBonus) return refuse(reply, 404, 'vip_bonus_not_found');
    const current = vipLevelOf(levels, await vipTotals(app.db, who));
    if (index > current) return refuse(reply, 409, 'vip_level_not_reached');
    const amount = target.upgradeBonus;
    const paid = await app.money.payBonus(ledgerContextOf(request.merchant), {
      memberId: who.memberId, amount: BigInt(amount), reference: `vip:upgrade:${index}`, key: idempotencyKeys.vipUpgradeBonus(who.memberId, index),
    }, {
      record: (trx) => insertVipClaim(trx, who, index, amount, app.accounts.clock.now()),
      linkEntry: (trx, entryId) => setVipClaimEntry(trx, who, index, entryId),
    });
    if (!paid.ok) return refuse(reply, 409, 'vip_bonus_already_claimed');
    return { success: true, value: { level: index, amount, balance: paid.balance } };
  });

  api.post('/wps/vip/monthly/claim', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['vip'],
      summary: 'Claims the monthly bonus of the month that closed last, at the level held when it closed, once (idempotent key vip-monthly:<member>:<YYYY-MM>)',
      body: Type.Object({ month: Month }, { additionalProperties: false }),
      response: {
        200: Envelope(Type.Object({ month: Type.String(), level: Type.Integer(), amount: Type.Integer(), balance: Type.Union([Type.Integer(), Type.Null()]) })),
        409: ErrorEnvelope,
        ...refusals,
      },
    },
  }, async (request, reply) => {
    const who = memberOf(request);
    const levels = request.merchant.vip?.levels ?? [];
    const { window, value } = await monthlyState(app, request, 0, request.merchant.defaultLanguage);
    // Only the month that closed last: the current one has not closed, an older one lapsed.
    if (request.body.month !== window.month) return refuse(reply, 409, 'vip_monthly_not_open', { month: window.month });
    if (value.status === 'claimed') return refuse(reply, 409, 'vip_bonus_already_claimed');
    if (value.status === 'none' || levels.length === 0) return refuse(reply, 409, 'vip_monthly_not_earned');
    const { month, level, amount } = value;
    const paid = await app.money.payBonus(ledgerContextOf(request.merchant), {
      memberId: who.memberId, amount: BigInt(amount), reference: `vip:monthly:${month}`, key: idempotencyKeys.vipMonthlyBonus(who.memberId, month),
    }, {
      record: (trx) => insertVipMonthlyClaim(trx, who, { month, level, amount, claimedAt: app.accounts.clock.now() }),
      linkEntry: (trx, entryId) => setVipMonthlyEntry(trx, who, month, entryId),
    });
    if (!paid.ok) return refuse(reply, 409, 'vip_bonus_already_claimed');
    return { success: true, value: { month, level, amount, balance: paid.balance } };
  });
}
