// Fun play of the in-house games (docs/demo-game.md "Fun play"): the fun player of each fun launch, found by its game
// token like a member's game session, and its play money. Each launch is a new fun player with the opening balance;
// players whose launch expired go, with their rounds and seeds, when the next fun launch of the merchant comes.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { gameSessionTtlMs, type GameSession } from './game-session-repository.js';
import type { Database } from './schema.js';

const digest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The table of a session's rounds: a member's in game_round, a fun player's apart (no record reads it). */
export type RoundTable = 'game_round' | 'livery_fun_round';
export const roundTableOf = (session: Pick<GameSession, 'fun'>): RoundTable => (session.fun ? 'livery_fun_round' : 'game_round');

export interface FunLaunch {
  merchantId: string;
  nodeId: string;
  vassalage: string;
  gameType: string;
  language: string;
  /** The play money a fun player starts with (minor units). */
  opening: number;
}

/** A new fun player and its game token; expired fun players of the merchant go (their rounds and seeds with them). */
export async function createFunSession(db: Kysely<Database>, launch: FunLaunch, now: Date): Promise<{ token: string; playerId: string }> {
  const token = randomBytes(32).toString('base64url');
  const playerId = `fun-${randomUUID()}`;
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ player_id: string }>`
      delete from livery_fun_session where merchant_id = ${launch.merchantId} and expires_at < ${now}::timestamptz returning player_id`.execute(trx);
    const gone = rows.map((r) => r.player_id);
    if (gone.length > 0) {
      await sql`delete from livery_fun_round where merchant_id = ${launch.merchantId} and member_id in (${sql.join(gone)})`.execute(trx);
      await sql`delete from game_seed where merchant_id = ${launch.merchantId} and member_id in (${sql.join(gone)})`.execute(trx);
    }
    await sql`
      insert into livery_fun_session (merchant_id, token_hash, player_id, node_id, game_type, language, balance, created_at, expires_at)
      values (${launch.merchantId}, ${digest(token)}, ${playerId}, ${launch.nodeId}, ${launch.gameType}, ${launch.language},
        ${launch.opening}::bigint, ${now}::timestamptz, ${new Date(now.getTime() + gameSessionTtlMs)}::timestamptz)`.execute(trx);
  });
  return { token, playerId };
}

/** The live fun session of a token on a merchant, as a game session (fun: true; memberId is the fun player), or null. */
export async function findFunSession(db: Kysely<Database>, merchantId: string, token: string, now: Date, vassalage: string): Promise<GameSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const { rows } = await sql<{ player_id: string; node_id: string; game_type: string; language: string; expires_at: Date | string }>`
    select player_id, node_id, game_type, language, expires_at from livery_fun_session
    where merchant_id = ${merchantId} and token_hash = ${digest(token)} and expires_at > ${now}::timestamptz`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    merchantId, memberId: row.player_id, nodeId: row.node_id, vassalage, gameType: row.game_type, language: row.language,
    expiresAt: new Date(row.expires_at), fun: true,
  };
}

/** A fun player's play money (0 once the player is gone). */
export async function funBalanceOf(db: Kysely<Database>, merchantId: string, playerId: string): Promise<bigint> {
  const { rows } = await sql<{ balance: string | number }>`
    select balance from livery_fun_session where merchant_id = ${merchantId} and player_id = ${playerId}`.execute(db);
  return BigInt(rows[0]?.balance ?? 0);
}

/**
 * Inside a round step's transaction: moves a fun player's play money by `delta` under its row lock. A bet above the
 * balance moves nothing and answers null, as the wallet refuses a member's.
 */
export async function moveFunMoney(trx: Transaction<Database>, merchantId: string, playerId: string, delta: bigint): Promise<bigint | null> {
  const { rows } = await sql<{ balance: string | number }>`
    update livery_fun_session set balance = balance + ${delta.toString()}::bigint
    where merchant_id = ${merchantId} and player_id = ${playerId} and balance + ${delta.toString()}::bigint >= 0
    returning balance`.execute(trx);
  return rows[0] ? BigInt(rows[0].balance) : null;
}

/** Inside a fun bet's transaction, before its round is looked at: locks the fun player, so its steps run one at a time. */
export async function lockFunPlayer(trx: Transaction<Database>, merchantId: string, playerId: string): Promise<void> {
  await sql`select 1 from livery_fun_session where merchant_id = ${merchantId} and player_id = ${playerId} for update`.execute(trx);
}
