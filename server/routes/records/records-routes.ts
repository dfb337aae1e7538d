// Records pages (M2-7 bet record, M2-8 account record, M2-9 profit and loss, M2-10 bonus details): one GET each,
// a date range of at most 90 local days, filters, server-side pages with totals over the whole filtered range, and
// the same query as CSV with format=csv. Contract in docs/money.md.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { createRecordsRepository, transactionTypes, type Page, type Scope } from '../../db/records-repository.js';
import { accountId, mainWallet, vendorWallet } from '../../domain/ledger/accounts.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { localDateTime, timeZoneOf } from '../../domain/local-day.js';
import { amountCell, csvCell, csvDocument, dateRange, gameFilter, maxCsvRows, type DateRange } from '../../domain/records/records-rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { roundIdPattern } from '../../domain/game/rounds.js';
import type { RoundFairness } from '../../providers/game/game-vendor.js';
import type { CatalogueGame } from '../../domain/catalogue/generator.js';
import { catalogueLanguage } from '../../domain/catalogue/filters.js';
import { Envelope, ErrorEnvelope } from '../wallet/answers.js';
import { Currency, MinorUnits } from '../../../src/engine/api/wallet.js';
import { sendWithdrawalError } from '../withdrawal/withdrawal-routes.js';
import { PageNoInput, pageSizeInput } from '../../../src/engine/api/inputs.js';
import { bonusReferencePrefix, bonusSourceOf, bonusSources } from '../../../src/engine/bonus-source.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface RecordsRoutesOptions {
  now: () => Date;
}

const codePattern = '^[A-Za-z0-9_.-]{1,32}$';
// Any interface language may ask (vi, ar...): the catalogue names games in km, en and zh, the others read English.
const GameNameLanguage = Type.String({ maxLength: 16, description: 'Language of game names: km, en, zh; any other language gets the English names' });
const Code = Type.String({ pattern: codePattern });
const common = {
  from: Type.Optional(Type.String({ maxLength: 10, description: 'First local day (YYYY-MM-DD, merchant time zone), included; default 6 days before `to`' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'Last local day, included; default today' })),
  pageNo: Type.Optional({ ...PageNoInput, default: 1 }),
  pageSize: Type.Optional({ ...pageSizeInput(100), default: 20 }),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')], { description: 'csv: the whole filtered range as a file (newest 10,000 rows)' })),
  lang: Type.Optional(GameNameLanguage),
};
const gameFilters = {
  gameType: Type.Optional(Type.String({ pattern: codePattern, description: 'A game type the merchant offers (RNG, LIVE...); another answers 400 unknown_game_type' })),
  vendor: Type.Optional(Type.String({ pattern: codePattern, description: 'A vendor code the merchant offers (in gameType when given); another answers 400 unknown_vendor' })),
};
const BetQuery = Type.Object({ ...common, ...gameFilters, status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('rolled_back')])) });
const RoundQuery = Type.Object({
  roundId: Type.String({ pattern: roundIdPattern, description: 'The round id the bet record and the game page show' }),
  lang: Type.Optional(GameNameLanguage),
});
const TransactionQuery = Type.Object({ ...common, type: Type.Optional(Type.Union(transactionTypes.map((t) => Type.Literal(t)))), wallet: Type.Optional(Code) });
const ProfitQuery = Type.Object({ ...common, ...gameFilters });
const BonusQuery = Type.Object({
  ...common,
  source: Type.Optional(Type.Union(bonusSources.map((b) => Type.Literal(b)), { description: 'Only the bonuses of one source (VIP upgrade, mission...)' })),
});

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const PageOf = <R extends TSchema, T extends TSchema>(row: R, totals: T) => Type.Object({
  content: Type.Array(row), pageNum: Type.Integer(), pageSize: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer(),
  totals, from: Type.String(), to: Type.String(), timeZone: Type.String(), currency: Currency,
});
const BetRowValue = Type.Object({
  roundId: Type.String(), createdAt: Type.String(), settledAt: Nullable(Type.String()), gameType: Type.String(), vendor: Type.String(),
  nodeId: Type.String(), gameName: Type.String(), status: Type.String(), betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits,
});
const RoundFairnessValue = Type.Object({
  method: Type.Union([Type.Literal('seeds'), Type.Literal('chain'), Type.Literal('events')], { description: 'seeds: the player\'s seeds and nonce; chain: a shared table round\'s seed in a public hash chain; events: each event\'s result seed' }),
  serverSeedHash: Nullable(Type.String()), serverSeed: Nullable(Type.String()), clientSeed: Nullable(Type.String()), nonce: Nullable(Type.Integer()),
  anchor: Type.Optional(Type.String()),
  events: Type.Optional(Type.Array(Type.Object({ eventId: Type.String(), name: Type.String(), seedHash: Type.String(), seed: Nullable(Type.String()), verifyUrl: Type.String() }))),
  verifyUrl: Nullable(Type.String()),
});
const RoundDetailValue = Type.Object({
  ...BetRowValue.properties,
  fairness: Nullable(RoundFairnessValue),
});
const TransactionRowValue = Type.Object({
  entryId: Type.String(), createdAt: Type.String(), type: Type.String(), wallet: Type.String(), amount: MinorUnits, balanceAfter: MinorUnits, reference: Nullable(Type.String()),
});
const ProfitRowValue = Type.Object({ date: Type.String(), rounds: Type.Integer(), betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits });
const BonusRowValue = Type.Object({
  entryId: Type.String(), createdAt: Type.String(), amount: MinorUnits, balanceAfter: MinorUnits, reference: Nullable(Type.String()),
  source: Type.Union([...bonusSources, 'other'].map((b) => Type.Literal(b)), { description: 'Which bonus the entry is (other: an adjustment)' }),
});
const BetTotals = Type.Object({ betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits });
const TransactionTotals = Type.Object({ totalIn: MinorUnits, totalOut: MinorUnits, net: MinorUnits });
const ProfitTotals = Type.Object({ rounds: Type.Integer(), betAmount: MinorUnits, winAmount: MinorUnits, net: MinorUnits });
const BonusTotals = Type.Object({ amount: MinorUnits });

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
const n = (v: bigint) => toSafeNumber(v);

