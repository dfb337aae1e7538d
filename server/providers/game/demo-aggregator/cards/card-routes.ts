// The card hall's API at the demo aggregator (docs/vendors.md), under /demo-aggregator/api/cards: the hall (the
// game's rooms with their stakes, minimum balance and crowd, and whether the player may sit), and per room the
// page's state, a deal, a blackjack action and seed rotation. Each hand is one round at the operator: the bet at
// the deal, more bet on a double, the win when the hand ends. Refusals (a room the player's balance does not
// reach, a bet the room does not offer, an action out of turn) answer 4xx with a message key and move nothing.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { drawAggregatorRound, findAggregatorRound, setAggregatorRoundStatus, type AggregatorRound } from '../../../../db/demo-aggregator-repository.js';
import { openCardRoundOf, unfinishedCardRounds, updateCardRound } from '../../../../db/demo-aggregator-cards-repository.js';
import { cardRooms, playersOnline, roomBets, roomLevels, type CardRoom, type RoomLevel } from '../../../../domain/catalogue/rooms.js';
import { actCardRound, cardActions, cardBounds, dealCardRound, type CardAction } from '../../../../domain/game/cards/card-games.js';
import { cardGameOf } from '../../../../domain/game/cards/card-hall.js';
import { drawIntegers } from '../../../../domain/game/fairness.js';
import { roundIdPattern } from '../../../../domain/game/rounds.js';
import type { TypeBoxTypeProvider } from '../../../../lib/typebox-provider.js';
import type { AggregatorSession } from '../aggregator-session.js';
import { aggregatorBase } from '../aggregator-pages.js';
import {
  balanceOf, failWith, pageState, player, roundAnswer, rotateRoute, sendBet, sendRollback, sendWin, serveAsset, walletFail, type Fail, type OwnGameDeps,
} from '../own-game-kit.js';
import { handBet, handWin, publicHand, seatBots, storedHandOf, type StoredHand } from './card-table.js';

export const cardsApi = `${aggregatorBase}/api/cards`;

/** The rooms of the session's game in its currency. */
export const roomsOf = (s: AggregatorSession): CardRoom[] => cardRooms({ nodeId: s.gameCode, vassalage: s.vendor }, s.currency);
export const roomOf = (s: AggregatorSession, level: string): CardRoom | undefined => roomsOf(s).find((r) => r.level === level);

const Level = Type.Object({ level: Type.String({ maxLength: 16 }) });
const DealBody = Type.Object({ roundId: Type.String({ pattern: roundIdPattern }), bet: Type.Integer({ minimum: 1 }) });
const ActBody = Type.Object({ roundId: Type.String({ pattern: roundIdPattern }), action: Type.String({ maxLength: 10 }) });

/** A round with its operator (the repository's rounds are read by operator). */
type Round = AggregatorRound & { operator: string };

type Answer = { ok: true; round: Round; hand: StoredHand; balance: number | undefined } | { ok: false; fail: Fail };

