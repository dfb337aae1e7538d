// Social sign-in's rows (services/auth/social-sign-in.ts): which member a provider's id is linked to, and the
// single-use OIDC state (with its nonce and PKCE verifier) between the redirect to the provider and its return.
import type { Db } from './schema.js';

/** The member linked to the provider's id, or undefined. */
export async function linkedMemberId(db: Db, merchantId: string, provider: string, subject: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('social_identity')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.member_id;
}

/** Links the provider's id to the member; false when another request linked it first (the database decides). */
export async function linkSocialIdentity(db: Db, l: { merchantId: string; provider: string; subject: string; memberId: string; at: Date }): Promise<boolean> {
  const inserted = await db
    .insertInto('social_identity')
    .values({ merchant_id: l.merchantId, provider: l.provider, subject: l.subject, member_id: l.memberId, created_at: l.at })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface NewOidcState {
  merchantId: string;
  state: string;
  provider: string;
  nonce: string;
  redirectUri: string;
  codeVerifier: string;
  expiresAt: Date;
}

export async function insertOidcState(db: Db, s: NewOidcState): Promise<void> {
  await db
    .insertInto('oidc_state')
    .values({
      merchant_id: s.merchantId,
      state: s.state,
      provider: s.provider,
      nonce: s.nonce,
      redirect_uri: s.redirectUri,
      code_verifier: s.codeVerifier,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** Uses the state up and answers what the return needs; undefined when it is unknown, another provider's, used or expired. */
export async function claimOidcState(
  db: Db,
  merchantId: string,
  provider: string,
  state: string,
  now: Date,
): Promise<{ nonce: string; redirect_uri: string; code_verifier: string | null } | undefined> {
  return db
    .updateTable('oidc_state')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'redirect_uri', 'code_verifier'])
    .executeTakeFirst();
}
