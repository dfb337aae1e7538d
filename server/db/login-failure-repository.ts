// Failed logins per account, per IP and per account and IP pair (domain/auth/login-limits.ts), in the database so
// every server process counts the same attempts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { loginGate, loginLimits, type LoginGate } from '../domain/auth/login-limits.js';
import type { Clock } from '../lib/clock.js';

export async function currentLoginGate(db: Kysely<Database>, clock: Clock, merchantId: string, accountKey: string, ip: string): Promise<LoginGate> {
  const now = clock.now();
  const since = new Date(now.getTime() - loginLimits.windowMs);
  const [accountRows, byIp] = await Promise.all([
    db.selectFrom('login_failure').select(['failed_at', 'ip']).where('merchant_id', '=', merchantId).where('account_key', '=', accountKey).where('failed_at', '>', since).execute(),
    db.selectFrom('login_failure').select('failed_at').where('merchant_id', '=', merchantId).where('ip', '=', ip).where('failed_at', '>', since).execute(),
  ]);
  return loginGate({
    pair: accountRows.filter((r) => r.ip === ip).map((r) => new Date(r.failed_at)),
    account: accountRows.map((r) => new Date(r.failed_at)),
    ip: byIp.map((r) => new Date(r.failed_at)),
  }, now);
}

export async function recordLoginFailure(db: Kysely<Database>, clock: Clock, merchantId: string, accountKey: string, ip: string): Promise<void> {
  const now = clock.now();
  await db.insertInto('login_failure').values({ merchant_id: merchantId, failure_id: randomUUID(), account_key: accountKey, ip, failed_at: now }).execute();
  // Failures older than the window count for nothing; dropping this account's keeps the table small.
  await db
    .deleteFrom('login_failure')
    .where('merchant_id', '=', merchantId)
    .where('account_key', '=', accountKey)
    .where('failed_at', '<=', new Date(now.getTime() - loginLimits.windowMs))
    .execute();
}

/**
 * A successful login clears the owner's own failures on the account from this address; failures from other
 * addresses stay (the owner's success must not reset a stranger's guessing), as do this address's on other accounts
 * (one good password must not unlock a sweep).
 */
export async function clearLoginFailures(db: Kysely<Database>, merchantId: string, accountKey: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failure').where('merchant_id', '=', merchantId).where('account_key', '=', accountKey).where('ip', '=', ip).execute();
}
