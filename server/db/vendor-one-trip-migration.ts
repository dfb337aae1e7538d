// vendor_bet_in_session() and vendor_win_on_bet(): a vendor callback's common case in one round trip (docs/vendors.md,
// Throughput). The server remembers what an earlier lookup told it (a session's player, game and wallet; a bet's
// player and wallet) and builds the ledger posting from that in TypeScript as before; these functions check in the
// same statement that it still holds, then run vendor_bet() or vendor_win() (migration 0025) unchanged. A bet's check:
// the token's session is live and is that player's, game and wallet, and its lane is not under maintenance. A win's:
// the bet is that player's and its round plays from that wallet. When the check fails they answer
// {"stale": true} and write nothing: the caller looks the session or the bet up and goes the way it did before.
// PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

// vendor_bet()'s and vendor_win()'s parameters after their own, i.e. ledger_post()'s (ledger-post-migration.ts).
const ledgerParams = `p_merchant text, p_key text, p_fingerprint text, p_operation text, p_entry_id uuid, p_kind text, p_currency text,
  p_member text, p_reference text, p_at timestamptz, p_head jsonb,
  p_accounts text[], p_amounts bigint[], p_kinds text[], p_members text[], p_vendors text[], p_negative boolean[], p_order int[]`;
const ledgerArgs = `p_merchant, p_key, p_fingerprint, p_operation, p_entry_id, p_kind, p_currency, p_member, p_reference, p_at, p_head,
  p_accounts, p_amounts, p_kinds, p_members, p_vendors, p_negative, p_order`;

export const vendorOneTripMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      create function vendor_bet_in_session(
        v_token_hash text,
        v_merchant text, v_aggregator text, v_transaction text, v_round text, v_member text, v_amount bigint, v_at timestamptz,
        v_node text, v_vassalage text, v_game_type text, v_currency text, v_expires timestamptz, v_close boolean,
        ${ledgerParams}
      ) returns jsonb language plpgsql as $$
      begin
        perform 1 from game_session s
        where s.merchant_id = v_merchant and s.token_hash = v_token_hash and s.expires_at > v_at
          and s.member_id = v_member and s.node_id = v_node and s.vassalage = v_vassalage and s.game_type = v_game_type
          and not exists (select 1 from game_vendor g where g.game_type = s.game_type and g.vassalage = s.vassalage and g.under_maintenance);
        if not found then
          return jsonb_build_object('stale', true);
        end if;
        return vendor_bet(v_merchant, v_aggregator, v_transaction, v_round, v_member, v_amount, v_at,
          v_node, v_vassalage, v_game_type, v_currency, v_expires, v_close, ${ledgerArgs});
      end
      $$`).execute(db);
    await sql.raw(`
      create function vendor_win_on_bet(
        v_vassalage text,
        v_merchant text, v_aggregator text, v_transaction text, v_reference text, v_round text, v_member text, v_amount bigint,
        v_close boolean, v_at timestamptz,
        ${ledgerParams}
      ) returns jsonb language plpgsql as $$
      begin
        -- A round's player and wallet never change once it is opened: read without a lock, vendor_win() locks.
        perform 1 from vendor_transaction t
        where t.merchant_id = v_merchant and t.aggregator = v_aggregator and t.transaction_id = v_reference and t.member_id = v_member
          and exists (select 1 from game_round r where r.merchant_id = v_merchant and r.round_id = v_round and r.vassalage = v_vassalage);
        if not found then
          return jsonb_build_object('stale', true);
        end if;
        return vendor_win(v_merchant, v_aggregator, v_transaction, v_reference, v_round, v_member, v_amount, v_close, v_at, ${ledgerArgs});
      end
      $$`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists vendor_win_on_bet`.execute(db);
    await sql`drop function if exists vendor_bet_in_session`.execute(db);
  },
};
