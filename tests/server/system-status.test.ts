import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { isRegionBlocked, parseIpRange, systemStatus } from '../../server/domain/system-status.js';

type Rule = MerchantConfig['regionRestriction'];
const merchant = (mode: 'normal' | 'maintenance', regionRestriction: Rule) => ({ status: { mode }, regionRestriction });
const visitor = (ip: string, country: string | null = null) => ({ ip, country });

describe('systemStatus', () => {
  const rule: Rule = { enabled: true, blockedCountries: ['US'], blockedIpRanges: ['203.0.113.0/24'] };

  it('[P4.1-1] is 0 for a visitor the rules admit', () => {
    expect(systemStatus(merchant('normal', rule), visitor('36.37.128.1', 'KH'))).toBe(0);
  });

  it('[P4.1-1] [P8-12] is 2 for a visitor in a blocked range or a blocked country', () => {
    expect(systemStatus(merchant('normal', rule), visitor('203.0.113.7', 'AU'))).toBe(2);
    expect(systemStatus(merchant('normal', rule), visitor('8.8.8.8', 'US'))).toBe(2);
  });

  it('[P4.1-1] [P8-13] answers status 1 for a merchant in maintenance even when the IP is blocked', () => {
    expect(systemStatus(merchant('maintenance', rule), visitor('203.0.113.7', 'AU'))).toBe(1);
    expect(systemStatus(merchant('maintenance', rule), visitor('127.0.0.1'))).toBe(1);
  });
});

describe('isRegionBlocked', () => {
  it('blocks nothing when the restriction is disabled', () => {
    expect(isRegionBlocked({ enabled: false, blockedCountries: ['US'], blockedIpRanges: ['0.0.0.0/0'] }, visitor('8.8.8.8', 'US'))).toBe(false);
  });

  it('treats a rule without enabled as enabled (the schema default)', () => {
    expect(isRegionBlocked({ blockedCountries: ['US'] }, visitor('8.8.8.8', 'US'))).toBe(true);
  });

  it('admits only the allowed countries when the allow-list is not empty, refusing unknown public addresses', () => {
    const rule: Rule = { allowedCountries: ['VN', 'KH'] };
    expect(isRegionBlocked(rule, visitor('14.160.0.1', 'VN'))).toBe(false);
    expect(isRegionBlocked(rule, visitor('8.8.8.8', 'US'))).toBe(true);
    expect(isRegionBlocked(rule, visitor('192.0.2.1', null))).toBe(true);
  });

  it('admits private and loopback addresses under an allow-list unless a range blocks them', () => {
    const rule: Rule = { allowedCountries: ['VN'], blockedIpRanges: ['10.9.0.0/16'] };
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.5', '::1', 'fd00::5', '::ffff:127.0.0.1']) {
      expect(isRegionBlocked(rule, visitor(ip)), ip).toBe(false);
    }
    expect(isRegionBlocked(rule, visitor('10.9.8.7'))).toBe(true);
  });

  it('matches IPv6 ranges, single addresses, and IPv4-mapped IPv6 visitors against IPv4 ranges', () => {
    const rule: Rule = { blockedIpRanges: ['2001:db8::/32', '198.51.100.9', '203.0.113.0/24'] };
    expect(isRegionBlocked(rule, visitor('2001:db8:1::42'))).toBe(true);
    expect(isRegionBlocked(rule, visitor('2001:db9::1'))).toBe(false);
    expect(isRegionBlocked(rule, visitor('198.51.100.9'))).toBe(true);
    expect(isRegionBlocked(rule, visitor('198.51.100.10'))).toBe(false);
    expect(isRegionBlocked(rule, visitor('::ffff:203.0.113.7'))).toBe(true);
  });

  it('skips ranges it cannot parse instead of failing every request', () => {
    expect(parseIpRange('not-an-ip')).toBeNull();
    expect(isRegionBlocked({ blockedIpRanges: ['not-an-ip', '203.0.113.0/24'] }, visitor('203.0.113.1'))).toBe(true);
  });
});
