// The region block on the API, not only on the pages (spec P4.1-1, P2.12): a visitor the merchant's region rule
// blocks sees the region page, and every member, money and game call answers 403 region_blocked, so logging in,
// registering, paying or playing through the API is closed too. What the region page itself needs stays open: the
// status and permission data, the merchant's settings and help centre (/wps/system/...), and logging out.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRegionBlocked } from '../../domain/system-status.js';

const API = /^\/(wps|lgw|games)\//;
const OPEN_WHEN_BLOCKED = /^\/wps\/system\/|^\/wps\/session\/logout(\?|$)/;

/** Whether a request is an API call the region rule closes. */
export function closedByRegion(url: string): boolean {
  return API.test(url) && !OPEN_WHEN_BLOCKED.test(url);
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (!closedByRegion(request.url)) return;
      if (!isRegionBlocked(request.merchant.regionRestriction, request.visitor)) return;
      return reply.code(403).send({ success: false, code: 'region_blocked', message: 'Access from your region is restricted' });
    });
  },
  { name: 'region-gate', dependencies: ['platform', 'visitor'] },
);
