// Fun play of the in-house games (docs/demo-game.md "Fun play"): a fun player per launch, with its play money, and
// its rounds, in tables of their own. Nothing here is a member's: the ledger, game_round and every record (bet
// record, profit and loss, VIP, rebate, missions, team betting, winner board) never see a fun round. The fun players'
// seeds are game_seed rows under their fun player id, dropped with the player. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const liveryFunMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table livery_fun_session (
        merchant_id text not null,
        token_hash text not null,
        player_id text not null,
        node_id text not null,
        game_type text not null,
        language text not null,
        balance bigint not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        primary key (merchant_id, token_hash),
        unique (merchant_id, player_id)
      )`.execute(db);
    await sql`create index livery_fun_session_expiry on livery_fun_session (merchant_id, expires_at)`.execute(db);
    // The same columns as game_round (a fun round is played by the same code), in a table no record reads.
    await sql`
      create table livery_fun_round (
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
        server_seed_hash text,
        client_seed text,
        nonce integer,
        outcome jsonb,
        primary key (merchant_id, round_id)
      )`.execute(db);
    await sql`create index livery_fun_round_player on livery_fun_round (merchant_id, member_id, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['livery_fun_round', 'livery_fun_session']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
  },
};