export function cardRoutes(app: FastifyInstance, deps: OwnGameDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps;
  const cardSession = (header: unknown) => {
    const s = deps.sessionOf(header);
    return s && s.gameType === 'PVP' ? s : null;
  };
  const handOf = (round: AggregatorRound) => storedHandOf(round.outcome);

  /** Stores the hand's next state if nobody changed it meanwhile (two actions at once: the second is refused). */
  async function store(round: Round, hand: StoredHand, next: StoredHand): Promise<Round | undefined> {
    const stored = { ...next, step: hand.step + 1 };
    const win = handWin(stored);
    const bet = handBet(stored);
    const ok = await updateCardRound(db, round.operator, round.roundId, hand.step, { outcome: { ...stored }, bet, win, status: round.status });
    return ok ? { ...round, outcome: { ...stored }, win, bet } : undefined;
  }

  /** Sends the win of an ended hand and closes it. */
  async function finish(operator: string, round: Round): Promise<{ ok: true; balance: number | undefined } | { ok: false; fail: Fail }> {
    const win = await sendWin(deps, round, round.win);
    if (!win.ok && win.status === 'NETWORK') return { ok: false, fail: walletFail('NETWORK') };
    if (!win.ok) {
      await setAggregatorRoundStatus(db, operator, round.roundId, 'rolled_back');
      return { ok: false, fail: walletFail(win.status) };
    }
    await setAggregatorRoundStatus(db, operator, round.roundId, 'closed');
    return { ok: true, balance: win.balance };
  }

  /** Takes the stake of a dealt hand; ends it at once when the deal ended it (naturals, niu niu, sam gong). */
  async function settleDeal(s: AggregatorSession, round: Round): Promise<Answer> {
    let balance: number | undefined;
    if (round.status === 'drawn') {
      const bet = await sendBet(deps, round, s.token, handOf(round).base);
      if (!bet.ok && bet.status === 'NETWORK') return { ok: false, fail: walletFail('NETWORK') };
      if (!bet.ok) {
        await setAggregatorRoundStatus(db, s.operator, round.roundId, 'refused');
        return { ok: false, fail: walletFail(bet.status) };
      }
      await setAggregatorRoundStatus(db, s.operator, round.roundId, 'bet');
      round = { ...round, status: 'bet' };
      balance = bet.balance;
    }
    const hand = handOf(round);
    if (round.status === 'bet' && hand.round.done) {
      const done = await finish(s.operator, round);
      if (!done.ok) return done;
      balance = done.balance;
    } else if (round.status === 'refused' || round.status === 'rolled_back') {
      return { ok: false, fail: walletFail(round.status === 'refused' ? 'RS_ERROR_NOT_ENOUGH_MONEY' : 'RS_ERROR_ROUND_CLOSED') };
    }
    return { ok: true, round, hand, balance };
  }

  /** A blackjack action on an open hand: a double stakes the first bet again before its card is dealt. */
  async function act(s: AggregatorSession, round: Round, action: CardAction): Promise<Answer> {
    let hand = handOf(round);
    if (round.status !== 'bet') return { ok: false, fail: { status: 409, code: 'hand_over' } };
    if (hand.round.done) {
      // The hand ended but its win got no answer: send it again.
      const done = await finish(s.operator, round);
      return done.ok ? { ok: true, round, hand, balance: done.balance } : done;
    }
    if (hand.doubling && action !== 'double') return { ok: false, fail: { status: 409, code: 'double_pending' } };
    const acted = actCardRound(hand.round, action);
    if (!acted.ok) return { ok: false, fail: { status: 409, code: acted.code } };
    if (action === 'double') {
      if (!hand.doubling) {
        const marked = await store(round, hand, { ...hand, doubling: true });
        if (!marked) return { ok: false, fail: { status: 409, code: 'hand_changed' } };
        round = marked;
        hand = handOf(round);
      }
      const more = await sendBet(deps, round, s.token, hand.base, 'double');
      if (!more.ok && more.status === 'NETWORK') return { ok: false, fail: walletFail('NETWORK') };
      if (!more.ok) {
        await store(round, hand, { ...hand, doubling: false });
        return { ok: false, fail: walletFail(more.status) };
      }
    }
    const next = await store(round, hand, { ...hand, doubling: false, round: acted.round });
    if (!next) return { ok: false, fail: { status: 409, code: 'hand_changed' } };
    if (!acted.round.done) return { ok: true, round: next, hand: handOf(next), balance: undefined };
    const done = await finish(s.operator, next);
    return done.ok ? { ok: true, round: next, hand: handOf(next), balance: done.balance } : done;
  }

  async function answer(s: AggregatorSession, a: Extract<Answer, { ok: true }>) {
    let balance = a.balance;
    if (balance === undefined) {
      const read = await balanceOf(deps, s);
      balance = read.ok ? read.balance : 0;
    }
    const value = roundAnswer(deps, s, a.round, publicHand(a.hand), balance, a.hand.round.done);
    return { success: true, value: { ...value, winText: a.hand.round.done ? value.winText : '—' } };
  }

  api.get(`${cardsApi}/hall`, { schema: { hide: true } }, async (request, reply) => {
    const session = cardSession(request.headers['x-game-token']);
    if (!session) return failWith(reply, walletFail('RS_ERROR_INVALID_TOKEN'));
    const balance = await balanceOf(deps, session);
    if (!balance.ok) return failWith(reply, balance.fail);
    const at = deps.now();
    return {
      success: true,
      value: {
        balance: balance.balance, balanceText: deps.money(session, balance.balance), game: cardGameOf(session.gameCode),
        rooms: roomsOf(session).map((r) => ({
          level: r.level, minBet: r.minBet, maxBet: r.maxBet, minBalance: r.minBalance, online: playersOnline(r, at),
          stakeText: deps.money(session, r.minBet), minBalanceText: deps.money(session, r.minBalance), open: balance.balance >= r.minBalance,
        })),
      },
    };
  });

  /** The session and room of a room's call, or the refusal. */
  function roomCall(header: unknown, level: string): { ok: true; s: AggregatorSession; room: CardRoom } | { ok: false; fail: Fail } {
    const s = cardSession(header);
    if (!s) return { ok: false, fail: walletFail('RS_ERROR_INVALID_TOKEN') };
    const room = roomLevels.includes(level as RoomLevel) ? roomOf(s, level) : undefined;
    return room ? { ok: true, s, room } : { ok: false, fail: { status: 404, code: 'invalid_room' } };
  }

  api.get(`${cardsApi}/:level/state`, { schema: { hide: true, params: Level } }, async (request, reply) => {
    const call = roomCall(request.headers['x-game-token'], request.params.level);
    if (!call.ok) return failWith(reply, call.fail);
    const { s, room } = call;
    const state = await pageState(deps, s, roomBets(room));
    if (!state.ok) return failWith(reply, state.fail);
    const open = await openCardRoundOf(db, s.operator, s.player, s.gameCode);
    if (!open && state.value.balance < room.minBalance) {
      return reply.code(403).send({ success: false, code: 'room_balance_too_low', value: { minBalanceText: deps.money(s, room.minBalance) } });
    }
    const hand = open ? handOf(open) : undefined;
    return {
      success: true,
      value: {
        ...state.value, game: cardGameOf(s.gameCode), room: { level: room.level, minBalanceText: deps.money(s, room.minBalance), online: playersOnline(room, deps.now()) },
        open: open && hand ? { roundId: open.roundId, betText: deps.money(s, open.bet), hand: publicHand(hand) } : null,
      },
    };
  });

  api.post(`${cardsApi}/:level/spin`, { schema: { hide: true, params: Level, body: DealBody }, attachValidation: true }, async (request, reply) => {
    const call = roomCall(request.headers['x-game-token'], request.params.level);
    if (!call.ok) return failWith(reply, call.fail);
    const { s, room } = call;
    if (request.validationError) return failWith(reply, { status: 400, code: request.validationError.message.includes('bet') ? 'invalid_bet_amount' : 'invalid_round_id' });
    const { roundId, bet } = request.body;
    if (!roomBets(room).includes(bet)) return failWith(reply, { status: 400, code: 'invalid_bet_amount' });
    let round = await findAggregatorRound(db, s.operator, roundId);
    if (!round) {
      if (await openCardRoundOf(db, s.operator, s.player, s.gameCode)) return failWith(reply, { status: 409, code: 'hand_open' });
      const balance = await balanceOf(deps, s);
      if (!balance.ok) return failWith(reply, balance.fail);
      if (balance.balance < room.minBalance) return failWith(reply, { status: 403, code: 'room_balance_too_low' });
      const game = cardGameOf(s.gameCode);
      const seats = seatBots(roundId, playersOnline(room, deps.now()));
      round = await drawAggregatorRound(db, player(s), roundId, s.gameCode, bet, { callbackUrl: s.callbackUrl, currency: s.currency.code }, (seeds) => {
        const hand: StoredHand = {
          kind: 'cards', room: room.level, base: bet, seats, step: 0, doubling: false,
          round: dealCardRound(game, drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, cardBounds(game))),
        };
        return { win: handWin(hand), outcome: { ...hand } };
      }, deps.now()) ?? await findAggregatorRound(db, s.operator, roundId);
    }
    if (!round || round.player !== s.player || round.outcome.kind !== 'cards') return failWith(reply, { status: 409, code: 'round_id_reused' });
    const dealt = await settleDeal(s, { ...round, operator: s.operator });
    if (!dealt.ok) return failWith(reply, dealt.fail);
    return answer(s, dealt);
  });

  api.post(`${cardsApi}/:level/act`, { schema: { hide: true, params: Level, body: ActBody }, attachValidation: true }, async (request, reply) => {
    const call = roomCall(request.headers['x-game-token'], request.params.level);
    if (!call.ok) return failWith(reply, call.fail);
    const { s } = call;
    if (request.validationError || !cardActions.includes(request.body.action as CardAction)) return failWith(reply, { status: 400, code: 'invalid_action' });
    const round = await findAggregatorRound(db, s.operator, request.body.roundId);
    if (!round || round.player !== s.player || round.outcome.kind !== 'cards') return failWith(reply, { status: 404, code: 'round_not_found' });
    const acted = await act(s, { ...round, operator: s.operator }, request.body.action as CardAction);
    if (!acted.ok) return failWith(reply, acted.fail);
    return answer(s, acted);
  });

  rotateRoute(app, deps, `${cardsApi}/:level/rotate`);
  for (const file of ['cards.js', 'hall.js', 'cards.css']) serveAsset(app, file);

  /**
   * Finishes hands left unfinished: a stake that may not have reached the operator is rolled back; an unanswered
   * double is rolled back (the hand stays undoubled); an open hand stands; then the win is sent.
   */
  async function recover(before: Date): Promise<number> {
    let finished = 0;
    for (const found of await unfinishedCardRounds(db, before, 100)) {
      let round: Round | undefined = { ...found };
      const { operator } = found;
      if (round.status === 'drawn') {
        const back = await sendRollback(deps, round);
        if (!back.ok && back.status === 'NETWORK') continue;
        await setAggregatorRoundStatus(db, operator, round.roundId, back.ok ? 'rolled_back' : 'refused');
        finished += 1;
        continue;
      }
      let hand = handOf(round);
      if (hand.doubling) {
        const back = await sendRollback(deps, round, 'double');
        if (!back.ok && back.status === 'NETWORK') continue;
        round = await store(round, hand, { ...hand, doubling: false });
        if (!round) continue;
        hand = handOf(round);
      }
      if (!hand.round.done) {
        const stood = actCardRound(hand.round, 'stand');
        if (stood.ok) round = await store(round, hand, { ...hand, round: stood.round });
        if (!round) continue;
      }
      const done = await finish(operator, round);
      if (!done.ok && done.fail.code === 'network') continue;
      finished += 1;
    }
    return finished;
  }

  return { recover };
}
