// The demo aggregator's progressive jackpot pools (docs/vendors.md "Progressive jackpots"), in its own tables
// (demo_aggregator_jackpot*). The award of a round runs once its bet is accepted by the operator: in one transaction
// it records the round's entry (a second award of the same round finds it and changes nothing), adds the round's
// share to every pool, pays the pool its draw triggered (reset to the seed) and adds the jackpot to the round's win,
// which the aggregator then sends in the normal win callback.
import { sql, type Kysely } from 'kysely';
import {
  contributionOf, jackpotTiers, payPool, poolScale, seedOf, type JackpotDraw, type JackpotTierId,
} from '../domain/game/engines/jackpot.js';
import type { Database } from './schema.js';

export interface JackpotPool {
  tier: JackpotTierId;
  /** Whole minor units the pool would pay now. */
  amount: number;
  seed: number;
  wins: number;
  lastWin: number | null;
  lastWonAt: Date | null;
}

interface PoolRow { tier: JackpotTierId; pool_e4: string | number; seed: string | number; wins: number; last_win: string | number | null; last_won_at: Date | string | null }

/** The pools of an operator and currency, tier order; a pool never played yet shows its seed. */
export async function readJackpotPools(db: Kysely<Database>, operator: string, currency: string, step: number): Promise<JackpotPool[]> {
  const { rows } = await sql<PoolRow>`select tier, pool_e4, seed, wins, last_win, last_won_at from demo_aggregator_jackpot
    where operator = ${operator} and currency = ${currency}`.execute(db);
  return jackpotTiers.map((t) => {
    const row = rows.find((r) => r.tier === t.id);
    if (!row) return { tier: t.id, amount: seedOf(t, step), seed: seedOf(t, step), wins: 0, lastWin: null, lastWonAt: null };
    return {
      tier: t.id, amount: Math.floor(Number(row.pool_e4) / poolScale), seed: Number(row.seed), wins: row.wins,
      lastWin: row.last_win === null ? null : Number(row.last_win), lastWonAt: row.last_won_at === null ? null : new Date(row.last_won_at),
    };
  });
}

export interface JackpotRound { operator: string; roundId: string; currency: string; bet: number }

/**
 * Feeds the pools with an accepted bet and pays the jackpot its draw triggered; answers the jackpot won (0 for none).
 * Idempotent by round: a second call answers the first one's amount.
 */
export async function awardJackpot(db: Kysely<Database>, round: JackpotRound, draw: JackpotDraw, at: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const entered = await sql`insert into demo_aggregator_jackpot_entry (operator, round_id, currency, bet, tier, amount, status, created_at)
      values (${round.operator}, ${round.roundId}, ${round.currency}, ${round.bet}, ${draw.tier}, 0, 'applied', ${at}::timestamptz)
      on conflict do nothing returning round_id`.execute(trx);
    if (entered.rows.length === 0) {
      const { rows } = await sql<{ amount: string | number }>`select amount from demo_aggregator_jackpot_entry
        where operator = ${round.operator} and round_id = ${round.roundId}`.execute(trx);
      return Number(rows[0]?.amount ?? 0);
    }
    let won = 0;
    // Tier order (grand, major, mini) in every transaction: concurrent spins lock the pools in one order.
    for (const t of jackpotTiers) {
      const seed = seedOf(t, draw.step);
      await sql`insert into demo_aggregator_jackpot (operator, currency, tier, pool_e4, seed)
        values (${round.operator}, ${round.currency}, ${t.id}, ${seed * poolScale}, ${seed}) on conflict do nothing`.execute(trx);
      const { rows } = await sql<{ pool_e4: string | number; seed: string | number }>`update demo_aggregator_jackpot
        set pool_e4 = pool_e4 + ${contributionOf(t, round.bet)}
        where operator = ${round.operator} and currency = ${round.currency} and tier = ${t.id} returning pool_e4, seed`.execute(trx);
      if (draw.tier !== t.id) continue;
      const { paid, after } = payPool(Number(rows[0]!.pool_e4), Number(rows[0]!.seed));
      won = paid;
      await sql`update demo_aggregator_jackpot set pool_e4 = ${after}, wins = wins + 1, last_win = ${paid}, last_won_at = ${at}::timestamptz
        where operator = ${round.operator} and currency = ${round.currency} and tier = ${t.id}`.execute(trx);
    }
    if (won > 0) {
      await sql`update demo_aggregator_jackpot_entry set amount = ${won} where operator = ${round.operator} and round_id = ${round.roundId}`.execute(trx);
      await sql`update demo_aggregator_round set win = win + ${won}, outcome = jsonb_set(outcome, '{jackpot,amount}', to_jsonb(${won}::bigint))
        where operator = ${round.operator} and round_id = ${round.roundId}`.execute(trx);
    }
    return won;
  });
}

/**
 * Undoes an award whose round the operator rolled back (its win was refused): the contribution leaves the pools and
 * a jackpot it won goes back into its pool above the seed it was reset to. Once only.
 */
export async function revertJackpot(db: Kysely<Database>, operator: string, roundId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ currency: string; bet: string | number; tier: JackpotTierId | null; amount: string | number }>`
      update demo_aggregator_jackpot_entry set status = 'reverted' where operator = ${operator} and round_id = ${roundId} and status = 'applied'
      returning currency, bet, tier, amount`.execute(trx);
    const entry = rows[0];
    if (!entry) return;
    for (const t of jackpotTiers) {
      const back = entry.tier === t.id ? sql`+ ${Number(entry.amount) * poolScale} - seed * ${poolScale}` : sql``;
      await sql`update demo_aggregator_jackpot set pool_e4 = pool_e4 - ${contributionOf(t, Number(entry.bet))} ${back}
        where operator = ${operator} and currency = ${entry.currency} and tier = ${t.id}`.execute(trx);
    }
  });
}
