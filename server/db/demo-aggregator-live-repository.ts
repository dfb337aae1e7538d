// The demo aggregator's storage of its shared live tables (docs/vendors.md, "Live tables"): each player's part in
// a table round (one platform round, its bets as sent to the operator's wallet, its settlement) and each table's
// chat. Only the demo aggregator reads these tables; its money moves only through the operator's wallet callbacks.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface LiveSeat {
  operator: string;
  roundId: string;
  player: string;
  tableId: string;
  gameCode: string;
  gameType: string;
  roundNo: number;
  callbackUrl: string;
  currency: string;
  /** open: takes bets, then waits for its result; settling: a node is sending its win; closed; rolled_back. */
  status: 'open' | 'settling' | 'closed' | 'rolled_back';
  win: number | null;
  settleAt: Date;
  createdAt: Date;
}

export interface LiveBetRow {
  seq: number;
  betId: string;
  bets: { spot: string; amount: number }[];
  amount: number;
  /** sending: the bet callback is on its way; accepted; refused by the wallet; rolled_back. */
  status: 'sending' | 'accepted' | 'refused' | 'rolled_back';
  createdAt: Date;
}

interface SeatRow {
  operator: string; round_id: string; player: string; table_id: string; game_code: string; game_type: string; round_no: string | number; callback_url: string;
  currency: string; status: LiveSeat['status']; win: string | number | null; settle_at: Date | string; created_at: Date | string;
}
interface BetRow { seq: number; bet_id: string; bets: LiveBetRow['bets'] | string; amount: string | number; status: LiveBetRow['status']; created_at: Date | string }

const seatOf = (r: SeatRow): LiveSeat => ({
  operator: r.operator, roundId: r.round_id, player: r.player, tableId: r.table_id, gameCode: r.game_code, gameType: r.game_type, roundNo: Number(r.round_no),
  callbackUrl: r.callback_url, currency: r.currency, status: r.status, win: r.win === null ? null : Number(r.win),
  settleAt: new Date(r.settle_at), createdAt: new Date(r.created_at),
});
const betOf = (r: BetRow): LiveBetRow => ({
  seq: r.seq, betId: r.bet_id, bets: typeof r.bets === 'string' ? JSON.parse(r.bets) as LiveBetRow['bets'] : r.bets, amount: Number(r.amount),
  status: r.status, createdAt: new Date(r.created_at),
});

export type NewSeat = Omit<LiveSeat, 'status' | 'win'>;

export type PlaceAnswer =
  | { kind: 'placed'; seq: number }
  | { kind: 'repeat'; bet: LiveBetRow }
  | { kind: 'closed' }
  | { kind: 'refused'; code: string };

/**
 * Records a confirmed set of chips on the player's seat of a table round, before its bet callback goes out: the
 * seat is locked, so two confirms of one player never pass the limits together; a confirm sent again (same bet id)
 * answers the first. `check` sees the bets already on the round (accepted or on their way).
 */
export async function placeLiveBet(
  db: Kysely<Database>, seat: NewSeat, betId: string, bets: LiveBetRow['bets'], at: Date,
  check: (placed: LiveBetRow['bets']) => { ok: true } | { ok: false; code: string },
): Promise<PlaceAnswer> {
  return db.transaction().execute(async (trx) => {
    await sql`insert into demo_aggregator_live_round (operator, round_id, player, table_id, game_code, game_type, round_no, callback_url, currency, status, settle_at, created_at)
      values (${seat.operator}, ${seat.roundId}, ${seat.player}, ${seat.tableId}, ${seat.gameCode}, ${seat.gameType}, ${seat.roundNo}, ${seat.callbackUrl}, ${seat.currency}, 'open',
        ${seat.settleAt}::timestamptz, ${seat.createdAt}::timestamptz)
      on conflict do nothing`.execute(trx);
    const { rows } = await sql<SeatRow>`select * from demo_aggregator_live_round where operator = ${seat.operator} and round_id = ${seat.roundId} for update`.execute(trx);
    const current = rows[0]!;
    if (current.player !== seat.player) return { kind: 'refused', code: 'round_id_reused' };
    const existing = (await sql<BetRow>`select * from demo_aggregator_live_bet where operator = ${seat.operator} and round_id = ${seat.roundId} order by seq`.execute(trx)).rows.map(betOf);
    const same = existing.find((b) => b.betId === betId);
    if (same) return { kind: 'repeat', bet: same };
    if (current.status !== 'open') return { kind: 'closed' };
    const placed = existing.filter((b) => b.status === 'accepted' || b.status === 'sending').flatMap((b) => b.bets);
    const checked = check(placed);
    if (!checked.ok) return { kind: 'refused', code: checked.code };
    const seq = (existing[existing.length - 1]?.seq ?? 0) + 1;
    const amount = bets.reduce((s, b) => s + b.amount, 0);
    await sql`insert into demo_aggregator_live_bet (operator, round_id, seq, bet_id, bets, amount, status, created_at)
      values (${seat.operator}, ${seat.roundId}, ${seq}, ${betId}, ${JSON.stringify(bets)}::jsonb, ${amount}, 'sending', ${at}::timestamptz)`.execute(trx);
    return { kind: 'placed', seq };
  });
}

