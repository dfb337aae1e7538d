// The lobby API (issue 6): game lists, vendors, favourites, recent games, launch, winner board, lottery menus and
// tile art. Registered after the database, merchant resolution and accounts plugins, with the accounts hooks.
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { CatalogueCache } from '../../db/catalogue-repository.js';
import { createLotteryRepository } from '../../db/lottery-repository.js';
import { funGameRoutes } from './fun-game-routes.js';
import { gameArtRoutes } from './game-art-routes.js';
import { gameListRoutes } from './game-list-routes.js';
import type { LobbyDeps } from './lobby-context.js';
import { lotteryBetRoutes } from './lottery-bet-routes.js';
import { lotteryRoutes } from './lottery-routes.js';
import { memberGameRoutes } from './member-game-routes.js';
import { rankListRoute } from './rank-list-route.js';
import { vendorExtraRoutes } from './vendor-extra-routes.js';

export interface LobbyRoutesOptions {
  /** The accounts preHandler of (T) routes: the caller's session on request.session, or 401 not_logged_in. */
  authenticate: preHandlerHookHandler;
  /** After authenticate: 403 in_need_true_account for trial accounts. */
  requireRealAccount: preHandlerHookHandler;
  /** Defaults to the accounts area's clock, else the wall clock. */
  now?: () => Date;
}

export default async function lobbyRoutes(app: FastifyInstance, opts: LobbyRoutesOptions) {
  // The opened numbers and the bets are drawn under the server's secret draw key (server-keys): without it, refuse
  // to start rather than draw numbers anyone could work out.
  if (!app.hasDecorator('lotteryDrawKey')) throw new Error('the lobby routes need the server-keys plugin registered before them');
  const db = app.db;
  // One clock for the server: the accounts area's when it is there, so a test that moves it moves favourites,
  // recent games and draws too.
  const now = opts.now ?? (app.hasDecorator('accounts') ? () => app.accounts.clock.now() : () => new Date());
  const deps: LobbyDeps = { db, cache: new CatalogueCache(db), now };
  const { authenticate, requireRealAccount } = opts;
  await gameListRoutes(app, deps);
  await memberGameRoutes(app, { ...deps, authenticate, requireRealAccount });
  await funGameRoutes(app, deps);
  await lotteryRoutes(app, { ...deps, authenticate });
  // Bets on the self-run draws move money: only with the ledger (the money plugin) registered before.
  if (app.hasDecorator('ledger')) {
    const lottery = createLotteryRepository({ db: app.db, now, drawKey: () => app.lotteryDrawKey });
    await lotteryBetRoutes(app, { ...deps, authenticate, requireRealAccount, lottery });
  }
  await rankListRoute(app, deps);
  await vendorExtraRoutes(app, { ...deps, authenticate, requireRealAccount });
  await gameArtRoutes(app, deps);
}
