// Wire schemas of the deposit routes, used by the server's routes and the site's wallet-api. Amounts are integers in
// minor units of the merchant currency.
import { Type } from '@sinclair/typebox';
import { PageNoInput, pageSizeInput } from './inputs';
import { Amount, Currency, IdempotencyKey, MinorUnits } from './wallet';

export const DepositStatus = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Literal('expired')]);

export const DepositMethodValue = Type.Object({
  id: Type.String(),
  type: Type.String({ description: 'BANK_TRANSFER, EWALLET, QR or CRYPTO' }),
  network: Type.Optional(Type.String()),
  label: Type.Record(Type.String(), Type.String()),
  min: MinorUnits,
  max: MinorUnits,
});

export const DepositMethodsValue = Type.Object({
  currency: Currency,
  expiryMinutes: Type.Integer(),
  methods: Type.Array(DepositMethodValue),
});

export const DepositBody = Type.Object({
  methodId: Type.String({ minLength: 1, maxLength: 32 }),
  amount: Amount,
  idempotencyKey: IdempotencyKey,
}, { additionalProperties: false });

export const DepositValue = Type.Object({
  depositId: Type.String(),
  methodId: Type.String(),
  methodType: Type.String(),
  amount: MinorUnits,
  currency: Type.String(),
  status: DepositStatus,
  payUrl: Type.Union([Type.String(), Type.Null()], { description: "The gateway's hosted page; send the member there" }),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
});

export const DepositParams = Type.Object({ depositId: Type.String({ maxLength: 64 }) });

export const DepositListQuery = Type.Object({
  status: Type.Optional(DepositStatus),
  pageNo: Type.Optional({ ...PageNoInput, default: 1 }),
  pageSize: Type.Optional({ ...pageSizeInput(100), default: 20 }),
});

export const DepositListValue = Type.Object({
  content: Type.Array(DepositValue),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});

export const CallbackValue = Type.Object({ status: DepositStatus });
