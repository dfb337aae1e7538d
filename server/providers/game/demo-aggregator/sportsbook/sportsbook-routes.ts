// The demo sportsbook's routes (docs/vendors.md "The sportsbook"), registered by the demo aggregator under its
// prefix: the book and the player's bets (GET /api/sportsbook/state, which also settles the player's due bets, so
// nothing waits for a background loop), a quote of a slip (POST /api/sportsbook/quote: the odds now and the
// potential return), placing a bet (POST /api/sportsbook/bets), the verify page of an event's result and the
// page's assets. Every call of the page carries the aggregator's page token (X-Game-Token).
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import { formatMoney } from '../../../../../src/engine/money.js';
import { findSportBet, sportBetsOfPlayer, type SportBet } from '../../../../db/sportsbook-repository.js';
import { roundIdPattern } from '../../../../domain/game/rounds.js';
import { marginPercent } from '../../../../domain/game/sportsbook/markets.js';
import { checkSlip, limitsOf, maxLegs, type SlipLeg } from '../../../../domain/game/sportsbook/slip.js';
import type { TypeBoxTypeProvider } from '../../../../lib/typebox-provider.js';
import { gameLanguage } from '../../livery/livery-vendor.js';
import type { AggregatorSession } from '../aggregator-session.js';
import { aggregatorBase } from '../aggregator-pages.js';
import type { WalletClient } from '../wallet-client.js';
import { bookSeedsOf, createBook, sportsCategoryOf } from './sportsbook-book.js';
import { createSportsbookBets } from './sportsbook-bets.js';
import { renderSportsbookVerifyPage, sportsbookTexts } from './sportsbook-page.js';
import type { Database } from '../../../../db/schema.js';
import { servedGameAsset } from '../../livery/palette-css.js';

const assetsDir = new URL('./assets/', import.meta.url);
const assets: Record<string, { type: string; body: string }> = Object.fromEntries(['money-input.js', 'sportsbook.js', 'sportsbook.css'].map((file) => [file, {
  type: file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
  body: servedGameAsset(file, readFileSync(new URL(file, assetsDir), 'utf8')),
}]));

const Leg = Type.Object({
  eventId: Type.String({ pattern: '^[A-Za-z0-9]+\\.(cup\\.)?[0-9]{1,12}$' }),
  marketId: Type.String({ pattern: '^[A-Z0-9X]{2,8}(:[+-]?[0-9]{1,2}(\\.5)?)?$' }),
  selection: Type.String({ pattern: '^[A-Z0-9]{1,8}$' }),
  odds: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
});
const Slip = { stake: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), legs: Type.Array(Leg, { minItems: 1, maxItems: 20 }) };
const QuoteBody = Type.Object(Slip);
const PlaceBody = Type.Object({ roundId: Type.String({ pattern: roundIdPattern }), ...Slip });

export interface SportsbookRouteDeps {
  db: Kysely<Database>;
  key: string;
  wallet: WalletClient;
  now: () => Date;
  sessionOf: (header: unknown) => AggregatorSession | null;
}

