// The lobby API (issue 6): game lists, vendors, favourites, recent games, launch, winner board, lottery menus and
// tile art. Registered after the database, merchant resolution and accounts plugins, with the accounts hooks.
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { CatalogueCache } from '../../db/catalogue-repository.js';
import type { CatalogueTables } from '../../db/catalogue-schema.js';
import { gameArtRoutes } from './game-art-routes.js';
import { gameListRoutes } from './game-list-routes.js';
import type { LobbyDeps } from './lobby-context.js';
import { lotteryRoutes } from './lottery-routes.js';
import { memberGameRoutes } from './member-game-routes.js';
import { rankListRoute } from './rank-list-route.js';

export interface LobbyRoutesOptions {
  /** The accounts preHandler of (T) routes: the caller's session on request.session, or 401 not_logged_in. */
  authenticate: preHandlerHookHandler;
  /** After authenticate: 403 in_need_true_account for trial accounts. */
  requireRealAccount: preHandlerHookHandler;
  /** Tests pass a clock; the server uses the wall clock. */
  now?: () => Date;
}

export default async function lobbyRoutes(app: FastifyInstance, opts: LobbyRoutesOptions) {
  // The lobby tables are part of the platform Database type through CatalogueTables; this narrows to them.
  const db = app.db as unknown as Kysely<CatalogueTables>;
  const deps: LobbyDeps = { db, cache: new CatalogueCache(db), now: opts.now ?? (() => new Date()) };
  const { authenticate, requireRealAccount } = opts;
  await gameListRoutes(app, deps);
  await memberGameRoutes(app, { ...deps, authenticate, requireRealAccount });
  await lotteryRoutes(app, { ...deps, authenticate });
  await rankListRoute(app, deps);
  await gameArtRoutes(app, deps);
}
