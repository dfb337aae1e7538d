// The preview console's rules without I/O: how long staff sessions and previews live, the staff cookie, and the
// preview accounts that stand for each login state.
import { AccountType } from '../auth/account-types.js';
import type { PreviewLoginState } from '../../../src/engine/preview-view.js';

/** A working day: support staff log in once per shift. */
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;
/** A preview id opens the frame for two hours; the console makes a new one for every change anyway. */
export const PREVIEW_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * In production the __Host- prefix makes the browser refuse the cookie unless it is Secure, has Path=/ and no Domain,
 * so no sibling sub-domain can plant or read it. Over plain http in development that prefix would be refused.
 */
export const staffCookieName = (production: boolean) => (production ? '__Host-livery_staff' : 'livery_staff');

/** Set-Cookie value: httpOnly (no script reads it), SameSite=Strict (never sent from another site). */
export function staffCookie(production: boolean, token: string, maxAgeMs: number): string {
  const parts = [`${staffCookieName(production)}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`];
  if (production) parts.push('Secure');
  return parts.join('; ');
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

export const isExpired = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() <= now.getTime();

export type PreviewAccountState = Exclude<PreviewLoginState, 'visitor'>;

/**
 * One account per merchant and login state, shared by every preview and found through preview_account, never by its
 * name: a merchant whose username rule admits dashes could have a player called preview-member. The accounts have no
 * password, so nobody logs in as them.
 */
export const PREVIEW_ACCOUNTS: Readonly<Record<PreviewAccountState, { account: string; type: number; nickname: string }>> = {
  member: { account: 'preview-member', type: AccountType.member, nickname: 'Preview member' },
  trial: { account: 'preview-trial', type: AccountType.trial, nickname: 'Preview trial' },
  agent: { account: 'preview-agent', type: AccountType.agent1, nickname: 'Preview agent' },
};
