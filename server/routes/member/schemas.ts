// Wire schemas of the member calls (docs/api-accounts.md).
import { Type } from '@sinclair/typebox';

export const PasswordChangeBody = Type.Object({
  oldPassword: Type.String({ maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
  confirmNewPassword: Type.String({ maxLength: 128 }),
});

export const PasswordEmailBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.String({ minLength: 1, maxLength: 254 }),
});

export const PasswordVerificationBody = Type.Object({
  newPassword: Type.String({ minLength: 1, maxLength: 128 }),
  mobileNum: Type.String({ minLength: 1, maxLength: 32 }),
  verificationCode: Type.String({ minLength: 1, maxLength: 255 }),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
});

export const LanguageBody = Type.Object({ language: Type.String({ minLength: 1, maxLength: 16 }) });

export const AuthenticatorBindBody = Type.Object({
  secret: Type.String({ minLength: 16, maxLength: 64, description: 'The base32 secret the setup gave' }),
  code: Type.String({ minLength: 6, maxLength: 8, description: 'The code the authenticator app shows now' }),
});

export const AuthenticatorUnbindBody = Type.Object({
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  code: Type.Optional(Type.String({ minLength: 6, maxLength: 8 })),
});
