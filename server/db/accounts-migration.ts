// Players' accounts: members, sessions and everything several server processes must share about logins (attempts,
// codes, captchas, slider challenges, pending verifications, the development outbox). Every primary key and index
// starts with merchant_id so the tables distribute by merchant; ids are UUIDs made by the server, and timestamps
// come from the server's clock (tests control it), never from now() in SQL. PostgreSQL 15 and PGlite.
import { sql, type Kysely, type Migration } from 'kysely';

const tables = [
  'oidc_state',
  'social_identity',
  'password_reset',
  'outbox_message',
  'member_ip',
  'login_verification',
  'challenge_token',
  'slider_challenge',
  'captcha',
  'verification_code',
  'login_failure',
  'member_session',
  'member',
];

export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table member (
        merchant_id text not null,
        member_id text not null,
        account text not null,
        account_key text not null,
        type smallint not null,
        nickname text,
        password_hash text,
        password_changed_at timestamptz,
        password_reset_required boolean not null default false,
        payment_password_hash text,
        mobile text,
        email text,
        payee_name text,
        profile jsonb not null default '{}',
        affiliate_code text,
        parent_member_id text,
        referral_code text,
        language text,
        icon_url text,
        totp_secret text,
        totp_last_counter bigint,
        last_login_at timestamptz,
        created_at timestamptz not null,
        primary key (merchant_id, member_id)
      )`.execute(db);
    await sql`create unique index member_account on member (merchant_id, account_key)`.execute(db);
    await sql`create unique index member_mobile on member (merchant_id, mobile) where mobile is not null`.execute(db);
    await sql`create unique index member_affiliate_code on member (merchant_id, affiliate_code) where affiliate_code is not null`.execute(db);
    await sql`create index member_parent on member (merchant_id, parent_member_id) where parent_member_id is not null`.execute(db);

    await sql`
      create table member_session (
        merchant_id text not null,
        token_hash text not null,
        member_id text not null,
        member_type smallint not null,
        login_type text not null,
        ip text not null,
        must_change_password boolean not null,
        password_expired boolean not null,
        first_time_login boolean not null,
        pending_verification boolean not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        revoked_at timestamptz,
        primary key (merchant_id, token_hash)
      )`.execute(db);
    await sql`create index member_session_member on member_session (merchant_id, member_id, created_at)`.execute(db);

    await sql`
      create table login_failure (
        merchant_id text not null,
        failure_id uuid not null,
        account_key text not null,
        ip text not null,
        failed_at timestamptz not null,
        primary key (merchant_id, failure_id)
      )`.execute(db);
    await sql`create index login_failure_account on login_failure (merchant_id, account_key, failed_at)`.execute(db);
    await sql`create index login_failure_ip on login_failure (merchant_id, ip, failed_at)`.execute(db);

    await sql`
      create table verification_code (
        merchant_id text not null,
        code_id uuid not null,
        channel text not null,
        recipient text not null,
        purpose text not null,
        code_digest text not null,
        ip text not null,
        sent_at timestamptz not null,
        expires_at timestamptz not null,
        tries integer not null default 0,
        consumed_at timestamptz,
        primary key (merchant_id, code_id)
      )`.execute(db);
    await sql`create index verification_code_recipient on verification_code (merchant_id, recipient, sent_at)`.execute(db);
    await sql`create index verification_code_ip on verification_code (merchant_id, ip, sent_at)`.execute(db);

    await sql`
      create table captcha (
        merchant_id text not null,
        captcha_id uuid not null,
        text text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        primary key (merchant_id, captcha_id)
      )`.execute(db);

    await sql`
      create table slider_challenge (
        merchant_id text not null,
        challenge_id uuid not null,
        gap_x integer not null,
        gap_y integer not null,
        expires_at timestamptz not null,
        answered_at timestamptz,
        primary key (merchant_id, challenge_id)
      )`.execute(db);

    await sql`
      create table challenge_token (
        merchant_id text not null,
        token_hash text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        primary key (merchant_id, token_hash)
      )`.execute(db);

    await sql`
      create table login_verification (
        merchant_id text not null,
        verification_id uuid not null,
        token_hash text not null,
        member_id text not null,
        methods jsonb not null,
        tries integer not null default 0,
        expires_at timestamptz not null,
        completed_at timestamptz,
        primary key (merchant_id, verification_id)
      )`.execute(db);

    await sql`
      create table member_ip (
        merchant_id text not null,
        member_id text not null,
        ip text not null,
        first_seen_at timestamptz not null,
        last_seen_at timestamptz not null,
        primary key (merchant_id, member_id, ip)
      )`.execute(db);

    await sql`
      create table outbox_message (
        merchant_id text not null,
        message_id uuid not null,
        channel text not null,
        recipient text not null,
        subject text,
        body text not null,
        code text,
        created_at timestamptz not null,
        primary key (merchant_id, message_id)
      )`.execute(db);
    await sql`create index outbox_message_recipient on outbox_message (merchant_id, recipient, created_at)`.execute(db);
    await sql`create index outbox_message_created on outbox_message (merchant_id, created_at)`.execute(db);

    await sql`
      create table password_reset (
        merchant_id text not null,
        reset_id uuid not null,
        member_id text not null,
        temporary_password_hash text not null,
        ip text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        primary key (merchant_id, reset_id)
      )`.execute(db);
    await sql`create index password_reset_member on password_reset (merchant_id, member_id, created_at)`.execute(db);
    await sql`create index password_reset_ip on password_reset (merchant_id, ip, created_at)`.execute(db);

    await sql`
      create table social_identity (
        merchant_id text not null,
        provider text not null,
        subject text not null,
        member_id text not null,
        created_at timestamptz not null,
        primary key (merchant_id, provider, subject)
      )`.execute(db);

    await sql`
      create table oidc_state (
        merchant_id text not null,
        state text not null,
        provider text not null,
        nonce text not null,
        redirect_uri text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        primary key (merchant_id, state)
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of tables) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
