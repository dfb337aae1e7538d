// The balance endpoint's session and wallets kept in memory, on the embedded database only (docs/money.md, Bench: the
// balance endpoint). The header polls the balance all the time and on PGlite its one statement costs several times
// the rest of the request; a cached answer must never be wrong, so:
// - triggers on account_balance and member_session notify on channel livery_cache, from the committing transaction,
//   the member whose wallet row changed or the session whose row changed (a posting, a touch, a logout, a password
//   change, a deletion; a truncate clears everything). Every write is seen, whatever path made it: the ledger's
//   functions, the group commit's batches, the vendor callbacks, a test's own SQL. A rolled-back write notifies nothing.
// - PGlite delivers a notification while it reads the commit's answer (a microtask queued before the commit's promise
//   settles), and the database's thread posts it before that answer (pglite-thread-worker.mjs), so the entry is gone
//   before the caller that committed can answer anyone.
// - a read that was in flight when a notification about its session or member arrived is not kept (it may have read
//   the rows before the commit).
// Only PGlite: its data folder is opened by one process, so every write is this process's. On PostgreSQL other
// nodes write too, and a notification reaches this node on its listening connection with no order against the
// writer's own answer; there the balance keeps reading the database (one statement) on every request.
import { sql, type Kysely } from 'kysely';
import type { MemberWallets } from './member-wallets.js';
import { embeddedOf } from './open-database.js';
import type { Database } from './schema.js';
import { hashOf, unlessStamped } from './seed-stamps.js';
import type { SessionRow } from './session-store.js';

export interface SessionWallets {
  session: SessionRow;
  wallets: MemberWallets;
}

const channel = 'livery_cache';
/** Between the merchant and the member or token hash in a key (neither contains it). */
const SEP = '\u001f';
/** Entries kept at most, each map (the oldest forgotten first): about 1 kB each. */
const maxEntries = 20_000;

export const sessionKey = (merchantId: string, tokenHash: string) => `s${merchantId}${SEP}${tokenHash}`;
export const memberKey = (merchantId: string, memberId: string) => `b${merchantId}${SEP}${memberId}`;

interface Flight {
  tokenKey: string;
  /** Known when the session was cached and only the wallets are read. */
  memberKey: string | undefined;
  stale: boolean;
}

export class SessionWalletsCache {
  private readonly sessions = new Map<string, { session: SessionRow; memberKey: string }>();
  /** memberKey -> currency -> wallets. */
  private readonly wallets = new Map<string, Map<string, MemberWallets>>();
  private readonly flights = new Set<Flight>();

  /** A notification's payload: the key of a session or a member, or `*` for everything. */
  forget(payload: string): void {
    if (payload === '*') {
      this.sessions.clear();
      this.wallets.clear();
      for (const f of this.flights) f.stale = true;
      return;
    }
    const isSession = payload.startsWith('s');
    if (isSession) this.sessions.delete(payload);
    else this.wallets.delete(payload);
    for (const f of this.flights) {
      if (isSession ? f.tokenKey === payload : f.memberKey === undefined || f.memberKey === payload) f.stale = true;
    }
  }

  async read(
    merchantId: string, tokenHash: string, currency: string,
    load: () => Promise<SessionWallets | undefined>,
  ): Promise<SessionWallets | undefined> {
    const tokenKey = sessionKey(merchantId, tokenHash);
    const known = this.sessions.get(tokenKey);
    const wallets = known && this.wallets.get(known.memberKey)?.get(currency);
    if (known && wallets) return { session: known.session, wallets };
    const flight: Flight = { tokenKey, memberKey: known?.memberKey, stale: false };
    this.flights.add(flight);
    try {
      const read = await load();
      if (read && !flight.stale) this.keep(tokenKey, memberKey(merchantId, read.session.member_id), currency, read);
      return read;
    } finally {
      this.flights.delete(flight);
    }
  }

  private keep(tokenKey: string, member: string, currency: string, read: SessionWallets): void {
    bounded(this.sessions).set(tokenKey, { session: read.session, memberKey: member });
    let byCurrency = this.wallets.get(member);
    if (!byCurrency) bounded(this.wallets).set(member, (byCurrency = new Map()));
    byCurrency.set(currency, read.wallets);
  }
}

function bounded<V>(map: Map<string, V>): Map<string, V> {
  if (map.size >= maxEntries) map.delete(map.keys().next().value!);
  return map;
}

interface Installed {
  cache: SessionWalletsCache;
  users: number;
  unlisten: () => Promise<void>;
}

const installed = new WeakMap<Kysely<Database>, Installed>();

/** The cache of a database that has one (PGlite with at least one app running on it). */
export function sessionWalletsCacheOf(db: Kysely<Database>): SessionWalletsCache | undefined {
  return installed.get(db)?.cache;
}

/**
 * Starts the cache on an embedded database (nothing on PostgreSQL): creates the notifying triggers (idempotent; they
 * stay in the data folder and cost a notification per member wallet row written) and listens. Apps sharing one
 * database share its cache. Returns what stops this app's use of it.
 */
export async function startSessionWalletsCache(db: Kysely<Database>): Promise<() => Promise<void>> {
  const embedded = embeddedOf(db);
  if (!embedded) return async () => {};
  let entry = installed.get(db);
  if (!entry) {
    await installCacheTriggers(db);
    const cache = new SessionWalletsCache();
    const unlisten = await embedded.listen(channel, (payload) => cache.forget(payload));
    entry = { cache, users: 0, unlisten };
    installed.set(db, entry);
  }
  entry.users++;
  const mine = entry;
  return async () => {
    if (--mine.users > 0 || installed.get(db) !== mine) return;
    installed.delete(db);
    // The database may already be closed (a test closing it first): nothing is listening any more either way.
    await mine.unlisten().catch(() => {});
  };
}

/**
 * The notifying triggers, created or replaced in this order. Installed once per text (seed-stamps.ts): a start that
 * replaced them every time ran seven cold DDL statements, about 0.15 s of PGlite's start.
 */
const cacheTriggerStatements = [
  `
    create or replace function livery_cache_member() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.member_id is not null then
        perform pg_notify('livery_cache', 'b' || old.merchant_id || chr(31) || old.member_id);
      end if;
      if tg_op <> 'DELETE' and new.member_id is not null and (tg_op = 'INSERT' or new.member_id is distinct from old.member_id) then
        perform pg_notify('livery_cache', 'b' || new.merchant_id || chr(31) || new.member_id);
      end if;
      return null;
    end $$`,
  `
    create or replace function livery_cache_session() returns trigger language plpgsql as $$
    begin
      perform pg_notify('livery_cache', 's' || old.merchant_id || chr(31) || old.token_hash);
      return null;
    end $$`,
  `
    create or replace function livery_cache_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify('livery_cache', '*');
      return null;
    end $$`,
  `create or replace trigger livery_cache_balance after insert or update or delete on account_balance for each row execute function livery_cache_member()`,
  `create or replace trigger livery_cache_balance_truncate after truncate on account_balance for each statement execute function livery_cache_all()`,
  // A session is only cached once it exists: its later changes and its deletion are what matter.
  `create or replace trigger livery_cache_session after update or delete on member_session for each row execute function livery_cache_session()`,
  `create or replace trigger livery_cache_session_truncate after truncate on member_session for each statement execute function livery_cache_all()`,
];

async function installCacheTriggers(db: Kysely<Database>): Promise<void> {
  await unlessStamped(db, 'session-cache-triggers', hashOf(cacheTriggerStatements), async () => {
    for (const statement of cacheTriggerStatements) await sql.raw(statement).execute(db);
  });
}
