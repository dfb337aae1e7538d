// Withdrawal tables: bound bank accounts, wrong payment-password attempts, withdrawals with their receipt state,
// the proof images members upload and every receipt confirmation; plus an index for the records pages. Every key
// and index starts with merchant_id; PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const withdrawalMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table member_bank_account (
        merchant_id text not null,
        bank_account_id uuid not null,
        member_id text not null,
        bank_code text not null,
        bank_name text not null,
        account_number text not null,
        payee_name text not null,
        created_at timestamptz not null,
        removed_at timestamptz,
        primary key (merchant_id, bank_account_id)
      )`.execute(db);
    await sql`create index member_bank_account_member on member_bank_account (merchant_id, member_id) where removed_at is null`.execute(db);
    await sql`create unique index member_bank_account_number on member_bank_account (merchant_id, member_id, bank_code, account_number) where removed_at is null`.execute(db);

    await sql`
      create table payment_password_failure (
        merchant_id text not null,
        failure_id uuid not null,
        member_id text not null,
        failed_at timestamptz not null,
        primary key (merchant_id, failure_id)
      )`.execute(db);
    await sql`create index payment_password_failure_member on payment_password_failure (merchant_id, member_id, failed_at)`.execute(db);

    await sql`
      create table withdrawal (
        merchant_id text not null,
        withdrawal_id uuid not null,
        member_id text not null,
        bank_account_id uuid not null,
        bank_code text not null,
        bank_name text not null,
        account_number text not null,
        payee_name text not null,
        amount bigint not null check (amount > 0),
        currency text not null,
        status text not null check (status in ('pending', 'paid', 'rejected', 'failed')),
        provider text not null,
        request_key text not null,
        fingerprint text not null,
        hold_entry_id uuid,
        settle_entry_id uuid,
        payout_due_at timestamptz not null,
        payout_started_at timestamptz,
        provider_reference text,
        receipt_status text check (receipt_status in ('received', 'not_received', 'all_received', 'forced_received', 'auto_received')),
        received_amount bigint not null default 0 check (received_amount >= 0 and received_amount <= amount),
        auto_receipt_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        paid_at timestamptz,
        completed_at timestamptz,
        primary key (merchant_id, withdrawal_id),
        unique (merchant_id, request_key)
      )`.execute(db);
    await sql`create index withdrawal_member on withdrawal (merchant_id, member_id, created_at)`.execute(db);
    await sql`create index withdrawal_payout_due on withdrawal (merchant_id, payout_due_at) where status = 'pending'`.execute(db);
    await sql`create index withdrawal_auto_receipt on withdrawal (merchant_id, auto_receipt_at) where status = 'paid' and completed_at is null`.execute(db);

    await sql`
      create table withdrawal_proof (
        merchant_id text not null,
        proof_id uuid not null,
        withdrawal_id uuid not null,
        member_id text not null,
        content_type text not null,
        size_bytes integer not null,
        data bytea not null,
        created_at timestamptz not null,
        primary key (merchant_id, proof_id)
      )`.execute(db);
    await sql`create index withdrawal_proof_withdrawal on withdrawal_proof (merchant_id, withdrawal_id, created_at)`.execute(db);

    await sql`
      create table withdrawal_receipt_event (
        merchant_id text not null,
        event_id uuid not null,
        withdrawal_id uuid not null,
        choice text not null,
        received_amount bigint not null,
        proof_id uuid,
        actor text not null,
        created_at timestamptz not null,
        primary key (merchant_id, event_id)
      )`.execute(db);
    await sql`create index withdrawal_receipt_event_withdrawal on withdrawal_receipt_event (merchant_id, withdrawal_id, created_at)`.execute(db);

    // Records: the bonus details and the account record filter a member's entries by kind over a date range.
    await sql`create index journal_entry_member_kind on journal_entry (merchant_id, member_id, kind, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists journal_entry_member_kind`.execute(db);
    for (const table of ['withdrawal_receipt_event', 'withdrawal_proof', 'withdrawal', 'payment_password_failure', 'member_bank_account']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
