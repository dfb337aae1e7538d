// "Remember password" (spec P2.9-2, P9-5): the username and the SMS login details are kept for 24 hours in
// localStorage with an expiry. The password itself is left to the browser's password manager: it is never written to
// cookies or storage by the site.

export const REMEMBER_STORAGE_KEY = 'rememberLogin';
export const REMEMBER_TTL_MS = 24 * 60 * 60 * 1000;

export interface RememberedLogin {
  loginType: 'username' | 'sms';
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

interface StoredRemembered extends RememberedLogin {
  expiresAt: number;
}

// Only these fields are ever persisted, whatever the caller passes in.
function pick(details: RememberedLogin): RememberedLogin {
  const out: RememberedLogin = { loginType: details.loginType === 'sms' ? 'sms' : 'username' };
  if (details.username) out.username = details.username;
  if (details.mobileNum) out.mobileNum = details.mobileNum;
  if (details.countryDialingCode) out.countryDialingCode = details.countryDialingCode;
  return out;
}

export function rememberLogin(details: RememberedLogin, now: number = Date.now()): void {
  const stored: StoredRemembered = { ...pick(details), expiresAt: now + REMEMBER_TTL_MS };
  try {
    localStorage.setItem(REMEMBER_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage disabled: the form simply starts empty next time.
  }
}

export function forgetLogin(): void {
  try {
    localStorage.removeItem(REMEMBER_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The remembered details, or null when none or expired (an expired entry is removed). */
export function readRememberedLogin(now: number = Date.now()): RememberedLogin | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(REMEMBER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredRemembered>;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      forgetLogin();
      return null;
    }
    return pick(stored as StoredRemembered);
  } catch {
    forgetLogin();
    return null;
  }
}

interface PasswordCredentialConstructor {
  new (form: HTMLFormElement): Credential;
}

/**
 * Offers the login form's username and password to the browser's password manager (Credential Management API),
 * where the browser has it. The form's inputs carry autocomplete="username" and "current-password".
 */
export async function storePasswordCredential(form: HTMLFormElement): Promise<boolean> {
  const PasswordCredentialCtor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!PasswordCredentialCtor || typeof navigator === 'undefined' || !navigator.credentials?.store) return false;
  try {
    await navigator.credentials.store(new PasswordCredentialCtor(form));
    return true;
  } catch {
    // The user declined or the form lacks the fields: the browser's own save prompt still applies.
    return false;
  }
}
