// The mini games' pages and API (docs/demo-game.md): Lantern Mines, Lantern Hi-Lo, Crash and Plinko. A round is
// one bet through the seamless wallet (debit at the start, credit when it ends), like the other in-house games;
// between them its state lives on the round (game_round.outcome), changed by one locked move at a time. A player
// has at most one open round per game: the start checks it inside the bet's transaction, after the draw locked the
// player's seeds, so two starts at once cannot both open one. Rounds left open are closed at their last safe state
// by settleAbandoned, which the seamless plugin's reconciliation timer runs.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { MerchantConfig } from '../../../../../src/engine/config-types.js';
import { findMiniRound, lockMiniRound, openMiniRoundOf, saveMiniOutcome, staleMiniRounds, type MiniRoundRow } from '../../../../db/minis-repository.js';
import { drawIntegers } from '../../../../domain/game/fairness.js';
import { roundIdPattern } from '../../../../domain/game/rounds.js';
import type { TypeBoxTypeProvider } from '../../../../lib/typebox-provider.js';
import { ensureSeeds, readSeeds, rotateSeeds, takeNonce } from '../../../../db/game-seed-repository.js';
import { allowedBets, currencyOf, fail, gameCodeOf, money, playMerchant, playSessionOf, playingSessionOf } from '../../game-requests.js';
import type { GameSession } from '../../../../db/game-session-repository.js';
import { roundTableOf } from '../../../../db/livery-fun-repository.js';
import { RoundRefusal, type SeamlessWallet } from '../../seamless-wallet.js';
import { loadGameTexts, type GameTexts } from '../game-texts.js';
import { gameLanguage, gameLanguages, type GameLanguage } from '../livery-vendor.js';
import { miniGameCodes, miniGames, stateOf, type MiniGame, type MoveBody, type State, type StartParams } from './mini-games.js';
import { loadMinisTexts, minisApi, renderMiniPage } from './minis-pages.js';
import { sitePaletteOf } from '../page-shell.js';
import { renderMinisVerifyPage } from './minis-verify.js';
import type { Database } from '../../../../db/schema.js';

const StartBody = Type.Object({
  roundId: Type.String({ pattern: roundIdPattern }),
  bet: Type.Integer({ minimum: 1 }),
  mines: Type.Optional(Type.Unknown({ description: 'Lantern Mines: 1-24' })),
  rows: Type.Optional(Type.Unknown({ description: 'Plinko: 8-16' })),
  risk: Type.Optional(Type.Unknown({ description: 'Plinko: LOW, MEDIUM or HIGH' })),
  auto: Type.Optional(Type.Unknown({ description: 'Crash: automatic cash-out in hundredths (101-1000000), or null' })),
});
const MoveSchema = Type.Object({
  roundId: Type.String({ pattern: roundIdPattern }),
  action: Type.String({ maxLength: 10, description: 'REVEAL (Mines, with tile 0-24), HIGHER, LOWER, SAME or SKIP (Hi-Lo), CHECK (Crash)' }),
  tile: Type.Optional(Type.Unknown()),
});
const RoundBody = Type.Object({ roundId: Type.String({ pattern: roundIdPattern }) });
const RotateBody = Type.Object({ clientSeed: Type.Optional(Type.String({ pattern: '^[\\x21-\\x39\\x3B-\\x7E]{1,64}$' })) });
const PageQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })), lang: Type.Optional(Type.String({ maxLength: 8 })),
  palette: Type.Optional(Type.String({ maxLength: 8, description: 'The site\'s palette, light or dark (else the device\'s)' })),
});

/** A move's refusals that are the caller's mistake (400); the others are refused by the round's state (409). */
const badInput = new Set(['invalid_tile', 'invalid_move']);

/** Rounds whose last move is older than this are closed by settleAbandoned. */
export const minisIdleMs = 10 * 60 * 1000;

