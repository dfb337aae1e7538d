import { describe, expect, it } from 'vitest';
import { newIpVerificationMethods } from '../../../server/domain/auth/new-ip-verification.js';

const login = { enabled: true, ip: '198.51.100.7', knownIps: ['192.0.2.1'], mobile: '+85512345678', email: 'a@example.com', totpBound: false };

describe('new-IP verification', () => {
  it('[P4.3-5] asks for a second step from an IP the account never used', () => {
    expect(newIpVerificationMethods(login)).toEqual(['sms', 'email']);
  });

  it('[P4.3-5] offers the authenticator app first when one is bound', () => {
    expect(newIpVerificationMethods({ ...login, totpBound: true, email: null })).toEqual(['totp', 'sms']);
  });

  it('[P4.3-5] needs nothing from a known IP, when the feature is off, or on the first login', () => {
    expect(newIpVerificationMethods({ ...login, ip: '192.0.2.1' })).toBeNull();
    expect(newIpVerificationMethods({ ...login, enabled: false })).toBeNull();
    expect(newIpVerificationMethods({ ...login, knownIps: [] })).toBeNull();
  });

  it('lets an account without any second factor log in rather than lock it out', () => {
    expect(newIpVerificationMethods({ ...login, mobile: null, email: null })).toBeNull();
  });
});
