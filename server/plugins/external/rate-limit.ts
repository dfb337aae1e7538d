// A generous global request limit per client IP, a guard against floods rather than a business rule; specific
// limits (logins, SMS) live in the database with their areas. With a Redis URL (REDIS_URL) the counters live in
// Redis, so every server process of a deployment counts the same requests; without one, in this process's memory.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface RateLimitOptions {
  max: number;
  /** redis://host:port; unset keeps the counters in memory. */
  redisUrl?: string;
  /** Prefix of the counters' keys in Redis; servers that must share a limit share it. */
  nameSpace?: string;
}

export default fp<RateLimitOptions>(
  async (app, { max, redisUrl, nameSpace }) => {
    // ioredis is loaded only when a Redis is configured: it is about 50 ms of module loading at every start otherwise.
    const redis = redisUrl
      ? new (await import('ioredis')).Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
      : undefined;
    if (redis) {
      // An unreachable Redis must not take the site down: requests pass uncounted (skipOnError) and the log says so;
      // the client keeps reconnecting in the background.
      redis.on('error', (err: Error) => app.log.warn({ err }, 'rate limit: Redis unavailable, requests pass uncounted'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // Counting starts with the first request, not whenever the connection happens to be ready.
      await redis.connect().catch((err: unknown) => app.log.warn({ err }, 'rate limit: Redis did not answer at start'));
    }
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: nameSpace ?? 'livery-rate-limit-', skipOnError: true } : {}),
      // Thrown into the error handler, which answers the envelope with this status.
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'too_many_requests', message: `retry after ${context.after}` }),
    });
  },
  { name: 'rate-limit' },
);
