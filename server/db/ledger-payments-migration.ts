// Deposit tables: the platform's deposits and the notifications received about them, and the sandbox gateway's own
// payments. merchant_id leads every key; PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const ledgerPaymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table payment_deposit (
        merchant_id text not null,
        deposit_id uuid not null,
        member_id text not null,
        method_id text not null,
        method_type text not null,
        provider text not null,
        amount bigint not null check (amount > 0),
        currency text not null,
        status text not null check (status in ('pending', 'succeeded', 'failed', 'expired')),
        request_key text not null,
        fingerprint text not null,
        provider_reference text,
        pay_url text,
        entry_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        expires_at timestamptz not null,
        completed_at timestamptz,
        primary key (merchant_id, deposit_id),
        unique (merchant_id, request_key)
      )`.execute(db);
    await sql`create index payment_deposit_member on payment_deposit (merchant_id, member_id, created_at)`.execute(db);
    await sql`create index payment_deposit_pending on payment_deposit (merchant_id, expires_at) where status = 'pending'`.execute(db);
    await sql`
      create table payment_notification (
        merchant_id text not null,
        notification_id uuid not null,
        provider text not null,
        deposit_id uuid,
        signature_valid boolean not null,
        body text not null,
        outcome text not null,
        received_at timestamptz not null,
        primary key (merchant_id, notification_id)
      )`.execute(db);
    await sql`
      create table sandbox_gateway_payment (
        merchant_id text not null,
        payment_id uuid not null,
        merchant_reference text not null,
        amount bigint not null,
        currency text not null,
        method_type text not null,
        status text not null check (status in ('open', 'paid', 'cancelled')),
        notify_url text not null,
        return_url text not null,
        expires_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        primary key (merchant_id, payment_id)
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['sandbox_gateway_payment', 'payment_notification', 'payment_deposit']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
