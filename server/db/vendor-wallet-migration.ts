// The vendor contract's tables (docs/vendors.md): every wallet callback transaction of an outside vendor, keyed by
// the vendor's own transaction id (idempotency, rollbacks by reference, out-of-order calls); and the demo
// aggregator's own game-server tables (its players' provably fair seeds and its rounds), which the platform's code
// never reads. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const vendorWalletMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table vendor_transaction (
        merchant_id text not null,
        aggregator text not null,
        transaction_id text not null,
        kind text not null,
        round_id text not null,
        member_id text not null,
        amount bigint not null,
        reference_transaction_id text,
        status text not null,
        created_at timestamptz not null,
        primary key (merchant_id, aggregator, transaction_id)
      )`.execute(db);
    await sql`create index vendor_transaction_round on vendor_transaction (merchant_id, round_id)`.execute(db);
    await sql`alter table game_round add column aggregator text`.execute(db);
    await sql`create index game_round_open on game_round (merchant_id, created_at) where status = 'open'`.execute(db);
    await sql`
      create table demo_aggregator_seed (
        operator text not null,
        player text not null,
        server_seed text not null,
        server_seed_hash text not null,
        client_seed text not null,
        next_nonce integer not null,
        previous_server_seed text,
        previous_server_seed_hash text,
        previous_client_seed text,
        previous_next_nonce integer,
        primary key (operator, player)
      )`.execute(db);
    await sql`
      create table demo_aggregator_round (
        operator text not null,
        round_id text not null,
        player text not null,
        game_code text not null,
        bet bigint not null,
        win bigint not null,
        server_seed_hash text not null,
        client_seed text not null,
        nonce integer not null,
        outcome jsonb not null,
        status text not null,
        callback_url text not null,
        currency text not null,
        created_at timestamptz not null,
        primary key (operator, round_id)
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['demo_aggregator_round', 'demo_aggregator_seed', 'vendor_transaction']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
    await sql`drop index if exists game_round_open`.execute(db);
    await sql`alter table game_round drop column if exists aggregator`.execute(db);
  },
};
