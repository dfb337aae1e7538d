// Kysely table types of players' accounts (accounts-migration.ts). The database's own Database interface extends
// AccountsTables. Other areas read `member` (member_id, type, parent_member_id) and `member_session` through the
// authenticate hook, never by token.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date, never>;
type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
type Json<T> = ColumnType<T, string, string>;
/** int8: PGlite reads it as number, node-postgres as string. */
type Int8 = ColumnType<number | string, number | bigint, number | bigint>;

/** Optional registration details kept as they were typed (spec 3, registration user). */
export interface MemberProfile {
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  birthday?: string;
  recommenderId?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  registerUrl?: string;
  registerMethod?: string;
  domain?: string;
  telegramUsername?: string;
}

export interface MemberTable {
  merchant_id: string;
  member_id: string;
  /** The username as registered. */
  account: string;
  /** The username lower-cased: names are unique and looked up without regard to case. */
  account_key: string;
  /** Account type (spec 3): 0 member, 1, 2, 41, 42 agents, 4 trial. */
  type: number;
  nickname: string | null;
  /** argon2id (PHC string); null for accounts that sign in without a password (trial, social, SMS-only). */
  password_hash: string | null;
  password_changed_at: NullableTimestamp;
  /** Set when a temporary password (e-mailed reset) became the password: the next password login must change it. */
  password_reset_required: Generated<boolean>;
  payment_password_hash: string | null;
  /** Normalised as dialing code + number without the trunk 0, e.g. +85512345678. */
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  profile: Json<MemberProfile>;
  /** An agent's invitation code, upper-case. */
  affiliate_code: string | null;
  /** The upline agent of a downline member. */
  parent_member_id: string | null;
  referral_code: string | null;
  language: string | null;
  icon_url: string | null;
  /** Base32 TOTP secret of a bound authenticator app. */
  totp_secret: string | null;
  totp_last_counter: Int8 | null;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface MemberSessionTable {
  merchant_id: string;
  /** SHA-256 of the bearer token, base64url: the token itself is never stored. */
  token_hash: string;
  member_id: string;
  member_type: number;
  /** How the member proved who they are; only a password login can force a password change. */
  login_type: 'username' | 'sms' | 'firebase' | 'social' | 'freeplay' | 'registration';
  ip: string;
  must_change_password: boolean;
  password_expired: boolean;
  first_time_login: boolean;
  /** New-IP verification still to complete: the session serves nothing until it is. */
  pending_verification: boolean;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginFailureTable {
  merchant_id: string;
  failure_id: string;
  account_key: string;
  ip: string;
  failed_at: CreatedAt;
}

export interface VerificationCodeTable {
  merchant_id: string;
  code_id: string;
  channel: 'sms' | 'email';
  /** The normalised mobile number or the lower-cased e-mail address. */
  recipient: string;
  purpose: string;
  code_digest: string;
  ip: string;
  sent_at: CreatedAt;
  expires_at: Timestamp;
  tries: Generated<number>;
  consumed_at: NullableTimestamp;
}

export interface CaptchaTable {
  merchant_id: string;
  captcha_id: string;
  text: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SliderChallengeTable {
  merchant_id: string;
  challenge_id: string;
  gap_x: number;
  gap_y: number;
  expires_at: Timestamp;
  answered_at: NullableTimestamp;
}

export interface ChallengeTokenTable {
  merchant_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LoginVerificationTable {
  merchant_id: string;
  verification_id: string;
  token_hash: string;
  member_id: string;
  methods: Json<string[]>;
  tries: Generated<number>;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface MemberIpTable {
  merchant_id: string;
  member_id: string;
  ip: string;
  first_seen_at: CreatedAt;
  last_seen_at: Timestamp;
}

export interface OutboxMessageTable {
  merchant_id: string;
  message_id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** The code the message carries, so people and tests can read it at /dev/outbox. */
  code: string | null;
  created_at: CreatedAt;
}

export interface PasswordResetTable {
  merchant_id: string;
  reset_id: string;
  member_id: string;
  temporary_password_hash: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SocialIdentityTable {
  merchant_id: string;
  provider: string;
  subject: string;
  member_id: string;
  created_at: CreatedAt;
}

export interface OidcStateTable {
  merchant_id: string;
  state: string;
  provider: string;
  nonce: string;
  redirect_uri: string;
  /** PKCE (RFC 7636): the verifier of the S256 challenge sent with the authorization request; null before 0017. */
  code_verifier: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AccountsTables {
  member: MemberTable;
  member_session: MemberSessionTable;
  login_failure: LoginFailureTable;
  verification_code: VerificationCodeTable;
  captcha: CaptchaTable;
  slider_challenge: SliderChallengeTable;
  challenge_token: ChallengeTokenTable;
  login_verification: LoginVerificationTable;
  member_ip: MemberIpTable;
  outbox_message: OutboxMessageTable;
  password_reset: PasswordResetTable;
  social_identity: SocialIdentityTable;
  oidc_state: OidcStateTable;
}
