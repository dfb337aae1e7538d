// VIP monthly bonuses claimed (docs/member-centre.md, VIP): one row per member and month (YYYY-MM in the merchant's
// time zone), written in the transaction that posts the bonus under vip-monthly:<member>:<month>, so parallel
// claims of one month collide here. merchant_id leads the key; PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const vipMonthlyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table vip_monthly_claim (
        merchant_id text not null,
        member_id text not null,
        month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
        level integer not null,
        amount bigint not null,
        entry_id uuid,
        claimed_at timestamptz not null,
        primary key (merchant_id, member_id, month)
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists vip_monthly_claim`.execute(db);
  },
};
