// Phone verification through Firebase on the server (spec P3-18, P4.3-4, P4.4-5): the development implementation
// (/dev/firebase: a code through the outbox, then an ID token), registration with firebaseChannel sms and the token
// instead of the platform's SMS code, the "firebase" login, and the production path with Google's keys (a double).
import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devFirebaseClaims } from '../../../server/providers/phone/firebase-phone.js';
import { call, callSealed, challengeToken, outboxCode, solvedCaptcha, startAccountsApp, type AccountsTestApp, type CallOptions } from './accounts-app.js';

const freshMobile = () => `0${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
const e164 = (local: string) => `+855${local.replace(/^0/, '')}`;

/** What the browser does with Firebase: ask for a code, read it (from the outbox here), exchange it for a token. */
async function firebaseToken(t: AccountsTestApp, phoneNumber: string, options: CallOptions = {}): Promise<string> {
  const sent = await call<{ sessionInfo: string }>(t, 'POST', '/dev/firebase/sendVerificationCode', { phoneNumber }, options);
  expect(sent.status).toBe(200);
  const code = await outboxCode(t, phoneNumber, options);
  const signedIn = await call<{ idToken: string; phoneNumber: string }>(t, 'POST', '/dev/firebase/signInWithPhoneNumber', { sessionInfo: sent.body.value!.sessionInfo, code }, options);
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.value?.phoneNumber).toBe(phoneNumber);
  return signedIn.body.value!.idToken;
}

async function mobileRegistration(t: AccountsTestApp, mobileNum: string, extra: Record<string, unknown>) {
  return callSealed<{ token: string; reason: string; fields: Record<string, string> }>(t, 'PUT', '/wps/member/register/mobile', {
    mobileNum,
    countryDialingCode: '+855',
    password: 'Mobile123',
    confirmPassword: 'Mobile123',
    paymentPassword: '135790',
    challengeToken: await challengeToken(t),
    ...(await solvedCaptcha(t)),
    ...extra,
  });
}

describe('phone verification through Firebase, development implementation', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({ nodeEnv: 'development' });
  });
  afterAll(() => t.close());

  it('[P3-18][P4.4-4] registers by mobile with firebaseChannel sms and the ID token instead of the platform SMS code', async () => {
    const mobileNum = freshMobile();
    const idToken = await firebaseToken(t, e164(mobileNum));
    const { status, body } = await mobileRegistration(t, mobileNum, { firebaseChannel: 'sms', firebaseIdToken: idToken });
    expect(status).toBe(200);
    const info = await call<{ account: string }>(t, 'GET', '/wps/member/info', undefined, { token: body.value!.token });
    expect(info.body.value?.account).toBe(mobileNum.slice(1));
  });

  it('[P3-18][P4.4-5] refuses a token of another number, a forged token, and no proof at all', async () => {
    const mobileNum = freshMobile();
    const otherToken = await firebaseToken(t, e164(freshMobile()));
    const mismatch = await mobileRegistration(t, mobileNum, { firebaseChannel: 'sms', firebaseIdToken: otherToken });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'phone_mismatch' } });

    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', kid: 'forged', typ: 'JWT' })}.${part(devFirebaseClaims('livery-demo', e164(mobileNum), 'x', t.clock.now()))}`;
    const forged = `${unsigned}.${sign('sha256', Buffer.from(unsigned), forger.privateKey).toString('base64url')}`;
    const refused = await mobileRegistration(t, mobileNum, { firebaseChannel: 'sms', firebaseIdToken: forged });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'unknown_key' } });

    // Without a token the platform's SMS code is required as before.
    const none = await mobileRegistration(t, mobileNum, {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'validation_failed', value: { fields: { verificationCode: 'required' } } });
  });

  it('[P4.3-4][M4-6] logs in with the token of a registered number, never forced to change the password', async () => {
    const idToken = await firebaseToken(t, '+85512345679'); // fresh1, whose password is the well-known default
    const done = await call<{ token: string; mustChangePassword: boolean }>(t, 'POST', '/wps/session/login/firebase', { idToken, area: 'member' });
    expect(done.status).toBe(200);
    expect(done.body.value?.mustChangePassword).toBe(false);
    const info = await call<{ account: string }>(t, 'GET', '/wps/member/info', undefined, { token: done.body.value!.token });
    expect(info.body.value?.account).toBe('fresh1');

    const unknown = await call(t, 'POST', '/wps/session/login/firebase', { idToken: await firebaseToken(t, e164(freshMobile())) });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'missing' } });
    expect((await call(t, 'POST', '/wps/session/login/firebase', { idToken: 'not.a.token' })).status).toBe(400);
    expect((await call(t, 'POST', '/wps/session/login/firebase', {})).body.code).toBe('bad_request');
  });

  it('[P4.4-5] the development code is single-use and checked; a merchant without Firebase has none of it', async () => {
    const phoneNumber = e164(freshMobile());
    const sent = await call<{ sessionInfo: string }>(t, 'POST', '/dev/firebase/sendVerificationCode', { phoneNumber });
    const code = await outboxCode(t, phoneNumber);
    const wrong = await call(t, 'POST', '/dev/firebase/signInWithPhoneNumber', { sessionInfo: sent.body.value!.sessionInfo, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'mismatch' } });
    const ok = await call(t, 'POST', '/dev/firebase/signInWithPhoneNumber', { sessionInfo: sent.body.value!.sessionInfo, code });
    expect(ok.status).toBe(200);
    const again = await call(t, 'POST', '/dev/firebase/signInWithPhoneNumber', { sessionInfo: sent.body.value!.sessionInfo, code });
    expect(again.status).toBe(400);
    expect((await call(t, 'POST', '/dev/firebase/sendVerificationCode', { phoneNumber: '12345' })).body.code).toBe('invalid_phone_format');

    const basic = { host: 'basic.localhost' };
    expect((await call(t, 'POST', '/dev/firebase/sendVerificationCode', { phoneNumber }, basic)).body.code).toBe('feature_disabled');
    const basicLogin = await call(t, 'POST', '/wps/session/login/firebase', { idToken: await firebaseToken(t, '+85512345678') }, basic);
    expect(basicLogin.status).toBe(403);
    expect(basicLogin.body.code).toBe('feature_disabled');
  });
});

