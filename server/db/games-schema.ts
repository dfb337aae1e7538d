// Kysely table types of play that the catalogue schema does not hold: game launch sessions and provably fair seeds
// (demo-game-migration.ts), vendor wallet transactions (vendor-wallet-migration.ts), lottery bets
// (lottery-migration.ts), agent contracts (contracts-migration.ts) and the demo aggregator's own tables
// (demo-aggregator-*-migration.ts, sportsbook-migration.ts).
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8: PGlite reads it as number, node-postgres as string. */
type Int8 = ColumnType<number | string, number | bigint | string, number | bigint | string>;
type Json<T> = ColumnType<T, string, string>;

export interface GameSessionTable {
  merchant_id: string;
  token_hash: string;
  member_id: string;
  node_id: string;
  vassalage: string;
  game_type: string;
  language: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Seeds of one member's provably fair draws on one vassalage; previous_* is the pair revealed by the last rotation. */
export interface GameSeedTable {
  merchant_id: string;
  member_id: string;
  vassalage: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  previous_server_seed: string | null;
  previous_server_seed_hash: string | null;
  previous_client_seed: string | null;
  previous_next_nonce: number | null;
  created_at: Timestamp;
}

export interface VendorTransactionTable {
  merchant_id: string;
  aggregator: string;
  transaction_id: string;
  kind: string;
  round_id: string;
  member_id: string;
  amount: Int8;
  reference_transaction_id: string | null;
  status: string;
  created_at: Timestamp;
}

export interface LotteryBetTable {
  merchant_id: string;
  bet_id: string;
  member_id: string;
  idempotency_key: string;
  node_id: string;
  game_code: string;
  issue: string;
  draw_at: Timestamp;
  bet_type: string;
  position: number | null;
  pick: string;
  odds_bp: number;
  currency: string;
  amount: Int8;
  created_at: Timestamp;
}

export interface AgentContractTable {
  merchant_id: string;
  contract_id: string;
  kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
  upline_member_id: string;
  downline_member_id: string;
  period_type: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'fiveMinutes';
  active_min_bet: Int8;
  tiers: Json<unknown>;
  status: 'offer' | 'accepted' | 'rejected' | 'terminated';
  termination_by: 'upline' | 'downline' | null;
  created_at: Timestamp;
  answered_at: NullableTimestamp;
  termination_requested_at: NullableTimestamp;
  terminated_at: NullableTimestamp;
  settled_until: NullableTimestamp;
}

export interface AgentContractSettlementTable {
  merchant_id: string;
  contract_id: string;
  period_start: Timestamp;
  period_end: Timestamp;
  kind: string;
  downline_member_id: string;
  upline_member_id: string;
  currency: string;
  team_bet: Int8;
  team_net: Int8;
  active_members: number;
  tier: number | null;
  rate: number;
  amount: Int8;
  entry_id: string | null;
  created_at: Timestamp;
}

export interface DemoAggregatorSeedTable {
  operator: string;
  player: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  previous_server_seed: string | null;
  previous_server_seed_hash: string | null;
  previous_client_seed: string | null;
  previous_next_nonce: number | null;
}

export interface DemoAggregatorRoundTable {
  operator: string;
  round_id: string;
  player: string;
  game_code: string;
  bet: Int8;
  win: Int8;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  outcome: Json<Record<string, unknown>>;
  status: string;
  callback_url: string;
  currency: string;
  created_at: Timestamp;
}

export interface DemoAggregatorChatTable {
  id: ColumnType<number | string, never, never>;
  table_id: string;
  operator: string;
  player: string;
  name: string;
  body: string;
  created_at: Timestamp;
}

export interface DemoAggregatorFunWalletTable {
  operator: string;
  player: string;
  balance: Int8;
  last_round: Json<unknown> | null;
  updated_at: Timestamp;
}

export interface DemoAggregatorJackpotTable {
  operator: string;
  currency: string;
  tier: string;
  pool_e4: Int8;
  seed: Int8;
  wins: ColumnType<number, number | undefined, number>;
  last_win: Int8 | null;
  last_won_at: NullableTimestamp;
}

export interface DemoAggregatorJackpotEntryTable {
  operator: string;
  round_id: string;
  currency: string;
  bet: Int8;
  tier: string | null;
  amount: Int8;
  status: string;
  created_at: Timestamp;
}

export interface DemoAggregatorLiveRoundTable {
  operator: string;
  round_id: string;
  player: string;
  table_id: string;
  game_code: string;
  game_type: string;
  round_no: Int8;
  callback_url: string;
  currency: string;
  status: string;
  win: Int8 | null;
  settle_at: Timestamp;
  claimed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface DemoAggregatorLiveBetTable {
  operator: string;
  round_id: string;
  seq: number;
  bet_id: string;
  bets: Json<unknown>;
  amount: Int8;
  status: string;
  created_at: Timestamp;
}

export interface DemoAggregatorSportBetTable {
  operator: string;
  round_id: string;
  player: string;
  game_code: string;
  stake: Int8;
  potential_return: Int8;
  win: Int8 | null;
  status: string;
  settle_after: Timestamp;
  callback_url: string;
  currency: string;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface DemoAggregatorSportLegTable {
  operator: string;
  round_id: string;
  leg: number;
  event_id: string;
  market_id: string;
  selection: string;
  odds: number;
  stake_units: number;
  outcome: string | null;
}

export interface GamesTables {
  game_session: GameSessionTable;
  game_seed: GameSeedTable;
  vendor_transaction: VendorTransactionTable;
  lottery_bet: LotteryBetTable;
  agent_contract: AgentContractTable;
  agent_contract_settlement: AgentContractSettlementTable;
  demo_aggregator_seed: DemoAggregatorSeedTable;
  demo_aggregator_round: DemoAggregatorRoundTable;
  demo_aggregator_chat: DemoAggregatorChatTable;
  demo_aggregator_fun_wallet: DemoAggregatorFunWalletTable;
  demo_aggregator_jackpot: DemoAggregatorJackpotTable;
  demo_aggregator_jackpot_entry: DemoAggregatorJackpotEntryTable;
  demo_aggregator_live_round: DemoAggregatorLiveRoundTable;
  demo_aggregator_live_bet: DemoAggregatorLiveBetTable;
  demo_aggregator_sport_bet: DemoAggregatorSportBetTable;
  demo_aggregator_sport_leg: DemoAggregatorSportLegTable;
}
