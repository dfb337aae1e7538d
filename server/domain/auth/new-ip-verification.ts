// New-IP verification (spec 4.3 "extra verification from an unregistered IP", NEWIPVERIFY): when a login needs a
// second step and which second factors the account can use for it.

export type VerificationMethod = 'sms' | 'email' | 'totp';

/** The second step must follow the password soon; each method's code allows few wrong tries. */
export const newIpVerificationPolicy = { ttlMs: 10 * 60_000, maxTries: 5 } as const;

export interface NewIpLogin {
  /** The NEWIPVERIFY whitelabel feature. */
  enabled: boolean;
  ip: string;
  /** IPs this account logged in from before. */
  knownIps: readonly string[];
  mobile: string | null;
  email: string | null;
  totpBound: boolean;
}

/**
 * The methods the login must be verified with, or null when it needs no second step. An account with no known IP
 * has nothing to compare with (registered or seeded without a login): its first login teaches the server its IP.
 * An account with no second factor cannot be verified; refusing it would lock it out for good, so its login
 * proceeds, still guarded by the password and the attempt limits.
 */
export function newIpVerificationMethods(login: NewIpLogin): VerificationMethod[] | null {
  if (!login.enabled || login.knownIps.length === 0 || login.knownIps.includes(login.ip)) return null;
  const methods: VerificationMethod[] = [];
  // An authenticator app is offered first: it needs no message to be delivered.
  if (login.totpBound) methods.push('totp');
  if (login.mobile) methods.push('sms');
  if (login.email) methods.push('email');
  return methods.length > 0 ? methods : null;
}
