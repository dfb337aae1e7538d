// The routes of the demo aggregator's shared live tables (docs/vendors.md, "Live tables"), under
// /demo-aggregator/live: the table's state (round, countdown, result, history and roads, the player's bets and
// rounds, the balance), confirming bets, the table chat, the verify page of a table round, and the page's assets.
// The game page itself is /demo-aggregator/play (a launched table session opens it there).
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import { formatMoney } from '../../../../../src/engine/money.js';
import {
  insertChatMessage, liveBetsOf, playerLiveSeats, recentChatTimes, tableChat,
} from '../../../../db/demo-aggregator-live-repository.js';
import { chatAllowed, chatRate, maskName, moderateChat } from '../../../../domain/game/live/chat-moderation.js';
import { roundTimes } from '../../../../domain/game/live/live-cycle.js';
import { resultCode, spotsOf, tableLimits, type LiveTable } from '../../../../domain/game/live/live-games.js';
import { hostOnShift, tableHosts } from '../../../../domain/game/live/live-hosts.js';
import { beadPlate, bigRoad, derivedRoads, roadSummary } from '../../../../domain/game/live/roads.js';
import { betSizes } from '../../../../domain/game/slot.js';
import type { TypeBoxTypeProvider } from '../../../../lib/typebox-provider.js';
import type { GameTexts } from '../../livery/game-texts.js';
import { gameLanguage, type GameLanguage } from '../../livery/livery-vendor.js';
import type { AggregatorSession } from '../aggregator-session.js';
import type { WalletClient } from '../wallet-client.js';
import { describeLiveOutcome, hostAvatarSvg, liveBase } from './live-page.js';
import { renderLiveVerifyPage } from './live-verify-page.js';
import type { LiveTables } from './live-tables.js';
import type { Database } from '../../../../db/schema.js';
import { servedGameAsset } from '../../livery/palette-css.js';

const assetsDir = new URL('./assets/', import.meta.url);
const assets: Record<string, { type: string; body: string }> = Object.fromEntries(['live.js', 'live.css'].map((file) => [file, {
  type: file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8', body: servedGameAsset(file, readFileSync(new URL(file, assetsDir), 'utf8')),
}]));

/** Rounds of history a table shows: ten six-row columns of roads. */
const historyRounds = 60;

const BetBody = Type.Object({
  round: Type.Integer({ minimum: 0 }),
  betId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,40}$' }),
  bets: Type.Array(Type.Object({ spot: Type.String({ maxLength: 20 }), amount: Type.Integer({ minimum: 1 }) }), { minItems: 1, maxItems: 60 }),
});
const ChatBody = Type.Object({ text: Type.String({ maxLength: 1000 }) });

export interface LiveRoutesOptions {
  db: Kysely<Database>;
  wallet: WalletClient;
  now: () => Date;
  tables: LiveTables;
  sessionOf: (header: unknown) => AggregatorSession | null;
  textsOf: (language: GameLanguage, names: { title: string; vendor: string }) => GameTexts;
}

