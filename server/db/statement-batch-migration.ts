// livery_batch(): group commit of the money path (docs/money.md, "Group commit"). Concurrent one-statement money
// operations (ledger_post(), the vendor callbacks' and the seamless wallet's functions) that arrive together are sent
// as ONE statement, which is one transaction and one commit: the statements, each a `select f(...) as r` with its
// arguments written as literals (server/db/statement-batch.ts), run one after another in the order they arrived, each
// in a subtransaction of its own, so each is judged against the balances the ones before it left and a refused one
// (its exception) undoes only its own rows. The answer is one JSON array, per statement {"r": its answer} or
// {"error": message, "code": SQLSTATE}.
// First the batch locks every existing account row its postings touch, in the ledger's lock order (member wallets
// first, then the platform's accounts, each in byte order of the ids: ledger-repository.ts lockOrder), so it takes
// account rows in the same one order as every other transaction and never waits on one in a cycle. It waits at most
// lock_timeout (500 ms, under the 1 s deadlock_timeout, so the batch is the one that gives way) for any lock: a deadlock, a lock timeout or a serialization failure is raised, which undoes
// the whole batch, and the server runs its statements one by one as before. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const statementBatchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function livery_batch(p_calls text[], p_lock_merchants text[], p_lock_accounts text[]) returns jsonb language plpgsql as $$
      declare
        answers jsonb[] := array[]::jsonb[];
        r jsonb;
        i int;
      begin
        perform set_config('lock_timeout', '500ms', true);
        if coalesce(cardinality(p_lock_accounts), 0) > 0 then
          perform 1 from account_balance a
          join unnest(p_lock_merchants, p_lock_accounts) as l(merchant_id, account_id)
            on a.merchant_id = l.merchant_id and a.account_id = l.account_id
          order by a.allow_negative, a.account_id collate "C", a.merchant_id collate "C"
          for update of a;
        end if;
        for i in 1 .. coalesce(cardinality(p_calls), 0) loop
          begin
            execute p_calls[i] into r;
            answers := answers || jsonb_build_object('r', r);
          exception
            when deadlock_detected or lock_not_available or serialization_failure or query_canceled then raise;
            when others then answers := answers || jsonb_build_object('error', sqlerrm, 'code', sqlstate);
          end;
        end loop;
        return to_jsonb(answers);
      end
      $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists livery_batch`.execute(db);
  },
};
