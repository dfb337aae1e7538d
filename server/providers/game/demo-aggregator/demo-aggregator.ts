// The demo aggregator (docs/vendors.md): an outside game vendor that happens to run in this process, under its own
// prefix /demo-aggregator. It plays every catalogue game of the outside vendors (engines in domain/game/engines),
// speaks the vendor contract exactly as a real aggregator would: the operator asks it for a game URL (a signed
// launch call), and every bet and win goes to the operator's wallet callbacks over HTTP, signed with the shared
// key. It never touches the platform's ledger or tables: its own state is its seeds and rounds (demo_aggregator_*).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from '@sinclair/typebox';
import { formatMoney } from '../../../../src/engine/money.js';
import {
  drawAggregatorRound, findAggregatorRound, readAggregatorSeeds, rotateAggregatorSeeds, setAggregatorRoundStatus,
  unfinishedAggregatorRounds, type AggregatorRound,
} from '../../../db/demo-aggregator-repository.js';
import { engineOf, type GameEngine } from '../../../domain/game/engines/game-engines.js';
import { fixtureOf } from '../../../domain/game/engines/table-engine.js';
import { clientSeedPattern } from '../../../domain/game/fairness.js';
import { roundIdPattern } from '../../../domain/game/rounds.js';
import { betSizes } from '../../../domain/game/slot.js';
import { projectPath } from '../../../lib/project-root.js';
import type { TypeBoxTypeProvider } from '../../../lib/typebox-provider.js';
import { loadGameTexts, text, type GameTexts } from '../livery/game-texts.js';
import { gameLanguage, gameLanguages, type GameLanguage } from '../livery/livery-vendor.js';
import { escapeHtml, sitePaletteOf, withPaletteOn } from '../livery/page-shell.js';
import { servedGameAsset } from '../livery/palette-css.js';
import { checkSignature, demoAggregatorId } from '../vendor-contract/signing.js';
import { openSession, sealSession, type AggregatorSession } from './aggregator-session.js';
import { describeTableOutcome, isSpinEngine, pickNames, playRound } from './aggregator-games.js';
import { cardRoutes } from './cards/card-routes.js';
import { renderOwnGamePage } from './own-game-pages.js';
import { fishRoutes } from './fish/fish-routes.js';
import { aggregatorBase, pageTexts, payTimes, renderAggregatorPage } from './aggregator-pages.js';
import { awardRoundJackpot, jackpotRoutes, jackpotStepOf, revertRoundJackpot } from './jackpots.js';
import { findLiveSeat } from '../../../db/demo-aggregator-live-repository.js';
import { createLiveTables } from './live/live-tables.js';
import { renderLivePage } from './live/live-page.js';
import { liveRoutes } from './live/live-routes.js';
import { renderVerifyPage } from './verify-page.js';
import { sportsCategoryOf } from './sportsbook/sportsbook-book.js';
import { renderSportsbookPage } from './sportsbook/sportsbook-page.js';
import { sportsbookRoutes } from './sportsbook/sportsbook-routes.js';
import { funCallbackUrl, withFunWallet, type WalletClient } from './wallet-client.js';
import { dropIdleFunWallets } from '../../../db/demo-aggregator-fun-wallet-repository.js';
import type { Database } from '../../../db/schema.js';

const liveryAssets = new URL('../livery/assets/', import.meta.url);
const ownAssets = new URL('./assets/', import.meta.url);
const assets: Record<string, { type: string; body: string }> = Object.fromEntries([
  ['common.js', liveryAssets], ['game-window.js', liveryAssets], ['game.css', liveryAssets], ['reels.js', ownAssets], ['table.js', ownAssets], ['aggregator.css', ownAssets], ['jackpot.js', ownAssets],
].map(([file, dir]) => [file as string, {
  type: String(file).endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
  body: servedGameAsset(String(file), readFileSync(new URL(String(file), dir as URL), 'utf8')),
}]));

const localesDir = pathToFileURL(projectPath('locales') + path.sep);
const aggregatorTexts = Object.fromEntries(gameLanguages.map((l) => [l, JSON.parse(readFileSync(new URL(`${l}/aggregator.json`, localesDir), 'utf8')) as GameTexts])) as Record<GameLanguage, GameTexts>;

