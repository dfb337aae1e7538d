// Sessions in the database, so any server process can check a token another one issued: created at login, looked
// up by the SHA-256 of the bearer token, touched at most once a minute, revoked at logout.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MemberSessionTable } from './accounts-schema.js';
import { batchedLookup } from './lookup-batch.js';
import type { Database } from './schema.js';
import { isAgentType, isTrialType } from '../domain/auth/account-types.js';
import { sessionPolicy, sessionStatus, shouldTouchSession } from '../domain/auth/session-expiry.js';
import type { Clock } from '../lib/clock.js';
import { newOpaqueToken, tokenDigest } from '../crypto/tokens.js';

export type SessionLoginType = MemberSessionTable['login_type'];

export interface NewSession {
  merchantId: string;
  memberId: string;
  memberType: number;
  loginType: SessionLoginType;
  ip: string;
  mustChangePassword: boolean;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  pendingVerification: boolean;
}

/** What a (T) route knows about its caller (request.session). */
export interface AuthenticatedSession {
  merchantId: string;
  memberId: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  loginType: SessionLoginType;
  mustChangePassword: boolean;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  pendingVerification: boolean;
  /** Identifies the session for logout and password changes without keeping the token. */
  tokenHash: string;
}

export async function createSession(db: Kysely<Database>, clock: Clock, s: NewSession): Promise<string> {
  const token = newOpaqueToken();
  const now = clock.now();
  await db
    .insertInto('member_session')
    .values({
      merchant_id: s.merchantId,
      token_hash: tokenDigest(token),
      member_id: s.memberId,
      member_type: s.memberType,
      login_type: s.loginType,
      ip: s.ip,
      must_change_password: s.mustChangePassword,
      password_expired: s.passwordExpired,
      first_time_login: s.firstTimeLogin,
      pending_verification: s.pendingVerification,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  // Sessions past their absolute expiry serve nothing; a member's own login is a cheap moment to drop them.
  await db
    .deleteFrom('member_session')
    .where('merchant_id', '=', s.merchantId)
    .where('member_id', '=', s.memberId)
    .where('created_at', '<', new Date(now.getTime() - sessionPolicy.absoluteMs))
    .execute();
  return token;
}

/** What a session check reads of a session row; the balance read joins the same columns to the wallets. */
export const sessionColumns = [
  'member_id', 'member_type', 'login_type', 'must_change_password', 'password_expired', 'first_time_login', 'pending_verification',
  'created_at', 'last_seen_at', 'revoked_at',
] as const;
export type SessionRow = Pick<Selectable<MemberSessionTable>, (typeof sessionColumns)[number]>;

/**
 * The session rows of the tokens asked in one turn, in one statement (lookup-batch.ts): every signed-in request starts
 * with it, so under load the requests arriving together share it.
 */
const sessionRow = batchedLookup<Database, { merchantId: string; tokenHash: string }, SessionRow>(async (db, keys) => {
  const rows = await db.selectFrom('member_session').select([...sessionColumns, 'merchant_id', 'token_hash'])
    .where(sql<boolean>`(merchant_id, token_hash) in (select * from unnest(${keys.map((k) => k.merchantId)}::text[], ${keys.map((k) => k.tokenHash)}::text[]))`)
    .execute();
  return keys.map((k) => rows.find((r) => r.token_hash === k.tokenHash && r.merchant_id === k.merchantId));
});

/** The live session of a bearer token, or null when it is unknown, revoked or expired. */
export async function findSession(db: Kysely<Database>, clock: Clock, merchantId: string, token: string): Promise<AuthenticatedSession | null> {
  const tokenHash = tokenDigest(token);
  return acceptSession(db, clock, merchantId, tokenHash, await sessionRow(db, { merchantId, tokenHash }));
}

/**
 * The session of a row read by its token hash (none: unknown token), or null when it is revoked or expired. Every
 * request reads the row afresh, so a logout or a password change ends the session at once on every server; the
 * last-seen time is written at most once a minute (shouldTouchSession), so most requests cost this one read.
 */
export async function acceptSession(
  db: Kysely<Database>, clock: Clock, merchantId: string, tokenHash: string, row: SessionRow | undefined,
): Promise<AuthenticatedSession | null> {
  if (!row) return null;
  const now = clock.now();
  const lastSeenAt = new Date(row.last_seen_at);
  if (sessionStatus({ createdAt: new Date(row.created_at), lastSeenAt, revokedAt: row.revoked_at }, now) !== 'active') return null;
  if (shouldTouchSession(lastSeenAt, now)) {
    await db.updateTable('member_session').set({ last_seen_at: now }).where('merchant_id', '=', merchantId).where('token_hash', '=', tokenHash).execute();
  }
  return {
    merchantId,
    memberId: row.member_id,
    type: row.member_type,
    isAgent: isAgentType(row.member_type),
    isTrial: isTrialType(row.member_type),
    loginType: row.login_type,
    mustChangePassword: row.must_change_password,
    passwordExpired: row.password_expired,
    firstTimeLogin: row.first_time_login,
    pendingVerification: row.pending_verification,
    tokenHash,
  };
}

export async function revokeSession(db: Kysely<Database>, clock: Clock, merchantId: string, tokenHash: string): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: clock.now() })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every live session of the member ends (a password reset: whoever knew the forgotten password is logged out). */
export async function revokeMemberSessions(db: Kysely<Database>, merchantId: string, memberId: string, at: Date): Promise<void> {
  await db.updateTable('member_session').set({ revoked_at: at }).where('merchant_id', '=', merchantId).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
}

/** Ends one live session and answers its row, or undefined when it was unknown or already ended. */
export async function revokeSessionReturning(db: Kysely<Database>, merchantId: string, tokenHash: string, at: Date): Promise<Selectable<MemberSessionTable> | undefined> {
  return db
    .updateTable('member_session')
    .set({ revoked_at: at })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The session no longer has to change its password: the member just did. */
export async function releaseForcedChange(db: Kysely<Database>, merchantId: string, tokenHash: string): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ must_change_password: false, password_expired: false })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** After a password change every other session of the member ends: whoever knew the old password is logged out. */
export async function revokeOtherSessions(db: Kysely<Database>, clock: Clock, merchantId: string, memberId: string, keepTokenHash: string): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: clock.now() })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('token_hash', '<>', keepTokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
