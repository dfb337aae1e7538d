// Logout clears session storage but keeps the merchant's values (spec P4.2-1): they describe the site, not the player.
import { clearToken } from '../session';

/** sessionStorage keys that survive a logout: merchant identity and the merchant-wide caches. */
export const MERCHANT_SESSION_KEYS: readonly string[] = ['merchant', 'merchantCode', 'merchantWallet', 'gameVendor', 'HOT_GAMES'];

export function clearSessionExceptMerchant(keep: readonly string[] = MERCHANT_SESSION_KEYS): void {
  try {
    const kept = keep.flatMap((key) => {
      const value = sessionStorage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    sessionStorage.clear();
    for (const [key, value] of kept) sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: there is nothing stored to clear.
  }
  // Tells the token's subscribers (useIsLoggedIn, useSession) that the session is gone.
  clearToken();
}
