// GET /openapi.json: the OpenAPI document generated from the route schemas.
import type { FastifyPluginAsync } from 'fastify';

const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default openapiRoutes;
