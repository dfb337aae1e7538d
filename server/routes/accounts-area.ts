// The players' accounts area as one registration for app.ts: the accounts plugin (services and the authenticate
// hooks), then its route families, and the development routes only outside production. Not encapsulated, so the
// hooks it decorates (app.authenticate, app.requireRealAccount) reach the routes of every other area.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import affiliateRoutes from './agent/affiliate.js';
import devRoutes from './dev/index.js';
import memberRoutes from './member/index.js';
import sessionRoutes from './session/index.js';
import verificationRoutes from './verification/index.js';
import accounts, { type AccountsPluginOptions } from '../plugins/app/accounts.js';

export interface AccountsAreaOptions extends AccountsPluginOptions {
  nodeEnv: 'development' | 'production' | 'test';
}

async function accountsArea(app: FastifyInstance, { nodeEnv, ...options }: AccountsAreaOptions) {
  await app.register(accounts, { ...options, development: nodeEnv !== 'production' });
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(verificationRoutes);
  await app.register(affiliateRoutes);
  // Codes and captcha answers in the open: never in production.
  if (nodeEnv !== 'production') await app.register(devRoutes);
}

export default fp(accountsArea, { name: 'accounts-area', dependencies: ['database', 'platform', 'server-keys'] });
