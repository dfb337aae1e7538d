// Lobby calls the spec lists without paths or payloads (7.2): game types by vendor, new game vendors, the live
// hosts and their chat, and the lottery lobby launch. Paths follow the lobby's relay family (docs/api-lobby.md).
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { catalogueLanguage } from '../../domain/catalogue/filters.js';
import { prizeModes, prizeModeVendors } from '../../domain/catalogue/lottery.js';
import { pageSizes, paginate } from '../../domain/catalogue/pagination.js';
import {
  gameTypesOfVendor, isSitePath, liveChatUrl, liveModels, lottoAreas, lotteryLaunchUrl, lotteryViews, modelIdPattern, newGameVendors,
} from '../../domain/catalogue/vendor-extras.js';
import { recordRecentGame } from '../../db/catalogue-repository.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { tileUrl, vendorLogoUrl } from './game-dto.js';
import { fail, lobbyContext, memberOf, type LobbyDeps } from './lobby-context.js';
import { Envelope } from './schemas.js';
import { PageNoInput, pageSizeInput } from '../../../src/engine/api/inputs.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

const enumOf = <T extends string>(values: readonly T[], description: string) => Type.Unsafe<T>({ type: 'string', enum: [...values], description });
const Language = Type.String({ maxLength: 16, description: 'km, en, zh (CN); other languages get English names' });
const Vassalage = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$', description: 'Vendor code' });

const LiveModel = Type.Object({
  modelId: Type.String(), name: Type.String(), nodeId: Type.String(), vassalage: Type.String(), gameName: Type.String(),
  online: Type.Boolean(), avatarUrl: Type.String(),
});

