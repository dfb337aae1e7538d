// The preview console's tables (docs/preview.md).
import { sql, type Kysely, type Migration } from 'kysely';

export const previewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('preview_staff_session')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('preview_override')
      .addColumn('merchant_id', 'text', (c) => c.notNull())
      .addColumn('preview_hash', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('view', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('preview_override_pk', ['merchant_id', 'preview_hash'])
      .execute();
    await db.schema
      .createTable('preview_account')
      .addColumn('merchant_id', 'text', (c) => c.notNull())
      .addColumn('login_state', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('preview_account_pk', ['merchant_id', 'login_state'])
      .execute();
    // Expired rows are swept by expiry time across merchants.
    await sql`create index preview_override_expiry on preview_override (expires_at)`.execute(db);
    await sql`create index preview_staff_session_expiry on preview_staff_session (expires_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('preview_account').execute();
    await db.schema.dropTable('preview_override').execute();
    await db.schema.dropTable('preview_staff_session').execute();
  },
};
