// A generous global request limit per client IP, a guard against floods rather than a business rule; specific
// limits (logins, SMS) live in the database with their areas. Counters are per process for now.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface RateLimitOptions {
  max: number;
}

export default fp<RateLimitOptions>(
  async (app, { max }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      // Thrown into the error handler, which answers the envelope with this status.
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'too_many_requests', message: `retry after ${context.after}` }),
    });
  },
  { name: 'rate-limit' },
);
