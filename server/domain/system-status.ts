// System status (spec P4.1-1): 1 when the merchant is in maintenance (wins over region), else 2 when the visitor is
// region-blocked, else 0. Pure: the caller supplies the visitor's IP and the country looked up for it.
import ipaddr from 'ipaddr.js';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { SystemStatusCode } from '../../src/engine/permission-data.js';
import { normalizeIp } from '../geo/country-lookup.js';

export type SystemStatus = (typeof SystemStatusCode)[keyof typeof SystemStatusCode];

export interface Visitor {
  ip: string;
  country: string | null;
}

type RegionRule = MerchantConfig['regionRestriction'];
type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

// Addresses that never belong to a country: a visitor on the LAN or on the server itself passes the country rules.
const LOCAL_RANGES = new Set(['private', 'loopback', 'linkLocal', 'uniqueLocal', 'unspecified', 'carrierGradeNat']);

export function parseIpRange(text: string): Range | null {
  try {
    if (text.includes('/')) return ipaddr.parseCIDR(text);
    const addr = ipaddr.parse(text);
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

export interface RegionMatcher {
  isBlocked(visitor: Visitor): boolean;
}

/** Decisions a compiled rule remembers. */
const maxRemembered = 10_000;

/** Compiles a merchant's rule once (CIDR parsing is not free); unparseable ranges are skipped. */
export function compileRegionRule(rule: RegionRule): RegionMatcher {
  const enabled = rule.enabled ?? true;
  const blockedCountries = new Set(rule.blockedCountries ?? []);
  const allowedCountries = new Set(rule.allowedCountries ?? []);
  const ranges = (rule.blockedIpRanges ?? []).map(parseIpRange).filter((r): r is Range => r !== null);
  // Each answer by address and country: parsing the address was about 5 % of a game list request's CPU, and a
  // visitor makes many calls from one address. Bounded: emptied when it reaches `maxRemembered`.
  const decided = new Map<string, boolean>();
  const decide = ({ ip, country }: Visitor): boolean => {
    const addr = normalizeIp(ip);
    if (addr && ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits))) return true;
    if (!addr || LOCAL_RANGES.has(addr.range())) return false;
    if (country !== null && blockedCountries.has(country)) return true;
    // An allow-list admits only the listed countries, so a public address of unknown country is refused too.
    if (allowedCountries.size > 0) return country === null || !allowedCountries.has(country);
    return false;
  };
  return {
    isBlocked(visitor) {
      if (!enabled) return false;
      const key = `${visitor.ip} ${visitor.country ?? ''}`;
      let blocked = decided.get(key);
      if (blocked === undefined) {
        if (decided.size >= maxRemembered) decided.clear();
        blocked = decide(visitor);
        decided.set(key, blocked);
      }
      return blocked;
    },
  };
}

const compiled = new WeakMap<RegionRule, RegionMatcher>();

export function isRegionBlocked(rule: RegionRule, visitor: Visitor): boolean {
  let matcher = compiled.get(rule);
  if (!matcher) {
    matcher = compileRegionRule(rule);
    compiled.set(rule, matcher);
  }
  return matcher.isBlocked(visitor);
}

export function systemStatus(merchant: Pick<MerchantConfig, 'status' | 'regionRestriction'>, visitor: Visitor): SystemStatus {
  if (merchant.status.mode === 'maintenance') return SystemStatusCode.maintenance;
  if (isRegionBlocked(merchant.regionRestriction, visitor)) return SystemStatusCode.regionBlocked;
  return SystemStatusCode.normal;
}
