// The account dialogs that are not the login/register/forgot popups (lib/auth-modal has those): the after-login and
// after-registration modals and the logout confirmation. Kept tiny and free of heavy imports: the header opens the
// logout confirmation from the main chunk, and the dialogs' code loads only when one opens.
import { useSyncExternalStore } from 'react';

export type AuthNotice = 'afterLogin' | 'afterRegistration';

interface DialogState {
  notice: AuthNotice | null;
  logout: boolean;
}

let state: DialogState = { notice: null, logout: false };
const listeners = new Set<() => void>();

function update(next: Partial<DialogState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const showAuthNotice = (notice: AuthNotice) => update({ notice });
export const closeAuthNotice = () => update({ notice: null });
/** The avatar menu's "sign out": a confirmation, then the logout (spec P4.2-1). */
export const openLogoutConfirm = () => update({ logout: true });
export const closeLogoutConfirm = () => update({ logout: false });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function useAuthDialogs(): DialogState {
  return useSyncExternalStore(subscribe, getState, getState);
}
