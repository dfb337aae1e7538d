// The /wps/system family: configuration, status and help of the merchant resolved from Host.
import type { FastifyPluginAsync } from 'fastify';
import helpCenterRoutes from './help-center.js';
import merchantSettingsRoutes from './merchant-settings.js';
import permissionRoutes from './permission.js';
import statusRoutes from './status.js';

const systemRoutes: FastifyPluginAsync = async (app) => {
  await app.register(permissionRoutes);
  await app.register(statusRoutes);
  await app.register(merchantSettingsRoutes);
  await app.register(helpCenterRoutes);
};

export default systemRoutes;
