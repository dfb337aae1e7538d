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

type LedgerMerchant = {
  code: string;
  currency: { code: string };
  wallet: { isSingle: boolean };
  vendors: Record<string, readonly string[]>;
};
export type LedgerContextOf = Readonly<{ merchantId: string; currency: string; wallet: WalletModel }>;

// Built once per merchant configuration object: the balance endpoint asks on every request, and a live reload or a
// preview brings new objects (so a changed vendor list is never served from here), which drop theirs with them.
const contexts = new WeakMap<object, LedgerContextOf>();

/** The ledger's view of a merchant: its id, its one currency and its wallet model. */
export function ledgerContextOf(merchant: LedgerMerchant): LedgerContextOf {
  let ctx = contexts.get(merchant);
  if (!ctx) {
    const wallet = walletModelOf(merchant);
    ctx = Object.freeze({ merchantId: merchant.code, currency: merchant.currency.code, wallet: Object.freeze({ ...wallet, vendors: Object.freeze(wallet.vendors) }) });
    contexts.set(merchant, ctx);
  }
  return ctx;
}
