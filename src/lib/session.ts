// The session token lives in sessionStorage under `token` (spec P3-24): it ends with the tab and is sent as a Bearer token.
import { useSyncExternalStore } from 'react';

export const TOKEN_STORAGE_KEY = 'token';

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
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
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