describe('phone verification through Firebase with Google\'s keys', () => {
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...google.publicKey.export({ format: 'jwk' }), kid: 'google-1', use: 'sig', alg: 'RS256' } as JsonWebKey;
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({
      nodeEnv: 'production',
      firebaseKeys: async () => [jwk],
      configure: (config) => {
        const demo = config.merchants.get('demo')!;
        demo.socialSignIn = { ...demo.socialSignIn, firebase: { enabled: true, clientId: 'livery-prod' } };
      },
    });
  });
  afterAll(() => t.close());

  const googleToken = (phoneNumber: string, projectId = 'livery-prod') => {
    const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })}.${part(devFirebaseClaims(projectId, phoneNumber, 'g-uid', t.clock.now()))}`;
    return `${unsigned}.${sign('sha256', Buffer.from(unsigned), google.privateKey).toString('base64url')}`;
  };

  it('[P4.3-4][P3-18] accepts a token Google signed for the merchant\'s project and refuses one of another project', async () => {
    const done = await call<{ token: string }>(t, 'POST', '/wps/session/login/firebase', { idToken: googleToken('+85512345678') });
    expect(done.status).toBe(200);
    const other = await call(t, 'POST', '/wps/session/login/firebase', { idToken: googleToken('+85512345678', 'someone-else') });
    expect(other.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'wrong_issuer' } });
  });

  it('[P3-18] has no development implementation in production', async () => {
    expect((await call(t, 'POST', '/dev/firebase/sendVerificationCode', { phoneNumber: '+85512345678' })).status).toBe(404);
    expect((await call(t, 'POST', '/dev/firebase/signInWithPhoneNumber', { sessionInfo: 'x', code: '123456' })).status).toBe(404);
  });
});

describe('a merchant configured with the development implementation, in production', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({ nodeEnv: 'production' });
  });
  afterAll(() => t.close());

  it('[P3-18] has phone verification through Firebase off', async () => {
    const res = await call(t, 'POST', '/wps/session/login/firebase', { idToken: 'a.b.c' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('feature_disabled');
  });
});
