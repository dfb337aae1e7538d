// Which wallets a member has: one main wallet, plus one per vendor when the merchant's wallet is not single.
import { mainWallet, vendorWallet, type AccountRef } from './accounts.js';
import { fail, ok, type Result } from './errors.js';

export const mainWalletName = 'MAIN';

export interface WalletModel {
  isSingle: boolean;
  /** Every vendor code of the merchant, once each, in a stable order. */
  vendors: readonly string[];
}

export function walletModelOf(merchant: { wallet: { isSingle: boolean }; vendors: Record<string, readonly string[]> }): WalletModel {
  const vendors = [...new Set(Object.values(merchant.vendors).flat())].sort();
  return { isSingle: merchant.wallet.isSingle, vendors };
}

/**
 * The account behind a wallet name. With a single wallet every vendor plays from the main wallet, so a vendor name
 * resolves to it; otherwise the vendor must be one of the merchant's.
 */
export function resolveWallet(model: WalletModel, currency: string, memberId: string, wallet: string): Result<AccountRef> {
  if (wallet === mainWalletName || model.isSingle) return ok(mainWallet(currency, memberId));
  if (!model.vendors.includes(wallet)) return fail('unknown_wallet');
  return ok(vendorWallet(currency, memberId, wallet));
}

/** The ledger's view of a merchant: its id, its one currency and its wallet model. */
export function ledgerContextOf(merchant: {
  code: string;
  currency: { code: string };
  wallet: { isSingle: boolean };
  vendors: Record<string, readonly string[]>;
}): { merchantId: string; currency: string; wallet: WalletModel } {
  return { merchantId: merchant.code, currency: merchant.currency.code, wallet: walletModelOf(merchant) };
}
