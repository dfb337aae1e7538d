// Visitor country from the IP-to-country database bundled in @ip-location-db/geo-whois-asn-country-mmdb: opened once
// at boot, read in memory, never a network call (decision 4).
import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';
import ipaddr from 'ipaddr.js';

/** ISO 3166-1 alpha-2 code, or null for private, loopback, reserved and unknown addresses. */
export type CountryLookup = (ip: string) => string | null;

export const bundledCountryDatabase = (): string =>
  createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');

/** IPv4-mapped IPv6 (::ffff:1.2.3.4, what a dual-stack socket reports) becomes plain IPv4; invalid input is null. */
export function normalizeIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(ip);
  } catch {
    return null;
  }
}

// This database's records are { country_code }, a shape mmdb-lib's GeoIP2 types do not describe: read it as unknown.
function countryCode(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('country_code' in record)) return null;
  return typeof record.country_code === 'string' ? record.country_code : null;
}

export function countryLookupFrom(reader: { get(ip: string): unknown }): CountryLookup {
  return (ip) => {
    const addr = normalizeIp(ip);
    return addr ? countryCode(reader.get(addr.toString())) : null;
  };
}

export async function openCountryLookup(file: string = bundledCountryDatabase()): Promise<CountryLookup> {
  const reader: Reader<Response> = await maxmind.open(file);
  return countryLookupFrom(reader);
}
