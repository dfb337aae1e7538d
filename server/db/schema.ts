// Table types for Kysely: the foundation tables here, plus those of each area's schema module, in one Database map. Tenant tables put
// merchant_id first in their primary key so the platform can be distributed by merchant; server_key and kv hold
// platform-wide values.
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { AccountsTables } from './accounts-schema.js';
import type { LedgerTables, PaymentTables } from './ledger-schema.js';
import type { WithdrawalTables } from './withdrawal-schema.js';
import type { CatalogueTables } from './catalogue-schema.js';
import type { PreviewTables } from './preview-schema.js';
import type { PromotionsTables } from './promotions-schema.js';
import type { MemberCentreTables } from './member-centre-schema.js';
import type { GamesTables } from './games-schema.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MerchantTable {
  merchant_id: string;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ServerKeyTable {
  key_id: string;
  algorithm: string;
  public_key_spki: string;
  private_key_pkcs8: string;
  created_at: CreatedAt;
}

export interface KvTable {
  key: string;
  value: string;
  created_at: CreatedAt;
}

export interface FoundationTables {
  merchant: MerchantTable;
  server_key: ServerKeyTable;
  kv: KvTable;
}

/**
 * Every table of the database, the one map every repository takes (`Kysely<Database>`, `Transaction<Database>`):
 * Kysely's table maps are invariant, so a repository typed with a part of it could only be handed the app's
 * connection through a cast.
 */
export interface Database
  extends FoundationTables, LedgerTables, PaymentTables, AccountsTables, WithdrawalTables, CatalogueTables, PreviewTables,
    PromotionsTables, MemberCentreTables, GamesTables {}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A connection or a transaction: what a query that may run inside the caller's transaction takes. */
export type Executor = Kysely<Database> | Transaction<Database>;