interface Common {
  from?: string | undefined;
  to?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  format?: 'json' | 'csv' | undefined;
  lang?: string | undefined;
}

export async function recordsRoutes(app: FastifyInstance, options: RecordsRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const records = createRecordsRepository(app.db as never);
  const realMember = [app.authenticate, app.requireRealAccount];

  /** The scope, page and range of a query, or the refusal already sent. */
  function prepare(request: FastifyRequest, reply: FastifyReply, q: Common) {
    const merchant = request.merchant;
    const timeZone = timeZoneOf(merchant);
    const range = dateRange(q, options.now(), timeZone);
    if (!range.ok) {
      void sendWithdrawalError(reply, range.error);
      return null;
    }
    const csv = q.format === 'csv';
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 20;
    const page: Page = csv ? { offset: 0, limit: maxCsvRows } : { offset: (pageNo - 1) * pageSize, limit: pageSize };
    const scope: Scope = { merchantId: merchant.code, memberId: sessionOf(request).memberId, start: range.value.start, end: range.value.end };
    return { merchant, timeZone, range: range.value, csv, pageNo, pageSize, page, scope, lang: catalogueLanguage(q.lang ?? merchant.defaultLanguage) };
  }

  function frame(merchant: MerchantConfig, range: DateRange, timeZone: string, pageNo: number, pageSize: number, total: number) {
    return {
      pageNum: pageNo, pageSize, totalPages: Math.ceil(total / pageSize), total, from: range.from, to: range.to, timeZone,
      currency: { code: merchant.currency.code, symbol: merchant.currency.symbol, minorUnits: merchant.currency.minorUnits },
    };
  }

  function sendCsv(reply: FastifyReply, name: string, range: DateRange, total: number, header: string[], rows: string[][]) {
    reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${range.from}-${range.to}.csv"`)
      .header('cache-control', 'private, no-store');
    if (total > rows.length) reply.header('x-records-truncated', String(total));
    return reply.send(csvDocument(header, rows));
  }

  api.get('/wps/records/bets', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['records'], summary: 'Bet record (personalHistoryCopy, M2-7): game rounds by game type, vendor and state', querystring: BetQuery, response: { 200: Envelope(PageOf(BetRowValue, BetTotals)), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const p = prepare(request, reply, q);
    if (p === null) return reply;
    const game = gameFilter(q, request.merchant.vendors);
    if (!game.ok) return sendWithdrawalError(reply, game.error);
    const out = await records.bets(p.scope, { ...game.value, status: q.status }, p.page);
    const name = (r: (typeof out.rows)[number]) => r.gameName?.[p.lang] ?? r.nodeId;
    if (p.csv) {
      const mu = p.merchant.currency.minorUnits;
      return sendCsv(reply, 'bet-record', p.range, out.total, ['Time', 'Round', 'Game type', 'Vendor', 'Game', 'Status', 'Bet', 'Win', 'Net'],
        out.rows.map((r) => [csvCell(localDateTime(r.createdAt, p.timeZone)), csvCell(r.roundId), csvCell(r.gameType), csvCell(r.vendor), csvCell(name(r)), csvCell(r.status),
          amountCell(r.betAmount, mu), amountCell(r.winAmount, mu), amountCell(r.winAmount - r.betAmount, mu)]));
    }
    return {
      success: true,
      value: {
        ...frame(p.merchant, p.range, p.timeZone, p.pageNo, p.pageSize, out.total),
        totals: { betAmount: n(out.totals.betAmount), winAmount: n(out.totals.winAmount), net: n(out.totals.net) },
        content: out.rows.map((r) => ({
          roundId: r.roundId, createdAt: r.createdAt.toISOString(), settledAt: r.settledAt?.toISOString() ?? null, gameType: r.gameType, vendor: r.vendor,
          nodeId: r.nodeId, gameName: name(r), status: r.status, betAmount: n(r.betAmount), winAmount: n(r.winAmount), net: n(r.winAmount - r.betAmount),
        })),
      },
    };
  });

  api.get('/wps/records/bets/round', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['records'],
      summary: "A round of the member's bet record with its fair-play data, asked of the round's vendor (docs/vendors.md \"Round detail\")",
      querystring: RoundQuery,
      response: { 200: Envelope(RoundDetailValue), 404: ErrorEnvelope, ...errors },
    },
  }, async (request, reply) => {
    const merchant = request.merchant;
    const memberId = sessionOf(request).memberId;
    const lang = request.query.lang ?? merchant.defaultLanguage;
    // Only the member's own rounds: another's answers as unknown.
    const r = await records.betRound(merchant.code, memberId, request.query.roundId);
    if (!r) return reply.code(404).send({ success: false, code: 'round_not_found' });
    const vendor = app.hasDecorator('gameVendors') ? app.gameVendors.forRound(r.vendor, r.gameType as CatalogueGame['gameType']) : undefined;
    let fairness: RoundFairness | null = null;
    try {
      fairness = (await vendor?.roundDetail?.({ merchant, memberId, roundId: r.roundId, vendor: r.vendor, gameType: r.gameType, language: lang })) ?? null;
    } catch (err) {
      // The vendor does not answer: the round shows without its fair-play data.
      request.log.warn({ err, roundId: r.roundId }, 'round detail from the vendor failed');
    }
    return {
      success: true,
      value: {
        roundId: r.roundId, createdAt: r.createdAt.toISOString(), settledAt: r.settledAt?.toISOString() ?? null, gameType: r.gameType, vendor: r.vendor,
        nodeId: r.nodeId, gameName: r.gameName?.[catalogueLanguage(lang)] ?? r.nodeId, status: r.status, betAmount: n(r.betAmount), winAmount: n(r.winAmount),
        net: n(r.winAmount - r.betAmount), fairness,
      },
    };
  });

  api.get('/wps/records/transactions', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['records'], summary: "Account record (transactionHistory, M2-8): every movement of the member's wallets with the balance it left", querystring: TransactionQuery, response: { 200: Envelope(PageOf(TransactionRowValue, TransactionTotals)), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const p = prepare(request, reply, q);
    if (p === null) return reply;
    const currency = p.merchant.currency.code;
    const wallet = q.wallet === undefined ? undefined
      : accountId(q.wallet === 'MAIN' ? mainWallet(currency, p.scope.memberId) : vendorWallet(currency, p.scope.memberId, q.wallet));
    const out = await records.transactions(p.scope, { type: q.type, accountId: wallet }, p.page);
    if (p.csv) {
      const mu = p.merchant.currency.minorUnits;
      return sendCsv(reply, 'account-record', p.range, out.total, ['Time', 'Type', 'Wallet', 'Amount', 'Balance after', 'Reference', 'Entry'],
        out.rows.map((r) => [csvCell(localDateTime(r.createdAt, p.timeZone)), csvCell(r.type), csvCell(r.wallet), amountCell(r.amount, mu), amountCell(r.balanceAfter, mu), csvCell(r.reference), csvCell(r.entryId)]));
    }
    return {
      success: true,
      value: {
        ...frame(p.merchant, p.range, p.timeZone, p.pageNo, p.pageSize, out.total),
        totals: { totalIn: n(out.totals.totalIn), totalOut: n(out.totals.totalOut), net: n(out.totals.net) },
        content: out.rows.map((r) => ({
          entryId: r.entryId, createdAt: r.createdAt.toISOString(), type: r.type, wallet: r.wallet, amount: n(r.amount), balanceAfter: n(r.balanceAfter), reference: r.reference,
        })),
      },
    };
  });

  api.get('/wps/records/profit', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['records'], summary: "Profit and loss (personalProfit, M2-9): bets, wins and the member's net per day of the merchant's time zone", querystring: ProfitQuery, response: { 200: Envelope(PageOf(ProfitRowValue, ProfitTotals)), ...errors } },
  }, async (request, reply) => {
    const q = request.query;
    const p = prepare(request, reply, q);
    if (p === null) return reply;
    const game = gameFilter(q, request.merchant.vendors);
    if (!game.ok) return sendWithdrawalError(reply, game.error);
    const out = await records.profitByDay(p.scope, game.value, p.timeZone, p.page);
    if (p.csv) {
      const mu = p.merchant.currency.minorUnits;
      return sendCsv(reply, 'profit-and-loss', p.range, out.total, ['Date', 'Rounds', 'Bets', 'Wins', 'Net'],
        out.rows.map((r) => [csvCell(r.date), csvCell(r.rounds), amountCell(r.betAmount, mu), amountCell(r.winAmount, mu), amountCell(r.net, mu)]));
    }
    return {
      success: true,
      value: {
        ...frame(p.merchant, p.range, p.timeZone, p.pageNo, p.pageSize, out.total),
        totals: { rounds: out.totals.rounds, betAmount: n(out.totals.betAmount), winAmount: n(out.totals.winAmount), net: n(out.totals.net) },
        content: out.rows.map((r) => ({ date: r.date, rounds: r.rounds, betAmount: n(r.betAmount), winAmount: n(r.winAmount), net: n(r.net) })),
      },
    };
  });

  api.get('/wps/records/bonus', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['records'], summary: 'Bonus details (bonusDetails, M2-10): bonuses credited to the main wallet', querystring: BonusQuery, response: { 200: Envelope(PageOf(BonusRowValue, BonusTotals)), ...errors } },
  }, async (request, reply) => {
    const p = prepare(request, reply, request.query);
    if (p === null) return reply;
    const source = request.query.source;
    const out = await records.bonuses(p.scope, p.page, source ? bonusReferencePrefix[source] : undefined);
    if (p.csv) {
      const mu = p.merchant.currency.minorUnits;
      return sendCsv(reply, 'bonus-details', p.range, out.total, ['Time', 'Source', 'Amount', 'Balance after', 'Reference', 'Entry'],
        out.rows.map((r) => [
          csvCell(localDateTime(r.createdAt, p.timeZone)), csvCell(bonusSourceOf(r.reference)), amountCell(r.amount, mu), amountCell(r.balanceAfter, mu),
          csvCell(r.reference), csvCell(r.entryId),
        ]));
    }
    return {
      success: true,
      value: {
        ...frame(p.merchant, p.range, p.timeZone, p.pageNo, p.pageSize, out.total),
        totals: { amount: n(out.totals.amount) },
        content: out.rows.map((r) => ({
          entryId: r.entryId, createdAt: r.createdAt.toISOString(), amount: n(r.amount), balanceAfter: n(r.balanceAfter), reference: r.reference,
          source: bonusSourceOf(r.reference),
        })),
      },
    };
  });
}