export async function setLiveBetStatus(db: Kysely<Database>, operator: string, roundId: string, seq: number, status: LiveBetRow['status']): Promise<void> {
  await sql`update demo_aggregator_live_bet set status = ${status} where operator = ${operator} and round_id = ${roundId} and seq = ${seq}`.execute(db);
}

export async function liveBetsOf(db: Kysely<Database>, operator: string, roundId: string): Promise<LiveBetRow[]> {
  const { rows } = await sql<BetRow>`select * from demo_aggregator_live_bet where operator = ${operator} and round_id = ${roundId} order by seq`.execute(db);
  return rows.map(betOf);
}

export async function findLiveSeat(db: Kysely<Database>, operator: string, roundId: string): Promise<LiveSeat | undefined> {
  const { rows } = await sql<SeatRow>`select * from demo_aggregator_live_round where operator = ${operator} and round_id = ${roundId}`.execute(db);
  return rows[0] ? seatOf(rows[0]) : undefined;
}

/** Seats whose result is due and not yet paid (or whose settling node went quiet for a minute), oldest first. */
export async function dueLiveSeats(db: Kysely<Database>, at: Date, limit: number, tableId?: string): Promise<LiveSeat[]> {
  const stale = new Date(at.getTime() - 60_000);
  const { rows } = await sql<SeatRow>`select * from demo_aggregator_live_round
    where status in ('open', 'settling') and settle_at <= ${at}::timestamptz
      and (status = 'open' or claimed_at < ${stale}::timestamptz)
      ${tableId === undefined ? sql`` : sql`and table_id = ${tableId}`}
    order by settle_at limit ${limit}`.execute(db);
  return rows.map(seatOf);
}

/** Takes a due seat for settling; false when another node has it. */
export async function claimLiveSeat(db: Kysely<Database>, operator: string, roundId: string, at: Date): Promise<boolean> {
  const stale = new Date(at.getTime() - 60_000);
  const { rows } = await sql`update demo_aggregator_live_round set status = 'settling', claimed_at = ${at}::timestamptz
    where operator = ${operator} and round_id = ${roundId} and (status = 'open' or (status = 'settling' and claimed_at < ${stale}::timestamptz))
    returning round_id`.execute(db);
  return rows.length > 0;
}

/** Gives a claimed seat back (a bet is still on its way): the next pass tries again. */
export async function releaseLiveSeat(db: Kysely<Database>, operator: string, roundId: string): Promise<void> {
  await sql`update demo_aggregator_live_round set status = 'open', claimed_at = null where operator = ${operator} and round_id = ${roundId} and status = 'settling'`.execute(db);
}

export async function closeLiveSeat(db: Kysely<Database>, operator: string, roundId: string, status: 'closed' | 'rolled_back', win: number): Promise<void> {
  await sql`update demo_aggregator_live_round set status = ${status}, win = ${win} where operator = ${operator} and round_id = ${roundId}`.execute(db);
}

export interface SeatWithBets extends LiveSeat { bet: number }

/** A player's latest seats at a table, newest first, with what was bet (accepted bets). */
export async function playerLiveSeats(db: Kysely<Database>, operator: string, player: string, tableId: string, limit: number): Promise<SeatWithBets[]> {
  const { rows } = await sql<SeatRow & { bet: string | number }>`select r.*, coalesce((select sum(b.amount) from demo_aggregator_live_bet b
      where b.operator = r.operator and b.round_id = r.round_id and b.status = 'accepted'), 0) as bet
    from demo_aggregator_live_round r where r.operator = ${operator} and r.player = ${player} and r.table_id = ${tableId}
    order by r.round_no desc limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...seatOf(r), bet: Number(r.bet) }));
}

export interface ChatMessage { id: number; name: string; body: string; at: Date; own: boolean }

export async function insertChatMessage(db: Kysely<Database>, m: { tableId: string; operator: string; player: string; name: string; body: string; at: Date }): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`insert into demo_aggregator_chat (table_id, operator, player, name, body, created_at)
    values (${m.tableId}, ${m.operator}, ${m.player}, ${m.name}, ${m.body}, ${m.at}::timestamptz) returning id`.execute(db);
  return Number(rows[0]!.id);
}

/** A table's messages after an id (the latest ones first time), oldest first. */
export async function tableChat(db: Kysely<Database>, tableId: string, afterId: number, limit: number, viewer: { operator: string; player: string }): Promise<ChatMessage[]> {
  const { rows } = await sql<{ id: string | number; name: string; body: string; created_at: Date | string; operator: string; player: string }>`
    select * from (select id, name, body, created_at, operator, player from demo_aggregator_chat where table_id = ${tableId} and id > ${afterId}
      order by id desc limit ${limit}) latest order by id`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, body: r.body, at: new Date(r.created_at), own: r.operator === viewer.operator && r.player === viewer.player }));
}

/** When a player last wrote (any table), for the rate limit. */
export async function recentChatTimes(db: Kysely<Database>, operator: string, player: string, since: Date): Promise<number[]> {
  const { rows } = await sql<{ created_at: Date | string }>`select created_at from demo_aggregator_chat
    where operator = ${operator} and player = ${player} and created_at > ${since}::timestamptz`.execute(db);
  return rows.map((r) => new Date(r.created_at).getTime());
}
