// Wire schemas of the wallet routes, used by the server's routes and the site's wallet-api. Amounts are integers in
// the merchant currency's minor units.
import { Type } from '@sinclair/typebox';
import { AmountInput, idempotencyKeyPattern } from './inputs';

export const MinorUnits = Type.Integer({ description: 'Amount in minor units of the currency (cents for USD)' });
export const Amount = AmountInput;
export const IdempotencyKey = Type.String({
  pattern: idempotencyKeyPattern,
  description: 'Names this request; a retry with the same key and body returns the first answer and moves no money again',
});
export const WalletName = Type.String({ minLength: 1, maxLength: 64, description: "'MAIN' or a vendor code of the merchant" });

export const Currency = Type.Object({ code: Type.String(), symbol: Type.String(), minorUnits: Type.Integer() });
export const VendorBalance = Type.Object({ vendor: Type.String(), balance: MinorUnits });

export const BalanceValue = Type.Object({
  balance: Type.Integer({ description: 'Main wallet, in minor units' }),
  currency: Currency,
  wallets: Type.Optional(Type.Array(VendorBalance, { description: 'Every vendor wallet, only when the merchant wallet is not single' })),
});

export const ConsolidatedValue = Type.Object({
  total: Type.Integer({ description: 'Main wallet plus every vendor wallet' }),
  main: MinorUnits,
  currency: Currency,
  wallets: Type.Array(VendorBalance),
});

export const MerchantWalletValue = Type.Object({ isSingle: Type.Boolean() });

export const TransferBody = Type.Object({
  from: WalletName,
  to: WalletName,
  amount: Amount,
  idempotencyKey: IdempotencyKey,
}, { additionalProperties: false });

export const TransferAllInBody = Type.Object({ to: WalletName, idempotencyKey: IdempotencyKey }, { additionalProperties: false });
export const TransferAllOutBody = Type.Object({ idempotencyKey: IdempotencyKey }, { additionalProperties: false });

/** Transfer to upline (M2-6): the member's agent and main wallet, and the transfer. */
export const UplineAgent = Type.Object({ account: Type.String(), nickname: Type.Union([Type.String(), Type.Null()]) });
export const UplineValue = Type.Object({ hasUpline: Type.Boolean(), upline: Type.Union([UplineAgent, Type.Null()]), balance: MinorUnits, currency: Currency });
export const UplineTransferBody = Type.Object({ amount: Amount, idempotencyKey: IdempotencyKey }, { additionalProperties: false });
export const UplineTransferValue = Type.Object({
  transferId: Type.String(),
  amount: MinorUnits,
  balance: Type.Integer({ description: 'The main wallet after the transfer' }),
  upline: UplineAgent,
  createdAt: Type.String(),
});

export const TransferValue = Type.Object({
  transferId: Type.String(),
  amount: MinorUnits,
  /** Balances after the transfer of every wallet it touched. */
  wallets: Type.Array(Type.Object({ wallet: Type.String(), balance: MinorUnits })),
});
