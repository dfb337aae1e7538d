// What the game routes share: the game session of a request (X-Game-Token), the game code of its node, the
// answer envelope with formatted amounts, and the draw of each in-house game.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { formatMoney } from '../../../src/engine/money.js';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { DicePick } from '../../domain/game/dice.js';
import { betSizes } from '../../domain/game/slot.js';
import { gameCodeOfNode } from '../../db/catalogue-repository.js';
import type { DrawSeeds } from '../../db/game-seed-repository.js';
import { findGameSession, type GameSession } from '../../db/game-session-repository.js';
import { findFunSession } from '../../db/livery-fun-repository.js';
import { inHouseVendor } from '../../domain/catalogue/vendors.js';
import type { DrawnRound } from './game-vendor.js';
import { drawLanternDice, isDicePick, lanternDiceCode, rollLanternDice } from './livery/lantern-dice.js';
import { drawLuckyLantern, luckyLanternCode, spinLuckyLantern } from './livery/lucky-lantern.js';
import type { RoundDrawer, SeedDraw, WalletAnswer } from './seamless-wallet.js';
import type { Database } from '../../db/schema.js';

export const gameTokenHeader = 'x-game-token';

export function fail(reply: FastifyReply, status: number, code: string) {
  return reply.code(status).send({ success: false, code });
}

/**
 * The live session of an in-house game's token on a merchant: a member's game session, or a fun player's (fun: true,
 * docs/demo-game.md "Fun play"); null when neither. Only the in-house game pages take fun tokens, never the wallet's routes.
 */
export async function playSessionOf(db: Kysely<Database>, merchantId: string, token: string, now: Date): Promise<GameSession | null> {
  return (await findGameSession(db, merchantId, token, now)) ?? findFunSession(db, merchantId, token, now, inHouseVendor);
}

/** The live game session of a member of the request's X-Game-Token on the request's merchant, or null (the wallet's routes). */
export async function sessionOf(db: Kysely<Database>, request: FastifyRequest, now: Date): Promise<GameSession | null> {
  const token = request.headers[gameTokenHeader];
  if (typeof token !== 'string') return null;
  return findGameSession(db, request.merchant.code, token, now);
}

/** The in-house game pages' calls: the request's X-Game-Token as a member's game session or a fun player's, or null. */
export async function playingSessionOf(db: Kysely<Database>, request: FastifyRequest, now: Date): Promise<GameSession | null> {
  const token = request.headers[gameTokenHeader];
  if (typeof token !== 'string') return null;
  return playSessionOf(db, request.merchant.code, token, now);
}

// A catalogue node keeps its game code: every round asks, so the answer is kept per database once found.
const gameCodes = new WeakMap<object, Map<string, string>>();

export async function gameCodeOf(db: Kysely<Database>, nodeId: string): Promise<string | null> {
  let known = gameCodes.get(db);
  const cached = known?.get(nodeId);
  if (cached !== undefined) return cached;
  const code = await gameCodeOfNode(db, nodeId);
  if (code !== null) {
    if (!known) gameCodes.set(db, (known = new Map()));
    known.set(nodeId, code);
  }
  return code;
}

/** What a play may carry besides its bet: the pick of a dice round. */
export interface PlayParams {
  pick?: string | undefined;
}

type Owner = { merchantId: string; memberId: string; vassalage: string };

/** The in-house games' draws; each checks its own parameters first (a 400 code, or null when they are fine). */
// `drawOn`: the same draw on seeds the wallet gives (its one-round-trip debit, docs/demo-game.md).
const games: Readonly<Record<string, {
  check(params: PlayParams): string | null;
  draw(trx: Transaction<Database>, owner: Owner, bet: bigint, params: PlayParams, now: Date): Promise<DrawnRound>;
  drawOn(seeds: DrawSeeds, bet: bigint, params: PlayParams): DrawnRound;
}>> = {
  [luckyLanternCode]: { check: () => null, draw: (trx, owner, bet, _params, now) => drawLuckyLantern(trx, owner, bet, now), drawOn: (seeds, bet) => spinLuckyLantern(seeds, bet) },
  [lanternDiceCode]: {
    check: (params) => (isDicePick(params.pick) ? null : 'invalid_pick'),
    draw: (trx, owner, bet, params, now) => drawLanternDice(trx, owner, bet, params.pick as DicePick, now),
    drawOn: (seeds, bet, params) => rollLanternDice(seeds, bet, params.pick as DicePick),
  },
};

export type GameDraw = { ok: true; draw: RoundDrawer; drawOn: SeedDraw } | { ok: false; status: 400 | 404; code: string };

/**
 * The draw of the session's game with the play's parameters: 404 game_not_found when this server does not play
 * it, 400 when the parameters do not fit. The draw creates the member's seeds if they are missing (takeNonce).
 */
export async function gameDrawer(db: Kysely<Database>, session: GameSession, now: Date, params: PlayParams): Promise<GameDraw> {
  const gameCode = await gameCodeOf(db, session.nodeId);
  const game = gameCode === null ? undefined : games[gameCode];
  if (!game) return { ok: false, status: 404, code: 'game_not_found' };
  const problem = game.check(params);
  if (problem !== null) return { ok: false, status: 400, code: problem };
  const owner = { merchantId: session.merchantId, memberId: session.memberId, vassalage: session.vassalage };
  // The draw's takeNonce creates seeds the member does not have yet.
  return { ok: true, draw: (trx, bet) => game.draw(trx, owner, bet, params, now), drawOn: (seeds, bet) => game.drawOn(seeds, bet, params) };
}

/** The bet sizes of the merchant's currency (every in-house game takes the same). */
export const allowedBets = (merchant: MerchantConfig): number[] => betSizes(merchant.currency.minorUnits);

export const money = (merchant: MerchantConfig, amount: number, language: string): string =>
  formatMoney(amount, { code: merchant.currency.code, symbol: merchant.currency.symbol, minorUnits: merchant.currency.minorUnits }, { locale: language });

/** The merchant as a session's page shows money: a fun player's play money has no currency symbol (docs/demo-game.md "Fun play"). */
export const playMerchant = (merchant: MerchantConfig, session: Pick<GameSession, 'fun'>): MerchantConfig =>
  (session.fun ? { ...merchant, currency: { ...merchant.currency, symbol: '' } } : merchant);

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
      betText: money(merchant, answer.round.betAmount, language),
      winText: money(merchant, answer.round.winAmount, language),
      lineWins: lineWinsOf(answer.round.outcome).map((l) => ({ ...l, amountText: money(merchant, l.amount, language) })),
    },
  };
}
