// The promotions area as one registration for app.ts, after the money plugin: seeds the demo merchants'
// activities and mall rewards, decorates app.promotions and app.points (missions and VIP grant rewards through
// app.promotions.grant) and registers the promotion hall, reward centre and points mall routes.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createPointsRepository } from '../../db/points-repository.js';
import { createPromotionsRepository } from '../../db/promotions-repository.js';
import { seedPromotions } from '../../db/promotions-seed.js';
import { pointsRoutes } from '../points/points-routes.js';
import { promotionsRoutes } from './promotions-routes.js';

export interface PromotionsAreaOptions {
  now?: () => Date;
  /** A uniform integer in [0, max) for raffle draws; crypto.randomInt by default. */
  random?: (maxExclusive: number) => number;
  /** The /dev/ review and grant routes; on outside production. */
  devRoutes?: boolean;
}

async function promotionsArea(app: FastifyInstance, options: PromotionsAreaOptions) {
  const now = options.now ?? (() => app.accounts.clock.now());
  const db = app.db;
  // Seeded before the app is ready, not at registration: the server registers its routes while the database opens.
  const seeding = seedPromotions(db, app.platform.merchants.values());
  seeding.catch(() => undefined);
  app.addHook('onReady', async () => {
    await seeding;
  });
  const promotions = createPromotionsRepository(db, { now, ...(options.random ? { random: options.random } : {}) });
  const points = createPointsRepository(db, now);
  app.decorate('promotions', promotions);
  app.decorate('points', points);
  const devRoutes = options.devRoutes ?? process.env.NODE_ENV !== 'production';
  await app.register(promotionsRoutes, { promotions, now, devRoutes });
  await app.register(pointsRoutes, { points, now, devRoutes });
}

export default fp<PromotionsAreaOptions>(promotionsArea, { name: 'promotions', dependencies: ['database', 'platform', 'accounts', 'money'] });
