// Invite friends (spec M2-12, P2.10-4; docs/member-centre.md, Referral): the member's own referral code (made on the
// first visit and kept), the registration path that prefills it, how many members registered with it (and how many
// of them deposited), and those members page by page, account names masked, newest first. Real accounts only;
// 403 feature_disabled when the merchant has REFERRAL off.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { MemberRef } from '../../db/messages-repository.js';
import { maskCustomerName } from '../../domain/catalogue/ranking.js';
import { newReferralCode, referralPath } from '../../domain/referral/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, memberOf, PageNo, refusals } from '../messages/answers.js';
import { requireFeature } from '../vip/index.js';
import type { Db } from '../vip/store.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

/** The member's code, creating one on first use; a code another member drew already is drawn again. */
export async function referralCodeOf(db: Db, who: MemberRef, now: Date, draw: () => string = newReferralCode): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const found = await sql<{ code: string }>`select code from referral_code where merchant_id = ${who.merchantId} and member_id = ${who.memberId}`.execute(db);
    if (found.rows[0]) return found.rows[0].code;
    await sql`insert into referral_code (merchant_id, member_id, code, created_at) values (${who.merchantId}, ${who.memberId}, ${draw()}, ${now}::timestamptz)
      on conflict do nothing`.execute(db);
  }
  throw new Error('could not draw a free referral code');
}

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
    const invitedWhere = sql`m.merchant_id = ${who.merchantId} and upper(m.referral_code) = ${code} and m.member_id <> ${who.memberId}`;
    const depositedSql = sql`exists (select 1 from payment_deposit d where d.merchant_id = m.merchant_id and d.member_id = m.member_id and d.status = 'succeeded')`;
    const counts = await sql<{ invited: number; deposited: number }>`
      select count(*)::int as invited, count(*) filter (where ${depositedSql})::int as deposited from member m where ${invitedWhere}`.execute(app.db);
    const { rows } = await sql<{ account: string; created_at: Date | string; deposited: boolean }>`
      select m.account, m.created_at, ${depositedSql} as deposited from member m where ${invitedWhere}
      order by m.created_at desc, m.member_id limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(app.db);
    const total = Number(counts.rows[0]?.invited ?? 0);
    return {
      success: true,
      value: {
        code,
        path: referralPath(code),
        counts: { invited: total, deposited: Number(counts.rows[0]?.deposited ?? 0) },
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
