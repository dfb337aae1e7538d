// Table types for Kysely: the foundation tables here, plus those of each area's schema module. Tenant tables put
// merchant_id first in their primary key so the platform can be distributed by merchant; server_key and kv hold
// platform-wide values.
import type { ColumnType } from 'kysely';
import type { AccountsTables } from './accounts-schema.js';
import type { LedgerTables, PaymentTables } from './ledger-schema.js';
import type { WithdrawalTables } from './withdrawal-schema.js';

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

export type Database = FoundationTables & LedgerTables & PaymentTables & AccountsTables & WithdrawalTables;
