// Which account popup is open (login, register, forgot password). Routes (/login, /register, /forget), the side menu
// and the lobby open them from anywhere; the accounts release renders the forms in the host that reads this store.
import { useSyncExternalStore } from 'react';

export type AuthModal = 'login' | 'register' | 'forget';

let current: AuthModal | null = null;
const listeners = new Set<() => void>();

function set(next: AuthModal | null) {
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export const openAuthModal = (modal: AuthModal) => set(modal);
export const closeAuthModal = () => set(null);
export const currentAuthModal = () => current;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthModal(): AuthModal | null {
  return useSyncExternalStore(subscribe, currentAuthModal, () => null);
}
