// The second step of a login from a new IP (NEWIPVERIFY): sending a code by SMS or e-mail, or checking the code of
// a bound authenticator app, then releasing the pending session.
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { newIpVerificationPolicy, type VerificationMethod } from '../../domain/auth/new-ip-verification.js';
import { base32Decode, verifyTotp } from '../../domain/auth/totp.js';
import type { AccountsDeps } from './accounts-deps.js';
import type { LoginAnswer } from './answer-schemas.js';
import { addLoginVerificationTry, completeLoginVerification, findLoginVerification } from '../../db/login-verification-repository.js';
import { findMemberById, recordLogin, setTotpLastCounter, type MemberRow } from '../../db/member-repository.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { createSession, revokeSessionReturning } from '../../db/session-store.js';
import { sendVerificationCode, redeemVerificationCode, type CodeAddress } from './verification-codes.js';
import { verificationCodePolicy } from '../../domain/auth/verification-code.js';
import { recipientLanguage } from '../../domain/visitor-language.js';
import { outboundText } from '../notifications/outbound-texts.js';
import { smsCodeText } from './sms-sending.js';

const isUuid = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

interface PendingVerification {
  verificationId: string;
  tokenHash: string;
  member: MemberRow;
  methods: VerificationMethod[];
  tries: number;
}

async function pendingVerification(deps: AccountsDeps, merchantId: string, verificationId: string): Promise<PendingVerification | null> {
  if (!isUuid(verificationId)) return null;
  const row = await findLoginVerification(deps.db, merchantId, verificationId);
  if (!row || row.completed_at !== null || new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) return null;
  const member = await findMemberById(deps.db, merchantId, row.member_id);
  if (!member) return null;
  return { verificationId, tokenHash: row.token_hash, member, methods: row.methods as VerificationMethod[], tries: row.tries };
}

function codeAddress(merchantId: string, p: PendingVerification, method: 'sms' | 'email'): CodeAddress | null {
  const recipient = method === 'sms' ? p.member.mobile : p.member.email?.toLowerCase();
  return recipient ? { merchantId, channel: method, recipient, purpose: 'new_ip', scope: p.verificationId } : null;
}

export async function sendNewIpCode(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  req: { verificationId: string; method: VerificationMethod },
  callerLanguage: string,
): Promise<Outcome<{ expiredMinutes: number }>> {
  const merchantId = merchant.code;
  const pending = await pendingVerification(deps, merchantId, req.verificationId);
  if (!pending) return refuse(404, 'verification_not_found');
  if (req.method === 'totp' || !pending.methods.includes(req.method)) return refuse(400, 'verification_method_unavailable');
  const address = codeAddress(merchantId, pending, req.method);
  if (!address) return refuse(400, 'verification_method_unavailable');
  const language = recipientLanguage(pending.member.language, merchant.languages, callerLanguage);
  const count = verificationCodePolicy.expiredMinutes;
  const sent = await sendVerificationCode(deps.db, deps.clock, address, ip, (code) =>
    req.method === 'sms'
      ? deps.sms.send({ merchantId, to: address.recipient, text: smsCodeText(merchant, 'new_ip', code, language), code })
      : deps.email.send({
          merchantId,
          to: address.recipient,
          subject: outboundText(language, 'email.newIpSubject', { merchant: merchant.name }),
          text: outboundText(language, 'email.newIpBody', { code, count }),
          code,
        }),
  );
  if (!sent.ok) return refuse(429, sent.code, { retryAfterSeconds: sent.retryAfterSeconds });
  return accept({ expiredMinutes: sent.expiredMinutes });
}

export async function completeNewIpVerification(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  req: { verificationId: string; method: VerificationMethod; code: string },
): Promise<Outcome<LoginAnswer>> {
  const { db, clock } = deps;
  const merchantId = merchant.code;
  const now = clock.now();
  const pending = await pendingVerification(deps, merchantId, req.verificationId);
  if (!pending) return refuse(404, 'verification_not_found');
  if (!pending.methods.includes(req.method)) return refuse(400, 'verification_method_unavailable');
  if (pending.tries >= newIpVerificationPolicy.maxTries) return refuse(400, 'verification_code_invalid', { reason: 'too_many_tries' });

  let passed: boolean;
  if (req.method === 'totp') {
    const secret = pending.member.totp_secret;
    const lastUsed = pending.member.totp_last_counter === null ? null : Number(pending.member.totp_last_counter);
    const counter = secret ? verifyTotp(base32Decode(secret), req.code.trim(), now, lastUsed) : null;
    passed = counter !== null;
    if (counter !== null) {
      await setTotpLastCounter(db, merchantId, pending.member.member_id, counter);
    }
  } else {
    const address = codeAddress(merchantId, pending, req.method);
    const check = address ? await redeemVerificationCode(db, clock, address, req.code) : 'missing';
    if (check !== 'ok' && check !== 'mismatch') return refuse(400, 'verification_code_invalid', { reason: check });
    passed = check === 'ok';
  }
  if (!passed) {
    await addLoginVerificationTry(db, merchantId, pending.verificationId);
    return refuse(400, 'verification_code_invalid', { reason: 'mismatch' });
  }
  if (!(await completeLoginVerification(db, merchantId, pending.verificationId, now))) return refuse(404, 'verification_not_found');
  // The pending token was handed out before the second factor was proved: it is replaced, not promoted.
  const pendingSession = await revokeSessionReturning(db, merchantId, pending.tokenHash, now);
  if (!pendingSession) return refuse(404, 'verification_not_found');
  const token = await createSession(db, clock, {
    merchantId,
    memberId: pending.member.member_id,
    memberType: pendingSession.member_type,
    loginType: pendingSession.login_type,
    ip,
    mustChangePassword: pendingSession.must_change_password,
    passwordExpired: pendingSession.password_expired,
    firstTimeLogin: pendingSession.first_time_login,
    pendingVerification: false,
  });
  await recordLogin(db, merchantId, pending.member.member_id, ip, now);
  return accept({
    token,
    firstTimeLogin: pendingSession.first_time_login,
    passwordExpired: pendingSession.password_expired,
    mustChangePassword: pendingSession.must_change_password,
    captchaRequired: false,
    verificationRequired: false,
  });
}
