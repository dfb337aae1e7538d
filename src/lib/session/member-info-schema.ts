// Wire shape of GET /wps/member/info (docs/api-accounts.md). Imported as a type by the client so TypeBox stays out
// of the main chunk; the server may validate its answer with the same schema.
import { Type, type Static } from '@sinclair/typebox';

export const MemberInfoSchema = Type.Object({
  id: Type.Union([Type.String(), Type.Integer()]),
  account: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  userName: Type.String(),
  type: Type.Integer({ description: 'Account type: agents 1, 2, 41, 42; trial 4' }),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  firstTimeLogin: Type.Boolean(),
  language: Type.Union([Type.String(), Type.Null()]),
  vip: Type.Object({ enabled: Type.Boolean(), rank: Type.Integer(), labelName: Type.String() }),
  counts: Type.Object({ promotions: Type.Integer(), unreadMessages: Type.Integer() }),
  authenticatorBound: Type.Boolean(),
});

export type MemberInfo = Static<typeof MemberInfoSchema>;
