// The demo aggregator's progressive jackpots and fun play (docs/vendors.md), in tables of its own like the rest of its
// game server: the pools per operator, currency and tier (kept in ten-thousandths of a minor unit); one entry per
// slot round whose bet the operator accepted (its contribution and the jackpot it won: the idempotency of the award
// and its audit trail); and the virtual balances of fun play, which no wallet ever sees (with the player's recent
// transactions in last_round, so a retry answers it again; the fun rounds themselves are the aggregator's rounds like
// any other). PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const demoAggregatorExtrasMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table demo_aggregator_jackpot (
        operator text not null,
        currency text not null,
        tier text not null,
        pool_e4 bigint not null,
        seed bigint not null,
        wins integer not null default 0,
        last_win bigint,
        last_won_at timestamptz,
        primary key (operator, currency, tier)
      )`.execute(db);
    await sql`
      create table demo_aggregator_jackpot_entry (
        operator text not null,
        round_id text not null,
        currency text not null,
        bet bigint not null,
        tier text,
        amount bigint not null,
        status text not null,
        created_at timestamptz not null,
        primary key (operator, round_id)
      )`.execute(db);
    await sql`
      create table demo_aggregator_fun_wallet (
        operator text not null,
        player text not null,
        balance bigint not null,
        last_round jsonb,
        updated_at timestamptz not null,
        primary key (operator, player)
      )`.execute(db);
    await sql`create index demo_aggregator_fun_wallet_age on demo_aggregator_fun_wallet (updated_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['demo_aggregator_fun_wallet', 'demo_aggregator_jackpot_entry', 'demo_aggregator_jackpot']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
  },
};
