// Weekly cashback (docs/promotions-and-points.md): a join activity may pay back a percentage of the member's net loss
// of each week (Monday to Monday in the merchant's time zone) to the reward centre. The demo merchants' weekly
// cashback activity pays 5%.
import { sql, type Kysely, type Migration } from 'kysely';

export const promotionsCashbackMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table promo_activity add column cashback_percent integer not null default 0 check (cashback_percent >= 0 and cashback_percent <= 100)`.execute(db);
    await sql`update promo_activity set cashback_percent = 5 where activity_id = 'weekly-cashback'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table promo_activity drop column cashback_percent`.execute(db);
  },
};
