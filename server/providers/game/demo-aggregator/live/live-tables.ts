// The demo aggregator's shared live tables (docs/vendors.md, "Live tables"): the round every seated player sees,
// computed from the clock and the table's seed chain (no loop, no row per round); the bets a player confirms in the
// betting window, each sent to the operator's wallet as a `bet` callback when placed; and the `win` callback of
// every seat once its round's result is out, paid by whichever comes first: a player at the table asking for its
// state, or the aggregator's sweep every minute. So a round is closed at the operator within about a minute of
// its result, far inside the operator's 10-minute reconciliation.
import { createHash, createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  claimLiveSeat, closeLiveSeat, dueLiveSeats, liveBetsOf, placeLiveBet, releaseLiveSeat, setLiveBetStatus, type LiveSeat,
} from '../../../../db/demo-aggregator-live-repository.js';
import { roundAt, roundTimes, takesBets } from '../../../../domain/game/live/live-cycle.js';
import {
  checkBets, drawLiveRound, liveTableOf, roundReturn, spotsOf, tableLimits, type LiveBet, type LiveOutcome, type LiveTable,
} from '../../../../domain/game/live/live-games.js';
import { createSeedChains } from '../../../../domain/game/live/seed-chain.js';
import type { WalletClient } from '../wallet-client.js';
import type { Database } from '../../../../db/schema.js';

/** A bet callback older than this without an answer is taken as lost: it is rolled back. */
const lostBetMs = 15_000;

export interface Seated {
  operator: string;
  player: string;
  token: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  callbackUrl: string;
  currency: string;
}

export type PlaceResult =
  | { ok: true; roundId: string; balance: number | undefined }
  | { ok: false; status: number; code: string };

