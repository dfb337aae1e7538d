// Kysely table types of the lobby: the shared game catalogue (reference tables, no merchant_id: the same for
// every tenant and read through a cache) and the per-merchant favourites, recent games and game rounds.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** int8: PGlite reads it as number, node-postgres as string. */
type Int8 = ColumnType<number | string, number | bigint | string, number | bigint | string>;

export interface CatalogueVersionTable {
  version: string;
  game_count: number;
  seeded_at: Timestamp;
}

export interface GameVendorTable {
  game_type: string;
  vassalage: string;
  display_name: string;
  sort_order: number;
  /** Set by operations when the vendor is down; survives catalogue reseeds. Launches answer 409 meanwhile. */
  under_maintenance: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface GameTable {
  node_id: string;
  game_type: string;
  vassalage: string;
  game_code: string;
  game_classify: string;
  name_en: string;
  name_zh: string;
  name_km: string;
  is_game: number;
  is_hot: number;
  is_new: number;
  /** ISO date; PGlite and node-postgres both read a date column as text here (it is declared text). */
  release_date: string;
  popularity: number;
  lottery_group: string | null;
  draw_seconds: number | null;
}

export interface FavoriteGameTable {
  merchant_id: string;
  member_id: string;
  node_id: string;
  created_at: Timestamp;
}

export interface RecentGameTable {
  merchant_id: string;
  member_id: string;
  node_id: string;
  played_at: Timestamp;
}

/**
 * One round of play on a game, written by the seamless wallet (debit, credit, rollback by round id). The winner
 * board reads settled rounds with a win; amounts are minor units of `currency`.
 */
export interface GameRoundTable {
  merchant_id: string;
  round_id: string;
  member_id: string;
  node_id: string;
  vassalage: string;
  game_type: string;
  currency: string;
  bet_amount: Int8;
  win_amount: Int8;
  /** open, settled or rolled_back. */
  status: string;
  created_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The provably fair draw of an own game's round (demo-game-migration.ts); null for a vendor's. */
  server_seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  client_seed: ColumnType<string | null, string | null | undefined, string | null>;
  nonce: ColumnType<number | null, number | null | undefined, number | null>;
  outcome: ColumnType<unknown, string | null | undefined, string | null>;
  /** When an open round of a mini game or a sports bet is abandoned (sportsbook-migration.ts). */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The aggregator whose wallet calls wrote the round (vendor-wallet-migration.ts); null for the platform's own. */
  aggregator: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CatalogueTables {
  catalogue_version: CatalogueVersionTable;
  game_vendor: GameVendorTable;
  game: GameTable;
  favorite_game: FavoriteGameTable;
  recent_game: RecentGameTable;
  game_round: GameRoundTable;
}
