// The demo sportsbook (docs/vendors.md "The sportsbook"): the platform side learns when an outside vendor expects a
// round to settle (game_round.expires_at, from a bet's round_expires_at), so its reconciliation leaves an open sports
// bet alone until its fixtures end; the demo aggregator side keeps its bets and their legs in tables of its own,
// which the platform's code never reads. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const sportsbookMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table game_round add column expires_at timestamptz`.execute(db);
    await sql`
      create table demo_aggregator_sport_bet (
        operator text not null,
        round_id text not null,
        player text not null,
        game_code text not null,
        stake bigint not null,
        potential_return bigint not null,
        win bigint,
        status text not null,
        settle_after timestamptz not null,
        callback_url text not null,
        currency text not null,
        created_at timestamptz not null,
        settled_at timestamptz,
        primary key (operator, round_id)
      )`.execute(db);
    await sql`create index demo_aggregator_sport_bet_due on demo_aggregator_sport_bet (settle_after) where status in ('placing', 'open')`.execute(db);
    await sql`create index demo_aggregator_sport_bet_player on demo_aggregator_sport_bet (operator, player, created_at)`.execute(db);
    await sql`
      create table demo_aggregator_sport_leg (
        operator text not null,
        round_id text not null,
        leg integer not null,
        event_id text not null,
        market_id text not null,
        selection text not null,
        odds integer not null,
        stake_units integer not null,
        outcome text,
        primary key (operator, round_id, leg)
      )`.execute(db);
    await sql`create index demo_aggregator_sport_leg_event on demo_aggregator_sport_leg (event_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['demo_aggregator_sport_leg', 'demo_aggregator_sport_bet']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
    await sql`alter table game_round drop column if exists expires_at`.execute(db);
  },
};
