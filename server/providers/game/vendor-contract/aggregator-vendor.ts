// The platform's adapter for an outside aggregator that speaks the vendor contract (docs/vendors.md): it opens a
// game session (the token the aggregator's wallet callbacks carry) and asks the aggregator, by a signed HTTP call,
// for the game's URL. One adapter per aggregator; the demo aggregator is the one configured by default, and plays
// every game of every outside vendor in the catalogue. A real aggregator with another launch API needs only its own
// version of launch() here; the wallet side (vendor-wallet.ts) stays the same.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { findMemberById } from '../../../db/member-repository.js';
import { catalogueLanguage } from '../../../domain/catalogue/filters.js';
import { inHouseVendor, lotteryRoutes, vendorDisplayName } from '../../../domain/catalogue/vendors.js';
import { aggregatorCategories } from '../../../domain/game/engines/game-engines.js';
import { maskName } from '../../../domain/game/live/chat-moderation.js';
import { createGameSession } from '../../../db/game-session-repository.js';
import type { EventFairness, FairnessMethod, FunLaunchContext, GameVendor, LaunchContext, RoundFairness, RoundQuery } from '../game-vendor.js';
import { signatureHeader, signRequest, timestampHeader, vendorIdHeader } from './signing.js';

export interface AggregatorVendorOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** The aggregator's code: the vendor id both sides sign with. */
  aggregatorId: string;
  key: string;
  /** Where the aggregator's launch API is, and where it sends the wallet callbacks (origins, read per launch). */
  aggregatorUrl: () => string;
  callbackBaseUrl: () => string;
}

export class LaunchRefused extends Error {}

const playedHere = new Set<string>(aggregatorCategories);

/** The categories the aggregator plays for fun; live tables and sportsbooks have no fun mode (as at most vendors). */
export const funCategories: ReadonlySet<string> = new Set(['RNG', 'FISH', 'PVP']);
/** ISO 4217's "no currency": what a fun launch plays in (Hub88's demo form). */
export const funCurrency = 'XXX';

export function createAggregatorVendor(o: AggregatorVendorOptions): GameVendor & { code: string } {
  /** A signed call to the aggregator's operator API; answers its JSON (or {} when it is not JSON). */
  const signedCall = async (path: string, body: string): Promise<{ response: Response; answer: Record<string, unknown> }> => {
    const timestamp = Math.floor(o.now().getTime() / 1000);
    const response = await fetch(`${o.aggregatorUrl()}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', [vendorIdHeader]: o.aggregatorId, [timestampHeader]: String(timestamp),
        [signatureHeader]: signRequest(o.key, timestamp, path, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { response, answer: await response.json().catch(() => ({})) as Record<string, unknown> };
  };
  /** A signed launch call to the aggregator; answers the game URL it gives, or throws LaunchRefused. */
  const askForUrl = async (path: string, body: string): Promise<string> => {
    const { response, answer } = await signedCall(path, body);
    if (answer.status !== 'RS_OK' || typeof answer.url !== 'string') throw new LaunchRefused(typeof answer.status === 'string' ? answer.status : `HTTP ${response.status}`);
    return answer.url;
  };
  return {
    code: o.aggregatorId,
    // Every outside vendor's game of the categories the aggregator plays; lotteries keep their own lobbies.
    plays: (game) => game.vassalage !== inHouseVendor && lotteryRoutes[game.vassalage] === undefined
      && playedHere.has(game.gameType),
    async launch({ merchant, memberId, game, language }: LaunchContext) {
      const lang = catalogueLanguage(language);
      const { token } = await createGameSession(o.db, {
        merchantId: merchant.code, memberId, nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, language: lang,
      }, o.now());
      // What other players may see of this one (a live table's chat): the account, masked here, never in full.
      const member = await findMemberById(o.db, merchant.code, memberId);
      const path = '/demo-aggregator/operator/game/url';
      const body = JSON.stringify({
        operator: merchant.code, user: memberId, token, vendor: game.vassalage, game_code: game.gameCode, game_type: game.gameType,
        game_name: game.names[lang] || game.names.en, vendor_name: vendorDisplayName(game.vassalage),
        currency: merchant.currency.code, currency_symbol: merchant.currency.symbol, minor_units: merchant.currency.minorUnits,
        lang, callback_url: `${o.callbackBaseUrl()}/vendor-wallet/${merchant.code}`, lobby_url: '/',
        ...(member ? { display_name: maskName(member.account) } : {}),
      });
      return { url: await askForUrl(path, body) };
    },
    // Fun play (Hub88's demo launch): games of the categories with a fun mode at the aggregator, never a lobby entry.
    playsFun: (game) => game.isGame === 1 && funCategories.has(game.gameType) && game.vassalage !== inHouseVendor
      && lotteryRoutes[game.vassalage] === undefined,
    async launchFun({ merchant, game, language }: FunLaunchContext) {
      const lang = catalogueLanguage(language);
      // No user, no token, no callback: the aggregator plays it from its own virtual balance in currency XXX.
      const body = JSON.stringify({
        operator: merchant.code, vendor: game.vassalage, game_code: game.gameCode, game_type: game.gameType,
        game_name: game.names[lang] || game.names.en, vendor_name: vendorDisplayName(game.vassalage),
        currency: funCurrency, minor_units: merchant.currency.minorUnits, lang, lobby_url: '/',
      });
      return { url: await askForUrl('/demo-aggregator/operator/game/demo', body) };
    },
    // Hub88's game-round call: the aggregator answers a round of this player with its fair-play data.
    async roundDetail({ merchant, memberId, roundId, vendor, gameType, language }: RoundQuery): Promise<RoundFairness | null> {
      const body = JSON.stringify({ operator: merchant.code, user: memberId, round: roundId, vendor, game_type: gameType, minor_units: merchant.currency.minorUnits, lang: catalogueLanguage(language) });
      const { answer } = await signedCall('/demo-aggregator/operator/game/round', body);
      const r = answer.round as Record<string, unknown> | undefined;
      if (answer.status !== 'RS_OK' || !r) return null;
      return fairnessOfAnswer(r);
    },
  };
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const methods: readonly FairnessMethod[] = ['seeds', 'chain', 'events'];

/** The fair-play part of the aggregator's game-round answer (snake_case, docs/vendors.md "Round detail"), or null. */
export function fairnessOfAnswer(r: Record<string, unknown>): RoundFairness | null {
  const method = methods.find((m) => m === r.fairness) ?? 'seeds';
  if (method === 'events') {
    const events: EventFairness[] = (Array.isArray(r.events) ? r.events as Record<string, unknown>[] : []).flatMap((e) => (
      typeof e.event_id === 'string' && typeof e.seed_hash === 'string'
        ? [{ eventId: e.event_id, name: String(e.name ?? e.event_id), seedHash: e.seed_hash, seed: textOrNull(e.seed), verifyUrl: String(e.verify_url ?? '') }]
        : []));
    return events.length === 0 ? null : { method, serverSeedHash: null, serverSeed: null, clientSeed: null, nonce: null, events, verifyUrl: null };
  }
  if (typeof r.server_seed_hash !== 'string') return null;
  return {
    method, serverSeedHash: r.server_seed_hash, serverSeed: textOrNull(r.server_seed),
    clientSeed: method === 'seeds' ? String(r.client_seed ?? '') : null,
    nonce: typeof r.nonce === 'number' ? r.nonce : null,
    ...(typeof r.anchor === 'string' ? { anchor: r.anchor } : {}),
    verifyUrl: textOrNull(r.verify_url),
  };
}
