// Wire schemas of the withdrawal routes, used by the server's routes and the site's withdrawal-api. Amounts are
// integers in minor units of the merchant currency.
import { Type } from '@sinclair/typebox';
import { PageNoInput, pageSizeInput } from './inputs';
import { Amount, Currency, IdempotencyKey, MinorUnits } from './wallet';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const WithdrawalStatus = Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('rejected'), Type.Literal('failed')]);
export const ReceiptStatus = Type.Union([
  Type.Literal('received'), Type.Literal('not_received'), Type.Literal('all_received'), Type.Literal('forced_received'), Type.Literal('auto_received'),
]);
export const ReceiptChoice = Type.Union([Type.Literal('received'), Type.Literal('not_received'), Type.Literal('all_received'), Type.Literal('forced_received')]);

export const BankAccountValue = Type.Object({
  bankAccountId: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String({ description: 'Masked: **** and the last four characters' }),
  payeeName: Type.String(),
  createdAt: Type.String(),
});

export const BankAccountsValue = Type.Object({
  maxAccounts: Type.Integer(),
  realName: Nullable(Type.String({ description: 'The name every payee must match; null until the member has one' })),
  banks: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { description: "The banks the member may bind, in display order (the merchant's payments.withdrawal.banks)" }),
  accounts: Type.Array(BankAccountValue),
});

export const BankAccountBody = Type.Object({
  bankCode: Type.String({ minLength: 1, maxLength: 20, description: 'One of the merchant\'s banks (GET bank-accounts `banks`); another answers invalid_bank_code' }),
  bankName: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Ignored: the name of the merchant\'s bank with that code is stored' })),
  accountNumber: Type.String({ minLength: 1, maxLength: 64 }),
  payeeName: Type.String({ minLength: 1, maxLength: 64 }),
}, { additionalProperties: false });

export const BankAccountParams = Type.Object({ bankAccountId: Type.String({ maxLength: 64 }) });

const Secret = Type.String({ minLength: 1, maxLength: 128 });
export const SetPaymentPasswordBody = Type.Object({ password: Secret, confirmPassword: Secret }, { additionalProperties: false });
export const ChangePaymentPasswordBody = Type.Object({ oldPassword: Secret, newPassword: Secret, confirmNewPassword: Secret }, { additionalProperties: false });
export const PaymentPasswordValue = Type.Object({ isSet: Type.Boolean() });

export const WithdrawalInfoValue = Type.Object({
  currency: Currency,
  min: MinorUnits,
  max: MinorUnits,
  dailyCount: Nullable(Type.Integer()),
  dailyAmount: Nullable(MinorUnits),
  usedToday: Type.Object({ count: Type.Integer(), amount: MinorUnits }),
  autoReceiptMinutes: Type.Integer({ description: 'A paid withdrawal is treated as received this many minutes after the payout (M4-1)' }),
  maxBankAccounts: Type.Integer(),
  paymentPasswordSet: Type.Boolean(),
  balance: MinorUnits,
  turnover: Type.Object({
    multiple: Type.Number({ description: '0: no turnover requirement' }),
    remaining: Type.Integer({ description: 'Still to bet before a withdrawal, in minor units' }),
  }),
});

export const WithdrawalBody = Type.Object({
  bankAccountId: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Amount,
  paymentPassword: Secret,
  idempotencyKey: IdempotencyKey,
}, { additionalProperties: false });

export const WithdrawalValue = Type.Object({
  withdrawalId: Type.String(),
  amount: MinorUnits,
  currency: Type.String(),
  status: WithdrawalStatus,
  bankAccount: Type.Object({ bankAccountId: Type.String(), bankCode: Type.String(), bankName: Type.String(), accountNumber: Type.String(), payeeName: Type.String() }),
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  receiptStatus: Nullable(ReceiptStatus),
  receivedAmount: MinorUnits,
  remainingAmount: MinorUnits,
  proofCount: Type.Integer(),
  canConfirm: Type.Boolean({ description: 'The member may confirm the receipt now (paid, not closed)' }),
  autoReceiptAt: Nullable(Type.String()),
  autoReceiptMinutes: Type.Integer(),
});

export const WithdrawalParams = Type.Object({ withdrawalId: Type.String({ maxLength: 64 }) });

export const WithdrawalListQuery = Type.Object({
  status: Type.Optional(WithdrawalStatus),
  pageNo: Type.Optional({ ...PageNoInput, default: 1 }),
  pageSize: Type.Optional({ ...pageSizeInput(100), default: 20 }),
});

export const WithdrawalListValue = Type.Object({
  content: Type.Array(WithdrawalValue),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});

export const ReceiptBody = Type.Object({
  choice: ReceiptChoice,
  receivedAmount: Type.Optional(Amount),
  proof: Type.Optional(Type.String({ maxLength: 7_100_000, description: 'png or jpg, base64 (a data: URL prefix is allowed), at most 5 MB decoded' })),
}, { additionalProperties: false });

export const DevPayoutBody = Type.Object({ outcome: Type.Optional(Type.Union([Type.Literal('paid'), Type.Literal('failed')])) }, { additionalProperties: false });
