// What the game routes share: the game session of a request (X-Game-Token), the game code of its node, the
// answer envelope with formatted amounts, and the draw of each in-house game.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { formatMoney } from '../../../src/engine/money.js';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { betSizes } from '../../domain/game/slot.js';
import { ensureSeeds } from './fairness-store.js';
import { findGameSession, type GameSession } from './game-sessions.js';
import type { DrawnRound } from './game-vendor.js';
import { drawLuckyLantern, luckyLanternCode } from './livery/lucky-lantern.js';
import type { RoundDrawer, WalletAnswer } from './seamless-wallet.js';

export const gameTokenHeader = 'x-game-token';

export function fail(reply: FastifyReply, status: number, code: string) {
  return reply.code(status).send({ success: false, code });
}

/** The live game session of the request's X-Game-Token on the request's merchant, or null. */
export async function sessionOf(db: Kysely<unknown>, request: FastifyRequest, now: Date): Promise<GameSession | null> {
  const token = request.headers[gameTokenHeader];
  if (typeof token !== 'string') return null;
  return findGameSession(db, request.merchant.code, token, now);
}

export async function gameCodeOf(db: Kysely<unknown>, nodeId: string): Promise<string | null> {
  const { rows } = await sql<{ game_code: string }>`select game_code from game where node_id = ${nodeId}`.execute(db);
  return rows[0]?.game_code ?? null;
}

const drawers: Readonly<Record<string, (trx: Transaction<unknown>, owner: { merchantId: string; memberId: string; vassalage: string }, bet: bigint) => Promise<DrawnRound>>> = {
  [luckyLanternCode]: drawLuckyLantern,
};

/**
 * The draw of the session's game, or null when this server does not play it. Creates the member's seeds first,
 * outside the round's transaction, so the draw only has to lock them.
 */
export async function gameDrawer(db: Kysely<unknown>, session: GameSession, now: Date): Promise<RoundDrawer | null> {
  const gameCode = await gameCodeOf(db, session.nodeId);
  const draw = gameCode === null ? undefined : drawers[gameCode];
  if (!draw) return null;
  const owner = { merchantId: session.merchantId, memberId: session.memberId, vassalage: session.vassalage };
  await ensureSeeds(db, owner, now);
  return (trx, bet) => draw(trx, owner, bet);
}

/** The bet sizes of the merchant's currency (every in-house game takes the same). */
export const allowedBets = (merchant: MerchantConfig): number[] => betSizes(merchant.currency.minorUnits);

export const money = (merchant: MerchantConfig, amount: number, language: string): string =>
  formatMoney(amount, { code: merchant.currency.code, symbol: merchant.currency.symbol, minorUnits: merchant.currency.minorUnits }, { locale: language });

export const currencyOf = (merchant: MerchantConfig) =>
  ({ code: merchant.currency.code, symbol: merchant.currency.symbol, minorUnits: merchant.currency.minorUnits });

function lineWinsOf(outcome: Record<string, unknown> | null): { line: number; symbol: string; amount: number }[] {
  const lines = outcome?.lines;
  return Array.isArray(lines) ? (lines as { line: number; symbol: string; amount: number }[]) : [];
}

/** A wallet answer as the API sends it: the round, the balance it left, formatted amounts for the page. */
export function walletReply(reply: FastifyReply, merchant: MerchantConfig, language: string, answer: WalletAnswer) {
  if (!answer.ok) return fail(reply, answer.status, answer.code);
  return {
    success: true,
    value: {
      replayed: answer.replayed,
      round: answer.round,
      balance: answer.balance,
      balanceText: money(merchant, answer.balance, language),
      winText: money(merchant, answer.round.winAmount, language),
      lineWins: lineWinsOf(answer.round.outcome).map((l) => ({ ...l, amountText: money(merchant, l.amount, language) })),
    },
  };
}
