// The wallet calls more than one feature makes (docs/money.md "Wallet API"): the balances, and the transfers between
// the main wallet and a vendor's wallet. The wallet page moves money with them; the lobby offers a transfer when a
// game of a transfer-wallet vendor opens (docs/decisions.md "Money where the game is"). Amounts are minor units.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../engine/money';
import { apiValue } from './api-client';
import { walletKeys } from './wallet-keys';

export const MAIN_WALLET = 'MAIN';

export interface VendorBalance {
  vendor: string;
  balance: number;
}

export interface Balance {
  /** The main wallet. */
  balance: number;
  currency: Currency;
  /** Every vendor wallet, only when the merchant wallet is not single. */
  wallets?: VendorBalance[];
}

export interface TransferResult {
  transferId: string;
  amount: number;
  wallets: { wallet: string; balance: number }[];
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => apiValue<Balance>('/wps/v2/wallets/balance', { signal }),
    staleTime: 15_000,
  });

export function transfer(body: { from: string; to: string; amount: number; idempotencyKey: string }): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransfer', { method: 'POST', body });
}

export function transferAllIn(body: { to: string; idempotencyKey: string }): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransferAllIn', { method: 'POST', body });
}

export function transferAllOut(body: { idempotencyKey: string }): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransferAllOut', { method: 'POST', body });
}
