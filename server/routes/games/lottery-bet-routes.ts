// The open issue of a lottery game (its draw time, closing time and, for the self-run vendor LOTT, bet types and
// odds), bets on it, and the member's bets, settled on read once their draw has passed (docs/lottery.md).
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { catalogueLanguage } from '../../domain/catalogue/filters.js';
import type { CatalogueGame } from '../../domain/catalogue/generator.js';
import { lotteryGameDefinitions, prizeModeVendors } from '../../domain/catalogue/lottery.js';
import { isValidIdempotencyKey } from '../../domain/ledger/idempotency.js';
import {
  betTypesOf, checkSelection, checkStake, closeSeconds, oddsScale, openIssue, stakeLimits, type ScheduledGame,
} from '../../domain/lottery/rules.js';
import { createLotteryRepository, type LotteryBet, type LotteryRepository } from '../../db/lottery-repository.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { fail, lobbyContext, memberOf, type LobbyDeps } from './lobby-context.js';
import { Envelope } from './schemas.js';
import { PageNoInput, pageSizeInput } from '../../../src/engine/api/inputs.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

const Language = Type.Optional(Type.String({ maxLength: 16, description: 'km, en, zh' }));
const GameCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$', description: 'A lottery game code (game_menu)' });

const IssueQuery = Type.Object({ gameCode: GameCode, language: Language });
const BetBody = Type.Object({
  gameCode: GameCode,
  issue: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$', description: 'The open issue (GET /lgw/vn/lottery/issue)' }),
  betType: Type.String({ minLength: 1, maxLength: 40 }),
  position: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: '1-based position, for types with positions' })),
  pick: Type.String({ minLength: 1, maxLength: 8 }),
  amount: Type.Integer({ description: 'Stake in minor units of the merchant currency' }),
  idempotencyKey: Type.String({ maxLength: 100, description: '8-100 of A-Z a-z 0-9 _ . : - ; one per attempt' }),
  language: Language,
});
const BetsQuery = Type.Object({
  status: Type.Optional(Type.Unsafe<'open' | 'won' | 'lost'>({ type: 'string', enum: ['open', 'won', 'lost'] })),
  gameCode: Type.Optional(GameCode),
  pageNo: Type.Optional(PageNoInput),
  pageSize: Type.Optional(pageSizeInput(100)),
  language: Language,
});
const Bet = Type.Object({
  betId: Type.String(), gameCode: Type.String(), gameName: Type.String(), issue: Type.String(), drawAt: Type.String(), betType: Type.String(),
  position: Type.Union([Type.Integer(), Type.Null()]), pick: Type.String(), odds: Type.Number(), amount: Type.Integer(),
  currency: Type.String(), status: Type.String(), winAmount: Type.Integer(),
  numbers: Type.Union([Type.Array(Type.String()), Type.Null()]), createdAt: Type.String(), settledAt: Type.Union([Type.String(), Type.Null()]),
});

const lotteryVendors = new Set(Object.values(prizeModeVendors).flat());
const namesByCode = new Map(lotteryGameDefinitions.map((g) => [g.gameCode, g.names]));
/** A bet with its game's name in the request's language. */
const named = (bet: LotteryBet, language: string | undefined) =>
  ({ ...bet, gameName: namesByCode.get(bet.gameCode)?.[catalogueLanguage(language)] ?? bet.gameCode });
const scheduleOf = (g: CatalogueGame): ScheduledGame => ({ gameCode: g.gameCode, group: g.lotteryGroup!, drawSeconds: g.drawSeconds! });

export interface LotteryBetRouteDeps extends LobbyDeps {
  authenticate: preHandlerHookHandler;
  requireRealAccount: preHandlerHookHandler;
  lottery: LotteryRepository;
}

