// The demo aggregator's card hands that last more than one call (docs/vendors.md): a blackjack hand is dealt, then
// changed by the player's actions. Each change is a conditional update on the hand's step, so two actions sent at
// once never both apply. Same table as every aggregator round (demo_aggregator_round); the platform never reads it.
import { sql, type Kysely } from 'kysely';
import { findAggregatorRound, type AggregatorRound } from './demo-aggregator-repository.js';
import type { Database } from './schema.js';

/** Writes the hand's new state if it is still at the step the caller read; answers whether it did. */
export async function updateCardRound(
  db: Kysely<Database>, operator: string, roundId: string, fromStep: number,
  next: { outcome: Record<string, unknown>; bet: number; win: number; status: AggregatorRound['status'] },
): Promise<boolean> {
  const { rows } = await sql`update demo_aggregator_round set outcome = ${JSON.stringify(next.outcome)}::jsonb, bet = ${next.bet}, win = ${next.win},
      status = ${next.status}
    where operator = ${operator} and round_id = ${roundId} and (outcome->>'step')::int = ${fromStep} returning round_id`.execute(db);
  return rows.length > 0;
}

/** The player's hand of this game still open (dealt and bet, not ended), if any. */
export async function openCardRoundOf(db: Kysely<Database>, operator: string, player: string, gameCode: string): Promise<AggregatorRound | undefined> {
  const { rows } = await sql<{ round_id: string }>`select round_id from demo_aggregator_round
    where operator = ${operator} and player = ${player} and game_code = ${gameCode} and status = 'bet' and outcome->>'kind' = 'cards'
    order by created_at desc limit 1`.execute(db);
  return rows[0] ? findAggregatorRound(db, operator, rows[0].round_id) : undefined;
}

/** Card hands left unfinished since before the cutoff: a bet without an answer, a player gone mid-hand, a double without an answer. */
export async function unfinishedCardRounds(db: Kysely<Database>, before: Date, limit: number): Promise<(AggregatorRound & { operator: string })[]> {
  const { rows } = await sql<{ operator: string; round_id: string }>`select operator, round_id from demo_aggregator_round
    where status in ('drawn', 'bet') and outcome->>'kind' = 'cards' and created_at < ${before}::timestamptz order by created_at limit ${limit}`.execute(db);
  const out: (AggregatorRound & { operator: string })[] = [];
  for (const r of rows) {
    const round = await findAggregatorRound(db, r.operator, r.round_id);
    if (round) out.push({ ...round, operator: r.operator });
  }
  return out;
}
