// The ledger's postings are checked by their writers, not by foreign keys (docs/money.md, "Planner statistics" and
// "Throughput"). ledger_posting referenced journal_entry and account_balance; each posting line then ran two
// referential checks, each a locking read (FOR KEY SHARE) of a row its own statement had just written or locked:
// four per two-line posting, about 17 % of PostgreSQL's CPU per vendor callback (bench/vendor-callbacks.ts, A/B
// runs). Both writers guarantee what the keys checked: ledger_post() (ledger-post-once-migration.ts) and the
// transaction path (ledger-repository.ts) insert the entry in the same statement as its postings, and post only to
// account rows they have just updated or locked (a missing row raises before anything is kept). The ledger audit
// (ledger-repository.ts `audit`) checks it after the fact: a posting without its entry or its account is reported.
// PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const ledgerPostingChecksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table ledger_posting drop constraint if exists ledger_posting_merchant_id_entry_id_fkey`.execute(db);
    await sql`alter table ledger_posting drop constraint if exists ledger_posting_merchant_id_account_id_fkey`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table ledger_posting add foreign key (merchant_id, entry_id) references journal_entry (merchant_id, entry_id)`.execute(db);
    await sql`alter table ledger_posting add foreign key (merchant_id, account_id) references account_balance (merchant_id, account_id)`.execute(db);
  },
};
