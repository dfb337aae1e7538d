// The fishing game's API at the demo aggregator (docs/vendors.md), under /demo-aggregator/api/fish: the page's
// state, a shot, seed rotation. A shot is one round: the fair draw (stored before any money moves) decides which
// fish in the line of fire it hits and whether it is caught; then the bet and the win go to the operator's wallet.
// A shot that got no answer is sent again with the same round id and answered once.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { drawAggregatorRound, findAggregatorRound, setAggregatorRoundStatus } from '../../../../db/demo-aggregator-repository.js';
import { drawIntegers } from '../../../../domain/game/fairness.js';
import { fishKinds, isFishKind, maxTargets, settleShot, shotBounds, type FishKind } from '../../../../domain/game/fish/fish-shot.js';
import { roundIdPattern } from '../../../../domain/game/rounds.js';
import { betSizes } from '../../../../domain/game/slot.js';
import type { TypeBoxTypeProvider } from '../../../../lib/typebox-provider.js';
import { text } from '../../livery/game-texts.js';
import { aggregatorBase } from '../aggregator-pages.js';
import { balanceOf, failWith, pageState, player, roundAnswer, rotateRoute, sendBet, sendWin, serveAsset, walletFail, type OwnGameDeps } from '../own-game-kit.js';

export const fishApi = `${aggregatorBase}/api/fish`;

const ShotBody = Type.Object({
  roundId: Type.String({ pattern: roundIdPattern }),
  bet: Type.Integer({ minimum: 1 }),
  targets: Type.Array(Type.String({ maxLength: 16 }), { minItems: 1, maxItems: maxTargets }),
});

/** A shot's draw and result from the player's seeds: the same seeds and targets always give the same shot. */
export const playShot = (seeds: { serverSeed: string; clientSeed: string; nonce: number }, targets: FishKind[], bet: number) => {
  const shot = settleShot(targets, drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, shotBounds(targets.length)), bet);
  return { win: shot.win, outcome: { kind: 'fish', ...shot } };
};

export function fishRoutes(app: FastifyInstance, deps: OwnGameDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const fishSession = (header: unknown) => {
    const s = deps.sessionOf(header);
    return s && s.gameType === 'FISH' ? s : null;
  };

  api.get(`${fishApi}/state`, { schema: { hide: true } }, async (request, reply) => {
    const session = fishSession(request.headers['x-game-token']);
    if (!session) return failWith(reply, walletFail('RS_ERROR_INVALID_TOKEN'));
    const state = await pageState(deps, session, betSizes(session.currency.minorUnits));
    if (!state.ok) return failWith(reply, state.fail);
    return { success: true, value: { ...state.value, fish: fishKinds } };
  });

  api.post(`${fishApi}/spin`, { schema: { hide: true, body: ShotBody }, attachValidation: true }, async (request, reply) => {
    const session = fishSession(request.headers['x-game-token']);
    if (!session) return failWith(reply, walletFail('RS_ERROR_INVALID_TOKEN'));
    if (request.validationError) {
      const field = request.validationError.message;
      return failWith(reply, { status: 400, code: field.includes('bet') ? 'invalid_bet_amount' : field.includes('targets') ? 'invalid_target' : 'invalid_round_id' });
    }
    const { roundId, bet } = request.body;
    const targets = request.body.targets;
    if (!betSizes(session.currency.minorUnits).includes(bet)) return failWith(reply, { status: 400, code: 'invalid_bet_amount' });
    if (!targets.every(isFishKind)) return failWith(reply, { status: 400, code: 'invalid_target' });
    let round = await findAggregatorRound(deps.db, session.operator, roundId);
    if (!round) {
      round = await drawAggregatorRound(deps.db, player(session), roundId, session.gameCode, bet, { callbackUrl: session.callbackUrl, currency: session.currency.code },
        (seeds) => playShot(seeds, targets as FishKind[], bet), deps.now())
        ?? await findAggregatorRound(deps.db, session.operator, roundId);
    }
    if (!round || round.player !== session.player || round.outcome.kind !== 'fish') return failWith(reply, { status: 409, code: 'round_id_reused' });
    let balance: number | undefined;
    if (round.status === 'drawn') {
      const bet = await sendBet(deps, round, session.token, round.bet);
      if (!bet.ok && bet.status === 'NETWORK') return failWith(reply, walletFail('NETWORK'));
      if (!bet.ok) {
        await setAggregatorRoundStatus(deps.db, session.operator, round.roundId, 'refused');
        return failWith(reply, walletFail(bet.status));
      }
      await setAggregatorRoundStatus(deps.db, session.operator, round.roundId, 'bet');
      round = { ...round, status: 'bet' };
    }
    if (round.status === 'bet') {
      const win = await sendWin(deps, round, round.win);
      if (!win.ok && win.status === 'NETWORK') return failWith(reply, walletFail('NETWORK'));
      if (!win.ok) {
        await setAggregatorRoundStatus(deps.db, session.operator, round.roundId, 'rolled_back');
        return failWith(reply, walletFail(win.status));
      }
      await setAggregatorRoundStatus(deps.db, session.operator, round.roundId, 'closed');
      balance = win.balance;
    } else if (round.status !== 'closed') {
      return failWith(reply, walletFail(round.status === 'refused' ? 'RS_ERROR_NOT_ENOUGH_MONEY' : 'RS_ERROR_ROUND_CLOSED'));
    }
    if (balance === undefined) {
      const read = await balanceOf(deps, session);
      balance = read.ok ? read.balance : 0;
    }
    const texts = deps.textsOf(session);
    const o = round.outcome;
    const fish = text(texts, `fish.kinds.${String(o.fish)}`);
    const summary = o.caught
      ? text(texts, 'fish.caught', { fish, times: Number(o.times), amount: deps.money(session, round.win) })
      : text(texts, 'fish.missed', { fish });
    return { success: true, value: roundAnswer(deps, session, round, { ...o, summary }, balance, true) };
  });

  rotateRoute(app, deps, `${fishApi}/rotate`);
  for (const file of ['fish.js', 'fish.css']) serveAsset(app, file);
}
