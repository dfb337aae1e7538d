// A game vendor as the platform sees it (docs/demo-game.md): it opens a game for a member (a launch URL carrying a
// short-lived game token) and, while the member plays, calls the platform's seamless wallet (balance, debit,
// credit, rollback) with that token. The in-house vendor LIVERY runs inside this server; the games of outside vendors
// are played by an aggregator that speaks the vendor contract (docs/vendors.md; the demo aggregator by default).
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { CatalogueGame } from '../../domain/catalogue/generator.js';

export interface LaunchContext {
  merchant: MerchantConfig;
  memberId: string;
  game: CatalogueGame;
  /** The player's language, km, en, zh or vi. */
  language: string;
}

/** A fun (demo) launch: no member, no game token, no wallet (docs/vendors.md "Fun play"). */
export interface FunLaunchContext {
  merchant: MerchantConfig;
  game: CatalogueGame;
  language: string;
}

/**
 * How a round's result is proved (docs/vendors.md "Round detail"):
 * - `seeds`: the player's own seeds: the server seed (its hash shown before play), the client seed and the nonce;
 * - `chain`: a shared table's round (live tables, cockfights): the round's seed is one link of a hash chain whose
 *   anchor was public before the table's first round; no client seed (the round is everyone's);
 * - `events`: a sports bet: each event's result seed, its hash shown before betting closed, revealed after the event.
 */
export type FairnessMethod = 'seeds' | 'chain' | 'events';

/** One event of a sports bet with its result seed. */
export interface EventFairness {
  eventId: string;
  /** The event in words, e.g. "Lions v Tigers". */
  name: string;
  seedHash: string;
  /** Revealed once the event is over; null before. */
  seed: string | null;
  verifyUrl: string;
}

/** A round's fair-play data as its vendor keeps it (docs/vendors.md "Round detail"). */
export interface RoundFairness {
  method: FairnessMethod;
  /** The server seed's SHA-256 (method seeds), the round's commitment (chain); null for events (see `events`). */
  serverSeedHash: string | null;
  /** The server seed (or the table round's seed), once revealed; null before. */
  serverSeed: string | null;
  /** The player's client seed (method seeds); null where the round has none by nature. */
  clientSeed: string | null;
  /** The nonce (method seeds) or the table's round number (chain); null for events. */
  nonce: number | null;
  /** A shared table's chain anchor, public before its first round (method chain). */
  anchor?: string;
  /** The events of a sports bet (method events). */
  events?: EventFairness[];
  /** The vendor's page that replays the round from these inputs (for events, each event has its own). */
  verifyUrl: string | null;
}

export interface RoundQuery {
  merchant: MerchantConfig;
  memberId: string;
  roundId: string;
  vendor: string;
  gameType: string;
  language: string;
}

export interface GameVendor {
  /** The vendor code (vassalage). */
  readonly code: string;
  /** Whether this vendor plays the game here; a game it does not play launches as before. */
  plays(game: Pick<CatalogueGame, 'vassalage' | 'gameCode' | 'gameType'>): boolean;
  /** Opens a game session and answers the URL of the game page. */
  launch(context: LaunchContext): Promise<{ url: string }>;
  /** Whether the vendor offers this game for fun (play money); a vendor without fun play leaves both out. */
  playsFun?(game: Pick<CatalogueGame, 'vassalage' | 'gameCode' | 'gameType' | 'isGame'>): boolean;
  /** Opens the game for fun: the vendor's own virtual balance, never the platform's wallet or ledger. */
  launchFun?(context: FunLaunchContext): Promise<{ url: string }>;
  /** A round's fair-play data, asked of the vendor (Hub88's game-round call); null when it has none for the round. */
  roundDetail?(query: RoundQuery): Promise<RoundFairness | null>;
}

/** What a game round's draw leaves on the round: its fairness inputs and the outcome, with the win it pays. */
export interface DrawnRound {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: { win: number } & Record<string, unknown>;
}

/** The vendors of this server by code. */
export class GameVendorRegistry {
  private readonly vendors = new Map<string, GameVendor>();
  private readonly aggregators: GameVendor[] = [];

  add(vendor: GameVendor): void {
    this.vendors.set(vendor.code, vendor);
  }

  /** An aggregator: it plays the games of many vendor codes, asked after the vendor of the game's own code. */
  addAggregator(aggregator: GameVendor): void {
    this.aggregators.push(aggregator);
  }

  /** The vendor that plays this game here, if any. */
  forGame(game: Pick<CatalogueGame, 'vassalage' | 'gameCode' | 'gameType'>): GameVendor | undefined {
    const vendor = this.vendors.get(game.vassalage);
    if (vendor?.plays(game)) return vendor;
    return this.aggregators.find((a) => a.plays(game));
  }

  /** The vendor to ask about a round of a vendor code and category (a round keeps no game code): its own, else an aggregator. */
  forRound(vassalage: string, gameType: CatalogueGame['gameType']): GameVendor | undefined {
    return this.vendors.get(vassalage) ?? this.aggregators.find((a) => a.plays({ vassalage, gameType, gameCode: '' }));
  }
}
