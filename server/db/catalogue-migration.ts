// Lobby tables. The catalogue (catalogue_version, game_vendor, game) is shared reference data without merchant_id:
// small, the same for every tenant, replicated as reference tables on a distributed PostgreSQL. Favourites,
// recent games and rounds are tenant tables whose keys start with merchant_id. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table catalogue_version (
        version text primary key,
        game_count integer not null,
        seeded_at timestamptz not null
      )`.execute(db);
    await sql`
      create table game_vendor (
        game_type text not null,
        vassalage text not null,
        display_name text not null,
        sort_order integer not null,
        under_maintenance boolean not null default false,
        primary key (game_type, vassalage)
      )`.execute(db);
    await sql`
      create table game (
        node_id text primary key,
        game_type text not null,
        vassalage text not null,
        game_code text not null,
        game_classify text not null,
        name_en text not null,
        name_zh text not null,
        name_km text not null,
        is_game smallint not null,
        is_hot smallint not null,
        is_new smallint not null,
        release_date text not null,
        popularity integer not null,
        lottery_group text,
        draw_seconds integer
      )`.execute(db);
    await sql`create index game_vendor_code on game (game_type, vassalage, game_code)`.execute(db);

    await sql`
      create table favorite_game (
        merchant_id text not null,
        member_id text not null,
        node_id text not null,
        created_at timestamptz not null,
        primary key (merchant_id, member_id, node_id)
      )`.execute(db);
    await sql`create index favorite_game_recent on favorite_game (merchant_id, member_id, created_at)`.execute(db);
    await sql`
      create table recent_game (
        merchant_id text not null,
        member_id text not null,
        node_id text not null,
        played_at timestamptz not null,
        primary key (merchant_id, member_id, node_id)
      )`.execute(db);
    await sql`create index recent_game_played on recent_game (merchant_id, member_id, played_at)`.execute(db);
    await sql`
      create table game_round (
        merchant_id text not null,
        round_id text not null,
        member_id text not null,
        node_id text not null,
        vassalage text not null,
        game_type text not null,
        currency text not null,
        bet_amount bigint not null,
        win_amount bigint not null default 0,
        status text not null,
        created_at timestamptz not null,
        settled_at timestamptz,
        primary key (merchant_id, round_id)
      )`.execute(db);
    await sql`create index game_round_member on game_round (merchant_id, member_id, created_at)`.execute(db);
    // The winner board: a merchant's largest settled wins.
    await sql`create index game_round_wins on game_round (merchant_id, win_amount) where status = 'settled' and win_amount > 0`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['game_round', 'recent_game', 'favorite_game', 'game', 'game_vendor', 'catalogue_version']) {
      await sql`drop table if exists ${sql.id(table)}`.execute(db);
    }
  },
};
