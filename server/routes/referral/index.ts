// Invite friends (spec M2-12, P2.10-4; docs/member-centre.md, Referral): the member's own referral code (made on the
// first visit and kept), the registration path that prefills it, how many members registered with it (and how many
// of them deposited), and those members page by page, account names masked, newest first. Real accounts only;
// 403 feature_disabled when the merchant has REFERRAL off.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { invitedMembers, referralCodeOf } from '../../db/referral-repository.js';
import { maskCustomerName } from '../../domain/catalogue/ranking.js';
import { referralPath } from '../../domain/referral/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, memberOf, PageNo, refusals } from '../messages/answers.js';
import { requireFeature } from '../vip/index.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export default async function referralRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = [app.authenticate, app.requireRealAccount, requireFeature('referral')];

  api.get('/wps/referral', {
    preHandler,
    ...answersBadInput('field'),
    schema: {
      tags: ['referral'],
      summary: 'The member\'s referral code and link path, counts, and the members who registered with it (spec M2-12)',
      querystring: Type.Object({ pageNo: Type.Optional(PageNo), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
      response: {
        200: Envelope(Type.Object({
          code: Type.String(),
          path: Type.String({ description: 'Site path of the registration link; the client adds its origin' }),
          counts: Type.Object({ invited: Type.Integer(), deposited: Type.Integer({ description: 'Invited members with a successful deposit' }) }),
          invited: Type.Object({
            content: Type.Array(Type.Object({ account: Type.String({ description: 'Masked, like the winner board' }), joinedAt: Type.String({ format: 'date-time' }), deposited: Type.Boolean() })),
            pageNum: Type.Integer(),
            totalPages: Type.Integer(),
            total: Type.Integer(),
          }),
        })),
        ...refusals,
      },
    },
  }, async (request) => {
    const who = memberOf(request);
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 10;
    const code = await referralCodeOf(app.db, who, app.accounts.clock.now());
    const counts = await invitedMembers(app.db, who, code, pageNo, pageSize);
    const { rows } = counts;
    const total = counts.invited;
    return {
      success: true,
      value: {
        code,
        path: referralPath(code),
        counts: { invited: total, deposited: counts.deposited },
        invited: {
          content: rows.map((r) => ({ account: maskCustomerName(r.account), joinedAt: new Date(r.created_at).toISOString(), deposited: Boolean(r.deposited) })),
          pageNum: pageNo,
          totalPages: Math.ceil(total / pageSize),
          total,
        },
      },
    };
  });
}
