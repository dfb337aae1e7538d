// One log line per request, at completion, instead of Fastify's two ("incoming request", "request completed"). The
// hot calls (the lobby's game lists, the balance, the vendors' wallet callbacks, static files) answered without an
// error log at debug: a player's page makes dozens of them and an aggregator hundreds per second, each line costing
// its serialisation and a write on the request's path (issue 15 point 5), and the money they move is in the ledger
// and the vendor transaction table, not the log. Every other request, and every error answer (4xx at info, 5xx at
// error), logs at info as before. LOG_LEVEL=debug shows them all.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Routes (Fastify's route pattern) logged at debug when they answer below 400. */
export const quietRoutes: ReadonlySet<string> = new Set([
  '/wps/relay/GCSGAME_gameList',
  '/wps/v2/wallets/balance',
  '/vendor-wallet/:merchant/balance',
  '/vendor-wallet/:merchant/bet',
  '/vendor-wallet/:merchant/win',
  '/vendor-wallet/:merchant/rollback',
  '/wps/seamless/debit',
  '/wps/seamless/credit',
  '/healthz',
]);

/** The level a completed request is logged at. */
export function requestLogLevel(method: string, route: string | undefined, statusCode: number, staticFile: boolean): 'debug' | 'info' | 'error' {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'info';
  if (staticFile && (method === 'GET' || method === 'HEAD')) return 'debug';
  return route !== undefined && quietRoutes.has(route) ? 'debug' : 'info';
}

function logCompleted(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const route = request.routeOptions.url;
  // The site's files are served by the catch-all route (static-site.ts); its pages (/, deep links) log at info.
  const staticFile = route === '/*' || request.url.startsWith('/assets/');
  const level = requestLogLevel(request.method, route, reply.statusCode, staticFile);
  request.log[level]({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
  done();
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', logCompleted);
}, { name: 'request-log' });
