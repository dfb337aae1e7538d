// The public lobby lists: game list (filters and pages), hot games, the vendor list's lanes and the game menus.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { topNavigation } from '../../domain/catalogue/categories.js';
import { catalogueLanguage, searchText, selectGames } from '../../domain/catalogue/filters.js';
import { pageSizes, paginate } from '../../domain/catalogue/pagination.js';
import { vendorsUnderMaintenance, type MerchantCatalogue } from '../../db/catalogue-repository.js';
import { offerKey } from '../../domain/catalogue/lanes.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { categoryFilter, classifyFilter, flagFilter, toGameDto, vendorFilter, vendorLogoUrl } from './game-dto.js';
import { lobbyContext, type LobbyDeps } from './lobby-context.js';
import { Envelope, Game, GameListQuery, GamePage, HotGamesQuery, VendorLanes, VendorListQuery } from './schemas.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

/**
 * Serialised game-list pages per merchant view. A page of a filter is the same bytes until the catalogue or the
 * merchant's configuration changes, which brings a new view (and lets this map go); the oldest pages are
 * forgotten first past pagesKept, since search text makes the keys unbounded. Kept as UTF-8 bytes: a string answer
 * is measured (Buffer.byteLength) and encoded again on every send, a few microseconds for a page of Khmer or
 * Chinese names.
 */
const pageCache = new WeakMap<MerchantCatalogue, Map<string, Buffer>>();
const pagesKept = 2000;

export async function gameListRoutes(app: FastifyInstance, deps: LobbyDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const gameList = async (params: GameListQuery, request: FastifyRequest, reply: FastifyReply) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(params.language);
    const filter = {
      gameType: categoryFilter(params.gameType),
      vassalage: vendorFilter(params.vassalage),
      gameClassify: classifyFilter(params.gameClassify),
      isNew: flagFilter(params.isNew),
      gameName: searchText(params.gameName),
      language,
    };
    const pageNo = params.pageNo ?? 1;
    const pageSize = params.pageSize ?? pageSizes.lobby;
    const key = JSON.stringify([filter, pageNo, pageSize]);
    let pages = pageCache.get(view);
    if (!pages) pageCache.set(view, (pages = new Map()));
    let json = pages.get(key);
    if (json === undefined) {
      const page = paginate(selectGames(view.index, filter), pageNo, pageSize);
      json = Buffer.from(JSON.stringify({
        success: true,
        value: {
          games: page.items.map((g) => toGameDto(g, language, catalogue.version)),
          pageNo: page.pageNo,
          pageSize: page.pageSize,
          total: page.total,
          totalPages: page.totalPages,
        },
      }));
      if (pages.size >= pagesKept) pages.delete(pages.keys().next().value!);
      pages.set(key, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
  const gameListSchema = { tags: ['lobby'], summary: 'Game list (spec 7.2)', response: { 200: Envelope(GamePage) } };

  api.get('/wps/relay/GCSGAME_gameList', { ...answersBadInput('field'), schema: { ...gameListSchema, querystring: GameListQuery } },
    (request, reply) => gameList(request.query, request, reply));
  api.post('/wps/relay/GCSGAME_gameList', {
    ...answersBadInput('field'),
    // Parameters may come in the query, the JSON body or both (the body wins); a POST without a body is a query.
    preValidation: async (request) => { request.body ??= {}; },
    schema: { ...gameListSchema, querystring: GameListQuery, body: GameListQuery },
  }, (request, reply) => gameList({ ...request.query, ...request.body }, request, reply));

  api.get('/wps/relay/GCSGAME_hotGamesV2', {
    ...answersBadInput('field'),
    schema: { tags: ['lobby'], summary: 'Hot games (spec 7.2)', querystring: HotGamesQuery, response: { 200: Envelope(Type.Object({ list: Type.Array(Game) })) } },
  }, async (request) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const hot = selectGames(view.index, {
      gameType: categoryFilter(request.query.gameType),
      vassalage: vendorFilter(request.query.vassalage),
      isHot: true,
      isGame: 1,
      language,
    });
    const list = request.query.limit === undefined ? hot : hot.slice(0, request.query.limit);
    return { success: true, value: { list: list.map((g) => toGameDto(g, language, catalogue.version)) } };
  });

  api.get('/wps/relay/GCSGAME_vendorList', {
    ...answersBadInput('field'),
    schema: { tags: ['lobby'], summary: 'Game vendors per category (spec 7.2, 4.6)', querystring: VendorListQuery, response: { 200: Envelope(VendorLanes) } },
  }, async (request, reply) => {
    const { view } = await lobbyContext(deps, request);
    // Maintenance flags are operational state, read fresh; the client caches this answer unless it asks to flush.
    const down = await vendorsUnderMaintenance(deps.db);
    const lobbies = new Map(view.games.filter((g) => g.isGame === 0).map((g) => [offerKey(g.gameType, g.vassalage), g.nodeId]));
    const lanes = view.lanes.map((lane) => ({
      title: lane.gameType,
      cards: lane.vendors.map((v) => {
        const lobbyNodeId = lobbies.get(offerKey(lane.gameType, v.vassalage));
        return {
          vassalage: v.vassalage,
          displayName: v.displayName,
          logoUrl: vendorLogoUrl(v.vassalage),
          underMaintenance: down.has(offerKey(lane.gameType, v.vassalage)),
          ...(lobbyNodeId ? { lobbyNodeId } : {}),
        };
      }),
      gameClassify: view.classifies.get(lane.gameType) ?? [],
    }));
    void reply.header('cache-control', 'no-store');
    return { success: true, value: { data: { lanes } } };
  });

  api.get('/lgw/games/game_menus', {
    schema: {
      tags: ['lobby'],
      summary: 'Game menus: the categories this merchant offers, in top-navigation order (spec 2.4)',
      response: { 200: Envelope(Type.Array(Type.Object({ gameType: Type.String(), path: Type.Optional(Type.String()), vendorCount: Type.Integer() }))) },
    },
  }, async (request) => {
    const { view } = await lobbyContext(deps, request);
    const counts = new Map(view.lanes.map((l) => [l.gameType, l.vendors.length]));
    const menus = topNavigation.flatMap((n) => {
      const vendorCount = counts.get(n.gameType) ?? 0;
      return vendorCount > 0 ? [{ gameType: n.gameType, path: n.path, vendorCount }] : [];
    });
    // In-house games have a home section but no page of their own.
    const inHouse = counts.get('INHOUSE') ?? 0;
    return { success: true, value: inHouse > 0 ? [...menus, { gameType: 'INHOUSE', vendorCount: inHouse }] : menus };
  });
}
