// Manual rebate (spec M2-15, M6-6, M9-16; docs/member-centre.md, Manual rebate): what the member may claim now (valid
// bets of settled rounds since the last claim, per game type, at the merchant's rates plus the VIP level's bonus),
// claiming it (one ledger bonus under bonus:rebate:<member>:<start>, with the claim row in one transaction) and the
// claims so far. Real accounts only; 403 feature_disabled without MANPLAYREB3.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { MemberRef } from '../../db/messages-repository.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import { quoteRebate, type RebateQuote } from '../../domain/rebate/rules.js';
import { vipLevelOf } from '../../domain/vip/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, ErrorEnvelope, memberOf, PageNo, refusals, refuse } from '../messages/answers.js';
import { featureOn, requireFeature } from '../vip/index.js';
import { vipTotals, type Db } from '../../db/vip-repository.js';
import { IdempotencyKey } from '../../../src/engine/api/wallet.js';
import { claimByRequestKey, insertRebateClaim, lastClaimEnd, rebateClaimsPage, setRebateClaimEntry, validBetsBetween, type RebateClaimRow } from '../../db/rebate-repository.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

const Line = Type.Object({ gameType: Type.String(), validBet: Type.Integer(), rateBasisPoints: Type.Integer(), amount: Type.Integer() });
const Claim = Type.Object({
  claimId: Type.String(),
  periodStart: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null: from the first round' }),
  periodEnd: Type.String({ format: 'date-time' }),
  validBet: Type.Integer(),
  amount: Type.Integer(),
  lines: Type.Array(Line),
  claimedAt: Type.String({ format: 'date-time' }),
});

interface Pending {
  since: Date | null;
  until: Date;
  vipBonusBasisPoints: number;
  quote: RebateQuote;
}

/** The VIP level's rebate bonus, when the merchant has VIP on and levels configured. */
async function vipBonusOf(db: Db, merchant: MerchantConfig, who: MemberRef): Promise<number> {
  const levels = merchant.vip?.levels ?? [];
  if (!featureOn(merchant, 'vip') || levels.length === 0) return 0;
  return levels[vipLevelOf(levels, await vipTotals(db, who))]?.rebateBonusBasisPoints ?? 0;
}

async function pendingRebate(db: Db, merchant: MerchantConfig, who: MemberRef, now: Date): Promise<Pending> {
  const since = await lastClaimEnd(db, who);
  const vipBonusBasisPoints = await vipBonusOf(db, merchant, who);
  const rates = merchant.rebate?.rates ?? {};
  const quote = quoteRebate(await validBetsBetween(db, who, since, now), rates, merchant.rebate ? vipBonusBasisPoints : 0);
  return { since, until: now, vipBonusBasisPoints, quote };
}

const claimValue = (c: RebateClaimRow) => ({
  claimId: c.claimId,
  periodStart: c.periodStart?.toISOString() ?? null,
  periodEnd: c.periodEnd.toISOString(),
  validBet: c.validBet,
  amount: c.amount,
  lines: c.lines,
  claimedAt: c.claimedAt.toISOString(),
});

