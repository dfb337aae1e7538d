// One registration for app.ts: the member centre's messages, header badges, feedback and missions. Registered
// after the accounts area (authenticate, requireRealAccount, the clock) and the money plugin (mission bonuses).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import feedbackRoutes from '../feedback/index.js';
import missionsRoutes from '../missions/index.js';
import badgesRoute from './badges-route.js';
import messagesRoutes from './index.js';

async function engagementRoutes(app: FastifyInstance) {
  await app.register(messagesRoutes);
  await app.register(badgesRoute);
  await app.register(feedbackRoutes);
  await app.register(missionsRoutes);
}

export default fp(engagementRoutes, { name: 'member-engagement', dependencies: ['accounts', 'money'] });
