// The in-house game vendor and the seamless wallet (docs/demo-game.md). Decorates app.gameVendors (the lobby's
// launchGame asks it for a game's launch URL) and registers the wallet calls (/wps/seamless/*) and the Lucky
// Lantern page with its API (/games/livery/*). Needs the database, platform, accounts and money plugins before it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { GameVendorRegistry } from '../../providers/game/game-vendor.js';
import { createLiveryVendor } from '../../providers/game/livery/livery-vendor.js';
import { liveryRoutes } from '../../providers/game/livery/livery-routes.js';
import { createSeamlessWallet } from '../../providers/game/seamless-wallet.js';
import { seamlessRoutes } from './seamless-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    gameVendors: GameVendorRegistry;
  }
}

export interface GameVendorsPluginOptions {
  /** Defaults to the accounts area's clock. */
  now?: () => Date;
}

async function gameVendorsPlugin(app: FastifyInstance, options: GameVendorsPluginOptions) {
  const now = options.now ?? (() => app.accounts.clock.now());
  const db = app.db as unknown as import('kysely').Kysely<unknown>;
  const registry = new GameVendorRegistry();
  registry.add(createLiveryVendor({ db, now }));
  app.decorate('gameVendors', registry);
  const wallet = createSeamlessWallet({ db, ledger: app.ledger, now });
  await seamlessRoutes(app, { db, wallet, now });
  await liveryRoutes(app, { db, wallet, now });
}

export default fp<GameVendorsPluginOptions>(gameVendorsPlugin, { name: 'game-vendors', dependencies: ['database', 'platform', 'accounts', 'money'] });
