// Lint rules within one merchant file: languages, features against vendors, customer service, banners.
import path from 'node:path';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { allVendors, categoryVendors, featureState, routeGap } from './merchant-facts.js';
import type { LintFinding, LintInput, LintRule, LoadedConfigFile } from './lint-types.js';

type Banner = NonNullable<MerchantConfig['banners']>[number];

/** Runs check on every merchant that passed the schema. */
function perMerchant(check: (m: LoadedConfigFile<MerchantConfig>, input: LintInput) => LintFinding[]) {
  return (input: LintInput) => input.merchants.flatMap((m) => check(m, input));
}

export const defaultLanguageNotOffered: LintRule = {
  id: 'default-language-not-offered',
  severity: 'error',
  description: 'The default language is one of the languages the merchant offers.',
  fix: 'add defaultLanguage to languages or pick one of languages',
  check: perMerchant(({ file, config }) =>
    config.languages.includes(config.defaultLanguage)
      ? []
      : [{ file, pointer: '/defaultLanguage', reason: `"${config.defaultLanguage}" is not one of languages (${config.languages.join(', ')})`, fix: `set defaultLanguage to one of ${config.languages.join(', ')} or add "${config.defaultLanguage}" to languages` }],
  ),
};

/** Features that only make sense with games to play. */
const featuresNeedingGames: { modId: string; what: string }[] = [
  { modId: 'FREEPLAY', what: 'free play lets visitors try games' },
  { modId: 'MANPLAYREB3', what: 'manual rebate pays back on bets' },
];

export const categoryWithoutVendors: LintRule = {
  id: 'category-without-vendors',
  severity: 'error',
  description:
    'A feature or link that leads to a game section has vendors behind it: banner and resource routes to a category page or lottery lobby, free play and manual rebate, and a wallet per vendor.',
  fix: 'add vendors to the category under vendors, or turn the feature off, or point the link elsewhere',
  check: perMerchant(({ file, config }) => {
    const out: LintFinding[] = [];
    (config.banners ?? []).forEach((b, i) => {
      const gap = b.linkageType === 'ROUTE' && b.linkage ? routeGap(config, b.linkage) : null;
      if (gap) out.push({ file, pointer: `/banners/${i}/linkage`, reason: `banner "${b.id}" links to ${gap}`, fix: 'link the banner to a section this merchant offers, or add vendors to that category' });
    });
    (config.resources ?? []).forEach((r, i) => {
      const gap = routeGap(config, r.url);
      if (gap) out.push({ file, pointer: `/resources/${i}/url`, reason: `resource "${r.id}" links to ${gap}`, fix: 'point the resource at a section this merchant offers, or add vendors to that category' });
    });
    const vendors = allVendors(config);
    for (const { modId, what } of featuresNeedingGames) {
      const state = featureState(config, modId);
      if (state.on && vendors.length === 0) out.push({ file, pointer: state.pointer, reason: `${modId} is on but the merchant has no game vendors (${what})`, fix: `add vendors, or set ${modId} enabled to false` });
    }
    const transferable = Object.entries(categoryVendors(config)).filter(([c]) => c !== 'INHOUSE').flatMap(([, v]) => v);
    if (!config.wallet.isSingle && transferable.length === 0) {
      out.push({ file, pointer: '/wallet/isSingle', reason: 'a wallet per vendor is configured but no outside vendor has a wallet to transfer to', fix: 'set wallet.isSingle to true, or add vendors' });
    }
    return out;
  }),
};

/** Site paths the customer-service window may open besides http(s) URLs. */
function pathProblem(csPath: string, helpIds: Set<string>): string | null {
  const trimmed = csPath.trim();
  if (trimmed === '') return 'path is blank';
  if (trimmed.startsWith('/')) {
    const url = new URL(trimmed, 'http://site.invalid');
    const anchor = url.hash.slice(1);
    if (url.pathname === '/help' && anchor && !helpIds.has(anchor)) return `path ${trimmed} points at help article "${anchor}", which helpCenter does not have`;
    return null;
  }
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
    return `path ${trimmed} uses ${url.protocol}, which the 440 by 750 window cannot open`;
  } catch {
    return `path ${trimmed} is neither a site path (/help#contact) nor an http(s) URL`;
  }
}

