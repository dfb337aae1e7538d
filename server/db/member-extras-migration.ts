// Tables of the member centre's VIP, manual rebate and referral pages (docs/member-centre.md): VIP upgrade bonuses
// claimed (one per member and level), rebate claims (one per member and accrual start, so two claims racing for the
// same bets collide; one per member and idempotency key, so a retry answers the first claim), and each member's own
// referral code. merchant_id leads every key; PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

export const memberExtrasMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table vip_bonus_claim (
        merchant_id text not null,
        member_id text not null,
        level integer not null,
        amount bigint not null,
        entry_id uuid,
        claimed_at timestamptz not null,
        primary key (merchant_id, member_id, level)
      )`.execute(db);
    await sql`
      create table rebate_claim (
        merchant_id text not null,
        claim_id uuid not null,
        member_id text not null,
        request_key text not null,
        period_start timestamptz not null,
        period_end timestamptz not null,
        valid_bet bigint not null,
        amount bigint not null,
        details jsonb not null,
        entry_id uuid,
        claimed_at timestamptz not null,
        primary key (merchant_id, claim_id)
      )`.execute(db);
    await sql`create unique index rebate_claim_period on rebate_claim (merchant_id, member_id, period_start)`.execute(db);
    // The member's idempotency key: a retry of one attempt answers that attempt's claim.
    await sql`create unique index rebate_claim_request on rebate_claim (merchant_id, member_id, request_key)`.execute(db);
    await sql`create index rebate_claim_member on rebate_claim (merchant_id, member_id, period_end)`.execute(db);
    await sql`
      create table referral_code (
        merchant_id text not null,
        member_id text not null,
        code text not null,
        created_at timestamptz not null,
        primary key (merchant_id, member_id)
      )`.execute(db);
    await sql`create unique index referral_code_code on referral_code (merchant_id, code)`.execute(db);
    // Invited members are found by the code they registered with.
    await sql`create index member_referral_code on member (merchant_id, upper(referral_code)) where referral_code is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists member_referral_code`.execute(db);
    for (const table of ['referral_code', 'rebate_claim', 'vip_bonus_claim']) {
      await sql`drop table if exists ${sql.id(table)}`.execute(db);
    }
  },
};
