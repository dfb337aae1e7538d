// The member's profile page's row (docs/member-centre.md, Profile): account, nickname, contact details and the
// registration fields kept in member.profile, and the one update the page makes (profile fields, nickname).
import { sql } from 'kysely';
import type { MemberRef } from './messages-repository.js';
import type { Db } from './vip-repository.js';

export interface MemberProfileRow {
  account: string;
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  profile: Record<string, string | undefined> | string;
  created_at: Date | string;
}

export async function memberProfileRow(db: Db, who: MemberRef): Promise<MemberProfileRow | undefined> {
  const { rows } = await sql<MemberProfileRow>`select account, nickname, mobile, email, payee_name, profile, created_at from member
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId}`.execute(db);
  return rows[0];
}

/** Replaces the profile fields, and the nickname when one is given. */
export async function updateMemberProfile(db: Db, who: MemberRef, profile: Record<string, string | undefined>, nickname: string | undefined): Promise<void> {
  await sql`update member set profile = ${JSON.stringify(profile)}::jsonb ${nickname === undefined ? sql`` : sql`, nickname = ${nickname}`}
    where merchant_id = ${who.merchantId} and member_id = ${who.memberId}`.execute(db);
}
