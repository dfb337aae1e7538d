// ledger_post(): a posting of fixed amounts in one statement (docs/money.md, Throughput). It claims the idempotency
// key (or answers what is stored under it), updates each account's balance in the lock order it is given (creating a
// missing account with a zero balance first; a member wallet is updated only while it stays at or above zero),
// writes the entry, its postings and the stored answer. A refusal raises 'ledger:<code>:<account>', which rolls back
// the statement and the caller's transaction. PL/pgSQL plans its statements once per connection, and one round trip
// replaces five (begin, claim, lock, write, commit). PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const ledgerPostMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function ledger_post(
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
        values (p_merchant, p_key, p_fingerprint, p_operation, null, null, p_at)
        on conflict do nothing;
        if not found then
          -- ON CONFLICT waited for the transaction holding the key to end: what it stored is committed.
          select r.fingerprint, r.response into stored from idempotency_record r where r.merchant_id = p_merchant and r.idempotency_key = p_key;
          return jsonb_build_object('fingerprint', stored.fingerprint, 'response', stored.response);
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
        update idempotency_record set entry_id = p_entry_id, response = p_head || jsonb_build_object('postings', (
          select jsonb_agg(jsonb_build_object('accountId', t.a, 'amount', t.amount::text, 'balanceAfter', t.after::text) order by t.n)
          from unnest(p_accounts, p_amounts, v_after) with ordinality as t(a, amount, after, n)))
        where merchant_id = p_merchant and idempotency_key = p_key;
        return jsonb_build_object('after', to_jsonb(v_after::text[]));
      end
      $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists ledger_post`.execute(db);
  },
};
