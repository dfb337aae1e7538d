// The values the accounts calls answer (docs/api-accounts.md), as TypeBox schemas: the routes' response schemas
// (and so the OpenAPI document) and the services' return types come from this one source.
import { Type, type Static } from '@sinclair/typebox';

const Token = Type.String({ description: 'Opaque session token (32 random bytes, base64url); send as Authorization: Bearer' });
const Method = Type.Union([Type.Literal('totp'), Type.Literal('sms'), Type.Literal('email')]);

export const LoginAnswerSchema = Type.Object({
  token: Token,
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean({ description: 'A default, expired (PWDEXPIRY) or temporary password must be changed first' }),
  captchaRequired: Type.Literal(false),
  verificationRequired: Type.Literal(false),
});

export const VerificationRequiredSchema = Type.Object({
  verificationRequired: Type.Literal(true),
  verificationId: Type.String(),
  methods: Type.Array(Method),
  token: Type.String({ description: 'The pending session: every (T) call answers 403 complete_verification_first until verified' }),
});

/** What a login answers: a session, or (200 with success false, code verification_required) the new-IP step. */
export const LoginValueSchema = Type.Union([LoginAnswerSchema, VerificationRequiredSchema]);

export const MemberInfoSchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  userName: Type.String(),
  type: Type.Integer({ description: 'Account type: 0 member, 1, 2, 41, 42 agents, 4 trial' }),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  firstTimeLogin: Type.Boolean(),
  language: Type.Union([Type.String(), Type.Null()], { description: 'The language the member chose (PUT /wps/member/language); null until they choose one' }),
  vip: Type.Object({ enabled: Type.Boolean(), rank: Type.Integer(), labelName: Type.String() }),
  counts: Type.Object({ promotions: Type.Integer(), unreadMessages: Type.Integer() }),
  authenticatorBound: Type.Boolean({ description: 'An authenticator app is bound: a login from a new IP may ask for its code' }),
});

export const AuthenticatorSetupSchema = Type.Object({
  secret: Type.String({ description: 'Base32 secret, for typing into the app by hand' }),
  otpauthUri: Type.String(),
  qrCode: Type.String({ description: 'The otpauth URI as a QR code, an SVG data URI' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const TokenSchema = Type.Object({ token: Token });
export const ExpiredMinutesSchema = Type.Object({ expiredMinutes: Type.Integer({ description: 'Minutes the code stays valid' }) });
export const CaptchaSchema = Type.Object({ captchaId: Type.String(), image: Type.String({ description: 'base64 PNG' }) });
export const SliderChallengeSchema = Type.Object({
  challengeId: Type.String(),
  background: Type.String({ description: 'base64 PNG 300x150 with the gap' }),
  piece: Type.String({ description: 'base64 PNG 50x50' }),
  pieceY: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export const ChallengeTokenSchema = Type.Object({ challengeToken: Type.String() });
export const CountryCodesSchema = Type.Array(Type.Object({ code: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }));
export const IconSchema = Type.Object({ iconUrl: Type.String() });
export const LanguageSchema = Type.Object({ language: Type.String() });
export const OidcStartSchema = Type.Object({ url: Type.String(), state: Type.String() });

export type LoginAnswer = Static<typeof LoginAnswerSchema>;
export type VerificationRequired = Static<typeof VerificationRequiredSchema>;
export type MemberInfo = Static<typeof MemberInfoSchema>;
export type SliderChallenge = Static<typeof SliderChallengeSchema>;
