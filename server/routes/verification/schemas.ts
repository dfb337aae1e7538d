// Wire schemas of the bot-check and SMS code calls (docs/api-accounts.md).
import { Type, type Static } from '@sinclair/typebox';

export const ChallengeAnswer = Type.Object({
  challengeId: Type.String({ maxLength: 64 }),
  x: Type.Number(),
  trail: Type.Optional(Type.Array(Type.Number(), { maxItems: 2000 })),
});

const MobileNum = Type.String({ maxLength: 32 });
const DialingCode = Type.String({ maxLength: 8 });
const ChallengeToken = Type.String({ maxLength: 128 });

export const SmsNoLoginBody = Type.Object({
  mobileNum: MobileNum,
  countryDialingCode: Type.Optional(DialingCode),
  challengeToken: Type.Optional(ChallengeToken),
});

export const SmsRegisterBody = Type.Object({
  mobileNo: MobileNum,
  countryDialingCode: Type.Optional(DialingCode),
  challengeToken: Type.Optional(ChallengeToken),
  registerType: Type.Optional(Type.String({ maxLength: 32, description: "'forget' for a password reset; anything else is registration" })),
});

export type SmsNoLoginBody = Static<typeof SmsNoLoginBody>;
export type SmsRegisterBody = Static<typeof SmsRegisterBody>;
