// Wrong login passwords given to the points mall's redeem (docs/promotions-and-points.md): five within 15 minutes
// lock redeeming, so a stolen session cannot guess the password there. Keys start with merchant_id.
import { sql, type Kysely, type Migration } from 'kysely';

export const pointsPasswordMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table points_password_failure (
        merchant_id text not null,
        failure_id uuid not null,
        member_id text not null,
        failed_at timestamptz not null,
        primary key (merchant_id, failure_id)
      )`.execute(db);
    await sql`create index points_password_failure_member on points_password_failure (merchant_id, member_id, failed_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists points_password_failure`.execute(db);
  },
};
