// seamless_debit() and seamless_credit(): the in-house seamless wallet's debit and credit in one round trip each
// (docs/demo-game.md, docs/vendors.md Throughput), the pattern of the vendor callbacks (vendor-one-trip-migration.ts).
// The server draws the round in TypeScript on the seeds it remembers (or read just before) and builds the ledger
// posting by the ledger's rules; the statement checks that what it drew on still holds, then posts and writes the
// round. Anything that is not the common case answers {"stale": true} having written nothing (or raises
// 'vendor:fallback' to undo what it wrote), and the caller takes the transaction path, whose rules decide.
// Rows are taken in the transaction path's order: the idempotency key, the member's wallet and the house (inside
// ledger_post()), then the seeds, then the round. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

// ledger_post()'s parameters (ledger-post-migration.ts), passed through unchanged.
const ledgerParams = `p_merchant text, p_key text, p_fingerprint text, p_operation text, p_entry_id uuid, p_kind text, p_currency text,
  p_member text, p_reference text, p_at timestamptz, p_head jsonb,
  p_accounts text[], p_amounts bigint[], p_kinds text[], p_members text[], p_vendors text[], p_negative boolean[], p_order int[]`;
const ledgerArgs = `p_merchant, p_key, p_fingerprint, p_operation, p_entry_id, p_kind, p_currency, p_member, p_reference, p_at, p_head,
  p_accounts, p_amounts, p_kinds, p_members, p_vendors, p_negative, p_order`;

export const seamlessOneTripMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A debit: no round of that id yet (else the transaction path replays or refuses it), the bet posted, the seeds
    // still the ones drawn on with the nonce drawn with (taken: the next is one more), the round opened with the
    // drawn outcome. A replayed ledger key or seeds that moved undo the statement.
    await sql.raw(`
      create function seamless_debit(
        v_merchant text, v_round text, v_member text, v_node text, v_vassalage text, v_game_type text, v_currency text, v_bet bigint,
        v_at timestamptz, v_seed_hash text, v_client_seed text, v_nonce int, v_outcome jsonb,
        ${ledgerParams}
      ) returns jsonb language plpgsql as $$
      declare
        posted jsonb;
        r game_round;
      begin
        perform 1 from game_round g where g.merchant_id = v_merchant and g.round_id = v_round;
        if found then
          return jsonb_build_object('stale', true);
        end if;
        posted := ledger_post(${ledgerArgs});
        if not (posted ? 'after') then
          raise exception 'vendor:fallback' using errcode = 'P0001';
        end if;
        update game_seed set next_nonce = next_nonce + 1
        where merchant_id = v_merchant and member_id = v_member and vassalage = v_vassalage
          and server_seed_hash = v_seed_hash and client_seed = v_client_seed and next_nonce = v_nonce;
        if not found then
          raise exception 'vendor:fallback' using errcode = 'P0001';
        end if;
        insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status,
          created_at, settled_at, server_seed_hash, client_seed, nonce, outcome)
        values (v_merchant, v_round, v_member, v_node, v_vassalage, v_game_type, v_currency, v_bet, 0, 'open',
          v_at, null, v_seed_hash, v_client_seed, v_nonce, v_outcome)
        returning * into r;
        return jsonb_build_object('posted', posted, 'round', to_jsonb(r));
      end
      $$`).execute(db);
    // A credit: the round is the member's, of that game, open, and its drawn win is the one the server remembers;
    // the win posted when above 0, the round settled. The member's wallet balance is answered with it (v_wallet, its
    // account id), so a losing round needs no read after.
    await sql.raw(`
      create function seamless_credit(
        v_merchant text, v_round text, v_member text, v_node text, v_win bigint, v_at timestamptz, v_wallet text,
        ${ledgerParams}
      ) returns jsonb language plpgsql as $$
      declare
        posted jsonb := null;
        r game_round;
        b bigint;
      begin
        select * into r from game_round g where g.merchant_id = v_merchant and g.round_id = v_round for update;
        if not found or r.member_id <> v_member or r.node_id <> v_node or r.status <> 'open'
          or coalesce((r.outcome ->> 'win')::numeric, 0) <> v_win then
          return jsonb_build_object('stale', true);
        end if;
        if v_win > 0 then
          posted := ledger_post(${ledgerArgs});
          if not (posted ? 'after') then
            raise exception 'vendor:fallback' using errcode = 'P0001';
          end if;
        end if;
        update game_round set status = 'settled', win_amount = v_win, settled_at = v_at
        where merchant_id = v_merchant and round_id = v_round
        returning * into r;
        select a.balance into b from account_balance a where a.merchant_id = v_merchant and a.account_id = v_wallet;
        return jsonb_build_object('posted', posted, 'round', to_jsonb(r), 'balance', coalesce(b, 0)::text);
      end
      $$`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists seamless_credit`.execute(db);
    await sql`drop function if exists seamless_debit`.execute(db);
  },
};
