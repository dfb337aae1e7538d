// Lucky Lantern's page and the calls its script makes (docs/demo-game.md). The page is plain HTML with one static
// script and stylesheet (the site's CSP allows only scripts of this origin); its API takes the game session's
// token in X-Game-Token. A spin is the game server's two wallet calls in turn: debit (bet, draw) then credit.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import { diceRtp } from '../../../domain/game/dice.js';
import { clientSeedPattern } from '../../../domain/game/fairness.js';
import { roundIdPattern } from '../../../domain/game/rounds.js';
import { rtpFormula } from '../../../domain/game/slot.js';
import type { TypeBoxTypeProvider } from '../../../lib/typebox-provider.js';
import { readSeeds, rotateSeeds } from '../../../db/game-seed-repository.js';
import {
  allowedBets, currencyOf, fail, gameCodeOf, gameDrawer, money, playMerchant, playSessionOf, playingSessionOf, walletReply,
} from '../game-requests.js';
import type { SeamlessWallet } from '../seamless-wallet.js';
import { loadGameTexts } from './game-texts.js';
import { gameLanguage, liveryGamePages } from './livery-vendor.js';
import { lanternDiceCode } from './lantern-dice.js';
import { luckyLanternCode } from './lucky-lantern.js';
import { renderDicePage } from './dice-page.js';
import { sitePaletteOf, type GamePageInput } from './page-shell.js';
import { renderSlotPage } from './slot-page.js';
import type { Database } from '../../../db/schema.js';
import { servedGameAsset as servedAsset } from './palette-css.js';

const assets: Record<string, { type: string; body: string }> = Object.fromEntries(
  [['common.js', 'js'], ['game-window.js', 'js'], ['slot.js', 'js'], ['dice.js', 'js'], ['game.css', 'css'], ['minis.css', 'css'], ['minis-kit.js', 'js'], ['mines.js', 'js'], ['hilo.js', 'js'], ['crash.js', 'js'], ['plinko.js', 'js']].map(([file, kind]) =>
    [file, { type: kind === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8', body: servedAsset(file!, readFileSync(new URL(`./assets/${file}`, import.meta.url), 'utf8')) }]),
);

/** An exact fraction in percent as a decimal string: up to 5 decimals, then "…" when it goes on (97.22222…). */
export function percentOf(numerator: bigint, denominator: bigint): string {
  let rest = numerator * 100n;
  const whole = rest / denominator;
  rest %= denominator;
  let digits = '';
  while (rest !== 0n && digits.length < 5) {
    rest *= 10n;
    digits += (rest / denominator).toString();
    rest %= denominator;
  }
  return `${whole}${digits ? `.${digits}` : ''}${rest === 0n ? '' : '…'}`;
}

const slotRtp = rtpFormula();
/** Each in-house game's page: its renderer and its exact RTP. */
const pages: Record<string, { render: (input: GamePageInput) => string; rtp: string }> = {
  [luckyLanternCode]: { render: renderSlotPage, rtp: percentOf(slotRtp.numerator, slotRtp.denominator) },
  [lanternDiceCode]: { render: renderDicePage, rtp: percentOf(diceRtp.numerator, diceRtp.denominator) },
};

const SpinBody = Type.Object({
  roundId: Type.String({ pattern: roundIdPattern }),
  bet: Type.Integer({ minimum: 1 }),
  pick: Type.Optional(Type.String({ maxLength: 16, description: 'Lantern Dice: BIG, SMALL, ODD or EVEN' })),
});
const RotateBody = Type.Object({ clientSeed: Type.Optional(Type.String({ pattern: clientSeedPattern })) });
const PageQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })), lang: Type.Optional(Type.String({ maxLength: 8 })),
  palette: Type.Optional(Type.String({ maxLength: 8, description: 'The site\'s palette, light or dark (else the device\'s)' })),
});

