// The account dialogs that are not the login/register/forgot popups (lib/auth-modal has those): the after-login and
// after-registration modals and the logout confirmation. Kept tiny and free of heavy imports: the header opens the
// logout confirmation from the main chunk, and the dialogs' code loads only when one opens.
import { useSyncExternalStore } from 'react';

export type AuthNotice = 'afterLogin' | 'afterRegistration';

interface DialogState {
  notice: AuthNotice | null;
  /** Where a confirmed logout lands, while the confirmation is open. */
  logout: { to: string } | null;
}

let state: DialogState = { notice: null, logout: null };
const listeners = new Set<() => void>();

function update(next: Partial<DialogState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const showAuthNotice = (notice: AuthNotice) => update({ notice });
export const closeAuthNotice = () => update({ notice: null });
/**
 * The avatar menu's "sign out": a confirmation, then the logout, then the route replaced with `to` (spec P4.2-1: /;
 * the agent centre returns to its own landing, /agent).
 */
export const openLogoutConfirm = (to = '/') => update({ logout: { to } });
export const closeLogoutConfirm = () => update({ logout: null });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function useAuthDialogs(): DialogState {
  return useSyncExternalStore(subscribe, getState, getState);
}
