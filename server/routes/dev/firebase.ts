// The development implementation of phone verification through Firebase (docs/api-accounts.md, "Phone verification
// through Firebase"), served only when NODE_ENV is not production and only for a merchant whose
// socialSignIn.firebase.issuer is /dev/firebase. It plays the two Identity Toolkit calls the Firebase SDK makes for a
// phone sign-in: send a code (an SMS through the platform's SMS provider, so it lands in /dev/outbox, under the same
// send limits), and exchange the code for an ID token shaped like Firebase's, signed with the development
// identity provider's key.
import { createHash, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { callerLanguage, clientIp } from '../../plugins/app/accounts.js';
import { sendOutcome, sendRefusal } from '../../plugins/app/accounts-reply.js';
import { DEV_FIREBASE_ISSUER, devFirebaseClaims } from '../../providers/phone/firebase-phone.js';
import type { DevOidcIdp } from '../../providers/social/dev-oidc-idp.js';
import { accept } from '../../services/auth/outcome.js';
import { smsCodeText } from '../../services/auth/sms-sending.js';
import { redeemVerificationCode, sendVerificationCode, type CodeAddress } from '../../services/auth/verification-codes.js';

const E164 = /^\+[1-9]\d{6,17}$/;
const SendBody = Type.Object({ phoneNumber: Type.String({ maxLength: 20, description: 'E.164, e.g. +85512345678' }) });
const SignInBody = Type.Object({ sessionInfo: Type.String({ maxLength: 256 }), code: Type.String({ minLength: 1, maxLength: 16 }) });

/** The Firebase project of a merchant that uses this implementation, else null. */
function devProjectOf(merchant: MerchantConfig): string | null {
  const entry = merchant.socialSignIn?.firebase;
  return entry?.enabled && entry.clientId && entry.issuer === DEV_FIREBASE_ISSUER ? entry.clientId : null;
}

/** The sessionInfo names the number it was sent to; the code is bound to it, so a changed sessionInfo finds no code. */
const codeAddress = (merchantId: string, phoneNumber: string, sessionInfo: string): CodeAddress => ({ merchantId, channel: 'sms', recipient: phoneNumber, purpose: 'firebase', scope: sessionInfo });

export default async function devFirebaseRoutes(app: FastifyInstance, { idp }: { idp: DevOidcIdp }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['development'];
  const deps = app.accounts;

  api.post(`${DEV_FIREBASE_ISSUER}/sendVerificationCode`, { schema: { tags, summary: 'Development Firebase: send a phone sign-in code (to the outbox)', body: SendBody } }, async (request, reply) => {
    const merchant = request.merchant;
    if (devProjectOf(merchant) === null) return sendRefusal(reply, 403, 'feature_disabled');
    const { phoneNumber } = request.body;
    if (!E164.test(phoneNumber)) return sendRefusal(reply, 400, 'invalid_phone_format');
    const sessionInfo = `${Buffer.from(phoneNumber).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
    const sent = await sendVerificationCode(deps.db, deps.clock, codeAddress(merchant.code, phoneNumber, sessionInfo), clientIp(request), (code) =>
      deps.sms.send({ merchantId: merchant.code, to: phoneNumber, text: smsCodeText(merchant, 'firebase', code, callerLanguage(request)), code }),
    );
    if (!sent.ok) return sendRefusal(reply, 429, sent.code, { retryAfterSeconds: sent.retryAfterSeconds });
    return sendOutcome(reply, accept({ sessionInfo }));
  });

  api.post(`${DEV_FIREBASE_ISSUER}/signInWithPhoneNumber`, { schema: { tags, summary: 'Development Firebase: exchange the code for an ID token', body: SignInBody } }, async (request, reply) => {
    const merchant = request.merchant;
    const projectId = devProjectOf(merchant);
    if (projectId === null) return sendRefusal(reply, 403, 'feature_disabled');
    const { sessionInfo, code } = request.body;
    const phoneNumber = Buffer.from(sessionInfo.split('.')[0] ?? '', 'base64url').toString('utf8');
    if (!E164.test(phoneNumber)) return sendRefusal(reply, 400, 'verification_code_invalid', { reason: 'missing' });
    const check = await redeemVerificationCode(deps.db, deps.clock, codeAddress(merchant.code, phoneNumber, sessionInfo), code.trim());
    if (check !== 'ok') return sendRefusal(reply, 400, 'verification_code_invalid', { reason: check });
    // Firebase keeps one user per number: the same number always gets the same uid.
    const uid = createHash('sha256').update(`${projectId}\n${phoneNumber}`).digest('base64url').slice(0, 28);
    const idToken = idp.signJwt(devFirebaseClaims(projectId, phoneNumber, uid, deps.clock.now()));
    return sendOutcome(reply, accept({ idToken, phoneNumber, localId: uid, expiresIn: '3600' }));
  });
}
