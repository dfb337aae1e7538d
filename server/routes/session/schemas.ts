// Wire schemas of the session calls (docs/api-accounts.md).
import { Type, type Static } from '@sinclair/typebox';

const Area = Type.Union([Type.Literal('member'), Type.Literal('agent')]);
const Method = Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('totp')]);

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  // Spec 3: the automatic login after a reset by mobile sends an empty type, which is a username login.
  type: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('sms'), Type.Literal('')])),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  captchaId: Type.Optional(Type.String({ maxLength: 64 })),
  challengeToken: Type.Optional(Type.String({ maxLength: 128 })),
  area: Type.Optional(Area),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
});

export const VerifyBody = Type.Object({
  verificationId: Type.String({ maxLength: 64 }),
  method: Method,
  code: Type.String({ minLength: 1, maxLength: 16 }),
});

export const VerifySendBody = Type.Object({
  verificationId: Type.String({ maxLength: 64 }),
  method: Method,
});

export const FreePlayBody = Type.Object({
  os: Type.Optional(Type.String({ maxLength: 64 })),
  platform: Type.Optional(Type.Literal('W')),
  value: Type.Optional(Type.String({ maxLength: 4096 })),
  gatewayVersion: Type.Optional(Type.Literal(3)),
});

/**
 * The fields Telegram's login widget hands to the page, passed on as they came. Fields this schema does not name
 * are kept, not stripped: the hash covers every field the widget sent.
 */
export const TelegramBody = Type.Object(
  {
    id: Type.Union([Type.String({ maxLength: 32 }), Type.Integer()]),
    auth_date: Type.Union([Type.String({ maxLength: 16 }), Type.Integer()]),
    hash: Type.String({ maxLength: 128 }),
    first_name: Type.Optional(Type.String({ maxLength: 256 })),
    last_name: Type.Optional(Type.String({ maxLength: 256 })),
    username: Type.Optional(Type.String({ maxLength: 64 })),
    photo_url: Type.Optional(Type.String({ maxLength: 1024 })),
    area: Type.Optional(Area),
  },
  { additionalProperties: Type.Union([Type.String({ maxLength: 1024 }), Type.Integer()]) },
);

export const OidcProviderParams = Type.Object({ provider: Type.Union([Type.Literal('google'), Type.Literal('facebook')]) });
export const OidcStartQuery = Type.Object({ redirectUri: Type.String({ minLength: 1, maxLength: 2048 }) });
export const OidcFinishBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 4096 }),
  state: Type.String({ minLength: 1, maxLength: 128 }),
  area: Type.Optional(Area),
});

/** The "firebase" login: the ID token of a phone sign-in through Firebase (docs/api-accounts.md). */
export const FirebaseLoginBody = Type.Object({
  idToken: Type.String({ minLength: 1, maxLength: 4096 }),
  area: Type.Optional(Area),
});

export type LoginBody = Static<typeof LoginBody>;