const LaunchBody = Type.Object({
  operator: Type.String({ maxLength: 40 }), user: Type.String({ maxLength: 100 }), token: Type.String({ minLength: 20, maxLength: 100 }),
  vendor: Type.String({ maxLength: 40 }), game_code: Type.String({ maxLength: 100 }), game_type: Type.String({ maxLength: 20 }),
  game_name: Type.String({ maxLength: 200 }), vendor_name: Type.String({ maxLength: 200 }),
  currency: Type.String({ maxLength: 8 }), currency_symbol: Type.String({ maxLength: 8 }), minor_units: Type.Integer({ minimum: 0, maximum: 8 }),
  lang: Type.String({ maxLength: 8 }), callback_url: Type.String({ maxLength: 300 }), lobby_url: Type.String({ maxLength: 300 }),
  display_name: Type.Optional(Type.String({ maxLength: 40 })),
});
/** Hub88's demo launch: no user, no token, no callback; currency XXX (play money). */
const DemoLaunchBody = Type.Object({
  operator: Type.String({ maxLength: 40 }), vendor: Type.String({ maxLength: 40 }), game_code: Type.String({ maxLength: 100 }),
  game_type: Type.String({ maxLength: 20 }), game_name: Type.String({ maxLength: 200 }), vendor_name: Type.String({ maxLength: 200 }),
  currency: Type.Literal('XXX'), minor_units: Type.Integer({ minimum: 0, maximum: 8 }), lang: Type.String({ maxLength: 8 }),
  lobby_url: Type.String({ maxLength: 300 }),
});
const RoundBody = Type.Object({
  operator: Type.String({ maxLength: 40 }), user: Type.String({ maxLength: 100 }), round: Type.String({ pattern: roundIdPattern }),
  vendor: Type.String({ maxLength: 40 }), game_type: Type.String({ maxLength: 20 }), minor_units: Type.Integer({ minimum: 0, maximum: 8 }),
  lang: Type.String({ maxLength: 8 }),
});
/** The engines with a fun mode: slots, the fishing game and the card hall (shared live tables and sportsbooks have none). */
const funEngines: ReadonlySet<string> = new Set(['slot', 'fish', 'cards']);
/** A fun player's opening balance, in whole units of play money. */
const funOpeningUnits = 2000;
/** Fun wallets idle this long are dropped (a fun session lives two hours). */
const funWalletKeepMs = 24 * 60 * 60 * 1000;

const PlayBody = Type.Object({ roundId: Type.String({ pattern: roundIdPattern }), bet: Type.Integer({ minimum: 1 }), pick: Type.Optional(Type.String({ maxLength: 16 })) });
const RotateBody = Type.Object({ clientSeed: Type.Optional(Type.String({ pattern: clientSeedPattern })) });

/** How long a launched page may play: the operator's game token lives as long. */
const sessionTtlMs = 2 * 60 * 60 * 1000;

export interface DemoAggregatorOptions {
  db: Kysely<Database>;
  /** The key shared with the operator (VENDOR_KEY_DEMOAGG): it signs the wallet callbacks and checks launches. */
  key: string;
  /** The aggregator's own secret for its page tokens. */
  secret: string;
  wallet: WalletClient;
  now: () => Date;
}

type Fail = { status: number; code: string };
const walletFailure = (status: string): Fail => {
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
};

/** A fun session's page: "Fun mode", play money, at the top of its main landmark, whatever the game. */
function withFunBanner(page: string, texts: GameTexts): string {
  const banner = `<p class="fun-mode" data-testid="fun-mode"><strong>${escapeHtml(text(texts, 'funMode.label'))}</strong> ${escapeHtml(text(texts, 'funMode.explain'))}</p>`;
  return page.replace(/(<main\b[^>]*>)/, `$1\n${banner}`);
}

