// vendor_bet() and vendor_win(): the vendor callbacks' common case in one statement each (docs/vendors.md,
// Throughput). A bet claims its transaction id, checks the round it names (none yet, or the same player's, the same
// aggregator's and open), posts through ledger_post() and opens or adds to the round; a win finds its bet (locked,
// the same player's, not rolled back) and the round (locked, open), records its transaction and the round's win and
// posts a win above zero. Anything else (a repeated transaction id, a round of another player, a closed round, an
// unknown or rolled-back bet, a key the ledger already holds) answers null when nothing was written, or raises
// 'vendor:fallback' to undo what was: the caller then takes the transaction path, where the domain's rules decide
// (server/domain/game/vendor-transactions.ts). A ledger refusal ('ledger:insufficient_balance:...') rolls the whole
// statement back. The same rows are written, and locked in the same order, as on the transaction path.
// PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

// ledger_post()'s parameters (ledger-post-migration.ts), passed through unchanged.
const ledgerParams = `p_merchant text, p_key text, p_fingerprint text, p_operation text, p_entry_id uuid, p_kind text, p_currency text,
  p_member text, p_reference text, p_at timestamptz, p_head jsonb,
  p_accounts text[], p_amounts bigint[], p_kinds text[], p_members text[], p_vendors text[], p_negative boolean[], p_order int[]`;
const ledgerArgs = `p_merchant, p_key, p_fingerprint, p_operation, p_entry_id, p_kind, p_currency, p_member, p_reference, p_at, p_head,
  p_accounts, p_amounts, p_kinds, p_members, p_vendors, p_negative, p_order`;

export const vendorCallbackMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      create function vendor_bet(
        v_merchant text, v_aggregator text, v_transaction text, v_round text, v_member text, v_amount bigint, v_at timestamptz,
        v_node text, v_vassalage text, v_game_type text, v_currency text, v_expires timestamptz, v_close boolean,
        ${ledgerParams}
      ) returns jsonb language plpgsql as $$
      declare
        rnd record;
        posted jsonb;
      begin
        insert into vendor_transaction (merchant_id, aggregator, transaction_id, kind, round_id, member_id, amount, reference_transaction_id, status, created_at)
        values (v_merchant, v_aggregator, v_transaction, 'bet', v_round, v_member, v_amount, null, 'done', v_at)
        on conflict do nothing;
        if not found then
          return null;
        end if;
        select r.member_id, r.aggregator, r.status into rnd from game_round r where r.merchant_id = v_merchant and r.round_id = v_round for update;
        if found and (rnd.member_id <> v_member or rnd.aggregator is distinct from v_aggregator or rnd.status <> 'open') then
          raise exception 'vendor:fallback' using errcode = 'P0001';
        end if;
        posted := ledger_post(${ledgerArgs});
        if not (posted ? 'after') then
          raise exception 'vendor:fallback' using errcode = 'P0001';
        end if;
        insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status, created_at, aggregator, expires_at)
        values (v_merchant, v_round, v_member, v_node, v_vassalage, v_game_type, v_currency, v_amount, 0, 'open', v_at, v_aggregator, v_expires)
        on conflict (merchant_id, round_id) do update set bet_amount = game_round.bet_amount + excluded.bet_amount,
          expires_at = greatest(game_round.expires_at, excluded.expires_at);
        if v_close then
          update game_round set status = 'settled', settled_at = v_at where merchant_id = v_merchant and round_id = v_round;
        end if;
        return jsonb_build_object('posted', posted);
      end
      $$`).execute(db);
    await sql.raw(`
      create function vendor_win(
        v_merchant text, v_aggregator text, v_transaction text, v_reference text, v_round text, v_member text, v_amount bigint,
        v_close boolean, v_at timestamptz,
        ${ledgerParams}
      ) returns jsonb language plpgsql as $$
      declare
        bet record;
        round_status text;
        posted jsonb := null;
      begin
        perform 1 from vendor_transaction t
        where t.merchant_id = v_merchant and t.aggregator = v_aggregator and t.transaction_id = v_transaction;
        if found then
          return null;
        end if;
        select t.kind, t.round_id, t.member_id, t.status into bet from vendor_transaction t
        where t.merchant_id = v_merchant and t.aggregator = v_aggregator and t.transaction_id = v_reference for update;
        if not found or bet.kind <> 'bet' or bet.round_id <> v_round or bet.member_id <> v_member or bet.status <> 'done' then
          return null;
        end if;
        select r.status into round_status from game_round r where r.merchant_id = v_merchant and r.round_id = v_round for update;
        if round_status is distinct from 'open' then
          return null;
        end if;
        insert into vendor_transaction (merchant_id, aggregator, transaction_id, kind, round_id, member_id, amount, reference_transaction_id, status, created_at)
        values (v_merchant, v_aggregator, v_transaction, 'win', v_round, v_member, v_amount, v_reference, 'done', v_at)
        on conflict do nothing;
        if not found then
          return null;
        end if;
        update game_round set win_amount = win_amount + v_amount,
          status = case when v_close then 'settled' else status end,
          settled_at = case when v_close then v_at else settled_at end
        where merchant_id = v_merchant and round_id = v_round;
        if v_amount > 0 then
          posted := ledger_post(${ledgerArgs});
          if not (posted ? 'after') then
            raise exception 'vendor:fallback' using errcode = 'P0001';
          end if;
        end if;
        return jsonb_build_object('posted', posted);
      end
      $$`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists vendor_win`.execute(db);
    await sql`drop function if exists vendor_bet`.execute(db);
  },
};
