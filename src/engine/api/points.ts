// Wire schemas of the points mall (docs/promotions-and-points.md): the server's routes validate with them and the
// site's points-api takes its types from them.
import { Type } from '@sinclair/typebox';
import { PageNoInput, PointsInput, pageSizeInput } from './inputs';

export const PageQuery = Type.Object({
  pageNo: Type.Optional({ ...PageNoInput, default: 1 }),
  pageSize: Type.Optional({ ...pageSizeInput(100), default: 20 }),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});
export const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) });

export const ConfigValue = Type.Object({
  betPerPoint: Type.Integer({ description: 'Minor units of settled bet that earn one point' }),
  exchangePoints: Type.Integer({ description: 'Points of one exchange step' }),
  exchangeMoney: Type.Integer({ description: 'Minor units one exchange step pays' }),
  minConvertPoints: Type.Integer(),
  expires: Type.Literal(false, { description: 'Points never expire (M9-8)' }),
  currency: Type.Object({ code: Type.String(), symbol: Type.String(), minorUnits: Type.Integer() }),
});

export const BalanceValue = Type.Object({ balance: Type.Integer(), config: ConfigValue });

export const DetailsValue = Type.Object({
  content: Type.Array(Type.Object({
    txnId: Type.String(),
    // The points table's check constraint allows these kinds only.
    kind: Type.Union([Type.Literal('earn_bet'), Type.Literal('redeem'), Type.Literal('redeem_refund'), Type.Literal('convert'), Type.Literal('grant')]),
    points: Type.Integer({ description: 'Signed' }),
    reference: Type.String(), createdAt: Type.String({ format: 'date-time' }),
  })),
  pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer(),
});

export const RewardListValue = Type.Array(Type.Object({
  rewardId: Type.String(), title: Type.String(), pointsPrice: Type.Integer(), stock: Type.Integer(), physical: Type.Boolean(),
}));

export const RedeemBody = Type.Object({
  rewardId: Type.String({ minLength: 1, maxLength: 64 }),
  amount: { ...PointsInput, description: 'Points the member saw: quantity x price' },
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  address: Type.String({ maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 128, description: "The member's login password" }),
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' }),
}, { additionalProperties: false });

export const RedeemItemValue = Type.Object({
  redeemId: Type.String(), rewardId: Type.String(), title: Type.String(), quantity: Type.Integer(), points: Type.Integer(), address: Type.String(),
  state: Type.Union([Type.Literal('applying'), Type.Literal('in_process'), Type.Literal('approved'), Type.Literal('rejected')]),
  createdAt: Type.String({ format: 'date-time' }), updatedAt: Type.String({ format: 'date-time' }),
});

export const RedeemValue = Type.Object({ redeem: RedeemItemValue, balance: Type.Integer(), replayed: Type.Boolean() });
export const RedeemsValue = Type.Object({ content: Type.Array(RedeemItemValue), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() });

export const ConvertBody = Type.Object({
  points: PointsInput,
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' }),
}, { additionalProperties: false });
export const ConvertValue = Type.Object({ points: Type.Integer(), money: Type.Integer(), pointsBalance: Type.Integer(), walletBalance: Type.Integer(), replayed: Type.Boolean() });

export const GrantBody = Type.Object({ points: { ...PointsInput, maximum: 1_000_000 }, reference: Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' }) });
export const RedeemParams = Type.Object({ redeemId: Type.String({ minLength: 1, maxLength: 64 }) });
export const ReviewBody = Type.Object({ decision: Type.Union([Type.Literal('accept'), Type.Literal('approve'), Type.Literal('reject')]) });
