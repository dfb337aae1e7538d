// Drops rows of the accounts tables that can no longer matter: used or expired captchas, challenges, tokens, codes,
// verifications and OIDC states, old login failures, ended sessions and old outbox messages. Deletes are
// idempotent, so every server process may run this on its own timer.
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { loginLimits } from '../domain/auth/login-limits.js';
import { sessionPolicy } from '../domain/auth/session-expiry.js';
import { smsSendLimits } from '../domain/auth/sms-limits.js';
import type { Clock } from '../lib/clock.js';

export const housekeepingPolicy = {
  everyMs: 10 * 60_000,
  /** Rows are kept a day past their end so support can still see what happened to a complaint from today. */
  graceMs: 24 * 60 * 60_000,
  outboxKeepMs: 7 * 24 * 60 * 60_000,
} as const;

export async function purgeExpiredAccountRows(db: Kysely<Database>, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const { graceMs } = housekeepingPolicy;
  const results = await Promise.all([
    db.deleteFrom('captcha').where('expires_at', '<', before(graceMs)).executeTakeFirst(),
    db.deleteFrom('slider_challenge').where('expires_at', '<', before(graceMs)).executeTakeFirst(),
    db.deleteFrom('challenge_token').where('expires_at', '<', before(graceMs)).executeTakeFirst(),
    // Codes also count towards the send limits: keep them at least as long as the limits' window.
    db.deleteFrom('verification_code').where('expires_at', '<', before(Math.max(graceMs, smsSendLimits.windowMs))).executeTakeFirst(),
    db.deleteFrom('login_verification').where('expires_at', '<', before(graceMs)).executeTakeFirst(),
    db.deleteFrom('oidc_state').where('expires_at', '<', before(graceMs)).executeTakeFirst(),
    db.deleteFrom('password_reset').where('expires_at', '<', before(graceMs)).executeTakeFirst(),
    db.deleteFrom('login_failure').where('failed_at', '<', before(loginLimits.windowMs)).executeTakeFirst(),
    db.deleteFrom('member_session').where('created_at', '<', before(sessionPolicy.absoluteMs + graceMs)).executeTakeFirst(),
    db.deleteFrom('outbox_message').where('created_at', '<', before(housekeepingPolicy.outboxKeepMs)).executeTakeFirst(),
  ]);
  return results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
}
