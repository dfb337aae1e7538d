// The header's and menus' counts (spec M2-18): unread messages and claimable missions in one call, so the header
// asks once. Trial accounts are not asked (the client does not load them) and are refused like every member page.
import type { FastifyInstance } from 'fastify';
import { BadgesValue } from '../../../src/engine/api/messages.js';
import { unreadCount } from '../../db/messages-repository.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { missionSummary } from '../missions/summary.js';
import { Envelope, memberOf, refusals } from './answers.js';

export default async function badgesRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/wps/member/badges', {
    preHandler: [app.authenticate, app.requireRealAccount],
    schema: {
      tags: ['messages'],
      summary: 'Counts for the header and menus: unread messages, claimable missions and claimable rewards (spec M2-18)',
      response: { 200: Envelope(BadgesValue), ...refusals },
    },
  }, async (request) => {
    const who = memberOf(request);
    const summary = await missionSummary(app, request.merchant, who, app.accounts.clock.now());
    // Claimable rewards (docs/promotions-and-points.md), when the promotions area is registered (it is in buildApp).
    const rewards = app.hasDecorator('promotions') ? await app.promotions.claimableCount(request.merchant.code, who.memberId) : 0;
    return { success: true, value: { messages: await unreadCount(app.db, who), missions: summary.missions.filter((m) => m.status === 'claimable').length, rewards } };
  });
}
