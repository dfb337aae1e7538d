// Lucky Lantern's page and the calls its script makes (docs/demo-game.md). The page is plain HTML with one static
// script and stylesheet (the site's CSP allows only scripts of this origin); its API takes the game session's
// token in X-Game-Token. A spin is the game server's two wallet calls in turn: debit (bet, draw) then credit.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import { clientSeedPattern } from '../../../domain/game/fairness.js';
import { roundIdPattern } from '../../../domain/game/rounds.js';
import { rtpFormula } from '../../../domain/game/slot.js';
import type { TypeBoxTypeProvider } from '../../../lib/typebox-provider.js';
import { readSeeds, rotateSeeds } from '../fairness-store.js';
import { findGameSession } from '../game-sessions.js';
import {
  allowedBets, currencyOf, fail, gameCodeOf, gameDrawer, money, sessionOf, walletReply,
} from '../game-requests.js';
import type { SeamlessWallet } from '../seamless-wallet.js';
import { loadGameTexts } from './game-texts.js';
import { gameLanguage, liveryGamePages } from './livery-vendor.js';
import { luckyLanternCode } from './lucky-lantern.js';
import { renderSlotPage } from './slot-page.js';

const assets: Record<string, { type: string; body: string }> = Object.fromEntries(
  [['slot.js', 'text/javascript; charset=utf-8'], ['slot.css', 'text/css; charset=utf-8']].map(([file, type]) =>
    [file, { type: type!, body: readFileSync(new URL(`./assets/${file}`, import.meta.url), 'utf8') }]),
);

/** The exact RTP in percent as a decimal string (the fraction's denominator is 2^a 5^b, so it terminates). */
function rtpPercent(): string {
  const { numerator, denominator } = rtpFormula();
  let digits = '';
  let rest = numerator * 100n;
  const whole = rest / denominator;
  rest %= denominator;
  while (rest !== 0n && digits.length < 10) {
    rest *= 10n;
    digits += (rest / denominator).toString();
    rest %= denominator;
  }
  return digits ? `${whole}.${digits}` : whole.toString();
}

const SpinBody = Type.Object({ roundId: Type.String({ pattern: roundIdPattern }), bet: Type.Integer({ minimum: 1 }) });
const RotateBody = Type.Object({ clientSeed: Type.Optional(Type.String({ pattern: clientSeedPattern })) });
const PageQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })), lang: Type.Optional(Type.String({ maxLength: 8 })) });

export async function liveryRoutes(app: FastifyInstance, deps: { db: Kysely<unknown>; wallet: SeamlessWallet; now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, wallet, now } = deps;
  const texts = loadGameTexts();
  const rtp = rtpPercent();

  api.get(liveryGamePages[luckyLanternCode]!, {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'The Lucky Lantern page (HTML) for a launch token', querystring: PageQuery, hide: true },
  }, async (request, reply) => {
    const token = request.validationError ? undefined : request.query.token;
    const session = token ? await findGameSession(db, request.merchant.code, token, now()) : null;
    const language = gameLanguage(request.validationError ? undefined : request.query.lang, gameLanguage(session?.language));
    const ok = session !== null && (await gameCodeOf(db, session.nodeId)) === luckyLanternCode;
    reply.code(ok ? 200 : 401).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderSlotPage({ language, texts: texts[language], rtpPercent: rtp, ...(ok ? {} : { error: 'invalid_game_token' }) });
  });

  api.get('/games/livery/assets/:file', { schema: { hide: true } }, async (request, reply) => {
    const asset = assets[(request.params as { file: string }).file];
    if (!asset) return fail(reply, 404, 'not_found');
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  api.get('/games/livery/api/state', {
    schema: { tags: ['seamless'], summary: 'Lucky Lantern: balance, bet sizes and the player\'s seeds (X-Game-Token)' },
  }, async (request, reply) => {
    const session = await sessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    const merchant = request.merchant;
    const [balance, seeds] = await Promise.all([wallet.balance(merchant, session), readSeeds(db, session, now())]);
    return {
      success: true,
      value: {
        balance, balanceText: money(merchant, balance, session.language), currency: currencyOf(merchant),
        betSizes: allowedBets(merchant).map((amount) => ({ amount, text: money(merchant, amount, session.language) })),
        seeds, rtp,
      },
    };
  });

  api.post('/games/livery/api/spin', {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'Lucky Lantern: one spin, debit then credit, idempotent by roundId (X-Game-Token)', body: SpinBody },
  }, async (request, reply) => {
    const session = await sessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, request.validationError.message.includes('bet') ? 'invalid_bet_amount' : 'invalid_round_id');
    const merchant = request.merchant;
    const draw = await gameDrawer(db, session, now());
    if (!draw) return fail(reply, 404, 'game_not_found');
    if (!allowedBets(merchant).includes(request.body.bet)) return fail(reply, 400, 'invalid_bet_amount');
    const { roundId } = request.body;
    const debited = await wallet.debit(merchant, session, roundId, BigInt(request.body.bet), draw);
    if (!debited.ok) return walletReply(reply, merchant, session.language, debited);
    // A retried spin whose round was already rolled back answers that round as it is.
    const settled = debited.round.status === 'open' ? await wallet.credit(merchant, session, roundId) : debited;
    return walletReply(reply, merchant, session.language, settled);
  });

  api.post('/games/livery/api/rotate', {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'Reveals the server seed, commits to a new one, sets the client seed (X-Game-Token)', body: RotateBody },
  }, async (request, reply) => {
    const session = await sessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, 'invalid_client_seed');
    const rotated = await rotateSeeds(db, session, request.body.clientSeed, now());
    if (!rotated.ok) return fail(reply, 409, rotated.code);
    return { success: true, value: { seeds: rotated.seeds } };
  });
}
