// Failed logins per account and per IP, in the database so every server process counts the same attempts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loginGate, loginLimits, type LoginGate } from '../../domain/auth/login-limits.js';
import type { Clock } from './clock.js';

export async function currentLoginGate(db: Kysely<Database>, clock: Clock, merchantId: string, accountKey: string, ip: string): Promise<LoginGate> {
  const now = clock.now();
  const since = new Date(now.getTime() - loginLimits.windowMs);
  const times = (column: 'account_key' | 'ip', value: string) =>
    db
      .selectFrom('login_failure')
      .select('failed_at')
      .where('merchant_id', '=', merchantId)
      .where(column, '=', value)
      .where('failed_at', '>', since)
      .execute()
      .then((rows) => rows.map((r) => new Date(r.failed_at)));
  const [account, byIp] = await Promise.all([times('account_key', accountKey), times('ip', ip)]);
  return loginGate({ account, ip: byIp }, now);
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

/** A successful login clears the account's failures (not the IP's: one good password must not unlock a sweep). */
export async function clearLoginFailures(db: Kysely<Database>, merchantId: string, accountKey: string): Promise<void> {
  await db.deleteFrom('login_failure').where('merchant_id', '=', merchantId).where('account_key', '=', accountKey).execute();
}
