// The balance endpoint's one statement: the session row of a bearer token's hash joined to the member's wallets of
// the merchant's currency. The header polls the balance all the time, and on PGlite each statement costs more than
// the rest of the request, so there the answer is kept in memory until a commit changes the session or the member's
// wallets (session-wallets-cache.ts); on PostgreSQL the session is read afresh on every request (a logout ends it at
// once on every server) and the balances come straight from account_balance. The caller checks the row with
// acceptSession and refusedSession before it shows anything, cached or not (expiry is a matter of the clock).
import type { Kysely } from 'kysely';
import { sessionColumns } from './session-store.js';
import { memberWalletsOf } from './member-wallets.js';
import type { Database } from './schema.js';
import { sessionWalletsCacheOf, type SessionWallets } from './session-wallets-cache.js';

export type { SessionWallets } from './session-wallets-cache.js';

/** The session row and the member's wallets, or undefined when the merchant has no session of that token hash. */
export async function readSessionWallets(db: Kysely<Database>, merchantId: string, tokenHash: string, currency: string): Promise<SessionWallets | undefined> {
  const cache = sessionWalletsCacheOf(db);
  const load = () => loadSessionWallets(db, merchantId, tokenHash, currency);
  return cache ? cache.read(merchantId, tokenHash, currency, load) : load();
}

async function loadSessionWallets(db: Kysely<Database>, merchantId: string, tokenHash: string, currency: string): Promise<SessionWallets | undefined> {
  const rows = await db
    .selectFrom('member_session as s')
    // A left join: a member who never held money has a session and no wallet row yet.
    .leftJoin('account_balance as a', (join) =>
      join.onRef('a.merchant_id', '=', 's.merchant_id').onRef('a.member_id', '=', 's.member_id').on('a.currency', '=', currency))
    .select(sessionColumns.map((c) => `s.${c}` as const))
    .select(['a.kind', 'a.vendor', 'a.balance'])
    .where('s.merchant_id', '=', merchantId)
    .where('s.token_hash', '=', tokenHash)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const { kind: _kind, vendor: _vendor, balance: _balance, ...session } = first;
  return { session, wallets: memberWalletsOf(rows) };
}
