// The foundation tables: merchants mirrored from config, the RSA keypair of encrypted bodies, and small platform
// values (kv). Platform-wide tables, not tenant tables: no merchant_id prefix beyond merchant's own key.
import { sql, type Kysely, type Migration } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's table types, which later migrations change.
export const foundationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('merchant')
      .addColumn('merchant_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('server_key')
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('algorithm', 'text', (c) => c.notNull())
      .addColumn('public_key_spki', 'text', (c) => c.notNull())
      .addColumn('private_key_pkcs8', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('kv')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('kv').execute();
    await db.schema.dropTable('server_key').execute();
    await db.schema.dropTable('merchant').execute();
  },
};