export async function vendorExtraRoutes(app: FastifyInstance, deps: LobbyDeps & { authenticate: preHandlerHookHandler; requireRealAccount: preHandlerHookHandler }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const memberOnly = [deps.authenticate, deps.requireRealAccount];

  api.get('/wps/relay/GCSGAME_gameTypeByVendor', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'The categories in which the merchant offers a vendor (spec 7.2 "game type by vendor")',
      querystring: Type.Object({ vassalage: Vassalage }),
      response: { 200: Envelope(Type.Object({ vassalage: Type.String(), gameTypes: Type.Array(Type.String()) })) },
    },
  }, async (request, reply) => {
    const { view } = await lobbyContext(deps, request);
    const gameTypes = gameTypesOfVendor(view.lanes, request.query.vassalage);
    if (gameTypes.length === 0) return fail(reply, 404, 'vendor_not_found');
    return { success: true, value: { vassalage: request.query.vassalage, gameTypes } };
  });

  api.get('/wps/relay/GCSGAME_newGameVendors', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Vendors with new games, most new games first (spec 7.2 "new game vendor")',
      querystring: Type.Object({ gameType: Type.Optional(Type.String({ maxLength: 16 })), language: Type.Optional(Language) }),
      response: {
        200: Envelope(Type.Object({
          list: Type.Array(Type.Object({ vassalage: Type.String(), displayName: Type.String(), gameType: Type.String(), newGames: Type.Integer(), latestRelease: Type.String(), logoUrl: Type.String() })),
        })),
      },
    },
  }, async (request) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const names = new Map(catalogue.vendors.map((v) => [v.vassalage, v.displayName]));
    const wanted = request.query.gameType && request.query.gameType !== 'ALL' ? request.query.gameType : undefined;
    const list = newGameVendors(view.games)
      .filter((v) => !wanted || v.gameType === wanted)
      .map((v) => ({ ...v, displayName: names.get(v.vassalage) ?? v.vassalage, logoUrl: vendorLogoUrl(v.vassalage) }));
    return { success: true, value: { list } };
  });

  api.get('/wps/relay/LIVE_modelList', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Hosts of the live tables, online first (spec 7.2 "live model list")',
      querystring: Type.Object({
        vassalage: Type.Optional(Vassalage),
        onlineOnly: Type.Optional(enumOf(['1', '0', 'true', 'false'], '1 or true: only hosts on shift now')),
        pageNo: Type.Optional(PageNoInput),
        pageSize: Type.Optional(pageSizeInput(pageSizes.gameListMax)),
        language: Type.Optional(Language),
      }),
      response: { 200: Envelope(Type.Object({ list: Type.Array(LiveModel), pageNo: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() })) },
    },
  }, async (request) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const { vassalage, onlineOnly, pageNo = 1, pageSize = 20 } = request.query;
    const language = catalogueLanguage(request.query.language);
    const models = liveModels(view.games, deps.now()).filter(
      (m) => (!vassalage || m.vassalage === vassalage) && (!(onlineOnly === '1' || onlineOnly === 'true') || m.online),
    );
    const page = paginate(models, pageNo, pageSize);
    return {
      success: true,
      value: {
        list: page.items.map((m) => ({ ...m, gameName: catalogue.byNodeId.get(m.nodeId)?.names[language] ?? '', avatarUrl: tileUrl(m.nodeId, catalogue.version) })),
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        total: page.total,
      },
    };
  });

  api.get('/wps/relay/LIVE_launchChat', {
    preHandler: memberOnly,
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Open the chat with a live host (T); answer value.chatUrl (spec 7.2)',
      querystring: Type.Object({ modelId: Type.String({ pattern: modelIdPattern }), language: Type.Optional(Language) }),
      response: { 200: Envelope(Type.Object({ chatUrl: Type.String() })) },
    },
  }, async (request, reply) => {
    const { catalogue, view } = await lobbyContext(deps, request);
    const model = liveModels(view.games, deps.now()).find((m) => m.modelId === request.query.modelId);
    if (!model) return fail(reply, 404, 'model_not_found');
    if (!model.online) return fail(reply, 409, 'model_offline');
    // The chat is the vendor's: it opens on the table's page, launched for this member like a tile would.
    const game = catalogue.byNodeId.get(model.nodeId);
    const vendor = game && app.hasDecorator('gameVendors') ? app.gameVendors.forGame(game) : undefined;
    if (!game || !vendor) return { success: true, value: { chatUrl: liveChatUrl(model) } };
    try {
      const launched = await vendor.launch({ merchant: request.merchant, memberId: memberOf(request).memberId, game, language: catalogueLanguage(request.query.language) });
      return { success: true, value: { chatUrl: liveChatUrl(model, launched.url) } };
    } catch (err) {
      request.log.warn({ err, nodeId: model.nodeId }, 'live chat launch failed');
      return fail(reply, 503, 'game_launch_failed');
    }
  });

  api.get('/wps/game/launchLottery', {
    preHandler: memberOnly,
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Launch a lottery lobby (T): area, mode, prize mode, game, view, device, back URL, language (spec 7.2)',
      querystring: Type.Object({
        lottoArea: enumOf(lottoAreas, 'VN: Vietnamese lottery; SEA: 4D; LOTT: the platform lottery'),
        launchMode: enumOf(['LOTT'], 'LOTT'),
        prizeMode: Type.Optional(enumOf(prizeModes, 'Lottery prize mode')),
        gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' })),
        view: Type.Optional(enumOf(lotteryViews, 'betting (a game) or lobby')),
        device: Type.Optional(enumOf(['WEB'], 'WEB')),
        backUrl: Type.Optional(Type.String({ maxLength: 512, description: 'A path of this site the lottery returns to' })),
        language: Type.Optional(Language),
      }),
      response: { 200: Envelope(Type.Object({ url: Type.String() })) },
    },
  }, async (request, reply) => {
    const { lottoArea, prizeMode, gameCode, view = 'betting', backUrl, language } = request.query;
    if (backUrl !== undefined && !isSitePath(backUrl)) return fail(reply, 400, 'invalid_back_url', { field: 'backUrl' });
    const { view: offer } = await lobbyContext(deps, request);
    const vendors = prizeMode ? prizeModeVendors[prizeMode] : Object.values(prizeModeVendors).flat();
    const game = gameCode === undefined ? undefined : offer.games.find((g) => g.gameCode === gameCode && g.lotteryGroup !== null && vendors.includes(g.vassalage));
    if (gameCode !== undefined && !game) return fail(reply, 404, 'game_not_found');
    if (game) await recordRecentGame(deps.db, memberOf(request), game.nodeId, deps.now());
    const url = lotteryLaunchUrl({ lottoArea, game, view, backUrl, language: catalogueLanguage(language) });
    return { success: true, value: { url } };
  });
}