export async function lotteryBetRoutes(app: FastifyInstance, deps: LotteryBetRouteDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { lottery } = deps;

  /** A lottery game the merchant offers, by code. */
  const lotteryGame = (games: readonly CatalogueGame[], gameCode: string) =>
    games.find((g) => g.gameCode === gameCode && g.lotteryGroup !== null && g.drawSeconds !== null && lotteryVendors.has(g.vassalage));

  api.get('/lgw/vn/lottery/issue', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'The issue open for betting: draw and closing times, server time, and for LOTT games the bet types with their odds',
      querystring: IssueQuery,
    },
  }, async (request, reply) => {
    const { merchant, view } = await lobbyContext(deps, request);
    const game = lotteryGame(view.games, request.query.gameCode);
    if (!game) return fail(reply, 404, 'game_not_found');
    const now = deps.now();
    const open = openIssue(scheduleOf(game), now);
    const bettable = betTypesOf(game.lotteryGroup!).length > 0;
    const limits = stakeLimits(merchant.currency.minorUnits);
    return {
      success: true,
      value: {
        gameCode: game.gameCode, gameName: game.names[catalogueLanguage(request.query.language)], vassalage: game.vassalage,
        groupCode: game.lotteryGroup, drawSeconds: game.drawSeconds, closeSeconds,
        issue: open.issue, drawAt: open.drawAt.toISOString(), closeAt: open.closeAt.toISOString(), serverTime: now.toISOString(),
        bettable,
        betTypes: bettable
          ? betTypesOf(game.lotteryGroup!).map((r) => ({ betType: r.betType, positions: r.positions, picks: r.picks, odds: r.oddsBp / Number(oddsScale) }))
          : [],
        stake: { min: Number(limits.min), max: Number(limits.max) },
        currency: merchant.currency.code,
      },
    };
  });

  api.post('/lgw/vn/lottery/bet', {
    preHandler: [deps.authenticate, deps.requireRealAccount],
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Bet on the open issue of a lottery game: debits the main wallet (ledger key bet:lott:<betId>); idempotent by idempotencyKey',
      body: BetBody,
      response: { 200: Envelope(Type.Object({ bet: Bet, balance: Type.Integer(), replayed: Type.Boolean() })) },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!isValidIdempotencyKey(body.idempotencyKey)) return fail(reply, 400, 'invalid_idempotency_key', { field: 'idempotencyKey' });
    const { merchant, view } = await lobbyContext(deps, request);
    const game = lotteryGame(view.games, body.gameCode);
    if (!game) return fail(reply, 404, 'game_not_found');
    // Every lottery game is drawn here (docs/lottery.md); a group without bet types would be bet at its vendor.
    if (betTypesOf(game.lotteryGroup!).length === 0) return fail(reply, 409, 'betting_at_vendor');
    const selection = checkSelection(game.lotteryGroup!, { betType: body.betType, position: body.position ?? null, pick: body.pick });
    if (!selection.ok) return fail(reply, 400, selection.code);
    const stake = checkStake(BigInt(body.amount), merchant.currency.minorUnits);
    if (!stake.ok) {
      const limits = stakeLimits(merchant.currency.minorUnits);
      return fail(reply, 400, stake.code, { min: Number(limits.min), max: Number(limits.max) });
    }
    const { memberId } = memberOf(request);
    const answer = await app.money.lotteryBet(lottery, merchant, {
      memberId, nodeId: game.nodeId, gameType: game.gameType, game: scheduleOf(game), issue: body.issue,
      rule: selection.rule, position: selection.position, pick: selection.pick, amount: BigInt(body.amount), idempotencyKey: body.idempotencyKey,
    });
    if (!answer.ok) return fail(reply, answer.status, answer.code);
    return { success: true, value: { bet: named(answer.bet, body.language), balance: answer.balance, replayed: answer.replayed } };
  });

  api.get('/lgw/vn/lottery/bets', {
    preHandler: [deps.authenticate, deps.requireRealAccount],
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'The member\'s lottery bets, newest first; bets whose draw has passed are settled first',
      querystring: BetsQuery,
      response: { 200: Envelope(Type.Object({ content: Type.Array(Bet), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() })) },
    },
  }, async (request) => {
    const { memberId, merchantId } = memberOf(request);
    await app.money.settleLottery(lottery, request.merchant, memberId);
    const q = request.query;
    const page = await lottery.list(merchantId, memberId, {
      ...(q.status ? { status: q.status } : {}), ...(q.gameCode ? { gameCode: q.gameCode } : {}), pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 20,
    });
    return { success: true, value: { ...page, content: page.content.map((b) => named(b, q.language)) } };
  });
}

/** The settlement job main.ts runs on an interval: every merchant's lottery bets whose draw has passed. */
export function lotterySettlementJob(app: FastifyInstance, now: () => Date = () => app.accounts.clock.now()) {
  const lottery = createLotteryRepository({ db: app.db, now, drawKey: () => app.lotteryDrawKey });
  return {
    async run(): Promise<number> {
      let settled = 0;
      for (const merchant of app.platform.merchants.values()) settled += await app.money.settleLottery(lottery, merchant);
      return settled;
    },
  };
}
