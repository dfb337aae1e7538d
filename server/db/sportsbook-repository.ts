// The demo sportsbook's own storage (docs/vendors.md "The sportsbook"): its bets and their legs, in tables of the
// demo aggregator (demo_aggregator_sport_*). The platform's code never reads them; the money of each bet moves only
// through the platform's wallet callbacks.
import { sql, type Kysely } from 'kysely';
import type { LegOutcome } from '../domain/game/sportsbook/markets.js';
import type { Database } from './schema.js';

/** placing: stored, bet callback not yet accepted; open: accepted, waiting for its events; settled; refused; rolled_back. */
export type SportBetStatus = 'placing' | 'open' | 'settled' | 'refused' | 'rolled_back';

export interface SportLeg { eventId: string; marketId: string; selection: string; odds: number; outcome: LegOutcome | null }

export interface SportBet {
  operator: string;
  roundId: string;
  player: string;
  gameCode: string;
  stake: number;
  potentialReturn: number;
  win: number | null;
  status: SportBetStatus;
  settleAfter: Date;
  callbackUrl: string;
  currency: string;
  createdAt: Date;
  settledAt: Date | null;
  legs: SportLeg[];
}

interface BetRow {
  operator: string; round_id: string; player: string; game_code: string; stake: string | number; potential_return: string | number; win: string | number | null;
  status: SportBetStatus; settle_after: Date | string; callback_url: string; currency: string; created_at: Date | string; settled_at: Date | string | null;
}
interface LegRow { operator: string; round_id: string; leg: number; event_id: string; market_id: string; selection: string; odds: number; outcome: LegOutcome | null }

async function withLegs(db: Kysely<Database>, rows: BetRow[]): Promise<SportBet[]> {
  if (rows.length === 0) return [];
  const keys = rows.map((r) => sql`(${r.operator}, ${r.round_id})`);
  const { rows: legs } = await sql<LegRow>`select * from demo_aggregator_sport_leg where (operator, round_id) in (${sql.join(keys)}) order by leg`.execute(db);
  return rows.map((r) => ({
    operator: r.operator, roundId: r.round_id, player: r.player, gameCode: r.game_code, stake: Number(r.stake), potentialReturn: Number(r.potential_return),
    win: r.win === null ? null : Number(r.win), status: r.status, settleAfter: new Date(r.settle_after), callbackUrl: r.callback_url, currency: r.currency,
    createdAt: new Date(r.created_at), settledAt: r.settled_at === null ? null : new Date(r.settled_at),
    legs: legs.filter((l) => l.operator === r.operator && l.round_id === r.round_id)
      .map((l) => ({ eventId: l.event_id, marketId: l.market_id, selection: l.selection, odds: l.odds, outcome: l.outcome })),
  }));
}

export interface NewSportBet {
  operator: string; roundId: string; player: string; gameCode: string; stake: number; potentialReturn: number; settleAfter: Date;
  callbackUrl: string; currency: string; createdAt: Date;
  /** Each leg with the stake it carries in stake units ×100 (the book's money taken, comparable across currencies). */
  legs: (Omit<SportLeg, 'outcome'> & { stakeUnits: number })[];
}

