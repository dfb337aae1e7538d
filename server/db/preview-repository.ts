// The preview console's rows: staff sessions, stored previews and the accounts that stand for a login state.
// Tokens and preview ids are kept as SHA-256 digests, like member sessions, so a database dump opens nothing.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { PREVIEW_ACCOUNTS, PREVIEW_TTL_MS, STAFF_SESSION_MS, type PreviewAccountState } from '../domain/preview/preview-policy.js';
import type { Clock } from '../lib/clock.js';
import { insertMember } from './member-repository.js';
import { createSession } from './session-store.js';
import { newOpaqueToken, tokenDigest } from '../crypto/tokens.js';
import type { PreviewView } from '../../src/engine/preview-view.js';

export type PreviewDb = Kysely<Database>;

export async function createStaffSession(db: PreviewDb, clock: Clock, username: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
  await db.deleteFrom('preview_staff_session').where('expires_at', '<=', now).execute();
  await db.insertInto('preview_staff_session').values({ token_hash: tokenDigest(token), username, created_at: now, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

/** The staff member of a live session, or null. Staff removed from PREVIEW_STAFF lose their sessions at once. */
export async function findStaffSession(db: PreviewDb, clock: Clock, token: string, staff: ReadonlySet<string>): Promise<{ username: string } | null> {
  const row = await db
    .selectFrom('preview_staff_session')
    .select('username')
    .where('token_hash', '=', tokenDigest(token))
    .where('expires_at', '>', clock.now())
    .executeTakeFirst();
  return row && staff.has(row.username) ? { username: row.username } : null;
}

export async function endStaffSession(db: PreviewDb, token: string): Promise<void> {
  await db.deleteFrom('preview_staff_session').where('token_hash', '=', tokenDigest(token)).execute();
}

export async function storePreview(db: PreviewDb, clock: Clock, username: string, view: PreviewView): Promise<{ id: string; expiresAt: Date }> {
  const id = newOpaqueToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  await db.deleteFrom('preview_override').where('expires_at', '<=', now).execute();
  await db
    .insertInto('preview_override')
    .values({ merchant_id: view.merchant, preview_hash: tokenDigest(id), username, view: JSON.stringify(view), created_at: now, expires_at: expiresAt })
    .execute();
  return { id, expiresAt };
}

/** The view of an unexpired preview of this merchant made by this staff member, or null. */
export async function findPreview(db: PreviewDb, clock: Clock, merchantId: string, id: string, username: string): Promise<PreviewView | null> {
  const row = await db
    .selectFrom('preview_override')
    .select('view')
    .where('merchant_id', '=', merchantId)
    .where('preview_hash', '=', tokenDigest(id))
    .where('username', '=', username)
    .where('expires_at', '>', clock.now())
    .executeTakeFirst();
  return row?.view ?? null;
}

async function previewAccount(db: PreviewDb, clock: Clock, merchantId: string, state: PreviewAccountState): Promise<string> {
  const found = await db
    .selectFrom('preview_account')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('login_state', '=', state)
    .executeTakeFirst();
  if (found) return found.member_id;
  const { account, type, nickname } = PREVIEW_ACCOUNTS[state];
  const now = clock.now();
  // A name already taken (a player, or a racing console) gets a random suffix; the mapping row decides which wins.
  let memberId: string | null = null;
  for (let attempt = 0; memberId === null && attempt < 5; attempt++) {
    const name = attempt === 0 ? account : `${account}-${randomBytes(4).toString('hex')}`;
    memberId = await insertMember(db, { merchantId, account: name, type, nickname, passwordHash: null, passwordChangedAt: null, createdAt: now });
  }
  if (memberId === null) throw new Error(`no free name for the ${state} preview account of ${merchantId}`);
  await db.insertInto('preview_account').values({ merchant_id: merchantId, login_state: state, member_id: memberId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
  const winner = await db
    .selectFrom('preview_account')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('login_state', '=', state)
    .executeTakeFirstOrThrow();
  return winner.member_id;
}

/** A fresh session of the merchant's preview account for a login state: the frame uses it as its bearer token. */
export async function previewSession(db: PreviewDb, clock: Clock, merchantId: string, state: PreviewAccountState, ip: string): Promise<string> {
  const memberId = await previewAccount(db, clock, merchantId, state);
  return createSession(db, clock, {
    merchantId,
    memberId,
    memberType: PREVIEW_ACCOUNTS[state].type,
    loginType: state === 'trial' ? 'freeplay' : 'username',
    ip,
    mustChangePassword: false,
    passwordExpired: false,
    firstTimeLogin: false,
    pendingVerification: false,
  });
}