export async function liveryRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; wallet: SeamlessWallet; now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, wallet, now } = deps;
  const texts = loadGameTexts();

  for (const [gameCode, page] of Object.entries(pages)) {
    api.get(liveryGamePages[gameCode]!, {
      attachValidation: true,
      schema: { tags: ['seamless'], summary: `The ${gameCode} page (HTML) for a launch token`, querystring: PageQuery, hide: true },
    }, async (request, reply) => {
      const token = request.validationError ? undefined : request.query.token;
      const session = token ? await playSessionOf(db, request.merchant.code, token, now()) : null;
      const language = gameLanguage(request.validationError ? undefined : request.query.lang, gameLanguage(session?.language));
      const ok = session !== null && (await gameCodeOf(db, session.nodeId)) === gameCode;
      reply.code(ok ? 200 : 401).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const palette = request.validationError ? undefined : sitePaletteOf(request.query.palette);
      return page.render({
        language, texts: texts[language], rtpPercent: page.rtp, ...(palette ? { palette } : {}), ...(session?.fun ? { fun: true } : {}),
        ...(ok ? {} : { error: 'invalid_game_token' }),
      });
    });
  }

  api.get('/games/livery/assets/:file', { schema: { hide: true } }, async (request, reply) => {
    const asset = assets[(request.params as { file: string }).file];
    if (!asset) return fail(reply, 404, 'not_found');
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  api.get('/games/livery/api/state', {
    schema: { tags: ['seamless'], summary: 'Lucky Lantern: balance, bet sizes and the player\'s seeds (X-Game-Token)' },
  }, async (request, reply) => {
    const session = await playingSessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    const merchant = playMerchant(request.merchant, session);
    const [balance, seeds] = await Promise.all([wallet.balance(merchant, session), readSeeds(db, session, now())]);
    return {
      success: true,
      value: {
        balance, balanceText: money(merchant, balance, session.language), currency: currencyOf(merchant),
        betSizes: allowedBets(merchant).map((amount) => ({ amount, text: money(merchant, amount, session.language) })),
        // The wallet the game plays from: the main wallet, or (transfer wallets) the vendor's, filled by a transfer.
        wallet: session.fun ? 'FUN' : merchant.wallet.isSingle ? 'MAIN' : session.vassalage,
        seeds,
      },
    };
  });

  api.post('/games/livery/api/spin', {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'One spin (Lucky Lantern) or roll (Lantern Dice, with pick): debit then credit, idempotent by roundId (X-Game-Token)', body: SpinBody },
  }, async (request, reply) => {
    const session = await playingSessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, request.validationError.message.includes('bet') ? 'invalid_bet_amount' : 'invalid_round_id');
    const merchant = playMerchant(request.merchant, session);
    if (!allowedBets(merchant).includes(request.body.bet)) return fail(reply, 400, 'invalid_bet_amount');
    const game = await gameDrawer(db, session, now(), { pick: request.body.pick });
    if (!game.ok) return fail(reply, game.status, game.code);
    const { roundId } = request.body;
    const debited = await wallet.debit(merchant, session, roundId, BigInt(request.body.bet), game.draw, game.drawOn);
    if (!debited.ok) return walletReply(reply, merchant, session.language, debited);
    // A retried spin whose round was already rolled back answers that round as it is.
    const settled = debited.round.status === 'open' ? await wallet.credit(merchant, session, roundId) : debited;
    return walletReply(reply, merchant, session.language, settled);
  });

  api.post('/games/livery/api/rotate', {
    attachValidation: true,
    schema: { tags: ['seamless'], summary: 'Reveals the server seed, commits to a new one, sets the client seed (X-Game-Token)', body: RotateBody },
  }, async (request, reply) => {
    const session = await playingSessionOf(db, request, now());
    if (!session) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, 'invalid_client_seed');
    const rotated = await rotateSeeds(db, session, request.body.clientSeed, now());
    if (!rotated.ok) return fail(reply, 409, rotated.code);
    return { success: true, value: { seeds: rotated.seeds } };
  });
}
