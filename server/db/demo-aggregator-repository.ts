// The demo aggregator's own game-server storage (docs/vendors.md): its players' provably fair seeds and its rounds,
// in tables of its own (demo_aggregator_*). The platform's code never reads them, and the aggregator reads nothing
// else: its money moves only through the platform's wallet callbacks.
import { sql, type Kysely } from 'kysely';
import { hashServerSeed, newClientSeed, newServerSeed } from '../domain/game/fairness.js';
import type { Database } from './schema.js';

export interface AggregatorPlayer { operator: string; player: string }

export interface AggregatorSeeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null;
}

interface SeedRow {
  server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number;
  previous_server_seed: string | null; previous_server_seed_hash: string | null; previous_client_seed: string | null; previous_next_nonce: number | null;
}

const publicOf = (row: SeedRow): AggregatorSeeds => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.next_nonce,
  previous: row.previous_server_seed === null ? null : {
    serverSeed: row.previous_server_seed, serverSeedHash: row.previous_server_seed_hash ?? '', clientSeed: row.previous_client_seed ?? '', rounds: row.previous_next_nonce ?? 0,
  },
});

const who = (p: AggregatorPlayer) => sql`operator = ${p.operator} and player = ${p.player}`;

export async function readAggregatorSeeds(db: Kysely<Database>, p: AggregatorPlayer): Promise<AggregatorSeeds> {
  const seed = newServerSeed();
  await sql`insert into demo_aggregator_seed (operator, player, server_seed, server_seed_hash, client_seed, next_nonce)
    values (${p.operator}, ${p.player}, ${seed}, ${hashServerSeed(seed)}, ${newClientSeed()}, 0) on conflict do nothing`.execute(db);
  const { rows } = await sql<SeedRow>`select * from demo_aggregator_seed where ${who(p)}`.execute(db);
  return publicOf(rows[0]!);
}

export interface AggregatorRound {
  roundId: string;
  player: string;
  gameCode: string;
  bet: number;
  win: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: Record<string, unknown>;
  /** drawn: outcome fixed, bet not yet accepted; bet: accepted, win not yet paid; closed; refused; rolled_back. */
  status: 'drawn' | 'bet' | 'closed' | 'refused' | 'rolled_back';
  /** Where its wallet callbacks go, and in which currency: the recovery settles it without the page. */
  callbackUrl: string;
  currency: string;
  createdAt: Date;
}

interface RoundRow {
  round_id: string; player: string; game_code: string; bet: string | number; win: string | number; server_seed_hash: string;
  client_seed: string; nonce: number; outcome: Record<string, unknown> | string; status: AggregatorRound['status']; created_at: Date | string;
  callback_url: string; currency: string;
}

const roundOf = (r: RoundRow): AggregatorRound => ({
  roundId: r.round_id, player: r.player, gameCode: r.game_code, bet: Number(r.bet), win: Number(r.win), serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed, nonce: r.nonce, outcome: typeof r.outcome === 'string' ? JSON.parse(r.outcome) as Record<string, unknown> : r.outcome,
  status: r.status, callbackUrl: r.callback_url, currency: r.currency, createdAt: new Date(r.created_at),
});

export async function findAggregatorRound(db: Kysely<Database>, operator: string, roundId: string): Promise<AggregatorRound | undefined> {
  const { rows } = await sql<RoundRow>`select * from demo_aggregator_round where operator = ${operator} and round_id = ${roundId}`.execute(db);
  return rows[0] ? roundOf(rows[0]) : undefined;
}

/**
 * Takes the player's next nonce and stores the round it draws, in one transaction: the outcome is fixed before
 * the bet is sent, and a retry of the round finds it instead of drawing again. Answers undefined when the round id
 * is already taken (the caller reads that round).
 */
