// Social sign-in (spec 2.9, 6): Telegram's login widget and OpenID Connect providers. A first sign-in creates a
// member without a password, linked to the provider's id; an e-mail address from a provider is never used to
// take over an existing account, since providers differ in whether they verified it.
import { createHash, randomBytes } from 'node:crypto';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { AccountType, type LoginArea } from '../../domain/auth/account-types.js';
import { verifyTelegramLogin } from '../../domain/auth/telegram-login.js';
import { oidcProviderFor, oidcSettings, telegramBotToken, type OidcProviderName } from '../../providers/social/social-config.js';
import type { AccountsDeps } from './accounts-deps.js';
import type { LoginAnswer, VerificationRequired } from './answer-schemas.js';
import { startSession } from './login.js';
import { deleteMember, findMemberById, insertMember, type MemberRow } from '../../db/member-repository.js';
import { claimOidcState, insertOidcState, linkedMemberId, linkSocialIdentity } from '../../db/social-identity-repository.js';
import { accept, refuse, type Outcome } from './outcome.js';

export const oidcStatePolicy = { ttlMs: 10 * 60_000 } as const;

type SocialProvider = 'telegram' | OidcProviderName;

async function memberForIdentity(
  deps: AccountsDeps,
  merchantId: string,
  provider: SocialProvider,
  subject: string,
  profile: { nickname: string | null; email: string | null },
): Promise<MemberRow | undefined> {
  const { db, clock } = deps;
  const linked = await linkedMemberId(db, merchantId, provider, subject);
  if (linked !== undefined) return findMemberById(db, merchantId, linked);
  const now = clock.now();
  // A stable, readable name from the provider's id; random bits settle the rare clash with an existing name.
  const base = `${provider.slice(0, 2)}${createHash('sha256').update(subject).digest('hex').slice(0, 10)}`;
  let memberId: string | null = null;
  for (const account of [base, `${base}${randomBytes(2).toString('hex')}`]) {
    memberId = await insertMember(db, {
      merchantId,
      account,
      type: AccountType.member,
      passwordHash: null,
      passwordChangedAt: null,
      createdAt: now,
      nickname: profile.nickname,
      email: profile.email,
    });
    if (memberId !== null) break;
  }
  if (memberId === null) return undefined;
  if (await linkSocialIdentity(db, { merchantId, provider, subject, memberId, at: now })) return findMemberById(db, merchantId, memberId);
  // Another request linked this identity first: use its member and drop ours.
  await deleteMember(db, merchantId, memberId);
  return memberForIdentity(deps, merchantId, provider, subject, profile);
}

/** Social icons are never offered on the agent page (spec 2.9); an agent signs in with a password. */
const socialAreaRefusal = (area: LoginArea | undefined) => (area === 'agent' ? refuse(403, 'non_agent_cannot_login') : null);

export async function telegramSignIn(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  fields: Record<string, string>,
  area?: LoginArea,
): Promise<Outcome<LoginAnswer | VerificationRequired>> {
  const areaRefusal = socialAreaRefusal(area);
  if (areaRefusal) return areaRefusal;
  const botToken = telegramBotToken(merchant, deps.env);
  if (botToken === null) return refuse(403, 'feature_disabled');
  const check = verifyTelegramLogin(fields, botToken, deps.clock.now());
  if (!check.ok) return refuse(401, 'social_sign_in_failed', { reason: check.reason });
  const nickname = [check.user.firstName, check.user.lastName].filter(Boolean).join(' ') || check.user.username;
  const member = await memberForIdentity(deps, merchant.code, 'telegram', check.user.id, { nickname, email: null });
  if (!member) return refuse(409, 'username_taken');
  return startSession(deps, merchant, ip, { member, loginType: 'social', usedWellKnownDefault: false, usedTemporaryPassword: false });
}

/** The redirect must come back to one of this merchant's own hosts. */
function redirectAllowed(merchant: MerchantConfig, redirectUri: string): boolean {
  try {
    const url = new URL(redirectUri);
    const hosts = [...merchant.domains, ...(merchant.mainDomain ? [merchant.mainDomain] : [])];
    return (url.protocol === 'https:' || url.protocol === 'http:') && hosts.includes(url.hostname);
  } catch {
    return false;
  }
}

export async function startOidcSignIn(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  provider: OidcProviderName,
  redirectUri: string,
): Promise<Outcome<{ url: string; state: string }>> {
  const settings = oidcSettings(merchant, provider, deps.env, deps.devOidc);
  if (settings === null) return refuse(403, 'feature_disabled');
  if (!redirectAllowed(merchant, redirectUri)) return refuse(400, 'bad_request');
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  // PKCE (RFC 7636, S256): the verifier stays here; the provider sees only its hash until the code exchange.
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  await insertOidcState(deps.db, {
    merchantId: merchant.code,
    state,
    provider,
    nonce,
    redirectUri,
    codeVerifier,
    expiresAt: new Date(deps.clock.now().getTime() + oidcStatePolicy.ttlMs),
  });
  const url = await oidcProviderFor(deps.oidcProviders, deps.devOidc, settings, provider, merchant.code).authorizationUrl({ state, nonce, redirectUri, codeChallenge });
  return accept({ url, state });
}

export async function finishOidcSignIn(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  provider: OidcProviderName,
  req: { code: string; state: string; area?: LoginArea },
): Promise<Outcome<LoginAnswer | VerificationRequired>> {
  const areaRefusal = socialAreaRefusal(req.area);
  if (areaRefusal) return areaRefusal;
  const settings = oidcSettings(merchant, provider, deps.env, deps.devOidc);
  if (settings === null) return refuse(403, 'feature_disabled');
  const now = deps.clock.now();
  // The state is single-use and bound to the provider: a redirect cannot be replayed or sent to another provider.
  const state = await claimOidcState(deps.db, merchant.code, provider, req.state, now);
  if (!state) return refuse(401, 'social_sign_in_failed', { reason: 'state' });
  const result = await oidcProviderFor(deps.oidcProviders, deps.devOidc, settings, provider, merchant.code).signIn({
    code: req.code,
    redirectUri: state.redirect_uri,
    nonce: state.nonce,
    ...(state.code_verifier ? { codeVerifier: state.code_verifier } : {}),
    now,
  });
  if (!result.ok) return refuse(401, 'social_sign_in_failed', { reason: result.reason });
  const member = await memberForIdentity(deps, merchant.code, provider, result.identity.subject, { nickname: result.identity.name, email: result.identity.email });
  if (!member) return refuse(409, 'username_taken');
  return startSession(deps, merchant, ip, { member, loginType: 'social', usedWellKnownDefault: false, usedTemporaryPassword: false });
}
