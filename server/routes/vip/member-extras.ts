// One registration for app.ts: the member centre's VIP, manual rebate, referral and profile pages
// (docs/member-centre.md). After the accounts area (authenticate, requireRealAccount, the clock) and the money
// plugin (bonuses post through app.money).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import profileRoutes from '../profile/index.js';
import rebateRoutes from '../rebate/index.js';
import referralRoutes from '../referral/index.js';
import vipRoutes from './index.js';

async function memberExtrasRoutes(app: FastifyInstance) {
  await app.register(vipRoutes);
  await app.register(rebateRoutes);
  await app.register(referralRoutes);
  await app.register(profileRoutes);
}

export default fp(memberExtrasRoutes, { name: 'member-extras', dependencies: ['accounts', 'money'] });
