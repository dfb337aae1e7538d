// The wallet calls more than one feature makes (docs/money.md "Wallet API"): the balances, and the transfers between
// the main wallet and a vendor's wallet. The wallet page moves money with them; the lobby offers a transfer when a
// game of a transfer-wallet vendor opens (docs/decisions.md "Money where the game is"). Amounts are minor units.
// The wire types come from the schemas the server's routes validate with (src/engine/api/wallet.ts).
import type { Static } from '@sinclair/typebox';
import { queryOptions } from '@tanstack/react-query';
import type {
  BalanceValue, TransferAllInBody, TransferAllOutBody, TransferBody, TransferValue, VendorBalance as VendorBalanceValue,
} from '../engine/api/wallet';
import { apiValue } from './api-client';
import { walletKeys } from './wallet-keys';

export const MAIN_WALLET = 'MAIN';

export type VendorBalance = Static<typeof VendorBalanceValue>;
export type Balance = Static<typeof BalanceValue>;
export type TransferResult = Static<typeof TransferValue>;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => apiValue<Balance>('/wps/v2/wallets/balance', { signal }),
    staleTime: 15_000,
  });

export function transfer(body: Static<typeof TransferBody>): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransfer', { method: 'POST', body });
}

export function transferAllIn(body: Static<typeof TransferAllInBody>): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransferAllIn', { method: 'POST', body });
}

export function transferAllOut(body: Static<typeof TransferAllOutBody>): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransferAllOut', { method: 'POST', body });
}
