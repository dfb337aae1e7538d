// Game sessions: the launch token a game page and its vendor use to call the seamless wallet. Bound to one member
// and one game, valid for a limited time, and stored only as its SHA-256 (a stolen table opens no game).
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { batchedLookup } from './lookup-batch.js';
import type { Database } from './schema.js';

/** How long a launched game may call the wallet. The page asks for a new launch after it. */
export const gameSessionTtlMs = 2 * 60 * 60 * 1000;

export interface GameSession {
  merchantId: string;
  memberId: string;
  nodeId: string;
  vassalage: string;
  gameType: string;
  language: string;
  expiresAt: Date;
  /** A fun launch (docs/demo-game.md "Fun play"): memberId is a fun player, money is play money, nothing reaches the ledger. */
  fun?: boolean;
}

const digest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** What the table stores of a token (a statement that finds the session itself takes this). */
export const tokenHashOf = digest;

export async function createGameSession(db: Kysely<Database>, session: Omit<GameSession, 'expiresAt'>, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + gameSessionTtlMs);
  await sql`
    insert into game_session (merchant_id, token_hash, member_id, node_id, vassalage, game_type, language, created_at, expires_at)
    values (${session.merchantId}, ${digest(token)}, ${session.memberId}, ${session.nodeId}, ${session.vassalage}, ${session.gameType},
      ${session.language}, ${now}::timestamptz, ${expiresAt}::timestamptz)`.execute(db);
  // Expired sessions of the merchant go as new ones come: the table stays as small as the sessions in play.
  await sql`delete from game_session where merchant_id = ${session.merchantId} and expires_at < ${now}::timestamptz`.execute(db);
  return { token, expiresAt };
}

interface SessionLookup { merchantId: string; tokenHash: string; now: Date }
interface SessionRowOf { member_id: string; node_id: string; vassalage: string; game_type: string; language: string; expires_at: Date | string }

/**
 * The live sessions of the tokens asked in one turn, in one statement (lookup-batch.ts): every game call starts with
 * it, so under load the calls arriving together share it. Each key keeps its own time for the expiry.
 */
const liveSession = batchedLookup<Database, SessionLookup, SessionRowOf>(async (db, keys) => {
  const { rows } = await sql<SessionRowOf & { i: string | number }>`
    select q.i, s.member_id, s.node_id, s.vassalage, s.game_type, s.language, s.expires_at
    from unnest(${keys.map((k) => k.merchantId)}::text[], ${keys.map((k) => k.tokenHash)}::text[], ${keys.map((k) => k.now.toISOString())}::timestamptz[])
      with ordinality as q(merchant_id, token_hash, at, i)
    join game_session s on s.merchant_id = q.merchant_id and s.token_hash = q.token_hash and s.expires_at > q.at`.execute(db);
  const found: (SessionRowOf | undefined)[] = keys.map(() => undefined);
  for (const row of rows) found[Number(row.i) - 1] = row;
  return found;
});

/** The live session of a token on a merchant, or null (unknown, expired or another merchant's). */
export async function findGameSession(db: Kysely<Database>, merchantId: string, token: string, now: Date): Promise<GameSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const row = await liveSession(db, { merchantId, tokenHash: digest(token), now });
  if (!row) return null;
  return {
    merchantId, memberId: row.member_id, nodeId: row.node_id, vassalage: row.vassalage, gameType: row.game_type,
    language: row.language, expiresAt: new Date(row.expires_at),
  };
}

/**
 * The live session of a token with, in the same statement, whether its vendor's lane is under maintenance (a bet's
 * two checks in one round trip); null like findGameSession.
 */
export async function findGameSessionForBet(db: Kysely<Database>, merchantId: string, token: string, now: Date): Promise<{ session: GameSession; underMaintenance: boolean } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const { rows } = await sql<{ member_id: string; node_id: string; vassalage: string; game_type: string; language: string; expires_at: Date | string; maintenance: boolean }>`
    select s.member_id, s.node_id, s.vassalage, s.game_type, s.language, s.expires_at,
      exists (select 1 from game_vendor v where v.game_type = s.game_type and v.vassalage = s.vassalage and v.under_maintenance) as maintenance
    from game_session s
    where s.merchant_id = ${merchantId} and s.token_hash = ${digest(token)} and s.expires_at > ${now}::timestamptz`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    session: {
      merchantId, memberId: row.member_id, nodeId: row.node_id, vassalage: row.vassalage, gameType: row.game_type,
      language: row.language, expiresAt: new Date(row.expires_at),
    },
    underMaintenance: row.maintenance,
  };
}
