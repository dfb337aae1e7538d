// What a logged-in member reads and changes about their own account: member info (spec 3), the icon, the
// password (member centre 5) and the language.
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { unreadCount } from '../../db/messages-repository.js';
import { availablePromotionsCount } from '../../db/promotions-repository.js';
import { newPasswordRefusal } from '../../domain/auth/password-policy.js';
import { featureOn, type AccountsDeps } from './accounts-deps.js';
import type { MemberInfo } from './answer-schemas.js';
import { findMemberById, setMemberLanguage, setPassword } from '../../db/member-repository.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { hashPassword, verifyPassword } from '../../crypto/password-hashing.js';
import { releaseForcedChange, revokeOtherSessions, type AuthenticatedSession } from '../../db/session-store.js';

/**
 * Never carries a password: the spec's client compared the stored password with the default, this server says
 * mustChangePassword instead. VIP rank and the promotions count belong to later areas; until they exist they read 0.
 * The unread messages count is the inbox's (docs/member-centre.md).
 */
export async function memberInfo(deps: AccountsDeps, merchant: MerchantConfig, session: AuthenticatedSession): Promise<Outcome<MemberInfo>> {
  const member = await findMemberById(deps.db, merchant.code, session.memberId);
  if (!member) return refuse(401, 'not_logged_in');
  const vipEnabled = featureOn(merchant, 'vip') && !session.isTrial;
  return accept({
    id: member.member_id,
    account: member.account,
    nickname: member.nickname ?? member.account,
    userName: member.account,
    type: member.type,
    isAgent: session.isAgent,
    isTrial: session.isTrial,
    mustChangePassword: session.mustChangePassword,
    firstTimeLogin: session.firstTimeLogin,
    // The member's own choice (PUT /wps/member/language), restored by the site at login; null until they choose or
    // when the merchant no longer offers it, so the site keeps the visitor's current language.
    language: member.language !== null && (merchant.languages as readonly string[]).includes(member.language) ? member.language : null,
    vip: { enabled: vipEnabled, rank: 0, labelName: vipEnabled ? 'VIP0' : '' },
    // Trial accounts have no inbox (M2-18).
    counts: {
      // Open activities the member can still take part in (docs/promotions-and-points.md); none for trial accounts.
      promotions: session.isTrial ? 0 : await availablePromotionsCount(deps.db, merchant.code, member.member_id, deps.clock.now(), merchant.timezone ?? 'Asia/Phnom_Penh'),
      unreadMessages: session.isTrial ? 0 : await unreadCount(deps.db, { merchantId: merchant.code, memberId: member.member_id }),
    },
    authenticatorBound: member.totp_secret !== null,
  });
}

/** The member's picture, or an SVG of their initial in the theme-neutral colours when they have none. */
export async function memberIcon(deps: AccountsDeps, merchant: MerchantConfig, session: AuthenticatedSession): Promise<Outcome<{ iconUrl: string }>> {
  const member = await findMemberById(deps.db, merchant.code, session.memberId);
  if (!member) return refuse(401, 'not_logged_in');
  if (member.icon_url) return accept({ iconUrl: member.icon_url });
  const initial = (member.nickname ?? member.account).trim().charAt(0).toUpperCase() || '?';
  const hue = [...member.member_id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 0);
  const escaped = initial.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue},45%,45%)"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${escaped}</text></svg>`;
  return accept({ iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Changes the password of the caller. Other sessions of the member end; this one stays and is no longer held
 * to a forced change.
 */
export async function changePassword(deps: AccountsDeps, merchant: MerchantConfig, session: AuthenticatedSession, req: PasswordChange): Promise<Outcome<null>> {
  const { db, clock } = deps;
  const member = await findMemberById(db, merchant.code, session.memberId);
  if (!member) return refuse(401, 'not_logged_in');
  // An account without a password (registered by mobile without one, or by social sign-in) sets its first one.
  if (member.password_hash !== null && !(await verifyPassword(member.password_hash, req.oldPassword))) return refuse(400, 'old_password_wrong');
  const refusal = newPasswordRefusal(merchant.registerFieldRules.password, { ...req, wellKnownDefault: merchant.passwordPolicy.wellKnownDefault });
  if (refusal) return refuse(400, refusal);
  if (member.password_hash !== null && req.newPassword === req.oldPassword) return refuse(400, 'password_format');
  const now = clock.now();
  await setPassword(db, merchant.code, member.member_id, await hashPassword(req.newPassword), now, false);
  await releaseForcedChange(db, merchant.code, session.tokenHash);
  await revokeOtherSessions(db, clock, merchant.code, member.member_id, session.tokenHash);
  return accept(null);
}

export async function setLanguage(deps: AccountsDeps, merchant: MerchantConfig, session: AuthenticatedSession, language: string): Promise<Outcome<{ language: string }>> {
  if (!(merchant.languages as readonly string[]).includes(language)) return refuse(400, 'unsupported_language');
  await setMemberLanguage(deps.db, merchant.code, session.memberId, language);
  return accept({ language });
}