/** Stores a bet being placed with its legs; false when its round id is taken (a retry: read that bet). */
export async function insertSportBet(db: Kysely<Database>, bet: NewSportBet): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      insert into demo_aggregator_sport_bet (operator, round_id, player, game_code, stake, potential_return, status, settle_after, callback_url, currency, created_at)
      values (${bet.operator}, ${bet.roundId}, ${bet.player}, ${bet.gameCode}, ${bet.stake}, ${bet.potentialReturn}, 'placing', ${bet.settleAfter}::timestamptz,
        ${bet.callbackUrl}, ${bet.currency}, ${bet.createdAt}::timestamptz)
      on conflict do nothing returning round_id`.execute(trx);
    if (rows.length === 0) return false;
    for (const [i, l] of bet.legs.entries()) {
      await sql`insert into demo_aggregator_sport_leg (operator, round_id, leg, event_id, market_id, selection, odds, stake_units)
        values (${bet.operator}, ${bet.roundId}, ${i}, ${l.eventId}, ${l.marketId}, ${l.selection}, ${l.odds}, ${l.stakeUnits})`.execute(trx);
    }
    return true;
  });
}

export async function findSportBet(db: Kysely<Database>, operator: string, roundId: string): Promise<SportBet | undefined> {
  const { rows } = await sql<BetRow>`select * from demo_aggregator_sport_bet where operator = ${operator} and round_id = ${roundId}`.execute(db);
  return (await withLegs(db, rows))[0];
}

export async function setSportBetStatus(db: Kysely<Database>, operator: string, roundId: string, status: SportBetStatus, at: Date): Promise<void> {
  await sql`update demo_aggregator_sport_bet set status = ${status},
      settled_at = case when ${status} in ('settled', 'rolled_back', 'refused') then ${at}::timestamptz else settled_at end
    where operator = ${operator} and round_id = ${roundId}`.execute(db);
}

/** Keeps a bet's result (its return and each leg's outcome) before its win is sent; the same every time it is worked out. */
export async function recordSportBetResult(db: Kysely<Database>, bet: SportBet, win: number, outcomes: readonly LegOutcome[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`update demo_aggregator_sport_bet set win = ${win} where operator = ${bet.operator} and round_id = ${bet.roundId}`.execute(trx);
    for (const [i, outcome] of outcomes.entries()) {
      await sql`update demo_aggregator_sport_leg set outcome = ${outcome} where operator = ${bet.operator} and round_id = ${bet.roundId} and leg = ${i}`.execute(trx);
    }
  });
}

/** Accepted bets whose last event's result is known by now, oldest first; of one player when given. */
export async function dueSportBets(db: Kysely<Database>, now: Date, limit: number, who?: { operator: string; player: string }): Promise<SportBet[]> {
  const { rows } = await sql<BetRow>`select * from demo_aggregator_sport_bet
    where status = 'open' and settle_after <= ${now}::timestamptz
      ${who ? sql`and operator = ${who.operator} and player = ${who.player}` : sql``}
    order by settle_after limit ${limit}`.execute(db);
  return withLegs(db, rows);
}

/** Bets whose bet callback may not have reached the operator, stored before the cutoff: the recovery rolls them back. */
export async function stalePlacingSportBets(db: Kysely<Database>, before: Date, limit: number): Promise<SportBet[]> {
  const { rows } = await sql<BetRow>`select * from demo_aggregator_sport_bet
    where status = 'placing' and created_at < ${before}::timestamptz order by created_at limit ${limit}`.execute(db);
  return withLegs(db, rows);
}

/** A player's latest bets, newest first. */
export async function sportBetsOfPlayer(db: Kysely<Database>, operator: string, player: string, limit: number): Promise<SportBet[]> {
  const { rows } = await sql<BetRow>`select * from demo_aggregator_sport_bet
    where operator = ${operator} and player = ${player} and status in ('placing', 'open', 'settled', 'rolled_back')
    order by created_at desc limit ${limit}`.execute(db);
  return withLegs(db, rows);
}

/** Stake units ×100 taken per event and `<market>/<selection>` on bets not refused or rolled back. */
export async function moneyTaken(db: Kysely<Database>, eventIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (eventIds.length === 0) return out;
  const { rows } = await sql<{ event_id: string; market_id: string; selection: string; units: string | number }>`
    select l.event_id, l.market_id, l.selection, sum(l.stake_units) as units from demo_aggregator_sport_leg l
    join demo_aggregator_sport_bet b on b.operator = l.operator and b.round_id = l.round_id
    where l.event_id in (${sql.join([...eventIds])}) and b.status in ('placing', 'open', 'settled')
    group by l.event_id, l.market_id, l.selection`.execute(db);
  for (const r of rows) {
    const event = out.get(r.event_id) ?? new Map<string, number>();
    event.set(`${r.market_id}/${r.selection}`, Number(r.units) / 100);
    out.set(r.event_id, event);
  }
  return out;
}
