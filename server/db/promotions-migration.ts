// Promotion hall, reward centre and points mall tables (docs/promotions-and-points.md): activities, members'
// participations with their application images, rewards granted to members, points balances and their
// transactions, the mall's rewards and redeems. Every key and index starts with merchant_id; PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const promotionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table promo_activity (
        merchant_id text not null,
        activity_id text not null,
        kind text not null check (kind in ('join', 'apply', 'raffle')),
        title jsonb not null,
        description jsonb not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        reward_amount bigint not null default 0 check (reward_amount >= 0),
        prizes jsonb not null default '[]',
        turnover_multiple integer not null default 1 check (turnover_multiple >= 0),
        sort_order integer not null default 0,
        primary key (merchant_id, activity_id)
      )`.execute(db);

    await sql`
      create table promo_participation (
        merchant_id text not null,
        participation_id uuid not null,
        activity_id text not null,
        member_id text not null,
        period text not null,
        state text not null check (state in ('joining', 'applying', 'claimed', 'issued', 'closed', 'rejected')),
        remark text not null default '',
        reward_amount bigint,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        primary key (merchant_id, participation_id)
      )`.execute(db);
    await sql`create unique index promo_participation_once on promo_participation (merchant_id, activity_id, member_id, period)`.execute(db);
    await sql`create index promo_participation_member on promo_participation (merchant_id, member_id, created_at)`.execute(db);

    await sql`
      create table promo_application_image (
        merchant_id text not null,
        image_id uuid not null,
        participation_id uuid not null,
        content_type text not null check (content_type in ('image/png', 'image/jpeg')),
        size_bytes integer not null check (size_bytes > 0 and size_bytes <= 5242880),
        bytes bytea not null,
        created_at timestamptz not null,
        primary key (merchant_id, image_id)
      )`.execute(db);
    await sql`create index promo_application_image_participation on promo_application_image (merchant_id, participation_id)`.execute(db);

    await sql`
      create table member_reward (
        merchant_id text not null,
        reward_id uuid not null,
        member_id text not null,
        source text not null check (source in ('promotion', 'raffle', 'mission', 'vip')),
        source_ref text not null,
        title jsonb not null,
        amount bigint not null check (amount > 0),
        turnover_multiple integer not null default 1,
        state text not null check (state in ('claimable', 'claimed')),
        entry_id uuid,
        created_at timestamptz not null,
        claimed_at timestamptz,
        primary key (merchant_id, reward_id)
      )`.execute(db);
    await sql`create unique index member_reward_source on member_reward (merchant_id, source_ref)`.execute(db);
    await sql`create index member_reward_member on member_reward (merchant_id, member_id, created_at)`.execute(db);

    await sql`
      create table member_points (
        merchant_id text not null,
        member_id text not null,
        balance bigint not null default 0 check (balance >= 0),
        updated_at timestamptz not null,
        primary key (merchant_id, member_id)
      )`.execute(db);
    await sql`
      create table points_transaction (
        merchant_id text not null,
        txn_id uuid not null,
        member_id text not null,
        kind text not null check (kind in ('earn_bet', 'redeem', 'redeem_refund', 'convert', 'grant')),
        points bigint not null check (points <> 0),
        reference text not null,
        created_at timestamptz not null,
        primary key (merchant_id, txn_id)
      )`.execute(db);
    await sql`create unique index points_transaction_reference on points_transaction (merchant_id, reference)`.execute(db);
    await sql`create index points_transaction_member on points_transaction (merchant_id, member_id, created_at)`.execute(db);

    await sql`
      create table point_reward (
        merchant_id text not null,
        reward_id text not null,
        title jsonb not null,
        points_price bigint not null check (points_price > 0),
        stock integer not null check (stock >= 0),
        physical boolean not null,
        sort_order integer not null default 0,
        primary key (merchant_id, reward_id)
      )`.execute(db);
    await sql`
      create table point_redeem (
        merchant_id text not null,
        redeem_id uuid not null,
        member_id text not null,
        reward_id text not null,
        quantity integer not null check (quantity > 0),
        points bigint not null check (points > 0),
        address text not null,
        state text not null check (state in ('applying', 'in_process', 'approved', 'rejected')),
        request_key text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        primary key (merchant_id, redeem_id)
      )`.execute(db);
    await sql`create unique index point_redeem_request on point_redeem (merchant_id, member_id, request_key)`.execute(db);
    await sql`create index point_redeem_member on point_redeem (merchant_id, member_id, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['point_redeem', 'point_reward', 'points_transaction', 'member_points', 'member_reward', 'promo_application_image', 'promo_participation', 'promo_activity']) {
      await sql`drop table if exists ${sql.id(table)}`.execute(db);
    }
  },
};
