// The (T) lobby calls: favourites, recent games, game launch and the unread inbox count. Each needs a session;
// without one the accounts `authenticate` preHandler answers 401 not_logged_in.
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { catalogueLanguage, filterGames } from '../../domain/catalogue/filters.js';
import type { CatalogueGame } from '../../domain/catalogue/generator.js';
import { launchLanguage } from '../../providers/game/livery/livery-vendor.js';
import { offerKey } from '../../domain/catalogue/lanes.js';
import { launchUrl, rngVendorUrl } from '../../domain/catalogue/launch.js';
import { pageSizes, paginate } from '../../domain/catalogue/pagination.js';
import { maintenanceAlternatives } from '../../domain/catalogue/ranking.js';
import {
  addFavorite, favoriteIds, recentGameIds, recordRecentGame, removeFavorite, vendorsUnderMaintenance,
} from '../../db/catalogue-repository.js';
import { unreadCount } from '../../db/messages-repository.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { categoryFilter, toGameDto, vendorFilter } from './game-dto.js';
import { fail, lobbyContext, memberOf, type LobbyDeps } from './lobby-context.js';
import { Envelope, FavoriteBody, FavoriteListQuery, Game, LaunchQuery, NodeIdQuery, RecentGamesQuery } from './schemas.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

/** Alternatives offered when a vendor is under maintenance: enough for one row of tiles. */
const alternativesShown = 8;

/** Games of the given ids that the merchant still offers, in the ids' order. */
function offeredGames(ids: readonly string[], byNodeId: ReadonlyMap<string, CatalogueGame>, offered: ReadonlySet<string>): CatalogueGame[] {
  return ids.flatMap((id) => {
    const game = byNodeId.get(id);
    return game && offered.has(offerKey(game.gameType, game.vassalage)) ? [game] : [];
  });
}

