// Every route family of the server, registered by app.ts after the plugins they use.
import type { FastifyPluginAsync } from 'fastify';
import appInstallRoutes from './app-install.js';
import configAssetRoutes from './config-assets.js';
import faviconRoutes from './favicon.js';
import healthRoutes from './health.js';
import openapiRoutes from './openapi.js';
import announcementRoutes from './relay/announcements.js';
import systemRoutes from './system/index.js';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes, { prefix: '/wps/system' });
  await app.register(announcementRoutes, { prefix: '/wps/relay' });
  await app.register(healthRoutes);
  await app.register(openapiRoutes);
  await app.register(configAssetRoutes);
  await app.register(faviconRoutes);
  await app.register(appInstallRoutes);
};

export default routes;
