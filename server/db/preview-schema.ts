// Tables of the preview console: staff sessions (platform-wide, like server_key) and the stored preview overrides,
// a tenant table keyed by merchant first like every other.
import type { ColumnType } from 'kysely';
import type { PreviewView } from '../../src/engine/preview-view.js';

type Timestamp = ColumnType<Date, Date, Date>;

export interface PreviewStaffSessionTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  username: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PreviewOverrideTable {
  merchant_id: string;
  /** SHA-256 of the preview id the frame's requests carry. */
  preview_hash: string;
  /** The staff member who made it: only their session applies it. */
  username: string;
  view: ColumnType<PreviewView, string, never>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The account that stands for a login state in a merchant's previews (created by the console, never by a player). */
export interface PreviewAccountTable {
  merchant_id: string;
  login_state: 'member' | 'trial' | 'agent';
  member_id: string;
  created_at: Timestamp;
}

export interface PreviewTables {
  preview_account: PreviewAccountTable;
  preview_staff_session: PreviewStaffSessionTable;
  preview_override: PreviewOverrideTable;
}
