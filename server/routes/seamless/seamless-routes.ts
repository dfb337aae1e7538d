// The seamless wallet as a vendor calls it: balance, debit, credit, rollback, each authenticated by the game
// session's token (X-Game-Token), never by the site session. Contract in docs/demo-game.md.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import { roundIdPattern } from '../../domain/game/rounds.js';
import {
  allowedBets, currencyOf, fail, gameCodeOf, gameDrawer, money, sessionOf, walletReply,
} from '../../providers/game/game-requests.js';
import { miniGameCodes } from '../../providers/game/livery/minis/mini-games.js';
import type { SeamlessWallet } from '../../providers/game/seamless-wallet.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { AmountInput } from '../../../src/engine/api/inputs.js';
import type { Database } from '../../db/schema.js';

const RoundBody = Type.Object({ roundId: Type.String({ pattern: roundIdPattern }) });
const DebitBody = Type.Object({
  roundId: Type.String({ pattern: roundIdPattern }),
  amount: AmountInput,
  pick: Type.Optional(Type.String({ maxLength: 16, description: 'Lantern Dice: BIG, SMALL, ODD or EVEN' })),
});
const headers = Type.Object({ 'x-game-token': Type.Optional(Type.String({ description: 'The launch token of the game session' })) });

export async function seamlessRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; wallet: SeamlessWallet; now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, wallet, now } = deps;

  api.get('/wps/seamless/balance', {
    schema: { tags: ['seamless'], summary: 'Balance of the wallet the game session plays from', headers },
  }, async (request, reply) => {
    const session = await sessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    const balance = await wallet.balance(request.merchant, session);
    return { success: true, value: { balance, balanceText: money(request.merchant, balance, session.language), currency: currencyOf(request.merchant) } };
  });

  api.post('/wps/seamless/debit', {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'Bet: opens the round (idempotent by roundId, ledger key bet:<roundId>)', headers, body: DebitBody },
  }, async (request, reply) => {
    const session = await sessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, request.validationError.message.includes('amount') ? 'invalid_bet_amount' : 'invalid_round_id');
    if (!allowedBets(request.merchant).includes(request.body.amount)) return fail(reply, 400, 'invalid_bet_amount');
    const game = await gameDrawer(db, session, now(), { pick: request.body.pick });
    if (!game.ok) return fail(reply, game.status, game.code);
    const answer = await wallet.debit(request.merchant, session, request.body.roundId, BigInt(request.body.amount), game.draw, game.drawOn);
    return walletReply(reply, request.merchant, session.language, answer);
  });

  for (const step of ['credit', 'rollback'] as const) {
    api.post(`/wps/seamless/${step}`, {
      attachValidation: true,
      schema: {
        tags: ['seamless'],
        summary: step === 'credit'
          ? 'Win: settles the round with the win drawn at its debit (idempotent, ledger key win:<roundId>)'
          : 'Rollback: refunds an open round\'s bet (idempotent, ledger key rollback:<roundId>)',
        headers,
        body: RoundBody,
      },
    }, async (request, reply) => {
      const session = await sessionOf(db, request, now());
      if (!session) return fail(reply, 401, 'invalid_game_token');
      if (request.validationError) return fail(reply, 400, 'invalid_round_id');
      // A mini game's round ends by its own moves (cash-out, a mine, a wrong guess), never by a bare credit or rollback.
      if (miniGameCodes.includes((await gameCodeOf(db, session.nodeId)) ?? '')) return fail(reply, 404, 'game_not_found');
      const answer = await wallet[step](request.merchant, session, request.body.roundId);
      return walletReply(reply, request.merchant, session.language, answer);
    });
  }
}
