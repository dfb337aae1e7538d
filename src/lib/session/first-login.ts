// Spec P4.3-4 and P4.6: a member's first login runs a first-login action; the announcements then show the popups
// of execution F. The mark lives in sessionStorage so the announcements can read it without importing the accounts.
export const FIRST_LOGIN_STORAGE_KEY = 'firstTimeLogin';

export function markFirstTimeLogin(): void {
  try {
    sessionStorage.setItem(FIRST_LOGIN_STORAGE_KEY, '1');
  } catch {
    // Storage disabled: the ordinary user popups show instead.
  }
}

export function isFirstTimeLogin(): boolean {
  try {
    return sessionStorage.getItem(FIRST_LOGIN_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
