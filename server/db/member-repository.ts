// Reads and writes of the member table used by the accounts services. Every query names the merchant.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MemberProfile, MemberTable } from './accounts-schema.js';
import type { Database } from './schema.js';

export type MemberRow = Selectable<MemberTable>;

/** Usernames are unique and found without regard to case. */
export const accountKeyOf = (account: string): string => account.trim().toLowerCase();

export const findMemberByAccount = (db: Kysely<Database>, merchantId: string, account: string): Promise<MemberRow | undefined> =>
  db.selectFrom('member').selectAll().where('merchant_id', '=', merchantId).where('account_key', '=', accountKeyOf(account)).executeTakeFirst();

export const findMemberByMobile = (db: Kysely<Database>, merchantId: string, mobile: string): Promise<MemberRow | undefined> =>
  db.selectFrom('member').selectAll().where('merchant_id', '=', merchantId).where('mobile', '=', mobile).executeTakeFirst();

export const findMemberById = (db: Kysely<Database>, merchantId: string, memberId: string): Promise<MemberRow | undefined> =>
  db.selectFrom('member').selectAll().where('merchant_id', '=', merchantId).where('member_id', '=', memberId).executeTakeFirst();

/** Invitation codes are matched without regard to case and stored upper-case. */
export const findAgentByAffiliateCode = (db: Kysely<Database>, merchantId: string, code: string): Promise<MemberRow | undefined> =>
  db
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('affiliate_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();

/** Locks the member's row until the transaction ends (a member's withdrawals and bank bindings run one at a time); answers the real name on record. */
export const lockMemberPayee = (trx: Kysely<Database>, merchantId: string, memberId: string): Promise<{ payee_name: string | null } | undefined> =>
  trx.selectFrom('member').select('payee_name').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).forUpdate().executeTakeFirst();

export interface NewMember {
  merchantId: string;
  account: string;
  type: number;
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  createdAt: Date;
  nickname?: string | null;
  paymentPasswordHash?: string | null;
  mobile?: string | null;
  email?: string | null;
  payeeName?: string | null;
  profile?: MemberProfile;
  affiliateCode?: string | null;
  parentMemberId?: string | null;
  referralCode?: string | null;
  language?: string | null;
  iconUrl?: string | null;
}

/** The new member's id, or null when the username (or mobile number, or invitation code) is already taken. */
export async function insertMember(db: Kysely<Database>, m: NewMember): Promise<string | null> {
  const memberId = randomUUID();
  const row = await db
    .insertInto('member')
    .values({
      merchant_id: m.merchantId,
      member_id: memberId,
      account: m.account.trim(),
      account_key: accountKeyOf(m.account),
      type: m.type,
      nickname: m.nickname ?? null,
      password_hash: m.passwordHash,
      password_changed_at: m.passwordChangedAt,
      payment_password_hash: m.paymentPasswordHash ?? null,
      mobile: m.mobile ?? null,
      email: m.email ?? null,
      payee_name: m.payeeName ?? null,
      profile: JSON.stringify(m.profile ?? {}),
      affiliate_code: m.affiliateCode ? m.affiliateCode.toUpperCase() : null,
      parent_member_id: m.parentMemberId ?? null,
      referral_code: m.referralCode ?? null,
      language: m.language ?? null,
      icon_url: m.iconUrl ?? null,
      created_at: m.createdAt,
    })
    // Uniqueness is decided by the database, not by a read before the write, so two concurrent registrations of
    // one name cannot both succeed.
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** resetRequired marks a password the member did not choose (a temporary one): the next login must change it. */
export async function setPassword(db: Kysely<Database>, merchantId: string, memberId: string, passwordHash: string, at: Date, resetRequired: boolean): Promise<void> {
  await db
    .updateTable('member')
    .set({ password_hash: passwordHash, password_changed_at: at, password_reset_required: resetRequired })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .execute();
}

/** Binds (or with null, unbinds) the member's authenticator app, with the counter of the last code it accepted. */
export async function setTotpSecret(db: Kysely<Database>, merchantId: string, memberId: string, secret: string | null, lastCounter: number | null): Promise<void> {
  await db.updateTable('member').set({ totp_secret: secret, totp_last_counter: lastCounter }).where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
}

/** The counter of the authenticator code just accepted: the same code is not accepted twice. */
export async function setTotpLastCounter(db: Kysely<Database>, merchantId: string, memberId: string, counter: number): Promise<void> {
  await db.updateTable('member').set({ totp_last_counter: counter }).where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
}

export async function setMemberLanguage(db: Kysely<Database>, merchantId: string, memberId: string, language: string): Promise<void> {
  await db.updateTable('member').set({ language }).where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
}

/** Drops a member row just inserted whose creation lost a race (a social identity linked by another request). */
export async function deleteMember(db: Kysely<Database>, merchantId: string, memberId: string): Promise<void> {
  await db.deleteFrom('member').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
}

export async function recordLogin(db: Kysely<Database>, merchantId: string, memberId: string, ip: string, at: Date): Promise<void> {
  await db.updateTable('member').set({ last_login_at: at }).where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
  await db
    .insertInto('member_ip')
    .values({ merchant_id: merchantId, member_id: memberId, ip, first_seen_at: at, last_seen_at: at })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'ip']).doUpdateSet({ last_seen_at: at }))
    .execute();
}

export async function knownIps(db: Kysely<Database>, merchantId: string, memberId: string): Promise<string[]> {
  const rows = await db.selectFrom('member_ip').select('ip').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
  return rows.map((r) => r.ip);
}

export interface UplineRow {
  member_id: string;
  account: string;
  nickname: string | null;
}

/** The member's upline agent in the same merchant, or null. Raw SQL: `member` belongs to the accounts area's types. */
export async function uplineOf(db: Kysely<Database>, merchantId: string, memberId: string): Promise<UplineRow | null> {
  const { rows } = await sql<UplineRow>`
    select u.member_id, u.account, u.nickname from member m
    join member u on u.merchant_id = m.merchant_id and u.member_id = m.parent_member_id
    where m.merchant_id = ${merchantId} and m.member_id = ${memberId}`.execute(db);
  return rows[0] ?? null;
}
