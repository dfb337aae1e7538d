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

export function getToken(): string | null {
  return storage()?.getItem(tokenKey) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(tokenKey, token);
  listeners.forEach((listener) => listener());
}

export function clearToken(): void {
  storage()?.removeItem(tokenKey);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a session token is held; the accounts release adds member info on top. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => getToken() !== null, () => false);
}
