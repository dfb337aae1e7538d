// Binding an authenticator app (RFC 6238 TOTP) to an account, so the new-IP verification can ask for its code
// instead of sending an SMS or an e-mail. Setup hands out a fresh secret; the member proves the app holds it with a
// code before it is bound. The secret offered is remembered only as a digest in challenge_token (single use,
// 10 minutes), so no table holds half-bound secrets and nobody can bind a secret the server did not issue.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { base32Decode, base32Encode, totpPolicy, verifyTotp } from '../../domain/auth/totp.js';
import type { AccountsDeps } from './accounts-deps.js';
import { challengeTokenLive, claimChallengeToken, insertChallengeToken } from '../../db/bot-check-repository.js';
import { findMemberById, setTotpSecret } from '../../db/member-repository.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { verifyPassword } from '../../crypto/password-hashing.js';
import type { AuthenticatedSession } from '../../db/session-store.js';
import { tokenDigest } from '../../crypto/tokens.js';

export const authenticatorPolicy = { setupTtlMs: 10 * 60_000, secretBytes: 20 } as const;

export interface AuthenticatorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  otpauthUri: string;
  /** The QR code as an SVG data URI. */
  qrCode: string;
  expiresAt: string;
}

const setupDigest = (memberId: string, secret: string) => tokenDigest(`authenticator-setup:${memberId}:${secret}`);
const normalisedSecret = (secret: string) => secret.toUpperCase().replace(/[\s=]/g, '');

/** The URI every authenticator app reads (Google's Key Uri Format): issuer and account label the entry in the app. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: totpPolicy.algorithm.toUpperCase(), digits: String(totpPolicy.digits), period: String(totpPolicy.stepSeconds) });
  return `otpauth://totp/${label}?${params.toString()}`;
}

export async function setupAuthenticator(deps: AccountsDeps, merchant: MerchantConfig, session: AuthenticatedSession): Promise<Outcome<AuthenticatorSetup>> {
  const member = await findMemberById(deps.db, merchant.code, session.memberId);
  if (!member) return refuse(401, 'not_logged_in');
  if (member.totp_secret !== null) return refuse(409, 'authenticator_already_bound');
  const secret = base32Encode(randomBytes(authenticatorPolicy.secretBytes));
  const expiresAt = new Date(deps.clock.now().getTime() + authenticatorPolicy.setupTtlMs);
  await insertChallengeToken(deps.db, merchant.code, setupDigest(member.member_id, secret), expiresAt);
  const uri = otpauthUri(merchant.name, member.account, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return accept({ secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresAt: expiresAt.toISOString() });
}

export async function bindAuthenticator(deps: AccountsDeps, merchant: MerchantConfig, session: AuthenticatedSession, req: { secret: string; code: string }): Promise<Outcome<null>> {
  const { db, clock } = deps;
  const member = await findMemberById(db, merchant.code, session.memberId);
  if (!member) return refuse(401, 'not_logged_in');
  if (member.totp_secret !== null) return refuse(409, 'authenticator_already_bound');
  const secret = normalisedSecret(req.secret);
  const now = clock.now();
  const offered = setupDigest(member.member_id, secret);
  if (!(await challengeTokenLive(db, merchant.code, offered, now))) return refuse(400, 'authenticator_setup_expired');
  // A wrong code leaves the setup open: the member fixes the app's clock or retypes, without starting over.
  const counter = verifyTotp(base32Decode(secret), req.code.trim(), now);
  if (counter === null) return refuse(400, 'authenticator_code_wrong');
  return db.transaction().execute(async (trx) => {
    // The same `now` the offer was read live at, so only a concurrent bind can have used it since.
    if (!(await claimChallengeToken(trx, merchant.code, offered, now))) return refuse(400, 'authenticator_setup_expired');
    await setTotpSecret(trx, merchant.code, member.member_id, secret, counter);
    return accept(null);
  });
}

/**
 * Unbinding asks for the login password, or for a current code when the account has no password (a social
 * sign-in): a lost phone must not lock the member out, and a stolen session alone cannot remove the second step.
 */
export async function unbindAuthenticator(deps: AccountsDeps, merchant: MerchantConfig, session: AuthenticatedSession, req: { password?: string; code?: string }): Promise<Outcome<null>> {
  const { db, clock } = deps;
  const member = await findMemberById(db, merchant.code, session.memberId);
  if (!member) return refuse(401, 'not_logged_in');
  if (member.totp_secret === null) return refuse(409, 'authenticator_not_bound');
  const byPassword = member.password_hash !== null && req.password !== undefined && (await verifyPassword(member.password_hash, req.password));
  const byCode = req.code !== undefined && verifyTotp(base32Decode(member.totp_secret), req.code.trim(), clock.now(), member.totp_last_counter === null ? null : Number(member.totp_last_counter)) !== null;
  if (!byPassword && !byCode) return refuse(400, member.password_hash !== null && req.password !== undefined ? 'old_password_wrong' : 'authenticator_code_wrong');
  await setTotpSecret(db, merchant.code, member.member_id, null, null);
  return accept(null);
}
