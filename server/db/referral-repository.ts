// Invite friends (docs/member-centre.md, Referral): the member's own referral code, made on first use and kept, and
// the members who registered with it (counted, and page by page, newest first).
import { sql } from 'kysely';
import { newReferralCode } from '../domain/referral/rules.js';
import type { MemberRef } from './messages-repository.js';
import type { Db } from './vip-repository.js';

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

export interface InvitedMembers {
  invited: number;
  deposited: number;
  rows: { account: string; created_at: Date | string; deposited: boolean }[];
}

/** Members (not the member itself) registered with the code: how many, how many deposited, and one page of them. */
export async function invitedMembers(db: Db, who: MemberRef, code: string, pageNo: number, pageSize: number): Promise<InvitedMembers> {
  const invitedWhere = sql`m.merchant_id = ${who.merchantId} and upper(m.referral_code) = ${code} and m.member_id <> ${who.memberId}`;
  const depositedSql = sql`exists (select 1 from payment_deposit d where d.merchant_id = m.merchant_id and d.member_id = m.member_id and d.status = 'succeeded')`;
  const counts = await sql<{ invited: number; deposited: number }>`
    select count(*)::int as invited, count(*) filter (where ${depositedSql})::int as deposited from member m where ${invitedWhere}`.execute(db);
  const { rows } = await sql<InvitedMembers['rows'][number]>`
    select m.account, m.created_at, ${depositedSql} as deposited from member m where ${invitedWhere}
    order by m.created_at desc, m.member_id limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db);
  return { invited: Number(counts.rows[0]?.invited ?? 0), deposited: Number(counts.rows[0]?.deposited ?? 0), rows };
}