export async function liveRoutes(app: FastifyInstance, o: LiveRoutesOptions) {
  const { db, wallet, now, tables } = o;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const fail = (reply: FastifyReply, status: number, code: string) => reply.code(status).send({ success: false, code });
  const seatedOf = (header: unknown) => {
    const session = o.sessionOf(header);
    const table = session ? tables.tableOf(session) : undefined;
    return session && table ? { session, table } : null;
  };
  const money = (s: AggregatorSession, amount: number) => formatMoney(amount, s.currency, { locale: gameLanguage(s.language) });
  /** Amounts with their texts, for the page to show sums of chips in the one money format. */
  const moneyTexts = (s: AggregatorSession, amounts: Iterable<number>) => [...new Set(amounts)].map((amount) => ({ amount, text: money(s, amount) }));
  /** The per-spot sums of a round's placed chips, and their total. */
  const placedSums = (bets: readonly { spot: string; amount: number }[]) => {
    const bySpot = new Map<string, number>();
    for (const b of bets) bySpot.set(b.spot, (bySpot.get(b.spot) ?? 0) + b.amount);
    return [...bySpot.values(), [...bySpot.values()].reduce((sum, a) => sum + a, 0)];
  };
  const sessionTexts = (s: AggregatorSession) => o.textsOf(gameLanguage(s.language), { title: s.gameName, vendor: s.vendorName });

  /** The result of a round in words and as a code, with its revealed seed. */
  const resultOf = (table: LiveTable, round: number, texts: GameTexts) => {
    const outcome = tables.outcomeOf(table, round);
    return { round, code: resultCode(outcome), summary: describeLiveOutcome(texts, outcome, round), winners: outcome.winners, drawn: outcome.drawn, seed: tables.chains.seedOf(table.id, round) };
  };

  function history(table: LiveTable, lastRevealed: number, texts: GameTexts) {
    const rounds = Array.from({ length: historyRounds }, (_, i) => lastRevealed - historyRounds + 1 + i).filter((r) => r >= 0);
    const codes = rounds.map((r) => resultCode(tables.outcomeOf(table, r)));
    const roads = table.kind === 'baccarat' || table.kind === 'dragonTiger';
    return {
      codes,
      recent: rounds.slice(-12).reverse().map((r) => resultOf(table, r, texts)),
      ...(roads ? { bead: beadPlate(codes), big: bigRoad(codes), derived: derivedRoads(codes), summary: roadSummary(codes) } : {}),
    };
  }

  api.get(`${liveBase}/api/state`, { schema: { hide: true, querystring: Type.Object({ host: Type.Optional(Type.String({ maxLength: 2 })) }) }, attachValidation: true }, async (request, reply) => {
    const seated = seatedOf(request.headers['x-game-token']);
    if (!seated) return fail(reply, 401, 'invalid_game_token');
    const { session: s, table } = seated;
    // A player watching pays the table's due seats (everyone's), so results reach the wallets at once.
    await tables.settleDue(table.id, 50);
    const at = now();
    const clock = tables.clock(table, at.getTime());
    const texts = sessionTexts(s);
    const lastRevealed = clock.phase === 'result' ? clock.round : clock.round - 1;
    const chips = betSizes(s.currency.minorUnits);
    const limits = tableLimits(chips);
    const roundId = tables.seatRoundId(table, clock.round, s.player);
    const [balance, seats, bets] = await Promise.all([
      wallet(s.callbackUrl, 'balance', { user: s.player, token: s.token, game_code: s.gameCode }),
      playerLiveSeats(db, s.operator, s.player, table.id, 10),
      liveBetsOf(db, s.operator, roundId),
    ]);
    if (balance.status !== 'RS_OK' || balance.balance === undefined) {
      return fail(reply, balance.status === 'NETWORK' ? 503 : 401, balance.status === 'NETWORK' ? 'network' : 'invalid_game_token');
    }
    const vendor = s.vendor;
    // The host a player chose in the host list (her seat), while she is on shift; else whoever is.
    const chosen = request.validationError ? undefined : tableHosts(vendor, s.gameCode, at).find((h) => String(h.seat) === request.query.host && h.online);
    const host = chosen ?? hostOnShift(vendor, s.gameCode, at);
    const fights = table.kind === 'cockfight' ? Array.from({ length: 5 }, (_, i) => clock.round + i).map((round) => {
      const times = roundTimes(table.id, table.cycle, round);
      return { fight: round, closesAt: times.closesAt, startsAt: times.closesAt, resultAt: times.resultAt, spots: spotsOf(table, round).map((p) => ({ spot: p.spot, times: p.pays / 100 })) };
    }) : undefined;
    return {
      success: true,
      value: {
        serverNow: at.getTime(),
        table: { id: table.id, kind: table.kind, bettingSeconds: table.cycle.bettingMs / 1000 },
        round: {
          no: clock.round, phase: clock.phase, opensAt: clock.opensAt, closesAt: clock.closesAt, resultAt: clock.resultAt, endsAt: clock.endsAt,
          commitment: tables.chains.commitmentOf(table.id, clock.round), anchor: tables.chains.anchorOf(table.id, clock.round),
        },
        result: clock.phase === 'result' ? resultOf(table, clock.round, texts) : null,
        history: history(table, lastRevealed, texts),
        spots: spotsOf(table, clock.round).map((p) => ({ spot: p.spot, times: p.pays / 100 })),
        fights,
        currency: { symbol: s.currency.symbol, minorUnits: s.currency.minorUnits },
        chips: chips.map((amount) => ({ amount, text: money(s, amount) })),
        limits: { ...limits, minText: money(s, limits.minPerSpot), maxText: money(s, limits.maxPerSpot), roundText: money(s, limits.maxPerRound) },
        placed: bets.filter((b) => b.status === 'accepted').flatMap((b) => b.bets),
        placedAmounts: moneyTexts(s, placedSums(bets.filter((b) => b.status === 'accepted').flatMap((b) => b.bets))),
        mine: seats.map((seat) => ({
          round: seat.roundNo, roundId: seat.roundId, status: seat.status, bet: seat.bet, betText: money(s, seat.bet),
          win: seat.win, winText: seat.win === null ? '' : money(s, seat.win),
        })),
        balance: balance.balance, balanceText: money(s, balance.balance),
        host: host ? { name: host.name, seat: host.seat, avatarUrl: `${liveBase}/hosts/${host.seat}-${encodeURIComponent(host.name)}.svg` } : null,
      },
    };
  });

  api.post(`${liveBase}/api/bet`, { schema: { hide: true, body: BetBody }, attachValidation: true }, async (request, reply) => {
    const seated = seatedOf(request.headers['x-game-token']);
    if (!seated) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, /spot/.test(request.validationError.message) ? 'invalid_spot' : 'invalid_bet_amount');
    const { session: s, table } = seated;
    const { round, betId, bets } = request.body;
    const placed = await tables.place({
      operator: s.operator, player: s.player, token: s.token, vendor: s.vendor, gameCode: s.gameCode, gameType: s.gameType,
      callbackUrl: s.callbackUrl, currency: s.currency.code,
    }, table, round, betId, bets, betSizes(s.currency.minorUnits));
    if (!placed.ok) return fail(reply, placed.status, placed.code);
    const onRound = (await liveBetsOf(db, s.operator, placed.roundId)).filter((b) => b.status === 'accepted').flatMap((b) => b.bets);
    let balance = placed.balance;
    if (balance === undefined) balance = (await wallet(s.callbackUrl, 'balance', { user: s.player, token: s.token, game_code: s.gameCode })).balance ?? 0;
    const total = onRound.reduce((sum, b) => sum + b.amount, 0);
    return {
      success: true,
      value: { round, roundId: placed.roundId, placed: onRound, placedAmounts: moneyTexts(s, placedSums(onRound)), placedText: money(s, total), balance, balanceText: money(s, balance) },
    };
  });

  // Chips laid and not yet confirmed are summed in the page; their texts come from here (the one money format).
  api.get(`${liveBase}/api/money`, { schema: { hide: true, querystring: Type.Object({ amounts: Type.String({ pattern: '^\\d{1,15}(,\\d{1,15}){0,19}$' }) }) }, attachValidation: true }, async (request, reply) => {
    const seated = seatedOf(request.headers['x-game-token']);
    if (!seated) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, 'invalid_bet_amount');
    return { success: true, value: { amounts: moneyTexts(seated.session, request.query.amounts.split(',').map(Number)) } };
  });

  api.get(`${liveBase}/api/chat`, { schema: { hide: true, querystring: Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0 })) }) }, attachValidation: true }, async (request, reply) => {
    const seated = seatedOf(request.headers['x-game-token']);
    if (!seated) return fail(reply, 401, 'invalid_game_token');
    const after = request.validationError ? 0 : request.query.after ?? 0;
    const messages = await tableChat(db, seated.table.id, after, 50, { operator: seated.session.operator, player: seated.session.player });
    return { success: true, value: { messages: messages.map((m) => ({ id: m.id, name: m.name, body: m.body, at: m.at.toISOString(), own: m.own })) } };
  });

  api.post(`${liveBase}/api/chat`, { schema: { hide: true, body: ChatBody }, attachValidation: true }, async (request, reply) => {
    const seated = seatedOf(request.headers['x-game-token']);
    if (!seated) return fail(reply, 401, 'invalid_game_token');
    if (request.validationError) return fail(reply, 400, 'chat_too_long');
    const { session: s, table } = seated;
    const checked = moderateChat(request.body.text);
    if (!checked.ok) return fail(reply, 400, checked.code);
    const at = now();
    if (!chatAllowed(await recentChatTimes(db, s.operator, s.player, new Date(at.getTime() - chatRate.windowMs)), at.getTime())) return fail(reply, 429, 'chat_rate_limited');
    const id = await insertChatMessage(db, { tableId: table.id, operator: s.operator, player: s.player, name: s.displayName ?? maskName(s.player), body: checked.text, at });
    return { success: true, value: { id, body: checked.text, masked: checked.masked } };
  });

  api.get(`${liveBase}/verify`, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const language = gameLanguage(query.lang);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderLiveVerifyPage({ language, texts: o.textsOf(language, { title: '', vendor: '' }), query, tables, nowMs: now().getTime() });
  });

  api.get(`${liveBase}/assets/:file`, { schema: { hide: true } }, async (request, reply) => {
    const asset = assets[(request.params as { file: string }).file];
    if (!asset) return fail(reply, 404, 'not_found');
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  // A host's portrait: a drawn badge with her initial (the demo has no photographs), cached for a day.
  api.get(`${liveBase}/hosts/:file`, { schema: { hide: true } }, async (request, reply) => {
    const match = /^([01])-([A-Za-z]{1,20})\.svg$/.exec((request.params as { file: string }).file);
    if (!match) return fail(reply, 404, 'not_found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(hostAvatarSvg(match[2]!));
  });

}
