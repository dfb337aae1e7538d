// What each start-up seed last wrote (server/db/start-seeds.ts): a hash of its inputs and code per seed, so a restart
// whose seeds would write what is already there skips them after one read.
import { sql, type Kysely, type Migration } from 'kysely';

export const seedStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table seed_state (name text primary key, hash text not null, seeded_at timestamptz not null)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists seed_state`.execute(db);
  },
};