export interface MinisDeps {
  db: Kysely<Database>;
  wallet: SeamlessWallet;
  now: () => Date;
  merchantOf: (code: string) => MerchantConfig | undefined;
}

export async function minisRoutes(app: FastifyInstance, deps: MinisDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, wallet, now } = deps;
  const gameTexts = loadGameTexts();
  const minisTexts = loadMinisTexts();
  const textsOf = (l: GameLanguage): GameTexts => ({
    ...gameTexts[l], minis: minisTexts[l], errors: { ...(gameTexts[l].errors as GameTexts), ...(minisTexts[l].errors as GameTexts) },
  });
  const texts = Object.fromEntries(gameLanguages.map((l) => [l, textsOf(l)])) as Record<GameLanguage, GameTexts>;

  const owner = (s: GameSession) => ({ merchantId: s.merchantId, memberId: s.memberId, vassalage: s.vassalage });

  /** The session of the request and its mini game, or the refusal already sent. */
  async function playing(request: Parameters<typeof playingSessionOf>[1], reply: FastifyReply): Promise<{ session: GameSession; game: MiniGame } | undefined> {
    const session = await playingSessionOf(db, request, now());
    if (!session) {
      fail(reply, 401, 'invalid_game_token');
      return undefined;
    }
    const code = await gameCodeOf(db, session.nodeId);
    const game = code === null ? undefined : miniGames[code];
    if (!game) {
      fail(reply, 404, 'game_not_found');
      return undefined;
    }
    return { session, game };
  }

  /** A round as the page's script shows it: the public state (secrets only once it ended), money formatted. */
  async function answer(merchant: MerchantConfig, session: GameSession, game: MiniGame, row: MiniRoundRow) {
    const balance = await wallet.balance(merchant, session);
    const state = stateOf(row.outcome);
    const view: Record<string, unknown> = state ? game.view(state, now().getTime()) : {};
    const m = (n: number) => money(merchant, n, session.language);
    return {
      success: true,
      value: {
        round: {
          roundId: row.roundId, status: row.status, betAmount: row.betAmount, winAmount: row.winAmount,
          outcome: view,
          fairness: { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
          createdAt: row.createdAt.toISOString(), settledAt: row.settledAt?.toISOString() ?? null,
        },
        balance, balanceText: m(balance), betText: m(row.betAmount), winText: row.status === 'open' ? '—' : m(row.winAmount),
        // What cashing out now would pay (Mines, Hi-Lo), for the button's label.
        cashOutText: m(Math.floor((row.betAmount * Number(view.times ?? 0)) / 10_000)),
      },
    };
  }

  /** Settles a round whose state ended (the win its state says, through the wallet's credit). */
  async function settleIfDone(merchant: MerchantConfig, session: GameSession, row: MiniRoundRow): Promise<MiniRoundRow> {
    if (row.status !== 'open' || !stateOf(row.outcome)?.done) return row;
    const credited = await wallet.credit(merchant, session, row.roundId);
    if (!credited.ok) return row;
    return (await findMiniRound(db, merchant.code, row.roundId, roundTableOf(session))) ?? row;
  }

  type Changed = { ok: true; row: MiniRoundRow } | { ok: false; status: number; code: string };

  /** One move on an open round, under its row lock: the next state is stored, then paid if the round ended. */
  async function change(merchant: MerchantConfig, session: GameSession, roundId: string, next: (state: State, nowMs: number) => ReturnType<MiniGame['move']>): Promise<Changed> {
    try {
      await db.transaction().execute(async (trx: Transaction<Database>) => {
        const row = await lockMiniRound(trx, merchant.code, roundId, roundTableOf(session));
        if (!row || row.memberId !== session.memberId || row.nodeId !== session.nodeId) throw new RoundRefusal(404, 'round_not_found');
        if (row.status !== 'open') throw new RoundRefusal(409, 'round_over');
        const state = stateOf(row.outcome);
        if (!state) throw new RoundRefusal(404, 'round_not_found');
        // Ended already (its credit got no answer): only the payment is left.
        if (state.done) return;
        const at = now();
        const step = next(state, at.getTime());
        if (!step.ok) throw new RoundRefusal(badInput.has(step.code) ? 400 : 409, step.code);
        await saveMiniOutcome(trx, merchant.code, roundId, { ...step.state, movedAt: at.toISOString() }, roundTableOf(session));
      });
    } catch (err) {
      if (err instanceof RoundRefusal) return { ok: false, status: err.status, code: err.code };
      throw err;
    }
    const row = await findMiniRound(db, merchant.code, roundId, roundTableOf(session));
    return { ok: true, row: await settleIfDone(merchant, session, row!) };
  }

  for (const game of Object.values(miniGames)) {
    api.get(game.page, {
      attachValidation: true,
      schema: { tags: ['seamless'], summary: `The ${game.code} page (HTML) for a launch token`, querystring: PageQuery, hide: true },
    }, async (request, reply) => {
      const token = request.validationError ? undefined : request.query.token;
      const session = token ? await playSessionOf(db, request.merchant.code, token, now()) : null;
      const language = gameLanguage(request.validationError ? undefined : request.query.lang, gameLanguage(session?.language));
      const ok = session !== null && (await gameCodeOf(db, session.nodeId)) === game.code;
      reply.code(ok ? 200 : 401).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const palette = request.validationError ? undefined : sitePaletteOf(request.query.palette);
      return renderMiniPage(game.code, { language, texts: texts[language], rtpPercent: '', ...(palette ? { palette } : {}), ...(session?.fun ? { fun: true } : {}), ...(ok ? {} : { error: 'invalid_game_token' }) });
    });
  }

  api.get(`${minisApi}/state`, {
    schema: { tags: ['seamless'], summary: 'A mini game: balance, bet sizes, seeds and the open round (X-Game-Token)' },
  }, async (request, reply) => {
    const p = await playing(request, reply);
    if (!p) return reply;
    const { session, game } = p;
    const merchant = playMerchant(request.merchant, session);
    const [balance, seeds, open] = await Promise.all([
      wallet.balance(merchant, session), readSeeds(db, owner(session), now()), openMiniRoundOf(db, merchant.code, session.memberId, session.nodeId, roundTableOf(session)),
    ]);
    const openRound = open ? (await answer(merchant, session, game, await settleIfDone(merchant, session, open))).value : null;
    return {
      success: true,
      value: {
        balance, balanceText: money(merchant, balance, session.language), currency: currencyOf(merchant),
        betSizes: allowedBets(merchant).map((amount) => ({ amount, text: money(merchant, amount, session.language) })),
        wallet: session.fun ? 'FUN' : merchant.wallet.isSingle ? 'MAIN' : session.vassalage,
        seeds, game: game.code, open: openRound && openRound.round.status === 'open' ? openRound : null,
      },
    };
  });

  api.post(`${minisApi}/spin`, {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'Starts a mini game round: the bet (debit), the draw; Plinko drops and settles at once (X-Game-Token)', body: StartBody },
  }, async (request, reply) => {
    const p = await playing(request, reply);
    if (!p) return reply;
    const { session, game } = p;
    if (request.validationError) return fail(reply, 400, request.validationError.message.includes('bet') ? 'invalid_bet_amount' : 'invalid_round_id');
    const merchant = playMerchant(request.merchant, session);
    const { roundId, bet } = request.body;
    if (!allowedBets(merchant).includes(bet)) return fail(reply, 400, 'invalid_bet_amount');
    const params: StartParams = request.body;
    const problem = game.check(params);
    if (problem !== null) return fail(reply, 400, problem);
    await ensureSeeds(db, owner(session), now());
    const debited = await wallet.debit(merchant, session, roundId, BigInt(bet), async (trx) => {
      // The seeds' row lock serialises the player's starts: the open round of another start is committed and seen here.
      const seeds = await takeNonce(trx, owner(session));
      if (await openMiniRoundOf(trx, merchant.code, session.memberId, session.nodeId, roundTableOf(session))) throw new RoundRefusal(409, 'round_in_play');
      const at = now();
      const state = game.start(drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, game.bounds(params)), params, bet, at.getTime());
      return { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce, outcome: { ...state, movedAt: at.toISOString() } };
    });
    if (!debited.ok) return fail(reply, debited.status, debited.code);
    const row = await findMiniRound(db, merchant.code, roundId, roundTableOf(session));
    return answer(merchant, session, game, await settleIfDone(merchant, session, row!));
  });

  api.post(`${minisApi}/move`, {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'A move in an open mini game round (reveal a tile, guess, skip, check the curve) (X-Game-Token)', body: MoveSchema },
  }, async (request, reply) => {
    const p = await playing(request, reply);
    if (!p) return reply;
    if (request.validationError) return fail(reply, 400, request.validationError.message.includes('roundId') ? 'invalid_round_id' : 'invalid_move');
    const body: MoveBody = request.body;
    const changed = await change(playMerchant(request.merchant, p.session), p.session, request.body.roundId, (state, at) => p.game.move(state, body, at));
    if (!changed.ok) return fail(reply, changed.status, changed.code);
    return answer(playMerchant(request.merchant, p.session), p.session, p.game, changed.row);
  });

  api.post(`${minisApi}/cashout`, {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'Cashes out an open mini game round at its multiplier (X-Game-Token)', body: RoundBody },
  }, async (request, reply) => {
    const p = await playing(request, reply);
    if (!p) return reply;
    if (request.validationError) return fail(reply, 400, 'invalid_round_id');
    const changed = await change(playMerchant(request.merchant, p.session), p.session, request.body.roundId, (state, at) => p.game.cashOut(state, at));
    if (!changed.ok) return fail(reply, changed.status, changed.code);
    return answer(playMerchant(request.merchant, p.session), p.session, p.game, changed.row);
  });

  api.post(`${minisApi}/rotate`, {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'Reveals the server seed, commits to a new one, sets the client seed (X-Game-Token)', body: RotateBody },
  }, async (request, reply) => {
    const session = await playingSessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, 'invalid_client_seed');
    const rotated = await rotateSeeds(db, owner(session), request.body.clientSeed, now());
    if (!rotated.ok) return fail(reply, 409, rotated.code);
    return { success: true, value: { seeds: rotated.seeds } };
  });

  api.get('/games/livery/verify', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const language = gameLanguage(query.lang);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMinisVerifyPage({ language, texts: texts[language], query });
  });

  /**
   * Closes the mini game rounds players left (no move since before the cutoff) at their last safe state: Mines
   * and Hi-Lo cash out what was won so far (the bet back before the first safe tile or right guess), Crash ends as
   * its curve did (the automatic cash-out if it came before the crash, else lost); a round that ended but whose
   * credit got no answer is paid. Each close is one locked move and one credit, so running it twice pays once.
   */
  async function settleAbandoned(before: Date, limit = 100): Promise<number> {
    let closed = 0;
    for (const row of await staleMiniRounds(db, miniGameCodes, before, limit)) {
      const merchant = deps.merchantOf(row.merchantId);
      const game = miniGames[String(row.outcome.game)];
      if (!merchant || !game) continue;
      const session: GameSession = {
        merchantId: row.merchantId, memberId: row.memberId, nodeId: row.nodeId, vassalage: row.vassalage, gameType: row.gameType,
        language: 'en', expiresAt: now(),
      };
      const changed = await change(merchant, session, row.roundId, (state, at) => ({ ok: true, state: game.abandon(state, at) }));
      if (changed.ok && changed.row.status === 'settled') closed += 1;
    }
    return closed;
  }

  return { settleAbandoned };
}
