import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totp, verifyTotp } from '../../../server/domain/auth/totp.js';

const sha1Secret = Buffer.from('12345678901234567890', 'ascii');
const sha256Secret = Buffer.from('12345678901234567890123456789012', 'ascii');
const sha512Secret = Buffer.from('1234567890'.repeat(6) + '1234', 'ascii');
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP for new-IP verification', () => {
  it('[P4.3-5] matches the HOTP values of RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expected.forEach((code, counter) => expect(hotp(sha1Secret, counter)).toBe(code));
  });

  it('[P4.3-5] matches the TOTP test vectors of RFC 6238 appendix B', () => {
    const vectors: [number, string, string, string][] = [
      [59, '94287082', '46119246', '90693936'],
      [1111111109, '07081804', '68084774', '25091201'],
      [1111111111, '14050471', '67062674', '99943326'],
      [1234567890, '89005924', '91819424', '93441116'],
      [2000000000, '69279037', '90698825', '38618901'],
      [20000000000, '65353130', '77737706', '47863826'],
    ];
    for (const [time, sha1, sha256, sha512] of vectors) {
      expect(totp(sha1Secret, at(time), 8, 'sha1')).toBe(sha1);
      expect(totp(sha256Secret, at(time), 8, 'sha256')).toBe(sha256);
      expect(totp(sha512Secret, at(time), 8, 'sha512')).toBe(sha512);
    }
  });

  it('[P4.3-5] accepts the current step and one either side, and refuses a used step', () => {
    const now = at(1111111111);
    const counter = Math.floor(1111111111 / 30);
    expect(verifyTotp(sha1Secret, hotp(sha1Secret, counter), now)).toBe(counter);
    expect(verifyTotp(sha1Secret, hotp(sha1Secret, counter - 1), now)).toBe(counter - 1);
    expect(verifyTotp(sha1Secret, hotp(sha1Secret, counter + 1), now)).toBe(counter + 1);
    expect(verifyTotp(sha1Secret, hotp(sha1Secret, counter - 2), now)).toBeNull();
    expect(verifyTotp(sha1Secret, hotp(sha1Secret, counter), now, counter)).toBeNull();
    expect(verifyTotp(sha1Secret, 'abcdef', now)).toBeNull();
  });

  it('reads and writes RFC 4648 base32 secrets as authenticator apps show them', () => {
    expect(base32Encode(sha1Secret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(Buffer.from(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).equals(sha1Secret)).toBe(true);
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(Buffer.from(base32Decode('MY======')).toString()).toBe('f');
    expect(() => base32Decode('A1')).toThrow();
  });
});
