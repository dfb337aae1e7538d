import { describe, expect, it } from 'vitest';
import { countryOfDialingCode, isMobileFormat, normalizedMobile, usernameFromMobile } from '../../../server/domain/auth/mobile-number.js';

describe('mobile numbers', () => {
  it('[P4.4-9] takes the username from the mobile number without one leading 0 when none was typed', () => {
    expect(usernameFromMobile('', '012345678')).toBe('12345678');
    expect(usernameFromMobile(undefined, '0012345678')).toBe('012345678');
    expect(usernameFromMobile(null, '12345678')).toBe('12345678');
    expect(usernameFromMobile('sokdara', '012345678')).toBe('sokdara');
  });

  it('[P4.4-9][P3-20] stores one form for a number typed with or without the trunk 0', () => {
    expect(normalizedMobile('+855', '012345678')).toBe('+85512345678');
    expect(normalizedMobile('+855', '12345678')).toBe('+85512345678');
  });

  it('[P5-1][P8-20] checks the format before a code is sent', () => {
    expect(isMobileFormat('+855', '012345678')).toBe(true);
    expect(isMobileFormat('+855', '01234')).toBe(false);
    expect(isMobileFormat('+855', '0123-45678')).toBe(false);
    expect(isMobileFormat('855', '012345678')).toBe(false);
  });

  it('[P7.1-21] names the country of a dialing code', () => {
    expect(countryOfDialingCode('+855')).toBe('KH');
    expect(countryOfDialingCode('+84')).toBe('VN');
    expect(countryOfDialingCode('+999')).toBeNull();
  });
});
