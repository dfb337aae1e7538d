import { describe, expect, it } from 'vitest';
import { registrationPayload, type PageContext } from '../../../src/features/auth/utils/registration-payload';
import { toLoginOutcome } from '../../../src/features/auth/api/post-login';

const page: PageContext = {
  domain: 'demo.localhost',
  registerUrl: 'http://demo.localhost/register?referralCode=AGENT1',
  referralCode: 'AGENT1',
  affiliateCode: null,
  countryDialingCode: '+855',
  captchaId: 'cap-9',
};

describe('registrationPayload', () => {
  it('[P4.4-9][P3-18] sets the username from the mobile number without one leading 0 in mobile mode', () => {
    const payload = registrationPayload(
      'mobile',
      { mobileNum: ' 012345678 ', verificationCode: '123456', password: 'Secret1', confirmPassword: 'Secret1', acceptTerms: true },
      page,
      { challengeToken: 'tok' },
    );
    expect(payload).toMatchObject({
      username: '12345678',
      mobileNum: '012345678',
      countryDialingCode: '+855',
      verificationCode: '123456',
      referralCode: 'AGENT1',
      domain: 'demo.localhost',
      registerUrl: page.registerUrl,
      registerMethod: 'WEB',
      login: true,
      challengeToken: 'tok',
    });
    expect(payload).not.toHaveProperty('acceptTerms');
  });

  it('[P3-18][P2.10-4] keeps a typed username, adds the captcha id and the checked address code', () => {
    const payload = registrationPayload(
      'username',
      { username: 'player01', password: 'Secret1', confirmPassword: 'Secret1', captcha: 'ab12', acceptTerms: true },
      { ...page, affiliateCode: 'AGENT1' },
      { challengeToken: 'tok', firebaseIdToken: 'fb' },
    );
    expect(payload).toMatchObject({
      username: 'player01',
      captcha: 'ab12',
      captchaId: 'cap-9',
      affiliateCode: 'AGENT1',
      firebaseChannel: 'sms',
      firebaseIdToken: 'fb',
    });
    expect(payload).not.toHaveProperty('countryDialingCode');
  });

  it('[P3-18] sends referralCode null when the address has none', () => {
    expect(registrationPayload('username', { username: 'a' }, { ...page, referralCode: null }, { challengeToken: 't' }).referralCode).toBeNull();
  });
});

describe('toLoginOutcome', () => {
  it('[P3-15][P7.1-1] reads the login answer', () => {
    expect(
      toLoginOutcome({ success: true, value: { token: 't', firstTimeLogin: true, passwordExpired: false, mustChangePassword: true } }),
    ).toEqual({ status: 'ok', token: 't', firstTimeLogin: true, passwordExpired: false, mustChangePassword: true });
  });

  it('[P4.3-5] reads verification_required as the second step', () => {
    expect(
      toLoginOutcome({ success: false, code: 'verification_required', value: { verificationId: 'v', methods: ['sms'] } }),
    ).toEqual({ status: 'verify', verificationId: 'v', methods: ['sms'] });
  });

  it('[P7.3-1] throws failures with their value so the captcha flag survives', () => {
    try {
      toLoginOutcome({ success: false, code: 'wrong_account_or_password', value: { captchaRequired: true } });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'wrong_account_or_password', value: { captchaRequired: true } });
    }
  });
});