export async function memberGameRoutes(app: FastifyInstance, deps: LobbyDeps & { authenticate: preHandlerHookHandler; requireRealAccount: preHandlerHookHandler }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = deps.authenticate;

  api.get('/wps/relay/MCSFE_favoriteIds', {
    preHandler,
    schema: { tags: ['lobby'], summary: 'Favourite game ids, as strings (spec 3, 7.2)', response: { 200: Envelope(Type.Array(Type.String())) } },
  }, async (request) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const ids = await favoriteIds(deps.db, memberOf(request));
    return { success: true, value: offeredGames(ids, catalogue.byNodeId, view.offered).map((g) => g.nodeId) };
  });

  api.get('/wps/relay/MCSFE_favoriteList', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Favourite games, newest first (spec 7.2)',
      querystring: FavoriteListQuery,
      response: { 200: Envelope(Type.Object({ content: Type.Array(Game), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() })) },
    },
  }, async (request) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const favourites = offeredGames(await favoriteIds(deps.db, memberOf(request)), catalogue.byNodeId, view.offered);
    const filtered = filterGames(favourites, { gameType: categoryFilter(request.query.gameType), vassalage: vendorFilter(request.query.vassalage), language });
    const page = paginate(filtered, request.query.pageNo ?? 1, request.query.pageSize ?? pageSizes.favouritesMax);
    return {
      success: true,
      value: { content: page.items.map((g) => toGameDto(g, language, catalogue.version)), pageNum: page.pageNo, totalPages: page.totalPages, total: page.total },
    };
  });

  api.post('/wps/relay/MCSFE_favorite', {
    preHandler,
    ...answersBadInput('field'),
    schema: { tags: ['lobby'], summary: 'Add a favourite (spec 4.6)', body: FavoriteBody, response: { 200: Envelope(Type.Object({ nodeId: Type.String() })) } },
  }, async (request, reply) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const [game] = offeredGames([request.body.nodeId], catalogue.byNodeId, view.offered);
    if (!game) return fail(reply, 404, 'game_not_found');
    const who = memberOf(request);
    const ids = await favoriteIds(deps.db, who);
    // The client fetches favourites in one page of 999, so a longer list could never be shown.
    if (!ids.includes(game.nodeId) && ids.length >= pageSizes.favouritesMax) return fail(reply, 409, 'favorites_full');
    await addFavorite(deps.db, who, game.nodeId, deps.now());
    return { success: true, value: { nodeId: game.nodeId } };
  });

  api.delete('/wps/relay/MCSFE_favorite', {
    preHandler,
    ...answersBadInput('field'),
    schema: { tags: ['lobby'], summary: 'Remove a favourite (spec 4.6); removing one that is not there succeeds', querystring: NodeIdQuery, response: { 200: Envelope(Type.Object({ nodeId: Type.String() })) } },
  }, async (request) => {
    await removeFavorite(deps.db, memberOf(request), request.query.nodeId);
    return { success: true, value: { nodeId: request.query.nodeId } };
  });

  api.get('/wps/relay/GCS_recentGame', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Recently launched games, latest first (spec 7.2)',
      querystring: RecentGamesQuery,
      response: { 200: Envelope(Type.Object({ list: Type.Array(Game), page: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() })) },
    },
  }, async (request) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const language = catalogueLanguage(request.query.language);
    const recent = offeredGames(await recentGameIds(deps.db, memberOf(request)), catalogue.byNodeId, view.offered);
    const filtered = filterGames(recent, { gameType: categoryFilter(request.query.gameType), vassalage: vendorFilter(request.query.vassalage), language });
    const page = paginate(filtered, request.query.page ?? 1, request.query.pageSize ?? pageSizes.recentMax);
    return {
      success: true,
      value: { list: page.items.map((g) => toGameDto(g, language, catalogue.version)), page: page.pageNo, totalPages: page.totalPages, total: page.total },
    };
  });

  api.get('/wps/game/launchGame', {
    // Trial accounts play demos only: 403 in_need_true_account (spec 4.6).
    preHandler: [deps.authenticate, deps.requireRealAccount],
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Launch a game, or a vendor tile with vassalage and gameType (spec 4.6)',
      querystring: LaunchQuery,
      response: { 200: Envelope(Type.Object({ url: Type.String() })) },
    },
  }, async (request, reply) => {
    const who = memberOf(request);
    const { catalogue, view } = await lobbyContext(deps, request);
    const { nodeId, vassalage } = request.query;
    const gameType = categoryFilter(request.query.gameType);
    let game: CatalogueGame | undefined;
    if (nodeId !== undefined) {
      game = offeredGames([nodeId], catalogue.byNodeId, view.offered)[0];
    } else if (vassalage !== undefined && gameType !== undefined) {
      if (!view.offered.has(offerKey(gameType, vassalage))) return fail(reply, 404, 'game_not_found');
      if (gameType === 'RNG') return { success: true, value: { url: rngVendorUrl(vassalage) } };
      // A vendor tile opens the vendor's lobby entry, or its most played game when it has no lobby.
      const ofVendor = view.games.filter((g) => g.gameType === gameType && g.vassalage === vassalage);
      game = ofVendor.find((g) => g.isGame === 0) ?? ofVendor[0];
    } else {
      return fail(reply, 400, 'invalid_node_id', { field: 'nodeId' });
    }
    if (!game) return fail(reply, 404, 'game_not_found');

    const down = await vendorsUnderMaintenance(deps.db);
    if (down.has(offerKey(game.gameType, game.vassalage))) {
      const language = catalogueLanguage(request.query.language);
      const alternatives = maintenanceAlternatives(game, view.games, view.offered, down, alternativesShown);
      return fail(reply, 409, 'game_under_maintenance', { alternatives: alternatives.map((g) => toGameDto(g, language, catalogue.version)) });
    }
    await recordRecentGame(deps.db, who, game.nodeId, deps.now());
    // A game a vendor of this server plays (the in-house LIVERY games, docs/demo-game.md; outside vendors' games through
    // their aggregator, docs/vendors.md) opens its page with a fresh game token; lotteries open their lobbies.
    const vendor = app.hasDecorator('gameVendors') ? app.gameVendors.forGame(game) : undefined;
    if (vendor) {
      try {
        const launched = await vendor.launch({ merchant: request.merchant, memberId: who.memberId, game, language: launchLanguage(request.query.language) });
        return { success: true, value: { url: launched.url } };
      } catch (err) {
        // An outside aggregator that refuses or does not answer: the player may retry; nothing was bet.
        request.log.warn({ err, nodeId: game.nodeId }, 'game launch failed');
        return fail(reply, 503, 'game_launch_failed');
      }
    }
    return { success: true, value: { url: launchUrl(game) } };
  });

  api.get('/wps/relay/CSP_unreadCount', {
    // Trial accounts have no inbox (spec M2-18): 403 in_need_true_account, like the member pages.
    preHandler: [deps.authenticate, deps.requireRealAccount],
    schema: { tags: ['messages'], summary: 'Unread inbox messages (spec 7.2, M3-13, M7-9): the member\'s own and the merchant\'s broadcasts', response: { 200: Envelope(Type.Integer()) } },
  }, async (request) => ({ success: true, value: await unreadCount(deps.db, memberOf(request)) }));
}