export default async function rebateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = [app.authenticate, app.requireRealAccount, requireFeature('manualRebate')];
  const now = () => app.accounts.clock.now();

  api.get('/wps/rebate', {
    preHandler,
    schema: {
      tags: ['rebate'],
      summary: 'The rebate the member may claim now: valid bets since the last claim per game type, rates and amounts (spec M2-15)',
      response: {
        200: Envelope(Type.Object({
          currency: Type.String(),
          since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
          until: Type.String({ format: 'date-time' }),
          rates: Type.Array(Type.Object({ gameType: Type.String(), rateBasisPoints: Type.Integer() })),
          vipBonusBasisPoints: Type.Integer(),
          lines: Type.Array(Line),
          validBet: Type.Integer(),
          amount: Type.Integer(),
          minClaim: Type.Integer(),
          canClaim: Type.Boolean(),
        })),
        ...refusals,
      },
    },
  }, async (request) => {
    const merchant = request.merchant;
    const p = await pendingRebate(app.db, merchant, memberOf(request), now());
    const minClaim = merchant.rebate?.minClaim ?? 1;
    const rates = Object.entries(merchant.rebate?.rates ?? {})
      .filter((e): e is [string, number] => e[1] !== undefined)
      .map(([gameType, rate]) => ({ gameType, rateBasisPoints: rate + p.vipBonusBasisPoints }))
      .sort((a, b) => a.gameType.localeCompare(b.gameType));
    return {
      success: true,
      value: {
        currency: merchant.currency.code,
        since: p.since?.toISOString() ?? null,
        until: p.until.toISOString(),
        rates,
        vipBonusBasisPoints: merchant.rebate ? p.vipBonusBasisPoints : 0,
        lines: p.quote.lines,
        validBet: p.quote.validBet,
        amount: p.quote.amount,
        minClaim,
        canClaim: p.quote.amount >= minClaim,
      },
    };
  });

  api.post('/wps/rebate/claim', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['rebate'],
      summary: 'Claims the rebate accrued since the last claim into the main wallet; a retry with the same idempotencyKey answers the first claim (replayed), a parallel claim posts once',
      body: Type.Object({ idempotencyKey: IdempotencyKey }, { additionalProperties: false }),
      response: {
        200: Envelope(Type.Composite([Claim, Type.Object({ balance: Type.Union([Type.Integer(), Type.Null()]), replayed: Type.Boolean() })])),
        409: ErrorEnvelope,
        ...refusals,
      },
    },
  }, async (request, reply) => {
    const merchant = request.merchant;
    const who = memberOf(request);
    const requestKey = request.body.idempotencyKey;
    const ctx = ledgerContextOf(merchant);
    const replay = async (c: RebateClaimRow) => {
      const main = (await app.money.memberWallets(ctx.merchantId, ctx.currency, who.memberId)).main;
      return { success: true, value: { ...claimValue(c), balance: toSafeNumber(main), replayed: true } };
    };
    const earlier = await claimByRequestKey(app.db, who, requestKey);
    if (earlier) return replay(earlier);
    const at = now();
    const p = await pendingRebate(app.db, merchant, who, at);
    const minClaim = merchant.rebate?.minClaim ?? 1;
    if (p.quote.amount <= 0) return refuse(reply, 409, 'rebate_nothing_to_claim');
    if (p.quote.amount < minClaim) return refuse(reply, 409, 'rebate_below_minimum', { minClaim, amount: p.quote.amount });
    const claimId = randomUUID();
    const row: RebateClaimRow = { claimId, requestKey, periodStart: p.since, periodEnd: at, validBet: p.quote.validBet, amount: p.quote.amount, lines: p.quote.lines, claimedAt: at };
    const paid = await app.money.payBonus(ctx, {
      memberId: who.memberId, amount: BigInt(p.quote.amount), reference: `rebate:${claimId}`, key: idempotencyKeys.rebateBonus(who.memberId, p.since ?? new Date(0)),
    }, {
      record: (trx) => insertRebateClaim(trx, who, row),
      linkEntry: (trx, entryId) => setRebateClaimEntry(trx, who, claimId, entryId),
    });
    if (!paid.ok) {
      // The same attempt sent twice at once: answer the one that got in. Otherwise a parallel claim from the same
      // start got there first, and what it paid is gone from the pending rebate.
      const same = await claimByRequestKey(app.db, who, requestKey);
      if (same) return replay(same);
      return refuse(reply, 409, 'rebate_nothing_to_claim');
    }
    return { success: true, value: { ...claimValue(row), balance: paid.balance, replayed: false } };
  });

  api.get('/wps/rebate/claims', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['rebate'],
      summary: 'The member\'s rebate claims, newest first',
      querystring: Type.Object({ pageNo: Type.Optional(PageNo), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
      response: { 200: Envelope(Type.Object({ content: Type.Array(Claim), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() })), ...refusals },
    },
  }, async (request) => {
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 10;
    const page = await rebateClaimsPage(app.db, memberOf(request), pageNo, pageSize);
    return { success: true, value: { content: page.items.map(claimValue), pageNum: pageNo, totalPages: Math.ceil(page.total / pageSize), total: page.total } };
  });
}
