// The winner board (GCSGAME_getRankList): a merchant's largest real wins from game_round, names masked.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { catalogueLanguage } from '../../domain/catalogue/filters.js';
import { pageSizes } from '../../domain/catalogue/pagination.js';
import { winnerBoard } from '../../domain/catalogue/ranking.js';
import { largestWins } from '../../db/catalogue-repository.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { categoryFilter, tileUrl } from './game-dto.js';
import { lobbyContext, type LobbyDeps } from './lobby-context.js';
import { Envelope, RankListQuery, Winner } from './schemas.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

/** The board shows recent luck, not all-time records that would never change. */
const boardWindowDays = 30;

export async function rankListRoute(app: FastifyInstance, deps: LobbyDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/wps/relay/GCSGAME_getRankList', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Winner board: largest wins of the last 30 days, largest first (spec 2.2, 7.2)',
      querystring: RankListQuery,
      response: { 200: Envelope(Type.Object({ list: Type.Array(Winner) })) },
    },
  }, async (request) => {
    const { merchant, catalogue } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const limit = request.query.limitNum ?? pageSizes.winnerBoard;
    const category = categoryFilter(request.query.gameCategory);
    const since = new Date(deps.now().getTime() - boardWindowDays * 86_400_000);
    // Read more rows than shown when filtering by category, since the filter applies after the query.
    const rows = await largestWins(deps.db, merchant.code, since, category ? limit * 10 : limit);
    const currencyOf = new Map(rows.map((r) => [r.nodeId, r.currency]));
    const board = winnerBoard(
      rows.filter((r) => !category || catalogue.byNodeId.get(r.nodeId)?.gameType === category).map((r) => ({ customerName: r.account, nodeId: r.nodeId, winAmount: r.winAmount })),
      limit,
    );
    return {
      success: true,
      value: {
        list: board.map((r) => ({
          customerName: r.customerName,
          iconUrl: tileUrl(r.nodeId, catalogue.version),
          winAmount: r.winAmount,
          currency: currencyOf.get(r.nodeId) ?? merchant.currency.code,
          nodeId: r.nodeId,
          gameName: catalogue.byNodeId.get(r.nodeId)?.names[language] ?? '',
        })),
      },
    };
  });
}
