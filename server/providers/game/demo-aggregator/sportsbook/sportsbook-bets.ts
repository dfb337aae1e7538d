// The demo sportsbook's bets and their money (docs/vendors.md "The sportsbook"): placing a bet checks the slip
// against the book as it stands, stores the bet, then sends the operator's `bet` callback at once with the round's
// expected settlement (`round_expires_at`: the end of its last event), so the operator's reconciliation leaves it
// open until then. Settlement is a job, run by the minute recovery and whenever a player opens the page: a bet whose
// events are all over gets its return worked out from the revealed results and sent as the `win` callback (0 for
// a loss, the stake for a void) with round_closed. Every step is idempotent (the transaction ids are the round's),
// so a retry, a crash or two nodes settling at once pay once.
import type { Kysely } from 'kysely';
import {
  dueSportBets, findSportBet, insertSportBet, recordSportBetResult, setSportBetStatus, stalePlacingSportBets, type SportBet,
} from '../../../../db/sportsbook-repository.js';
import { betReturn, eventResult, legOutcome } from '../../../../domain/game/sportsbook/results.js';
import { checkSlip, limitsOf, stakeUnitOf, type SlipLeg, type SlipRefusalCode } from '../../../../domain/game/sportsbook/slip.js';
import type { AggregatorSession } from '../aggregator-session.js';
import type { WalletClient } from '../wallet-client.js';
import type { BookSeeds, SportsBook } from './sportsbook-book.js';
import type { Database } from '../../../../db/schema.js';

export type PlaceAnswer =
  | { ok: true; bet: SportBet; balance: number | undefined }
  | { ok: false; status: number; code: SlipRefusalCode | 'insufficient_balance' | 'invalid_game_token' | 'game_under_maintenance' | 'network' | 'failed' | 'round_id_reused'; legs?: SlipLeg[] };

const walletRefusal = (status: string): Extract<PlaceAnswer, { ok: false }> => {
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY': return { ok: false, status: 409, code: 'insufficient_balance' };
    case 'RS_ERROR_INVALID_TOKEN':
    case 'RS_ERROR_TOKEN_EXPIRED': return { ok: false, status: 401, code: 'invalid_game_token' };
    case 'RS_ERROR_MAINTENANCE': return { ok: false, status: 503, code: 'game_under_maintenance' };
    case 'NETWORK': return { ok: false, status: 503, code: 'network' };
    default: return { ok: false, status: 502, code: 'failed' };
  }
};

export interface SportsbookBetsDeps {
  db: Kysely<Database>;
  book: SportsBook;
  seeds: BookSeeds;
  wallet: WalletClient;
  now: () => Date;
}

export function createSportsbookBets({ db, book, seeds, wallet, now }: SportsbookBetsDeps) {
  async function sendBet(bet: SportBet, token: string): Promise<PlaceAnswer> {
    const reply = await wallet(bet.callbackUrl, 'bet', {
      user: bet.player, token, transaction_uuid: `${bet.roundId}:bet`, round: bet.roundId, amount: bet.stake, currency: bet.currency,
      game_code: bet.gameCode, round_expires_at: Math.ceil(bet.settleAfter.getTime() / 1000),
    });
    if (reply.status === 'NETWORK') return walletRefusal('NETWORK');
    if (reply.status !== 'RS_OK') {
      await setSportBetStatus(db, bet.operator, bet.roundId, 'refused', now());
      return walletRefusal(reply.status);
    }
    await setSportBetStatus(db, bet.operator, bet.roundId, 'open', now());
    return { ok: true, bet: { ...bet, status: 'open' }, balance: reply.balance };
  }

  /** Places a slip as one bet under the page's round id; the same round id again is a retry of that bet. */
  async function place(session: AggregatorSession, slip: { roundId: string; stake: number; legs: SlipLeg[] }): Promise<PlaceAnswer> {
    const known = await findSportBet(db, session.operator, slip.roundId);
    if (known) {
      if (known.player !== session.player) return { ok: false, status: 409, code: 'round_id_reused' };
      if (known.status === 'placing') return sendBet(known, session.token);
      if (known.status === 'refused') return walletRefusal('RS_ERROR_NOT_ENOUGH_MONEY');
      return { ok: true, bet: known, balance: undefined };
    }
    const at = now();
    const limits = limitsOf(session.currency.minorUnits);
    const checked = checkSlip(slip, await book.slipBook(slip.legs.map((l) => l.eventId), at), at, limits);
    if (!checked.ok) return { ok: false, status: checked.status, code: checked.code, ...(checked.legs ? { legs: checked.legs } : {}) };
    const stakeUnits = Math.round((slip.stake * 100) / stakeUnitOf(session.currency.minorUnits));
    const inserted = await insertSportBet(db, {
      operator: session.operator, roundId: slip.roundId, player: session.player, gameCode: session.gameCode, stake: slip.stake,
      potentialReturn: checked.potentialReturn, settleAfter: checked.settleAfter, callbackUrl: session.callbackUrl, currency: session.currency.code,
      createdAt: at, legs: checked.legs.map((l) => ({ ...l, stakeUnits })),
    });
    if (!inserted) return place(session, slip);
    return sendBet((await findSportBet(db, session.operator, slip.roundId))!, session.token);
  }

  /** Works out a due bet's return from its events' revealed results and sends the win that closes its round. */
  async function settle(bet: SportBet): Promise<void> {
    const outcomes = bet.legs.map((l) => legOutcome(l.marketId, l.selection, eventResult(seeds.schedule, seeds.results, book.event(l.eventId)!)));
    const win = betReturn(bet.stake, bet.legs.map((l, i) => ({ odds: l.odds, outcome: outcomes[i]! })));
    await recordSportBetResult(db, bet, win, outcomes);
    const reply = await wallet(bet.callbackUrl, 'win', {
      user: bet.player, transaction_uuid: `${bet.roundId}:win`, reference_transaction_uuid: `${bet.roundId}:bet`, round: bet.roundId,
      amount: win, currency: bet.currency, round_closed: true, game_code: bet.gameCode,
    });
    if (reply.status === 'NETWORK') return;
    // Anything but RS_OK: the operator closed the round without us (its reconciliation rolled the bet back).
    await setSportBetStatus(db, bet.operator, bet.roundId, reply.status === 'RS_OK' ? 'settled' : 'rolled_back', now());
  }

  /** Settles every due bet (of one player when given); answers how many it tried. */
  async function settleDue(who?: { operator: string; player: string }): Promise<number> {
    const due = await dueSportBets(db, now(), 100, who);
    for (const bet of due) await settle(bet);
    return due.length;
  }

  /** Rolls back bets whose bet callback never got an answer (Hub88's rule for a failed bet), then settles what is due. */
  async function recover(before: Date): Promise<number> {
    let finished = 0;
    for (const bet of await stalePlacingSportBets(db, before, 100)) {
      const rolled = await wallet(bet.callbackUrl, 'rollback', {
        user: bet.player, transaction_uuid: `${bet.roundId}:rollback`, reference_transaction_uuid: `${bet.roundId}:bet`, round: bet.roundId,
      });
      if (rolled.status === 'NETWORK') continue;
      await setSportBetStatus(db, bet.operator, bet.roundId, rolled.status === 'RS_OK' ? 'rolled_back' : 'refused', now());
      finished += 1;
    }
    return finished + await settleDue();
  }

  return { place, settleDue, recover };
}

export type SportsbookBets = ReturnType<typeof createSportsbookBets>;