export async function demoAggregator(app: FastifyInstance, options: DemoAggregatorOptions) {
  const { db, key, secret, now } = options;
  // Every game's wallet calls: a fun session's go to the aggregator's own virtual balance (fun play), others to the operator.
  const wallet = withFunWallet(options.wallet, db, now);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const gameTexts = loadGameTexts();
  const fail = (reply: FastifyReply, f: Fail) => reply.code(f.status).send({ success: false, code: f.code });
  const sessionOf = (header: unknown) => openSession(secret, typeof header === 'string' ? header : undefined, now());
  const engineOfSession = (s: AggregatorSession): GameEngine | undefined => engineOf({ vassalage: s.vendor, gameCode: s.gameCode, gameType: s.gameType });
  const player = (s: AggregatorSession) => ({ operator: s.operator, player: s.player });
  const money = (s: AggregatorSession, amount: number) => formatMoney(amount, s.currency, { locale: gameLanguage(s.language) });
  const textsOf = (s: AggregatorSession) => {
    const l = gameLanguage(s.language);
    return pageTexts(gameTexts[l], aggregatorTexts[l], { title: s.gameName, vendor: s.vendorName });
  };
  const jackpotTextOf = (s: AggregatorSession, outcome: Record<string, unknown>) => {
    const amount = Number((outcome.jackpot as { amount?: number } | undefined)?.amount ?? 0);
    return amount > 0 ? { jackpotText: money(s, amount) } : {};
  };
  const picksOf = (s: AggregatorSession, engine: GameEngine, nonce: number) => (engine.kind === 'table'
    ? engine.rules.picks(fixtureOf(engine.rules.kind, s.gameCode, nonce)).map((p) => ({ pick: p.pick, times: payTimes(p.pays) }))
    : []);
  // SPORTS and ESPORTS games open the sportsbook (its own module: schedule, markets, slip, settlement).
  const sportsbook = await sportsbookRoutes(app, { db, key, wallet, now, sessionOf });

  /** Sends the bet, then the win, of a drawn round; each step is idempotent at the operator, so a retry is safe. */
  async function settle(drawn: AggregatorRound, operator: string, token: string | null): Promise<{ ok: true; balance: number | undefined; round: AggregatorRound } | { ok: false; fail: Fail }> {
    let round = drawn;
    const betTx = `${round.roundId}:bet`;
    if (round.status === 'drawn') {
      if (token === null) return { ok: false, fail: walletFailure('RS_ERROR_INVALID_TOKEN') };
      const bet = await wallet(round.callbackUrl, 'bet', {
        user: round.player, token, transaction_uuid: betTx, round: round.roundId, amount: round.bet, currency: round.currency, game_code: round.gameCode,
      });
      if (bet.status === 'NETWORK') return { ok: false, fail: walletFailure('NETWORK') };
      if (bet.status !== 'RS_OK') {
        await setAggregatorRoundStatus(db, operator, round.roundId, 'refused');
        return { ok: false, fail: walletFailure(bet.status) };
      }
      await setAggregatorRoundStatus(db, operator, round.roundId, 'bet');
    }
    // The bet is accepted: the slot's share feeds the jackpots, and a jackpot it triggered joins the win (jackpots.ts).
    round = await awardRoundJackpot(db, operator, round, now());
    const win = await wallet(round.callbackUrl, 'win', {
      user: round.player, transaction_uuid: `${round.roundId}:win`, reference_transaction_uuid: betTx, round: round.roundId,
      amount: round.win, currency: round.currency, round_closed: true, game_code: round.gameCode,
    });
    if (win.status === 'NETWORK') return { ok: false, fail: walletFailure('NETWORK') };
    if (win.status !== 'RS_OK') {
      // The operator closed the round without us (its reconciliation rolled the bet back).
      await setAggregatorRoundStatus(db, operator, round.roundId, 'rolled_back');
      await revertRoundJackpot(db, operator, round);
      return { ok: false, fail: walletFailure(win.status) };
    }
    await setAggregatorRoundStatus(db, operator, round.roundId, 'closed');
    return { ok: true, balance: win.balance, round };
  }

  /**
   * Finishes rounds a crash or a lost connection left half done: a round whose bet may not have reached the
   * operator is rolled back (Hub88's rule for a failed bet), one whose bet was accepted gets its win again.
   */
  async function recover(before: Date): Promise<number> {
    // The shared live tables' seats whose result is out and nobody at the table paid yet.
    let finished = await live.settleDue();
    for (const round of await unfinishedAggregatorRounds(db, before, 100)) {
      if (round.status === 'drawn') {
        const rolled = await wallet(round.callbackUrl, 'rollback', {
          user: round.player, transaction_uuid: `${round.roundId}:rollback`, reference_transaction_uuid: `${round.roundId}:bet`, round: round.roundId,
        });
        if (rolled.status === 'NETWORK') continue;
        await setAggregatorRoundStatus(db, round.operator, round.roundId, rolled.status === 'RS_OK' ? 'rolled_back' : 'refused');
      } else {
        const settled = await settle(round, round.operator, null);
        if (!settled.ok && settled.fail.code === 'network') continue;
      }
      finished += 1;
    }
    await dropIdleFunWallets(db, new Date(before.getTime() - funWalletKeepMs));
    return finished + await sportsbook.recover(before);
  }

  // The shared live tables and cockfights (live/): their own routes under /demo-aggregator/live.
  const live = createLiveTables({ db, key, wallet, now });
  await liveRoutes(app, {
    db, wallet, now, tables: live, sessionOf,
    textsOf: (language, names) => pageTexts(gameTexts[language], aggregatorTexts[language], names),
  });

  /** Whether an operator's call is signed with the shared key. */
  const signedByOperator = (request: FastifyRequest): boolean => {
    // The operator signs the JSON text it sends; this demo checks it against the parsed body written back as JSON,
    // the same text for a body made by JSON.stringify (a real aggregator checks the raw bytes).
    const h = (n: string) => (typeof request.headers[n] === 'string' ? request.headers[n] as string : undefined);
    return checkSignature({
      vendorId: h('x-vendor-id'), timestamp: h('x-vendor-timestamp'), signature: h('x-vendor-signature'),
      path: request.url.split('?')[0]!, body: JSON.stringify(request.body),
    }, (id) => (id === demoAggregatorId ? key : undefined), now()).ok;
  };

  api.post(`${aggregatorBase}/operator/game/demo`, {
    config: { rateLimit: false },
    schema: { tags: ['vendors'], summary: 'Demo aggregator: a fun (play money) game URL, no player (signed by the operator, docs/vendors.md)', body: DemoLaunchBody, hide: true },
    attachValidation: true,
  }, async (request, reply) => {
    if (!signedByOperator(request)) return reply.code(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    if (request.validationError) return reply.code(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
    const b = request.body;
    const engine = engineOf({ vassalage: b.vendor, gameCode: b.game_code, gameType: b.game_type });
    if (!engine || !funEngines.has(engine.kind) || sportsCategoryOf(b.game_type)) return reply.code(404).send({ status: 'RS_ERROR_INVALID_GAME' });
    // A fresh fun player per launch, with its own play money: nothing of the operator's player reaches the aggregator.
    const session: AggregatorSession = {
      operator: b.operator, player: `fun-${randomUUID()}`, token: 'fun', vendor: b.vendor, gameCode: b.game_code, gameType: b.game_type,
      gameName: b.game_name, vendorName: b.vendor_name, currency: { code: b.currency, symbol: '', minorUnits: b.minor_units },
      language: gameLanguage(b.lang), callbackUrl: funCallbackUrl(b.operator, funOpeningUnits * 10 ** b.minor_units), lobbyUrl: b.lobby_url,
      fun: true, expiresAt: now().getTime() + sessionTtlMs,
    };
    const query = new URLSearchParams({ token: sealSession(secret, session), lang: session.language });
    return { status: 'RS_OK', url: `${aggregatorBase}/play?${query.toString()}` };
  });

  // Hub88's game-round call: the operator asks for a round of one of its players (the bet record's round detail).
  api.post(`${aggregatorBase}/operator/game/round`, {
    config: { rateLimit: false },
    schema: { tags: ['vendors'], summary: 'Demo aggregator: a round\'s fair-play data (signed by the operator, docs/vendors.md)', body: RoundBody, hide: true },
    attachValidation: true,
  }, async (request, reply) => {
    if (!signedByOperator(request)) return reply.code(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    if (request.validationError) return reply.code(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
    const b = request.body;
    const lang = gameLanguage(b.lang);
    const round = await findAggregatorRound(db, b.operator, b.round);
    // Another player's round is answered as unknown: nothing of it is told.
    if (round && round.player === b.user) {
      const seeds = await readAggregatorSeeds(db, { operator: b.operator, player: b.user });
      const serverSeed = seeds.previous?.serverSeedHash === round.serverSeedHash ? seeds.previous.serverSeed : null;
      // The verify page's pick: a table game's pick, or a fishing shot's line of fire (the fish named, nearest first).
      const targets = Array.isArray(round.outcome.targets) ? (round.outcome.targets as unknown[]).map(String).join(',') : undefined;
      const pick = typeof round.outcome.pick === 'string' ? round.outcome.pick : targets;
      const verify = new URLSearchParams({
        lang, vendor: b.vendor, game: round.gameCode, type: b.game_type, nonce: String(round.nonce), bet: String(round.bet),
        clientSeed: round.clientSeed, minor: String(b.minor_units), ...(serverSeed ? { serverSeed } : {}), ...(pick ? { pick } : {}),
      });
      return {
        status: 'RS_OK',
        round: {
          round_id: round.roundId, game_code: round.gameCode, fairness: 'seeds', server_seed_hash: round.serverSeedHash, server_seed: serverSeed,
          client_seed: round.clientSeed, nonce: round.nonce, verify_url: `${aggregatorBase}/verify?${verify.toString()}`,
        },
      };
    }
    // A seat at a shared live table or cockfight: the table round's seed, a link of the table's public hash chain.
    const seat = await findLiveSeat(db, b.operator, b.round);
    const vendor = seat?.tableId.split(':')[0] ?? '';
    const table = seat && seat.player === b.user ? live.tableOf({ vendor, gameCode: seat.gameCode, gameType: seat.gameType }) : undefined;
    if (seat && table) {
      const revealed = live.revealed(table, seat.roundNo, now().getTime());
      const verify = new URLSearchParams({ lang, vendor, game: seat.gameCode, type: seat.gameType, round: String(seat.roundNo) });
      return {
        status: 'RS_OK',
        round: {
          round_id: seat.roundId, game_code: seat.gameCode, fairness: 'chain', server_seed_hash: live.chains.commitmentOf(table.id, seat.roundNo),
          server_seed: revealed ? live.chains.seedOf(table.id, seat.roundNo) : null, client_seed: null, nonce: seat.roundNo,
          anchor: live.chains.anchorOf(table.id, seat.roundNo), verify_url: `${aggregatorBase}/live/verify?${verify.toString()}`,
        },
      };
    }
    // A sports bet: each event's result seed.
    const events = await sportsbook.roundFairness(b.operator, b.round, b.user, lang);
    if (events && events.length > 0) return { status: 'RS_OK', round: { round_id: b.round, fairness: 'events', events } };
    return reply.code(404).send({ status: 'RS_ERROR_ROUND_NOT_FOUND' });
  });

  api.post(`${aggregatorBase}/operator/game/url`, {
    config: { rateLimit: false },
    schema: { tags: ['vendors'], summary: 'Demo aggregator: a game URL for a player (signed by the operator, docs/vendors.md)', body: LaunchBody, hide: true },
    attachValidation: true,
  }, async (request, reply) => {
    if (!signedByOperator(request)) return reply.code(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    if (request.validationError) return reply.code(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
    const b = request.body;
    if (!engineOf({ vassalage: b.vendor, gameCode: b.game_code, gameType: b.game_type })) return reply.code(404).send({ status: 'RS_ERROR_INVALID_GAME' });
    const session: AggregatorSession = {
      operator: b.operator, player: b.user, token: b.token, vendor: b.vendor, gameCode: b.game_code, gameType: b.game_type, gameName: b.game_name,
      vendorName: b.vendor_name, currency: { code: b.currency, symbol: b.currency_symbol, minorUnits: b.minor_units }, language: gameLanguage(b.lang),
      callbackUrl: b.callback_url, lobbyUrl: b.lobby_url, expiresAt: now().getTime() + sessionTtlMs,
      ...(b.display_name ? { displayName: b.display_name } : {}),
    };
    const query = new URLSearchParams({ token: sealSession(secret, session), lang: session.language });
    return { status: 'RS_OK', url: `${aggregatorBase}/play?${query.toString()}` };
  });

  api.get(`${aggregatorBase}/play`, {
    schema: { hide: true, querystring: Type.Object({
      token: Type.Optional(Type.String({ maxLength: 4000 })), lang: Type.Optional(Type.String({ maxLength: 8 })),
      view: Type.Optional(Type.String({ maxLength: 8 })), host: Type.Optional(Type.String({ maxLength: 2 })), room: Type.Optional(Type.String({ maxLength: 16 })),
      palette: Type.Optional(Type.String({ maxLength: 8 })),
    }) },
    attachValidation: true,
  }, async (request, reply) => {
    const session = request.validationError ? null : sessionOf(request.query.token);
    const language = gameLanguage(request.validationError ? undefined : request.query.lang, gameLanguage(session?.language));
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!session) {
      reply.code(401);
      return renderAggregatorPage({ language, texts: pageTexts(gameTexts[language], aggregatorTexts[language], { title: aggregatorTexts[language].verifyLink as string, vendor: '' }), engine: undefined });
    }
    const page = await gamePage(session, language, request.query.view, request.query.room, request.query.token ?? '');
    // The site's palette passed at launch (docs/demo-game.md "Palette") on every kind of page.
    return withPaletteOn(session.fun ? withFunBanner(page, textsOf(session)) : page, sitePaletteOf(request.query.palette));
  });

  async function gamePage(session: AggregatorSession, language: GameLanguage, view: string | undefined, room: string | undefined, token: string): Promise<string> {
    const category = sportsCategoryOf(session.gameType);
    if (category) return renderSportsbookPage({ language, title: session.gameName, vendor: session.vendorName, currency: session.currency.code });
    const texts = pageTexts(gameTexts[language], aggregatorTexts[language], { title: session.gameName, vendor: session.vendorName });
    const table = live.tableOf(session);
    if (table) {
      return renderLivePage({ language, texts, table, game: { vendor: session.vendor, gameCode: session.gameCode, gameType: session.gameType }, view });
    }
    const own = renderOwnGamePage({ session, language, texts, room, token, now: now(), money: (n) => money(session, n) });
    if (own !== undefined) return own;
    return renderAggregatorPage({
      language, texts, engine: engineOfSession(session), fun: session.fun === true,
      game: { vendor: session.vendor, gameCode: session.gameCode, gameType: session.gameType, minorUnits: session.currency.minorUnits },
    });
  }

  api.get(`${aggregatorBase}/assets/:file`, { schema: { hide: true } }, async (request, reply) => {
    const asset = assets[(request.params as { file: string }).file];
    if (!asset) return reply.code(404).send({ success: false, code: 'not_found' });
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  api.get(`${aggregatorBase}/api/state`, { schema: { hide: true } }, async (request, reply) => {
    const session = sessionOf(request.headers['x-game-token']);
    const engine = session ? engineOfSession(session) : undefined;
    if (!session || !engine) return fail(reply, walletFailure('RS_ERROR_INVALID_TOKEN'));
    const [balance, seeds] = await Promise.all([
      wallet(session.callbackUrl, 'balance', { user: session.player, token: session.token, game_code: session.gameCode }),
      readAggregatorSeeds(db, player(session)),
    ]);
    if (balance.status !== 'RS_OK' || balance.balance === undefined) return fail(reply, walletFailure(balance.status));
    const minor = session.currency.minorUnits;
    return {
      success: true,
      value: {
        balance: balance.balance, balanceText: money(session, balance.balance), wallet: 'MAIN', seeds,
        betSizes: betSizes(minor).map((amount) => ({ amount, text: money(session, amount) })),
        picks: picksOf(session, engine, seeds.nonce),
      },
    };
  });

  api.post(`${aggregatorBase}/api/spin`, { schema: { hide: true, body: PlayBody }, attachValidation: true }, async (request, reply) => {
    const session = sessionOf(request.headers['x-game-token']);
    const engine = session ? engineOfSession(session) : undefined;
    if (!session || !engine || !isSpinEngine(engine)) return fail(reply, walletFailure('RS_ERROR_INVALID_TOKEN'));
    if (request.validationError) return fail(reply, { status: 400, code: request.validationError.message.includes('bet') ? 'invalid_bet_amount' : 'invalid_round_id' });
    // A live table's rounds are shared: bets go through its betting window (live/live-routes.ts).
    if (live.tableOf(session)) return fail(reply, { status: 409, code: 'live_table' });
    // Sports and e-sports bets go through the sportsbook's slip (sportsbook/); the old one-fixture round is gone.
    if (sportsCategoryOf(session.gameType)) return fail(reply, { status: 409, code: 'sportsbook_bet' });
    const { roundId, bet, pick } = request.body;
    if (!betSizes(session.currency.minorUnits).includes(bet)) return fail(reply, { status: 400, code: 'invalid_bet_amount' });
    if (engine.kind === 'table' && pick !== undefined && !pickNames(engine.rules).includes(pick)) return fail(reply, { status: 400, code: 'invalid_pick' });
    let round = await findAggregatorRound(db, session.operator, roundId);
    if (!round) {
      round = await drawAggregatorRound(db, player(session), roundId, session.gameCode, bet, { callbackUrl: session.callbackUrl, currency: session.currency.code },
        (seeds) => playRound(engine, session.gameCode, seeds, bet, pick, session.fun ? undefined : jackpotStepOf(session.currency.minorUnits)), now())
        ?? await findAggregatorRound(db, session.operator, roundId);
    }
    if (!round || round.player !== session.player) return fail(reply, { status: 409, code: 'round_id_reused' });
    let balance: number | undefined;
    if (round.status === 'drawn' || round.status === 'bet') {
      const settled = await settle(round, session.operator, session.token);
      if (!settled.ok) return fail(reply, settled.fail);
      balance = settled.balance;
      round = settled.round;
    } else if (round.status !== 'closed') {
      return fail(reply, walletFailure(round.status === 'refused' ? 'RS_ERROR_NOT_ENOUGH_MONEY' : 'RS_ERROR_ROUND_CLOSED'));
    }
    if (balance === undefined) {
      const read = await wallet(session.callbackUrl, 'balance', { user: session.player, token: session.token });
      balance = read.balance ?? 0;
    }
    const texts = textsOf(session);
    const outcome = round.outcome;
    const summary = engine.kind === 'table' ? describeTableOutcome(texts, outcome) : '';
    const lines = (outcome.lines ?? []) as { line: number; symbol: string; amount: number }[];
    return {
      success: true,
      value: {
        replayed: false,
        round: {
          roundId: round.roundId, status: 'settled', betAmount: round.bet, winAmount: round.win,
          outcome: { ...outcome, summary, freeWinText: money(session, Number(outcome.freeWin ?? 0)), ...jackpotTextOf(session, outcome) },
          fairness: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce },
          createdAt: round.createdAt.toISOString(), settledAt: now().toISOString(),
        },
        balance, balanceText: money(session, balance), betText: money(session, round.bet), winText: money(session, round.win),
        lineWins: lines.map((l) => ({ line: l.line, symbol: l.symbol, amount: l.amount, amountText: money(session, l.amount) })),
        picks: picksOf(session, engine, round.nonce + 1),
      },
    };
  });

  jackpotRoutes(app, { db, base: aggregatorBase, sessionOf, money, fail });

  api.post(`${aggregatorBase}/api/rotate`, { schema: { hide: true, body: RotateBody }, attachValidation: true }, async (request, reply) => {
    const session = sessionOf(request.headers['x-game-token']);
    if (!session) return fail(reply, walletFailure('RS_ERROR_INVALID_TOKEN'));
    if (request.validationError) return fail(reply, { status: 400, code: 'invalid_client_seed' });
    const rotated = await rotateAggregatorSeeds(db, player(session), request.body.clientSeed);
    if (!rotated.ok) return fail(reply, { status: 409, code: rotated.code });
    return { success: true, value: { seeds: rotated.seeds } };
  });

  api.get(`${aggregatorBase}/verify`, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const language = gameLanguage(query.lang);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderVerifyPage({ language, texts: pageTexts(gameTexts[language], aggregatorTexts[language], { title: '', vendor: '' }), query });
  });

  // Games with routes of their own: the fishing game's shots, the card hall's rooms and hands.
  const own = { db, wallet, now, sessionOf, textsOf, money };
  fishRoutes(app, own);
  const cards = cardRoutes(app, own);

  return { recover: async (before: Date) => (await cards.recover(before)) + (await recover(before)) };
}