export function createLiveTables(options: { db: Kysely<Database>; key: string; wallet: WalletClient; now: () => Date }) {
  const { db, wallet, now } = options;
  // Every node derives the same chains from the shared key; the seeds stay secret until their round's result.
  const chains = createSeedChains(createHmac('sha256', options.key).update('demo-aggregator live table seeds').digest('hex'));
  const outcomes = new Map<string, LiveOutcome>();

  const tableOf = (s: { vendor: string; gameCode: string; gameType: string }): LiveTable | undefined => liveTableOf(s);

  /** Whether a round's result (and seed) may be shown at an instant. */
  const revealed = (table: LiveTable, round: number, atMs: number) => atMs >= roundTimes(table.id, table.cycle, round).resultAt;

  /** A round's result; only for rounds whose result is out (the caller checks). */
  function outcomeOf(table: LiveTable, round: number): LiveOutcome {
    const key = `${table.id}\n${round}`;
    let outcome = outcomes.get(key);
    if (!outcome) {
      outcome = drawLiveRound(table, round, chains.seedOf(table.id, round));
      if (outcomes.size >= 20_000) outcomes.delete(outcomes.keys().next().value as string);
      outcomes.set(key, outcome);
    }
    return outcome;
  }

  /** The platform round of a player's seat at a table round: readable, and the same on every node. */
  const seatRoundId = (table: LiveTable, round: number, player: string) =>
    `LV${round}-${createHash('sha256').update(`${table.id}\n${player}`).digest('hex').slice(0, 16)}`;

  /**
   * Places a confirmed set of chips: refused after the betting window, on an unknown spot, above the limits; else
   * stored, then sent to the operator as a bet callback (transaction `<round>:b<n>`). Moves nothing when refused.
   */
  async function place(s: Seated, table: LiveTable, round: number, betId: string, bets: LiveBet[], chips: readonly number[]): Promise<PlaceResult> {
    const at = now();
    if (!takesBets(table.id, table.cycle, round, at.getTime())) return { ok: false, status: 409, code: 'betting_closed' };
    const spots = spotsOf(table, round);
    const first = checkBets(spots, tableLimits(chips), [], bets);
    if (!first.ok) return { ok: false, status: 400, code: first.code };
    const roundId = seatRoundId(table, round, s.player);
    const times = roundTimes(table.id, table.cycle, round);
    const placed = await placeLiveBet(db, {
      operator: s.operator, roundId, player: s.player, tableId: table.id, gameCode: s.gameCode, gameType: s.gameType, roundNo: round,
      callbackUrl: s.callbackUrl, currency: s.currency, settleAt: new Date(times.resultAt), createdAt: at,
    }, betId, bets, at, (already) => checkBets(spots, tableLimits(chips), already, bets));
    if (placed.kind === 'closed') return { ok: false, status: 409, code: 'betting_closed' };
    if (placed.kind === 'refused') return { ok: false, status: placed.code === 'round_id_reused' ? 409 : 400, code: placed.code };
    if (placed.kind === 'repeat') {
      if (placed.bet.status === 'accepted') return { ok: true, roundId, balance: undefined };
      if (placed.bet.status === 'refused') return { ok: false, status: 409, code: 'insufficient_balance' };
      if (placed.bet.status === 'rolled_back') return { ok: false, status: 409, code: 'round_rolled_back' };
    }
    const seq = placed.kind === 'placed' ? placed.seq : placed.bet.seq;
    const amount = bets.reduce((sum, b) => sum + b.amount, 0);
    const answer = await wallet(s.callbackUrl, 'bet', {
      user: s.player, token: s.token, transaction_uuid: `${roundId}:b${seq}`, round: roundId, amount, currency: s.currency, game_code: s.gameCode,
    });
    if (answer.status === 'NETWORK') return { ok: false, status: 503, code: 'network' };
    if (answer.status !== 'RS_OK') {
      await setLiveBetStatus(db, s.operator, roundId, seq, 'refused');
      const code = answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 'insufficient_balance' : answer.status === 'RS_ERROR_MAINTENANCE' ? 'game_under_maintenance'
        : answer.status === 'RS_ERROR_INVALID_TOKEN' ? 'invalid_game_token' : 'failed';
      return { ok: false, status: code === 'insufficient_balance' ? 409 : code === 'game_under_maintenance' ? 503 : code === 'invalid_game_token' ? 401 : 502, code };
    }
    await setLiveBetStatus(db, s.operator, roundId, seq, 'accepted');
    return { ok: true, roundId, balance: answer.balance };
  }

  /**
   * Pays a seat whose result is out: a bet whose callback never answered is rolled back (after lostBetMs), the
   * accepted ones are settled with one win callback (0 for a loss) that closes the round at the operator.
   */
  async function settleSeat(seat: LiveSeat): Promise<boolean> {
    const at = now();
    const table = liveTableOf({ vendor: seat.tableId.slice(0, seat.tableId.indexOf(':')), gameCode: seat.gameCode, gameType: seat.gameType });
    if (!table || !revealed(table, seat.roundNo, at.getTime())) return false;
    if (!(await claimLiveSeat(db, seat.operator, seat.roundId, at))) return false;
    const bets = await liveBetsOf(db, seat.operator, seat.roundId);
    for (const bet of bets.filter((b) => b.status === 'sending')) {
      if (at.getTime() - bet.createdAt.getTime() < lostBetMs) {
        await releaseLiveSeat(db, seat.operator, seat.roundId);
        return false;
      }
      const rolled = await wallet(seat.callbackUrl, 'rollback', {
        user: seat.player, transaction_uuid: `${seat.roundId}:rb${bet.seq}`, reference_transaction_uuid: `${seat.roundId}:b${bet.seq}`, round: seat.roundId,
      });
      if (rolled.status === 'NETWORK') return false;
      await setLiveBetStatus(db, seat.operator, seat.roundId, bet.seq, 'rolled_back');
      bet.status = 'rolled_back';
    }
    const accepted = bets.filter((b) => b.status === 'accepted');
    if (accepted.length === 0) {
      await closeLiveSeat(db, seat.operator, seat.roundId, bets.some((b) => b.status === 'rolled_back') ? 'rolled_back' : 'closed', 0);
      return true;
    }
    const win = roundReturn(spotsOf(table, seat.roundNo), outcomeOf(table, seat.roundNo), accepted.flatMap((b) => b.bets));
    const paid = await wallet(seat.callbackUrl, 'win', {
      user: seat.player, transaction_uuid: `${seat.roundId}:win`, reference_transaction_uuid: `${seat.roundId}:b${accepted[0]!.seq}`, round: seat.roundId,
      amount: win, currency: seat.currency, round_closed: true, game_code: seat.gameCode,
    });
    // No answer: the claim lapses after a minute and the sweep sends the same win again (idempotent at the operator).
    if (paid.status === 'NETWORK') return false;
    // Refused: the operator closed the round without us (its reconciliation rolled the bets back).
    await closeLiveSeat(db, seat.operator, seat.roundId, paid.status === 'RS_OK' ? 'closed' : 'rolled_back', paid.status === 'RS_OK' ? win : 0);
    return true;
  }

  /** Settles the seats whose result is out (of one table, or of all); answers how many it closed. */
  async function settleDue(tableId?: string, limit = 100): Promise<number> {
    let closed = 0;
    for (const seat of await dueLiveSeats(db, now(), limit, tableId)) if (await settleSeat(seat)) closed += 1;
    return closed;
  }

  return { tableOf, revealed, outcomeOf, seatRoundId, place, settleDue, chains, clock: (table: LiveTable, atMs: number) => roundAt(table.id, table.cycle, atMs) };
}

export type LiveTables = ReturnType<typeof createLiveTables>;
