// Lint rules for values that name something: each must name something that exists (a time zone the runtime knows,
// a currency the ledger handles, a vendor of the game catalogue, a dialing code the platform knows), or the site
// fails at run time in front of players.
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { categoriesWithVendors } from '../../src/engine/game-categories.js';
import { countryByDialingCode } from '../domain/auth/mobile-number.js';
import { vendorCodesByCategory } from '../domain/catalogue/vendors.js';
import { currencyMinorUnits } from './currencies.js';
import type { LintFinding, LintInput, LintRule, LoadedConfigFile } from './lint-types.js';

function perMerchant(check: (m: LoadedConfigFile<MerchantConfig>) => LintFinding[]) {
  return (input: LintInput) => input.merchants.flatMap(check);
}

/** Edit distance, to suggest the value the operator most likely meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function closest(value: string, candidates: readonly string[]): string | undefined {
  return [...candidates].sort((x, y) => distance(value, x) - distance(value, y))[0];
}

/** What the runtime does with the value: Intl refuses a zone it does not know with a RangeError. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timezoneUnknown: LintRule = {
  id: 'timezone-unknown',
  severity: 'error',
  description: 'timezone is an IANA time zone the runtime knows (Intl), such as Asia/Phnom_Penh: every date of the member centre is computed in it.',
  fix: 'write an IANA zone name such as Asia/Phnom_Penh, Asia/Bangkok or Asia/Ho_Chi_Minh',
  check: perMerchant(({ file, config }) => {
    if (config.timezone === undefined || isKnownTimeZone(config.timezone)) return [];
    const guess = closest(config.timezone, Intl.supportedValuesOf('timeZone'));
    return [{ file, pointer: '/timezone', reason: `"${config.timezone}" is not a time zone the runtime knows`, fix: guess ? `did you mean "${guess}"?` : 'write an IANA zone name' }];
  }),
};

export const currencyUnknown: LintRule = {
  id: 'currency-unknown',
  severity: 'error',
  description: `currency.code is a currency the platform handles, with its minor units: ${Object.entries(currencyMinorUnits).map(([c, { minorUnits }]) => `${c} ${minorUnits}`).join(', ')}.`,
  fix: 'use one of the currencies listed in docs/onboarding.md with its minor units',
  check: perMerchant(({ file, config }) => {
    const { code, minorUnits } = config.currency;
    const known = currencyMinorUnits[code];
    if (!known) {
      const guess = closest(code, Object.keys(currencyMinorUnits));
      return [{ file, pointer: '/currency/code', reason: `"${code}" is not a currency the platform handles`, fix: `use one of ${Object.keys(currencyMinorUnits).join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}` }];
    }
    if (known.minorUnits !== minorUnits) {
      return [{ file, pointer: '/currency/minorUnits', reason: `${code} is kept in ${known.minorUnits} minor unit(s), not ${minorUnits}: every amount of the file and the ledger would be off by a factor of ${10 ** Math.abs(known.minorUnits - minorUnits)}`, fix: `set minorUnits to ${known.minorUnits}` }];
    }
    return [];
  }),
};

export const vendorUnknown: LintRule = {
  id: 'vendor-unknown',
  severity: 'error',
  description: 'Every vendor code under vendors is a vendor of the game catalogue for that category (e-sports and cockfight vendors may be listed under SPORTS, as the spec moves them); docs/onboarding.md lists them.',
  fix: 'use a vendor code the catalogue has for that category (docs/onboarding.md, Games)',
  check: perMerchant(({ file, config }) =>
    Object.entries(config.vendors).flatMap(([category, codes]) =>
      (codes ?? []).flatMap((code, i): LintFinding[] => {
        // Where the engine files the vendor (e-sports out of SPORTS), so the catalogue of that category decides.
        const landed = Object.entries(categoriesWithVendors({ [category]: [code] })).find(([, v]) => v.length > 0)?.[0];
        const known = landed ? (vendorCodesByCategory as Record<string, readonly string[]>)[landed] ?? [] : [];
        if (known.includes(code)) return [];
        const choices = (vendorCodesByCategory as Record<string, readonly string[]>)[category] ?? [];
        const guess = closest(code, choices);
        return [{ file, pointer: `/vendors/${category}/${i}`, reason: `${code} is not a ${category} vendor of the game catalogue, so the section would show no games`, fix: choices.length ? `use one of ${choices.join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}` : `${category} has no vendor in the catalogue: remove the list` }];
      }),
    ),
  ),
};

export const dialingCodeUnknown: LintRule = {
  id: 'dialing-code-unknown',
  severity: 'error',
  description: 'registerSettings dialing codes are codes the platform knows (a country for the picker), and the default one is among countryDialingCodes when that list is given.',
  fix: 'use a known dialing code such as +855, +66 or +84',
  check: perMerchant(({ file, config }) => {
    const out: LintFinding[] = [];
    const known = Object.keys(countryByDialingCode);
    const { countryDialingCodes = [], defaultCountryDialingCode } = config.registerSettings;
    countryDialingCodes.forEach((code, i) => {
      if (!known.includes(code)) out.push({ file, pointer: `/registerSettings/countryDialingCodes/${i}`, reason: `${code} is not a dialing code the platform knows`, fix: `use one of ${known.join(', ')}` });
    });
    if (defaultCountryDialingCode !== undefined) {
      if (!known.includes(defaultCountryDialingCode)) out.push({ file, pointer: '/registerSettings/defaultCountryDialingCode', reason: `${defaultCountryDialingCode} is not a dialing code the platform knows`, fix: `use one of ${known.join(', ')}` });
      else if (countryDialingCodes.length > 0 && !countryDialingCodes.includes(defaultCountryDialingCode)) {
        out.push({ file, pointer: '/registerSettings/defaultCountryDialingCode', reason: `${defaultCountryDialingCode} is not one of countryDialingCodes, so the picker cannot show it`, fix: `add ${defaultCountryDialingCode} to countryDialingCodes or pick one of them` });
      }
    }
    return out;
  }),
};

/** Every string of the file with its pointer, so a rule about a kind of value finds it wherever it is written. */
function strings(value: unknown, pointer = ''): { pointer: string; value: string }[] {
  if (typeof value === 'string') return [{ pointer, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${pointer}/${i}`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  return [];
}

export const assetPathMissing: LintRule = {
  id: 'asset-path-missing',
  severity: 'error',
  description: 'Any value of a merchant file that names a served file (/merchant-assets/CODE/FILE or /themes/CODE/FILE: a resource, a link, a path) names a file that exists; banner images (url and images) are checked by banner-asset-missing.',
  fix: 'add the file, or correct the path',
  check: ({ merchants, assetFiles }) =>
    merchants.flatMap(({ file, config }) =>
      strings(config)
        .filter(({ pointer }) => !/^\/banners\/\d+\/(url|images\/[^/]+)$/.test(pointer))
        .flatMap(({ pointer, value }): LintFinding[] => {
          const match = /^\/(merchant-assets|themes)\/([^/?#]+)\/([^?#]+)/.exec(value.trim());
          if (!match) return [];
          const [, kind, code, rest] = match;
          const onDisk = kind === 'themes' ? `themes/${code}/${rest}` : `merchants/${code}/assets/${rest}`;
          return assetFiles.has(onDisk) ? [] : [{ file, pointer, reason: `${value} is served from ${onDisk}, which does not exist`, fix: `add ${onDisk}, or correct the path` }];
        }),
    ),
};