export const customerServicePathMissing: LintRule = {
  id: 'customer-service-path-missing',
  severity: 'error',
  description:
    'Every customer-service channel opens something: a site path (a /help#ID anchor must be a help article) or an http(s) URL; and there is at least one channel, because the maintenance and region pages open the first.',
  fix: 'give the channel a path such as /help#contact or https://t.me/your_support',
  check: perMerchant(({ file, config }) => {
    if (config.customerService.length === 0) {
      return [{ file, pointer: '/customerService', reason: 'no customer-service channel: the maintenance and region pages\' button has nothing to open', fix: 'add an entry with csType, csPosition, title and path' }];
    }
    const helpIds = new Set((config.helpCenter ?? []).map((h) => h.id));
    return config.customerService.flatMap((cs, i) => {
      const problem = pathProblem(cs.path, helpIds);
      return problem ? [{ file, pointer: `/customerService/${i}/path`, reason: `${cs.csPosition}: ${problem}` }] : [];
    });
  }),
};

/**
 * Where the site shows each banner group. The home carousel, the side menu and the login popup are always there;
 * the registration popup only when a registration method is on; w_popup1 shows in the announcement popup, which
 * opens only for merchants with popup announcements (type PU).
 */
const conditionalBannerGroups: Partial<Record<Banner['groupName'], { place: string; shown: (m: MerchantConfig) => boolean; fix: string }>> = {
  w_register: {
    place: 'the registration popup, and registration is off (REGISTER with USERNAMEREG or MOBILEREG)',
    shown: (m) => featureState(m, 'REGISTER').on && (featureState(m, 'USERNAMEREG').on || featureState(m, 'MOBILEREG').on),
    fix: 'remove the banner or turn a registration method on',
  },
  w_popup1: {
    place: 'the announcement popup, and the merchant has no popup announcement (type PU)',
    shown: (m) => (m.announcements ?? []).some((a) => a.type === 'PU'),
    fix: 'remove the banner or add a popup announcement (type PU)',
  },
};

export const bannerGroupUnused: LintRule = {
  id: 'banner-group-unused',
  severity: 'error',
  description:
    'A banner belongs to a group a page shows for this merchant: w_home (home carousel), w_leftmenu (side menu) and w_login (login popup) always; w_register only with a registration method on; w_popup1 only with a popup announcement.',
  fix: 'remove the banner or turn on the page that shows its group',
  check: perMerchant(({ file, config }) =>
    (config.banners ?? []).flatMap((b, i) => {
      const group = conditionalBannerGroups[b.groupName];
      return !group || group.shown(config) ? [] : [{ file, pointer: `/banners/${i}/groupName`, reason: `banner "${b.id}" is in ${b.groupName}, shown by ${group.place}`, fix: group.fix }];
    }),
  ),
};

export const bannerAssetMissing: LintRule = {
  id: 'banner-asset-missing',
  severity: 'error',
  description: 'A banner image (url, and each language\'s in images) is a file of the merchant\'s own assets folder: /merchant-assets/CODE/FILE is served from merchants/CODE/assets/FILE.',
  fix: 'put the image in merchants/CODE/assets/ and set url to /merchant-assets/CODE/FILE',
  check: perMerchant(({ file, config }, { assetFiles }) =>
    (config.banners ?? []).flatMap((b, i) => {
      const prefix = `/merchant-assets/${config.code}/`;
      // The default image and each language's own (images), each a file of the merchant's assets.
      const images: [string, string][] = [[`/banners/${i}/url`, b.url], ...Object.entries(b.images ?? {}).flatMap(([language, url]): [string, string][] => (url === undefined ? [] : [[`/banners/${i}/images/${language}`, url]]))];
      return images.flatMap(([pointer, url]) => {
        const normal = path.posix.normalize(url);
        if (!normal.startsWith(prefix)) {
          return [{ file, pointer, reason: `banner "${b.id}" image ${url} is not under ${prefix}`, fix: `copy the image to merchants/${config.code}/assets/ and use ${prefix}FILE` }];
        }
        const onDisk = `merchants/${config.code}/assets/${normal.slice(prefix.length)}`;
        return assetFiles.has(onDisk) ? [] : [{ file, pointer, reason: `banner "${b.id}" image ${onDisk} does not exist`, fix: `add ${onDisk} (npx tsx scripts/generate-banners.ts draws placeholders)` }];
      });
    }),
  ),
};
