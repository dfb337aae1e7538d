// Phone verification through Firebase (spec P3-18, P4.3-4, P4.4-5): the check of a Firebase ID token for a
// merchant, and the "firebase" login (a member found by the verified number; never forced to change a password).
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { loginAreaRefusal, type LoginArea } from '../../domain/auth/account-types.js';
import { phoneVerificationOf, verifyFirebasePhoneToken, type PhoneCheck } from '../../providers/phone/firebase-phone.js';
import type { AccountsDeps } from './accounts-deps.js';
import type { LoginAnswer, VerificationRequired } from './answer-schemas.js';
import { startSession } from './login.js';
import { findMemberByMobile } from '../../db/member-repository.js';
import { refuse, type Outcome } from './outcome.js';

/** The token's verified phone number; null when the merchant does not verify phones through Firebase. */
export async function checkFirebasePhone(deps: AccountsDeps, merchant: MerchantConfig, idToken: string): Promise<PhoneCheck | null> {
  const verification = phoneVerificationOf(merchant, deps.firebaseKeys, deps.devOidc);
  if (!verification) return null;
  let keys;
  try {
    keys = await verification.keys();
  } catch {
    return { ok: false, reason: 'keys_unavailable' };
  }
  return verifyFirebasePhoneToken(idToken, keys, { projectId: verification.projectId, now: deps.clock.now() });
}

export async function firebaseLogin(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  req: { idToken: string; area?: LoginArea },
): Promise<Outcome<LoginAnswer | VerificationRequired>> {
  const check = await checkFirebasePhone(deps, merchant, req.idToken);
  if (check === null) return refuse(403, 'feature_disabled');
  if (!check.ok) return refuse(400, 'verification_code_invalid', { reason: check.reason });
  // A number without an account answers like a wrong code, as the SMS login does: it reveals no accounts.
  const member = await findMemberByMobile(deps.db, merchant.code, check.phoneNumber);
  if (!member) return refuse(400, 'verification_code_invalid', { reason: 'missing' });
  const areaRefusal = loginAreaRefusal(member.type, req.area ?? 'member');
  if (areaRefusal) return refuse(403, areaRefusal);
  return startSession(deps, merchant, ip, { member, loginType: 'firebase', usedWellKnownDefault: false, usedTemporaryPassword: false });
}
