// Fun play (docs/vendors.md "Fun play", spec P1-1, P6-1, P6-3): anyone, visitor, member or trial account, may open a
// catalogue game for fun when the merchant has free play (FREEPLAY) and the game's vendor offers a fun mode. The
// vendor plays it with its own play money (currency XXX): no game token, no wallet callback, no ledger movement,
// no recent-games entry. Real launches stay at /wps/game/launchGame with their login and trial rules (P4.6-6).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { isModuleEnabled, MOD_IDS } from '../../../src/engine/feature-flags.js';
import { vendorsUnderMaintenance } from '../../db/catalogue-repository.js';
import { launchLanguage } from '../../providers/game/livery/livery-vendor.js';
import { offerKey } from '../../domain/catalogue/lanes.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { fail, lobbyContext, type LobbyDeps } from './lobby-context.js';
import { Envelope, FunLaunchQuery } from './schemas.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export async function funGameRoutes(app: FastifyInstance, deps: LobbyDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/wps/game/launchFun', {
    ...answersBadInput('field'),
    schema: {
      tags: ['lobby'],
      summary: 'Open a game for fun: the vendor\'s play money, no login needed, nothing bet from a wallet (docs/vendors.md)',
      querystring: FunLaunchQuery,
      response: { 200: Envelope(Type.Object({ url: Type.String(), fun: Type.Literal(true) })) },
    },
  }, async (request, reply) => {
    if (!isModuleEnabled(request.merchant.whitelabel, MOD_IDS.freePlay)) return fail(reply, 403, 'feature_disabled');
    const { catalogue, view } = await lobbyContext(deps, request);
    const game = catalogue.byNodeId.get(request.query.nodeId);
    if (!game || !view.offered.has(offerKey(game.gameType, game.vassalage))) return fail(reply, 404, 'game_not_found');
    const vendor = app.hasDecorator('gameVendors') ? app.gameVendors.forGame(game) : undefined;
    if (!vendor?.launchFun || !vendor.playsFun?.(game)) return fail(reply, 409, 'fun_not_available');
    const down = await vendorsUnderMaintenance(deps.db);
    if (down.has(offerKey(game.gameType, game.vassalage))) return fail(reply, 409, 'game_under_maintenance');
    try {
      const launched = await vendor.launchFun({ merchant: request.merchant, game, language: launchLanguage(request.query.language) });
      return { success: true, value: { url: launched.url, fun: true as const } };
    } catch (err) {
      request.log.warn({ err, nodeId: game.nodeId }, 'fun launch failed');
      return fail(reply, 503, 'game_launch_failed');
    }
  });
}
