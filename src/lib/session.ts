// The session token lives in sessionStorage under `token` (spec P3-24): it ends with the tab and is sent as a Bearer token.
import { useSyncExternalStore } from 'react';
import { previewFrame, previewTokenKey } from './preview-frame';

export const TOKEN_STORAGE_KEY = 'token';

// A preview frame holds its preview account's session under its own key, apart from the player's (docs/preview.md).
const tokenKey = previewFrame ? previewTokenKey(previewFrame.id) : TOKEN_STORAGE_KEY;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings; the site then works as for a visitor.
    return null;
  }
}

// A login that must change its password first holds a token good for that change only (the server refuses it
// anything else with 403): the site keeps it apart and treats the visitor as not yet logged in until the change.
const passwordChangeOnlyKey = `${tokenKey}.passwordChangeOnly`;

export function getToken(): string | null {
  return storage()?.getItem(tokenKey) ?? null;
}

/** A token that may ask for the member's data: held, and not limited to a forced password change. */
export function hasMemberSession(): boolean {
  return getToken() !== null && storage()?.getItem(passwordChangeOnlyKey) === null;
}

export function setToken(token: string, { passwordChangeOnly = false }: { passwordChangeOnly?: boolean } = {}): void {
  storage()?.setItem(tokenKey, token);
  if (passwordChangeOnly) storage()?.setItem(passwordChangeOnlyKey, '1');
  else storage()?.removeItem(passwordChangeOnlyKey);
  listeners.forEach((listener) => listener());
}

export function clearToken(): void {
  storage()?.removeItem(tokenKey);
  storage()?.removeItem(passwordChangeOnlyKey);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a member session is held (not one limited to a forced password change); member info comes on top. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasMemberSession, () => false);
}