export async function drawAggregatorRound(
  db: Kysely<Database>, p: AggregatorPlayer, roundId: string, gameCode: string, bet: number, wallet: { callbackUrl: string; currency: string },
  play: (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => { win: number; outcome: Record<string, unknown> }, at: Date,
): Promise<AggregatorRound | undefined> {
  await readAggregatorSeeds(db, p);
  return db.transaction().execute(async (trx) => {
    const taken = await sql`select 1 from demo_aggregator_round where operator = ${p.operator} and round_id = ${roundId}`.execute(trx);
    if (taken.rows.length > 0) return undefined;
    const { rows } = await sql<SeedRow>`update demo_aggregator_seed set next_nonce = next_nonce + 1 where ${who(p)}
      returning server_seed, server_seed_hash, client_seed, next_nonce - 1 as next_nonce`.execute(trx);
    const seeds = rows[0]!;
    const { win, outcome } = play({ serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce: seeds.next_nonce });
    const inserted = await sql<RoundRow>`
      insert into demo_aggregator_round (operator, round_id, player, game_code, bet, win, server_seed_hash, client_seed, nonce, outcome, status,
        callback_url, currency, created_at)
      values (${p.operator}, ${roundId}, ${p.player}, ${gameCode}, ${bet}, ${win}, ${seeds.server_seed_hash}, ${seeds.client_seed}, ${seeds.next_nonce},
        ${JSON.stringify(outcome)}::jsonb, 'drawn', ${wallet.callbackUrl}, ${wallet.currency}, ${at}::timestamptz)
      on conflict do nothing returning *`.execute(trx);
    return inserted.rows[0] ? roundOf(inserted.rows[0]) : undefined;
  });
}

export async function setAggregatorRoundStatus(db: Kysely<Database>, operator: string, roundId: string, status: AggregatorRound['status']): Promise<void> {
  await sql`update demo_aggregator_round set status = ${status} where operator = ${operator} and round_id = ${roundId}`.execute(db);
}

/** Rounds whose bet was accepted but whose win was never confirmed, older than the cutoff: the recovery retries them.
 * Card hands have their own recovery (demo-aggregator-cards-repository.ts: a hand may be mid-play). */
export async function unfinishedAggregatorRounds(db: Kysely<Database>, before: Date, limit: number): Promise<(AggregatorRound & { operator: string })[]> {
  const { rows } = await sql<RoundRow & { operator: string }>`select * from demo_aggregator_round
    where status in ('drawn', 'bet') and outcome->>'kind' is distinct from 'cards' and created_at < ${before}::timestamptz
    order by created_at limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...roundOf(r), operator: r.operator }));
}

export type RotateAnswer = { ok: true; seeds: AggregatorSeeds } | { ok: false; code: 'round_open' };

/** Reveals the server seed and commits to a new one; refused while a round of the player is unfinished. */
export async function rotateAggregatorSeeds(db: Kysely<Database>, p: AggregatorPlayer, clientSeed: string | undefined): Promise<RotateAnswer> {
  await readAggregatorSeeds(db, p);
  return db.transaction().execute(async (trx) => {
    await sql`select 1 from demo_aggregator_seed where ${who(p)} for update`.execute(trx);
    const open = await sql`select 1 from demo_aggregator_round where ${who(p)} and status in ('drawn', 'bet') limit 1`.execute(trx);
    if (open.rows.length > 0) return { ok: false as const, code: 'round_open' as const };
    const seed = newServerSeed();
    const { rows } = await sql<SeedRow>`update demo_aggregator_seed set
        previous_server_seed = server_seed, previous_server_seed_hash = server_seed_hash, previous_client_seed = client_seed,
        previous_next_nonce = next_nonce, server_seed = ${seed}, server_seed_hash = ${hashServerSeed(seed)},
        client_seed = coalesce(${clientSeed ?? null}, client_seed), next_nonce = 0
      where ${who(p)} returning *`.execute(trx);
    return { ok: true as const, seeds: publicOf(rows[0]!) };
  });
}
