// Lottery menus, recent lottery games and opened numbers (/lgw/vn/...), and the card rooms of PVP games.
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { catalogueLanguage, selectGames } from '../../domain/catalogue/filters.js';
import type { CatalogueGame } from '../../domain/catalogue/generator.js';
import { lotteryGroupNames, lotteryGroups, openedDraws, prizeModeVendors, type PrizeMode } from '../../domain/catalogue/lottery.js';
import { pageSizes, paginate } from '../../domain/catalogue/pagination.js';
import { cardRooms, playersOnline } from '../../domain/catalogue/rooms.js';
import { recentGameIds } from '../../db/catalogue-repository.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { vendorFilter } from './game-dto.js';
import { fail, lobbyContext, memberOf, type LobbyDeps } from './lobby-context.js';
import { Envelope, LotteryMenuQuery, OpenedNumbersQuery, RoomListQuery } from './schemas.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

const LotteryGame = Type.Object({
  nodeId: Type.String(), gameCode: Type.String(), gameName: Type.String(), vassalage: Type.String(),
  groupCode: Type.String(), drawSeconds: Type.Integer(),
});
const Draw = Type.Object({
  gameCode: Type.String(), gameName: Type.String(), vassalage: Type.String(), issue: Type.String(),
  numbers: Type.Array(Type.String()), openedAt: Type.String(),
});

const lotteryGamesOf = (games: readonly CatalogueGame[], prizeMode: PrizeMode | undefined): CatalogueGame[] => {
  const vendors = prizeMode ? prizeModeVendors[prizeMode] : Object.values(prizeModeVendors).flat();
  return games.filter((g) => g.lotteryGroup !== null && g.drawSeconds !== null && vendors.includes(g.vassalage));
};

export async function lotteryRoutes(app: FastifyInstance, deps: LobbyDeps & { authenticate: preHandlerHookHandler }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const lotteryGame = (g: CatalogueGame, language: 'en' | 'zh' | 'km') => ({
    nodeId: g.nodeId, gameCode: g.gameCode, gameName: g.names[language], vassalage: g.vassalage, groupCode: g.lotteryGroup ?? '', drawSeconds: g.drawSeconds ?? 0,
  });

  api.get('/lgw/vn/games/game_menu', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Lottery menu of a prize mode, grouped by lottery type (spec 7.2); LOTT when none is given',
      querystring: LotteryMenuQuery,
      response: { 200: Envelope(Type.Array(Type.Object({ groupCode: Type.String(), groupName: Type.String(), games: Type.Array(LotteryGame) }))) },
    },
  }, async (request) => {
    const { view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const games = lotteryGamesOf(view.games, request.query.prizeMode ?? 'LOTT');
    const menu = lotteryGroups.flatMap((group) => {
      const inGroup = games.filter((g) => g.lotteryGroup === group).sort((a, b) => a.nodeId.localeCompare(b.nodeId));
      return inGroup.length > 0 ? [{ groupCode: group, groupName: lotteryGroupNames[group][language], games: inGroup.map((g) => lotteryGame(g, language)) }] : [];
    });
    return { success: true, value: menu };
  });

  api.get('/lgw/vn/games/game_menu/recent', {
    preHandler: deps.authenticate,
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Lottery games of a prize mode the member launched recently, latest first',
      querystring: LotteryMenuQuery,
      response: { 200: Envelope(Type.Array(LotteryGame)) },
    },
  }, async (request) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const allowed = new Set(lotteryGamesOf(view.games, request.query.prizeMode ?? 'LOTT').map((g) => g.nodeId));
    const ids = await recentGameIds(deps.db, memberOf(request));
    const recent = ids.flatMap((id) => (allowed.has(id) ? [catalogue.byNodeId.get(id)!] : []));
    return { success: true, value: recent.slice(0, pageSizes.recentMax).map((g) => lotteryGame(g, language)) };
  });

  api.get('/lgw/vn/numeros/opened/game', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Opened numbers: the last draws of one lottery game, or the latest draw of each',
      querystring: OpenedNumbersQuery,
      response: { 200: Envelope(Type.Array(Draw)) },
    },
  }, async (request, reply) => {
    const { view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const games = lotteryGamesOf(view.games, request.query.prizeMode);
    const now = deps.now();
    const draws = (g: CatalogueGame, count: number) =>
      openedDraws({ gameCode: g.gameCode, group: g.lotteryGroup!, drawSeconds: g.drawSeconds! }, now, count, app.lotteryDrawKey)
        .map((d) => ({ gameCode: g.gameCode, gameName: g.names[language], vassalage: g.vassalage, ...d }));
    const { gameCode } = request.query;
    if (gameCode !== undefined) {
      const game = games.find((g) => g.gameCode === gameCode);
      if (!game) return fail(reply, 404, 'game_not_found');
      return { success: true, value: draws(game, request.query.size ?? 10) };
    }
    return { success: true, value: [...games].sort((a, b) => a.nodeId.localeCompare(b.nodeId)).flatMap((g) => draws(g, 1)) };
  });

  api.get('/wps/relay/GLS2_roomList', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Card rooms of PVP games, four stake levels each (stakes in minor units)',
      querystring: RoomListQuery,
      response: {
        200: Envelope(Type.Object({
          list: Type.Array(Type.Object({
            roomId: Type.String(), nodeId: Type.String(), vassalage: Type.String(), gameName: Type.String(), level: Type.String(),
            minBet: Type.Integer(), maxBet: Type.Integer(), minBalance: Type.Integer(), online: Type.Integer(), currency: Type.String(),
          })),
          pageNo: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer(),
        })),
      },
    },
  }, async (request) => {
    const { merchant, view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const games = selectGames(view.index, { gameType: 'PVP', isGame: 1, vassalage: vendorFilter(request.query.vassalage), language })
      .filter((g) => request.query.nodeId === undefined || g.nodeId === request.query.nodeId);
    const at = deps.now();
    const rooms = games.flatMap((g) => cardRooms(g, merchant.currency).map((r) => ({
      ...r, gameName: g.names[language], online: playersOnline(r, at), currency: merchant.currency.code,
    })));
    const page = paginate(rooms, request.query.pageNo ?? 1, request.query.pageSize ?? pageSizes.gameListMax);
    return { success: true, value: { list: page.items, pageNo: page.pageNo, totalPages: page.totalPages, total: page.total } };
  });
}
