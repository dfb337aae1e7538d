// The in-house demo game vendor's tables (docs/demo-game.md): launch tokens (game sessions, stored hashed), the
// provably fair seeds of each member, and the fairness data of each round on game_round. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const demoGameMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table game_session (
        merchant_id text not null,
        token_hash text not null,
        member_id text not null,
        node_id text not null,
        vassalage text not null,
        game_type text not null,
        language text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        primary key (merchant_id, token_hash)
      )`.execute(db);
    await sql`create index game_session_expiry on game_session (expires_at)`.execute(db);
    await sql`
      create table game_seed (
        merchant_id text not null,
        member_id text not null,
        vassalage text not null,
        server_seed text not null,
        server_seed_hash text not null,
        client_seed text not null,
        next_nonce integer not null,
        previous_server_seed text,
        previous_server_seed_hash text,
        previous_client_seed text,
        previous_next_nonce integer,
        created_at timestamptz not null,
        primary key (merchant_id, member_id, vassalage)
      )`.execute(db);
    await sql`alter table game_round add column server_seed_hash text`.execute(db);
    await sql`alter table game_round add column client_seed text`.execute(db);
    await sql`alter table game_round add column nonce integer`.execute(db);
    await sql`alter table game_round add column outcome jsonb`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['outcome', 'nonce', 'client_seed', 'server_seed_hash']) {
      await sql`alter table game_round drop column if exists ${sql.id(column)}`.execute(db);
    }
    await sql`drop table if exists game_seed`.execute(db);
    await sql`drop table if exists game_session`.execute(db);
  },
};
