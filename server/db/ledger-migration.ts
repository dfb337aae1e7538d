// Ledger tables. Every primary key and index starts with merchant_id so the tables distribute by merchant; no
// sequence is shared across tenants (entry ids are UUIDv7 made by the server). PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const ledgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table account_balance (
        merchant_id text not null,
        account_id text not null,
        currency text not null,
        kind text not null,
        member_id text,
        vendor text,
        balance bigint not null default 0,
        allow_negative boolean not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        primary key (merchant_id, account_id),
        -- The last line of defence behind the repository's own check: a member wallet never goes below zero.
        constraint account_balance_not_negative check (allow_negative or balance >= 0)
      )`.execute(db);
    await sql`create index account_balance_member on account_balance (merchant_id, member_id) where member_id is not null`.execute(db);
    await sql`
      create table journal_entry (
        merchant_id text not null,
        entry_id uuid not null,
        kind text not null,
        currency text not null,
        member_id text not null,
        reference text,
        idempotency_key text not null,
        created_at timestamptz not null,
        primary key (merchant_id, entry_id)
      )`.execute(db);
    await sql`create index journal_entry_member on journal_entry (merchant_id, member_id, created_at)`.execute(db);
    await sql`create index journal_entry_reference on journal_entry (merchant_id, reference) where reference is not null`.execute(db);
    await sql`
      create table ledger_posting (
        merchant_id text not null,
        entry_id uuid not null,
        line_no smallint not null,
        account_id text not null,
        currency text not null,
        amount bigint not null check (amount <> 0),
        balance_after bigint not null,
        created_at timestamptz not null,
        primary key (merchant_id, entry_id, line_no),
        foreign key (merchant_id, entry_id) references journal_entry (merchant_id, entry_id),
        foreign key (merchant_id, account_id) references account_balance (merchant_id, account_id)
      )`.execute(db);
    await sql`create index ledger_posting_account on ledger_posting (merchant_id, account_id, created_at)`.execute(db);
    await sql`
      create table idempotency_record (
        merchant_id text not null,
        idempotency_key text not null,
        fingerprint text not null,
        operation text not null,
        entry_id uuid,
        response jsonb,
        created_at timestamptz not null,
        primary key (merchant_id, idempotency_key)
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['idempotency_record', 'ledger_posting', 'journal_entry', 'account_balance']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
