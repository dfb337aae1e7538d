// The provably fair seeds of each member at a vendor (game_seed): the current server seed (secret, its hash
// published), the client seed and the next nonce; and the previous seed pair, revealed by the last rotation.
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashServerSeed, newClientSeed, newServerSeed } from '../domain/game/fairness.js';
import type { Database } from './schema.js';

export interface SeedOwner {
  merchantId: string;
  memberId: string;
  vassalage: string;
}

export interface PublicSeeds {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round. */
  nonce: number;
  /** The seeds of the last rotation, server seed revealed, with the number of rounds played on them. */
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null;
}

/** The seeds a round is drawn with and its nonce. */
export interface DrawSeeds { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }

interface SeedRow {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  previous_server_seed: string | null;
  previous_server_seed_hash: string | null;
  previous_client_seed: string | null;
  previous_next_nonce: number | null;
}

/** Creates the member's seeds on first play; outside any transaction, so it holds no lock. */
export async function ensureSeeds(db: Kysely<Database>, owner: SeedOwner, now: Date): Promise<void> {
  const serverSeed = newServerSeed();
  await sql`
    insert into game_seed (merchant_id, member_id, vassalage, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
    values (${owner.merchantId}, ${owner.memberId}, ${owner.vassalage}, ${serverSeed}, ${hashServerSeed(serverSeed)}, ${newClientSeed()}, 0, ${now}::timestamptz)
    on conflict do nothing`.execute(db);
}

function publicOf(row: SeedRow): PublicSeeds {
  return {
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.next_nonce,
    previous: row.previous_server_seed === null
      ? null
      : { serverSeed: row.previous_server_seed, serverSeedHash: row.previous_server_seed_hash ?? '', clientSeed: row.previous_client_seed ?? '', rounds: row.previous_next_nonce ?? 0 },
  };
}

const where = (o: SeedOwner) => sql`merchant_id = ${o.merchantId} and member_id = ${o.memberId} and vassalage = ${o.vassalage}`;

export async function readSeeds(db: Kysely<Database>, owner: SeedOwner, now: Date): Promise<PublicSeeds> {
  await ensureSeeds(db, owner, now);
  const { rows } = await sql<SeedRow>`select * from game_seed where ${where(owner)}`.execute(db);
  return publicOf(rows[0]!);
}

/**
 * Inside the round's transaction: locks the seeds, takes the next nonce and answers the seeds to draw with. Seeds the
 * member does not have yet are created by the same statement (the page shows them before the first play, through
 * readSeeds, so this is the API-only first round), which saves the round a statement.
 */
export async function takeNonce(trx: Transaction<Database>, owner: SeedOwner, now: Date = new Date()): Promise<DrawSeeds> {
  const serverSeed = newServerSeed();
  const { rows } = await sql<SeedRow>`
    insert into game_seed (merchant_id, member_id, vassalage, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
    values (${owner.merchantId}, ${owner.memberId}, ${owner.vassalage}, ${serverSeed}, ${hashServerSeed(serverSeed)}, ${newClientSeed()}, 1, ${now}::timestamptz)
    on conflict (merchant_id, member_id, vassalage) do update set next_nonce = game_seed.next_nonce + 1
    returning server_seed, server_seed_hash, client_seed, next_nonce - 1 as next_nonce`.execute(trx);
  const row = rows[0]!;
  return { serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.next_nonce };
}

/** The seeds to draw the next round with, read outside any transaction (the one-round-trip debit checks they still hold). */
export async function seedsToDraw(db: Kysely<Database>, owner: SeedOwner): Promise<DrawSeeds | undefined> {
  const { rows } = await sql<SeedRow>`select server_seed, server_seed_hash, client_seed, next_nonce from game_seed where ${where(owner)}`.execute(db);
  const row = rows[0];
  return row ? { serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.next_nonce) } : undefined;
}

export type RotateResult = { ok: true; seeds: PublicSeeds } | { ok: false; code: 'round_open' };

/**
 * Reveals the current server seed and commits to a new one; the client seed becomes the one given (or stays), the
 * nonce starts again at 0. Refused while a round of the member at this vendor is open: its outcome is drawn but not
 * yet shown, and the revealed seed would tell it (the member could then roll back a losing bet).
 */
export async function rotateSeeds(db: Kysely<Database>, owner: SeedOwner, clientSeed: string | undefined, now: Date): Promise<RotateResult> {
  await ensureSeeds(db, owner, now);
  return db.transaction().execute(async (trx) => {
    await sql`select 1 from game_seed where ${where(owner)} for update`.execute(trx);
    // A fun player's rounds are kept apart (livery-fun-repository.ts); the same rule holds for them.
    const open = await sql<{ n: number }>`
      select 1 as n from game_round
      where merchant_id = ${owner.merchantId} and member_id = ${owner.memberId} and vassalage = ${owner.vassalage} and status = 'open'
      union all
      select 1 as n from livery_fun_round
      where merchant_id = ${owner.merchantId} and member_id = ${owner.memberId} and vassalage = ${owner.vassalage} and status = 'open'
      limit 1`.execute(trx);
    if (open.rows.length > 0) return { ok: false as const, code: 'round_open' as const };
    const serverSeed = newServerSeed();
    const { rows } = await sql<SeedRow>`
      update game_seed set
        previous_server_seed = server_seed, previous_server_seed_hash = server_seed_hash,
        previous_client_seed = client_seed, previous_next_nonce = next_nonce,
        server_seed = ${serverSeed}, server_seed_hash = ${hashServerSeed(serverSeed)},
        client_seed = coalesce(${clientSeed ?? null}, client_seed), next_nonce = 0
      where ${where(owner)}
      returning *`.execute(trx);
    return { ok: true as const, seeds: publicOf(rows[0]!) };
  });
}

/** A member's in-house round's fair-play inputs, with its server seed when the last rotation revealed it. */
export async function roundSeedsOf(db: Kysely<Database>, owner: SeedOwner, roundId: string): Promise<{
  serverSeedHash: string; serverSeed: string | null; clientSeed: string; nonce: number; game: string | null;
} | undefined> {
  const { rows } = await sql<{ server_seed_hash: string | null; client_seed: string | null; nonce: number | string | null; game: string | null; previous_server_seed: string | null; previous_server_seed_hash: string | null }>`
    select r.server_seed_hash, r.client_seed, r.nonce, r.outcome->>'game' as game, s.previous_server_seed, s.previous_server_seed_hash
    from game_round r
    left join game_seed s on s.merchant_id = r.merchant_id and s.member_id = r.member_id and s.vassalage = r.vassalage
    where r.merchant_id = ${owner.merchantId} and r.member_id = ${owner.memberId} and r.vassalage = ${owner.vassalage} and r.round_id = ${roundId}`.execute(db);
  const r = rows[0];
  if (!r || r.server_seed_hash === null || r.client_seed === null || r.nonce === null) return undefined;
  return {
    serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: Number(r.nonce), game: r.game,
    serverSeed: r.previous_server_seed_hash === r.server_seed_hash ? r.previous_server_seed : null,
  };
}
