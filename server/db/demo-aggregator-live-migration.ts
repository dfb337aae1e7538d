// The demo aggregator's shared live tables (docs/vendors.md, "Live tables"): a player's part in a table round (the
// round the platform records, with its bets) and the tables' chat. The rounds themselves are not stored: they follow
// from the clock and the table's seed chain. Only the demo aggregator reads these tables. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const demoAggregatorLiveMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table demo_aggregator_live_round (
        operator text not null,
        round_id text not null,
        player text not null,
        table_id text not null,
        game_code text not null,
        game_type text not null,
        round_no bigint not null,
        callback_url text not null,
        currency text not null,
        status text not null,
        win bigint,
        settle_at timestamptz not null,
        claimed_at timestamptz,
        created_at timestamptz not null,
        primary key (operator, round_id)
      )`.execute(db);
    await sql`create index demo_aggregator_live_round_due on demo_aggregator_live_round (settle_at) where status in ('open', 'settling')`.execute(db);
    await sql`create index demo_aggregator_live_round_player on demo_aggregator_live_round (operator, player, table_id, round_no)`.execute(db);
    await sql`
      create table demo_aggregator_live_bet (
        operator text not null,
        round_id text not null,
        seq integer not null,
        bet_id text not null,
        bets jsonb not null,
        amount bigint not null,
        status text not null,
        created_at timestamptz not null,
        primary key (operator, round_id, seq),
        unique (operator, round_id, bet_id)
      )`.execute(db);
    await sql`
      create table demo_aggregator_chat (
        id bigserial primary key,
        table_id text not null,
        operator text not null,
        player text not null,
        name text not null,
        body text not null,
        created_at timestamptz not null
      )`.execute(db);
    await sql`create index demo_aggregator_chat_table on demo_aggregator_chat (table_id, id)`.execute(db);
    await sql`create index demo_aggregator_chat_player on demo_aggregator_chat (operator, player, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['demo_aggregator_chat', 'demo_aggregator_live_bet', 'demo_aggregator_live_round']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
  },
};
