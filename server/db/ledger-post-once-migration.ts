// ledger_post() writes its idempotency row once (docs/money.md, Throughput). Before, a posting claimed the key with
// an empty row and filled in the entry and the stored answer at the end: two writes of the same row. Now the claim
// holds the entry id and the answer's head (entry, kind, member, reference, time) from the start, and a replay
// rebuilds the postings of the answer from the entry's ledger_posting rows (line order), which hold the same
// accounts, amounts and balances after. Rows stored before this migration keep their full answer and are answered
// as stored. Same parameters and answers as migration 0023. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';
import { ledgerPostMigration } from './ledger-post-migration.js';

export const ledgerPostOnceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A stored answer as the caller gets it: as stored when it holds its postings, else its head with the entry's.
    await sql`
      create function ledger_stored_answer(p_merchant text, p_entry_id uuid, p_response jsonb) returns jsonb language sql stable as $$
        select case when p_response ? 'postings' then p_response
          else p_response || jsonb_build_object('postings', coalesce((
            select jsonb_agg(jsonb_build_object('accountId', l.account_id, 'amount', l.amount::text, 'balanceAfter', l.balance_after::text) order by l.line_no)
            from ledger_posting l where l.merchant_id = p_merchant and l.entry_id = p_entry_id), '[]'::jsonb)) end
      $$`.execute(db);
    await sql`
      create or replace function ledger_post(
        p_merchant text, p_key text, p_fingerprint text, p_operation text, p_entry_id uuid, p_kind text, p_currency text,
        p_member text, p_reference text, p_at timestamptz, p_head jsonb,
        p_accounts text[], p_amounts bigint[], p_kinds text[], p_members text[], p_vendors text[], p_negative boolean[], p_order int[]
      ) returns jsonb language plpgsql as $$
      declare
        i int;
        b bigint;
        v_after bigint[] := array_fill(null::bigint, array[cardinality(p_accounts)]);
        stored record;
      begin
        insert into idempotency_record (merchant_id, idempotency_key, fingerprint, operation, entry_id, response, created_at)
        values (p_merchant, p_key, p_fingerprint, p_operation, p_entry_id, p_head, p_at)
        on conflict do nothing;
        if not found then
          -- ON CONFLICT waited for the transaction holding the key to end: what it stored is committed.
          select r.fingerprint, r.response, r.entry_id into stored from idempotency_record r where r.merchant_id = p_merchant and r.idempotency_key = p_key;
          return jsonb_build_object('fingerprint', stored.fingerprint, 'response', ledger_stored_answer(p_merchant, stored.entry_id, stored.response));
        end if;
        foreach i in array p_order loop
          update account_balance set balance = balance + p_amounts[i], updated_at = p_at
          where merchant_id = p_merchant and account_id = p_accounts[i] and (allow_negative or balance + p_amounts[i] >= 0)
          returning balance into b;
          if not found then
            insert into account_balance (merchant_id, account_id, currency, kind, member_id, vendor, balance, allow_negative, created_at, updated_at)
            values (p_merchant, p_accounts[i], p_currency, p_kinds[i], p_members[i], p_vendors[i], 0, p_negative[i], p_at, p_at)
            on conflict do nothing;
            update account_balance set balance = balance + p_amounts[i], updated_at = p_at
            where merchant_id = p_merchant and account_id = p_accounts[i] and (allow_negative or balance + p_amounts[i] >= 0)
            returning balance into b;
            if not found then
              raise exception 'ledger:insufficient_balance:%', p_accounts[i] using errcode = 'P0001';
            end if;
          end if;
          v_after[i] := b;
        end loop;
        insert into journal_entry (merchant_id, entry_id, kind, currency, member_id, reference, idempotency_key, created_at)
        values (p_merchant, p_entry_id, p_kind, p_currency, p_member, p_reference, p_key, p_at);
        insert into ledger_posting (merchant_id, entry_id, line_no, account_id, currency, amount, balance_after, created_at)
        select p_merchant, p_entry_id, t.n::smallint, t.a, p_currency, t.amount, t.after, p_at
        from unnest(p_accounts, p_amounts, v_after) with ordinality as t(a, amount, after, n);
        return jsonb_build_object('after', to_jsonb(v_after::text[]));
      end
      $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    // Migration 0023's function as it was: its own down drops it, its up creates it again.
    await sql`drop function if exists ledger_post`.execute(db);
    await ledgerPostMigration.up(db);
    await sql`drop function if exists ledger_stored_answer`.execute(db);
  },
};
