// GET /healthz: the process answers and the database runs a query. For load balancers, so not rate limited.
import { Type } from '@sinclair/typebox';
import { databaseAnswers } from '../db/open-database.js';
import type { TypedRoutes } from '../lib/typebox-provider.js';

const healthRoutes: TypedRoutes = async (app) => {
  app.get('/healthz', {
    logLevel: 'warn',
    config: { rateLimit: false },
    schema: {
      tags: ['operations'],
      summary: 'Liveness and database reachability',
      response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: Type.Object({ status: Type.Literal('unavailable') }) },
    },
  }, async (request, reply) => {
    try {
      await databaseAnswers(app.db);
      return { status: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: the database did not answer');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};

export default healthRoutes;
