// Tables of the member centre's messages, feedback and missions (docs/member-centre.md): the inbox (a message to one
// member, or a broadcast to every member of the merchant when member_id is null, stored once), each member's read
// and deleted marks, feedback and support questions, and mission claims. merchant_id leads every key; PostgreSQL 15
// and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const memberCentreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table member_message (
        merchant_id text not null,
        message_id uuid not null,
        member_id text,
        category text not null check (category in ('system', 'promotion', 'account')),
        format text not null check (format in ('html', 'text')),
        title jsonb not null,
        body jsonb not null,
        created_at timestamptz not null,
        primary key (merchant_id, message_id)
      )`.execute(db);
    await sql`create index member_message_inbox on member_message (merchant_id, member_id, created_at)`.execute(db);
    await sql`
      create table message_receipt (
        merchant_id text not null,
        member_id text not null,
        message_id uuid not null,
        read_at timestamptz,
        deleted_at timestamptz,
        primary key (merchant_id, member_id, message_id)
      )`.execute(db);
    await sql`
      create table member_feedback (
        merchant_id text not null,
        feedback_id uuid not null,
        member_id text not null,
        kind text not null check (kind in ('feedback', 'support_question')),
        question_type text,
        content text not null,
        status text not null default 'received',
        created_at timestamptz not null,
        primary key (merchant_id, feedback_id)
      )`.execute(db);
    await sql`create index member_feedback_member on member_feedback (merchant_id, member_id, created_at)`.execute(db);
    await sql`
      create table mission_claim (
        merchant_id text not null,
        member_id text not null,
        mission_id text not null,
        period_key text not null,
        points integer not null,
        reward bigint not null,
        entry_id uuid,
        claimed_at timestamptz not null,
        primary key (merchant_id, member_id, mission_id, period_key)
      )`.execute(db);
    await sql`create index mission_claim_board on mission_claim (merchant_id, claimed_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['mission_claim', 'member_feedback', 'message_receipt', 'member_message']) {
      await sql`drop table if exists ${sql.id(table)}`.execute(db);
    }
  },
};
