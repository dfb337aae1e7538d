// The in-house mini games' rounds (Lantern Mines, Lantern Hi-Lo, Crash, Plinko; docs/demo-game.md) are game_round
// rows of the seamless wallet (a fun player's are livery_fun_round rows, the same columns), whose outcome (jsonb) carries the round's state between moves. The wallet writes the
// money steps (debit, credit); these queries read a round, lock it to store a move, and find the rounds players
// left open.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RoundTable } from './livery-fun-repository.js';
import type { Database } from './schema.js';

export interface MiniRoundRow {
  merchantId: string;
  roundId: string;
  memberId: string;
  nodeId: string;
  vassalage: string;
  gameType: string;
  status: 'open' | 'settled' | 'rolled_back';
  betAmount: number;
  winAmount: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: Record<string, unknown>;
  createdAt: Date;
  settledAt: Date | null;
}

interface Row {
  merchant_id: string; round_id: string; member_id: string; node_id: string; vassalage: string; game_type: string;
  status: MiniRoundRow['status']; bet_amount: string | number; win_amount: string | number; server_seed_hash: string | null;
  client_seed: string | null; nonce: number | null; outcome: Record<string, unknown> | string | null; created_at: Date | string; settled_at: Date | string | null;
}

const columns = sql`merchant_id, round_id, member_id, node_id, vassalage, game_type, status, bet_amount, win_amount, server_seed_hash, client_seed, nonce, outcome, created_at, settled_at`;

const toRound = (r: Row): MiniRoundRow => ({
  merchantId: r.merchant_id, roundId: r.round_id, memberId: r.member_id, nodeId: r.node_id, vassalage: r.vassalage, gameType: r.game_type,
  status: r.status, betAmount: Number(r.bet_amount), winAmount: Number(r.win_amount), serverSeedHash: r.server_seed_hash ?? '',
  clientSeed: r.client_seed ?? '', nonce: r.nonce ?? 0,
  outcome: r.outcome === null ? {} : typeof r.outcome === 'string' ? JSON.parse(r.outcome) as Record<string, unknown> : r.outcome,
  createdAt: new Date(r.created_at), settledAt: r.settled_at === null ? null : new Date(r.settled_at),
});

type Db = Kysely<Database> | Transaction<Database>;

export async function findMiniRound(db: Db, merchantId: string, roundId: string, table: RoundTable = 'game_round'): Promise<MiniRoundRow | undefined> {
  const { rows } = await sql<Row>`select ${columns} from ${sql.table(table)} where merchant_id = ${merchantId} and round_id = ${roundId}`.execute(db);
  return rows[0] ? toRound(rows[0]) : undefined;
}

/** The member's (or fun player's) open round of a game (node), if any. */
export async function openMiniRoundOf(db: Db, merchantId: string, memberId: string, nodeId: string, table: RoundTable = 'game_round'): Promise<MiniRoundRow | undefined> {
  const { rows } = await sql<Row>`
    select ${columns} from ${sql.table(table)}
    where merchant_id = ${merchantId} and member_id = ${memberId} and node_id = ${nodeId} and status = 'open'
    order by created_at desc limit 1`.execute(db);
  return rows[0] ? toRound(rows[0]) : undefined;
}

/** Inside a move's transaction: the round, locked until the move is stored. */
export async function lockMiniRound(trx: Transaction<Database>, merchantId: string, roundId: string, table: RoundTable = 'game_round'): Promise<MiniRoundRow | undefined> {
  const { rows } = await sql<Row>`select ${columns} from ${sql.table(table)} where merchant_id = ${merchantId} and round_id = ${roundId} for update`.execute(trx);
  return rows[0] ? toRound(rows[0]) : undefined;
}

/** Stores an open round's next state (its win is paid by the wallet's credit when the state says the round is done). */
export async function saveMiniOutcome(trx: Transaction<Database>, merchantId: string, roundId: string, outcome: Record<string, unknown>, table: RoundTable = 'game_round'): Promise<void> {
  await sql`update ${sql.table(table)} set outcome = ${JSON.stringify(outcome)}::jsonb
    where merchant_id = ${merchantId} and round_id = ${roundId} and status = 'open'`.execute(trx);
}

/** Open rounds of the given in-house games whose last move is older than the cutoff (players who left mid-round). */
export async function staleMiniRounds(db: Kysely<Database>, games: readonly string[], before: Date, limit: number): Promise<MiniRoundRow[]> {
  if (games.length === 0) return [];
  const { rows } = await sql<Row>`
    select ${columns} from game_round
    where status = 'open' and vassalage = 'LIVERY' and outcome->>'game' in (${sql.join(games)})
      and coalesce((outcome->>'movedAt')::timestamptz, created_at) < ${before}::timestamptz
    order by created_at limit ${limit}`.execute(db);
  return rows.map(toRound);
}
