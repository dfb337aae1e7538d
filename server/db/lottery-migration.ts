// Bets on the platform's own lottery draws (docs/lottery.md): one row per bet with what was picked, the issue and
// its draw time. The money and the round's state live where every game's do: the ledger (bet:lott:<betId>,
// win:lott:<betId>) and game_round (round_id = betId, vassalage LOTT), written in the bet's transaction.
import { sql, type Kysely, type Migration } from 'kysely';

export const lotteryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table lottery_bet (
        merchant_id text not null,
        bet_id text not null,
        member_id text not null,
        idempotency_key text not null,
        node_id text not null,
        game_code text not null,
        issue text not null,
        draw_at timestamptz not null,
        bet_type text not null,
        position integer,
        pick text not null,
        odds_bp integer not null,
        currency text not null,
        amount bigint not null check (amount > 0),
        created_at timestamptz not null,
        primary key (merchant_id, bet_id),
        unique (merchant_id, member_id, idempotency_key)
      )`.execute(db);
    await sql`create index lottery_bet_member on lottery_bet (merchant_id, member_id, created_at)`.execute(db);
    // The settlement job looks for open lottery rounds only: a small partial index whatever game_round grows to.
    await sql`create index game_round_lott_open on game_round (merchant_id, round_id) where vassalage = 'LOTT' and status = 'open'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists game_round_lott_open`.execute(db);
    await sql`drop table if exists lottery_bet`.execute(db);
  },
};
