// The in-house game vendor and the seamless wallet (docs/demo-game.md). Decorates app.gameVendors (the lobby's
// launchGame asks it for a game's launch URL) and registers the wallet calls (/wps/seamless/*) and the Lucky
// Lantern page with its API (/games/livery/*). Needs the database, platform, accounts and money plugins before it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { GameVendorRegistry } from '../../providers/game/game-vendor.js';
import { createLiveryVendor } from '../../providers/game/livery/livery-vendor.js';
import { liveryRoutes } from '../../providers/game/livery/livery-routes.js';
import { minisIdleMs, minisRoutes } from '../../providers/game/livery/minis/minis-routes.js';
import { createSeamlessWallet } from '../../providers/game/seamless-wallet.js';
import { createAggregatorVendor } from '../../providers/game/vendor-contract/aggregator-vendor.js';
import { demoAggregatorId, vendorKeyOf } from '../../providers/game/vendor-contract/signing.js';
import { createVendorWallet } from '../../providers/game/vendor-contract/vendor-wallet.js';
import { demoAggregatorPlugin } from '../../providers/game/demo-aggregator/demo-aggregator-plugin.js';
import { vendorWalletRoutes } from '../vendor-wallet/vendor-wallet-routes.js';
import { seamlessRoutes } from './seamless-routes.js';

export interface GameVendorsPluginOptions {
  /** Defaults to the accounts area's clock. */
  now?: () => Date;
  /** The aggregators' keys (VENDOR_KEY_<ID>) and switches; process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** Every how many ms the reconciliation and the demo aggregator's recovery run; 0 turns them off (tests). */
  reconcileEveryMs?: number;
}

/** Outside vendors' rounds open longer than this are settled or rolled back by the reconciliation. */
export const reconcileAfterMs = 10 * 60 * 1000;

/** This server's own origin, for the in-process demo aggregator and its callbacks (set once it listens). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening: set DEMO_AGGREGATOR_URL');
  // Bound to every interface: loopback answers; bound to one address (HOST): that one.
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

async function gameVendorsPlugin(app: FastifyInstance, options: GameVendorsPluginOptions) {
  const now = options.now ?? (() => app.accounts.clock.now());
  const db = app.db;
  const registry = new GameVendorRegistry();
  registry.add(createLiveryVendor({ db, now }));
  app.decorate('gameVendors', registry);
  const wallet = createSeamlessWallet({ db, money: app.money, now });
  await seamlessRoutes(app, { db, wallet, now });
  await liveryRoutes(app, { db, wallet, now });
  const minis = await minisRoutes(app, { db, wallet, now, merchantOf: (code) => app.platform.merchants.get(code) });
  app.decorate('liveryMinisSettle', minis.settleAbandoned);

  // The vendor contract (docs/vendors.md): outside aggregators' wallet callbacks, in a child context of their own
  // (they keep the raw JSON text to check its signature), and the reconciliation of rounds they left open.
  const env = options.env ?? process.env;
  const keyOf = (vendorId: string) => vendorKeyOf(env, vendorId);
  const vendorWallet = createVendorWallet({ db, money: app.money, now, merchantOf: (code) => app.platform.merchants.get(code) });
  app.decorate('vendorWallet', vendorWallet);
  await app.register(async (child) => vendorWalletRoutes(child, { wallet: vendorWallet, keyOf, now }));
  const every = options.reconcileEveryMs ?? 60_000;
  if (every > 0) {
    const timer = setInterval(() => {
      vendorWallet.reconcile(new Date(now().getTime() - reconcileAfterMs)).catch((err: unknown) => app.log.warn({ err }, 'vendor reconciliation failed'));
      minis.settleAbandoned(new Date(now().getTime() - minisIdleMs)).catch((err: unknown) => app.log.warn({ err }, 'mini game rounds settlement failed'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // The demo aggregator plays every outside vendor's game unless DEMO_AGGREGATOR=off, or no key is set in production.
  const demoKey = keyOf(demoAggregatorId);
  if (demoKey !== undefined && env.DEMO_AGGREGATOR !== 'off') {
    const aggregatorUrl = env.DEMO_AGGREGATOR_URL;
    const callbackUrl = env.VENDOR_CALLBACK_URL;
    registry.addAggregator(createAggregatorVendor({
      db, now, aggregatorId: demoAggregatorId, key: demoKey,
      aggregatorUrl: () => aggregatorUrl ?? ownOrigin(app),
      callbackBaseUrl: () => callbackUrl ?? ownOrigin(app),
    }));
    if (aggregatorUrl === undefined) {
      await app.register(async (child) => {
        const recover = await demoAggregatorPlugin(child, { db, key: demoKey, now, recoverEveryMs: every });
        app.decorate('demoAggregatorRecover', recover);
      });
    }
  }
}

export default fp<GameVendorsPluginOptions>(gameVendorsPlugin, { name: 'game-vendors', dependencies: ['database', 'platform', 'accounts', 'money'] });