export async function sportsbookRoutes(app: FastifyInstance, { db, key, wallet, now, sessionOf }: SportsbookRouteDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const seeds = bookSeedsOf(key);
  const book = createBook(db, seeds);
  const bets = createSportsbookBets({ db, book, seeds, wallet, now });
  const fail = (reply: FastifyReply, status: number, code: string, legs?: SlipLeg[]) => reply.code(status).send({ success: false, code, ...(legs ? { legs } : {}) });
  const money = (s: AggregatorSession, amount: number) => formatMoney(amount, s.currency, { locale: gameLanguage(s.language) });
  /** The page's session, when it is a sportsbook's. */
  const sportsSession = (header: unknown) => {
    const session = sessionOf(header);
    const category = session ? sportsCategoryOf(session.gameType) : undefined;
    return session && category ? { session, category } : null;
  };

  const betView = (s: AggregatorSession, bet: SportBet, at: Date) => ({
    roundId: bet.roundId, status: bet.status, stake: bet.stake, stakeText: money(s, bet.stake),
    potentialReturn: bet.potentialReturn, potentialReturnText: money(s, bet.potentialReturn),
    win: bet.win, winText: bet.win === null ? null : money(s, bet.win),
    placedAt: bet.createdAt.toISOString(), settleAfter: bet.settleAfter.toISOString(), settledAt: bet.settledAt?.toISOString() ?? null,
    legs: bet.legs.map((l) => ({ marketId: l.marketId, selection: l.selection, odds: l.odds, outcome: l.outcome, event: book.view(book.event(l.eventId)!, at) })),
  });

  const limitsView = (s: AggregatorSession) => {
    const l = limitsOf(s.currency.minorUnits);
    return { ...l, maxLegs, minStakeText: money(s, l.minStake), maxStakeText: money(s, l.maxStake), maxPayoutText: money(s, l.maxPayout) };
  };

  api.get(`${aggregatorBase}/api/sportsbook/state`, { schema: { hide: true } }, async (request, reply) => {
    const found = sportsSession(request.headers['x-game-token']);
    if (!found) return fail(reply, 401, 'invalid_game_token');
    const { session, category } = found;
    const who = { operator: session.operator, player: session.player };
    await bets.settleDue(who);
    const at = now();
    const [balance, listing, mine] = await Promise.all([
      wallet(session.callbackUrl, 'balance', { user: session.player, token: session.token, game_code: session.gameCode }),
      book.listing(category, at),
      sportBetsOfPlayer(db, session.operator, session.player, 50),
    ]);
    if (balance.status !== 'RS_OK' || balance.balance === undefined) return fail(reply, balance.status === 'NETWORK' ? 503 : 401, balance.status === 'NETWORK' ? 'network' : 'invalid_game_token');
    return {
      success: true,
      value: {
        now: at.toISOString(), balance: balance.balance, balanceText: money(session, balance.balance),
        currency: { code: session.currency.code, symbol: session.currency.symbol, minorUnits: session.currency.minorUnits }, marginPercent, limits: limitsView(session),
        leagues: listing, results: book.results(category, at), bets: mine.map((b) => betView(session, b, at)),
      },
    };
  });

  api.post(`${aggregatorBase}/api/sportsbook/quote`, { schema: { hide: true, body: QuoteBody }, attachValidation: true }, async (request, reply) => {
    const found = sportsSession(request.headers['x-game-token']);
    if (!found) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, 'invalid_slip');
    const at = now();
    const { session } = found;
    const checked = checkSlip(request.body, await book.slipBook(request.body.legs.map((l) => l.eventId), at), at, limitsOf(session.currency.minorUnits));
    return {
      success: true,
      value: checked.ok
        ? { ok: true, legs: checked.legs, potentialReturn: checked.potentialReturn, potentialReturnText: money(session, checked.potentialReturn) }
        : { ok: false, code: checked.code, legs: checked.legs ?? null },
    };
  });

  api.post(`${aggregatorBase}/api/sportsbook/bets`, { schema: { hide: true, body: PlaceBody }, attachValidation: true }, async (request, reply) => {
    const found = sportsSession(request.headers['x-game-token']);
    if (!found) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, request.validationError.message.includes('roundId') ? 'invalid_round_id' : 'invalid_slip');
    const { session } = found;
    const placed = await bets.place(session, request.body);
    if (!placed.ok) return fail(reply, placed.status, placed.code, placed.legs);
    const balance = placed.balance ?? (await wallet(session.callbackUrl, 'balance', { user: session.player, token: session.token })).balance ?? 0;
    return { success: true, value: { bet: betView(session, placed.bet, now()), balance, balanceText: money(session, balance) } };
  });

  api.get(`${aggregatorBase}/sportsbook/verify`, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const language = gameLanguage(query.lang);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderSportsbookVerifyPage({ language, texts: sportsbookTexts[language], query, seeds, book, now: now() });
  });

  api.get(`${aggregatorBase}/sportsbook/assets/:file`, { schema: { hide: true } }, async (request, reply) => {
    const asset = assets[(request.params as { file: string }).file];
    if (!asset) return reply.code(404).send({ success: false, code: 'not_found' });
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  /** A player's bet with each event's result seed (its hash shown before betting closed, the seed once it is over). */
  const roundFairness = async (operator: string, roundId: string, player: string, language: string) => {
    const bet = await findSportBet(db, operator, roundId);
    if (!bet || bet.player !== player) return undefined;
    const at = now();
    return bet.legs.flatMap((leg) => {
      const event = book.event(leg.eventId);
      if (!event) return [];
      const view = book.view(event, at);
      const verify = new URLSearchParams({ event: view.id, lang: gameLanguage(language), ...(view.seed ? { seed: view.seed } : {}) });
      return [{
        event_id: view.id, name: view.home && view.away ? `${view.home} v ${view.away}` : view.league,
        seed_hash: view.commitment, seed: view.seed ?? null, verify_url: `${aggregatorBase}/sportsbook/verify?${verify.toString()}`,
      }];
    });
  };

  return { recover: bets.recover, settleDue: bets.settleDue, roundFairness };
}
