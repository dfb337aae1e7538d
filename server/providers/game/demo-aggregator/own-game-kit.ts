// What the demo aggregator's games with routes of their own (the fishing game, the card hall) share: the page's
// session, the balance and seeds for the page's first state, seed rotation, and the wallet callbacks of a round
// (bet, more bet, win, rollback), each idempotent at the operator by its transaction id so a retry is safe.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import { readAggregatorSeeds, rotateAggregatorSeeds, type AggregatorRound } from '../../../db/demo-aggregator-repository.js';
import { clientSeedPattern } from '../../../domain/game/fairness.js';
import type { TypeBoxTypeProvider } from '../../../lib/typebox-provider.js';
import type { GameTexts } from '../livery/game-texts.js';
import type { AggregatorSession } from './aggregator-session.js';
import type { WalletClient } from './wallet-client.js';
import type { Database } from '../../../db/schema.js';
import { servedGameAsset } from '../livery/palette-css.js';

export interface OwnGameDeps {
  db: Kysely<Database>;
  wallet: WalletClient;
  now: () => Date;
  sessionOf: (header: unknown) => AggregatorSession | null;
  textsOf: (s: AggregatorSession) => GameTexts;
  money: (s: AggregatorSession, amount: number) => string;
}

export type Fail = { status: number; code: string };

/** A wallet answer as the page's message key. */
export function walletFail(status: string): Fail {
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY': return { status: 409, code: 'insufficient_balance' };
    case 'RS_ERROR_INVALID_TOKEN':
    case 'RS_ERROR_TOKEN_EXPIRED': return { status: 401, code: 'invalid_game_token' };
    case 'RS_ERROR_MAINTENANCE': return { status: 503, code: 'game_under_maintenance' };
    case 'NETWORK': return { status: 503, code: 'network' };
    case 'RS_ERROR_ROUND_CLOSED':
    case 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST': return { status: 409, code: 'round_rolled_back' };
    default: return { status: 502, code: 'failed' };
  }
}

export const failWith = (reply: FastifyReply, f: Fail) => reply.code(f.status).send({ success: false, code: f.code });

export const player = (s: AggregatorSession) => ({ operator: s.operator, player: s.player });

/** The player's balance at the operator, or why it could not be read. */
export async function balanceOf(deps: OwnGameDeps, s: AggregatorSession): Promise<{ ok: true; balance: number } | { ok: false; fail: Fail }> {
  const read = await deps.wallet(s.callbackUrl, 'balance', { user: s.player, token: s.token, game_code: s.gameCode });
  return read.status === 'RS_OK' && read.balance !== undefined ? { ok: true, balance: read.balance } : { ok: false, fail: walletFail(read.status) };
}

/** The first state of a game page: balance, seeds (the server seed's hash before play) and the bet sizes. */
export async function pageState(deps: OwnGameDeps, s: AggregatorSession, sizes: readonly number[]) {
  const [balance, seeds] = await Promise.all([balanceOf(deps, s), readAggregatorSeeds(deps.db, player(s))]);
  if (!balance.ok) return balance;
  return {
    ok: true as const,
    value: {
      balance: balance.balance, balanceText: deps.money(s, balance.balance), wallet: 'MAIN', seeds,
      betSizes: sizes.map((amount) => ({ amount, text: deps.money(s, amount) })),
    },
  };
}

const RotateBody = Type.Object({ clientSeed: Type.Optional(Type.String({ pattern: clientSeedPattern })) });

/** POST <base>/rotate: reveals the server seed and commits to a new one (refused while a round is open). */
export function rotateRoute(app: FastifyInstance, deps: OwnGameDeps, path: string) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(path, { schema: { hide: true, body: RotateBody }, attachValidation: true }, async (request, reply) => {
    const session = deps.sessionOf(request.headers['x-game-token']);
    if (!session) return failWith(reply, walletFail('RS_ERROR_INVALID_TOKEN'));
    if (request.validationError) return failWith(reply, { status: 400, code: 'invalid_client_seed' });
    const rotated = await rotateAggregatorSeeds(deps.db, player(session), request.body.clientSeed);
    if (!rotated.ok) return failWith(reply, { status: 409, code: rotated.code });
    return { success: true, value: { seeds: rotated.seeds } };
  });
}

export type Sent = { ok: true; balance: number | undefined } | { ok: false; status: string };

/** A stake of the round: the first bet is `<round>:bet`, more stake (a double) `<round>:<name>`. */
export async function sendBet(deps: OwnGameDeps, round: AggregatorRound, token: string, amount: number, name = 'bet'): Promise<Sent> {
  const answer = await deps.wallet(round.callbackUrl, 'bet', {
    user: round.player, token, transaction_uuid: `${round.roundId}:${name}`, round: round.roundId, amount, currency: round.currency, game_code: round.gameCode,
  });
  return answer.status === 'RS_OK' ? { ok: true, balance: answer.balance } : { ok: false, status: answer.status };
}

/** The round's win (0 for a loss) on its first bet; it closes the round. */
export async function sendWin(deps: OwnGameDeps, round: AggregatorRound, amount: number): Promise<Sent> {
  const answer = await deps.wallet(round.callbackUrl, 'win', {
    user: round.player, transaction_uuid: `${round.roundId}:win`, reference_transaction_uuid: `${round.roundId}:bet`, round: round.roundId,
    amount, currency: round.currency, round_closed: true, game_code: round.gameCode,
  });
  return answer.status === 'RS_OK' ? { ok: true, balance: answer.balance } : { ok: false, status: answer.status };
}

/** Takes back a stake the operator may or may not have taken (a rollback of an unknown bet is accepted and kept). */
export async function sendRollback(deps: OwnGameDeps, round: AggregatorRound, name = 'bet'): Promise<Sent> {
  const answer = await deps.wallet(round.callbackUrl, 'rollback', {
    user: round.player, transaction_uuid: `${round.roundId}:${name}:rollback`, reference_transaction_uuid: `${round.roundId}:${name}`, round: round.roundId,
  });
  return answer.status === 'RS_OK' ? { ok: true, balance: answer.balance } : { ok: false, status: answer.status };
}

/** The round as the page's common script shows it (the bet record's id, bet and win; the fairness of its draw). */
export function roundAnswer(deps: OwnGameDeps, s: AggregatorSession, round: AggregatorRound, outcome: Record<string, unknown>, balance: number, settled: boolean) {
  return {
    round: {
      roundId: round.roundId, status: settled ? 'settled' : 'open', betAmount: round.bet, winAmount: round.win, outcome,
      fairness: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce },
      createdAt: round.createdAt.toISOString(), settledAt: settled ? deps.now().toISOString() : null,
    },
    balance, balanceText: deps.money(s, balance), betText: deps.money(s, round.bet), winText: deps.money(s, round.win),
  };
}

/** Serves one of this aggregator's static files (assets/) at /demo-aggregator/assets/<file>, as the other games' are. */
export function serveAsset(app: FastifyInstance, file: string) {
  const body = servedGameAsset(file, readFileSync(new URL(`./assets/${file}`, import.meta.url), 'utf8'));
  const type = file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
  app.get(`/demo-aggregator/assets/${file}`, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').type(type).send(body));
}
