// Lint rules across files: codes and folders, themes referenced by merchants, domains, the default merchant.
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { hostKey } from './host-names.js';
import type { LintFinding, LintRule, LoadedConfigFile } from './lint-types.js';

export const codeFolderMismatch: LintRule = {
  id: 'code-folder-mismatch',
  severity: 'error',
  description: 'The code inside a merchant or theme file equals the name of its folder, which is how URLs and references find it.',
  fix: 'rename the folder or set code to the folder name',
  check: ({ merchants, themes }) =>
    [...merchants, ...themes]
      .filter((f) => f.config.code !== f.folder)
      .map((f) => ({
        file: f.file,
        pointer: '/code',
        reason: `code "${f.config.code}" must equal the folder name "${f.folder}"`,
        fix: `set code to "${f.folder}" or rename the folder to "${f.config.code}"`,
      })),
};

export const themeMissing: LintRule = {
  id: 'theme-missing',
  severity: 'error',
  description: 'A merchant names a theme that exists under themes/.',
  fix: 'set theme to an existing folder under themes/ or create the theme (npm run merchant:new -- CODE --from SRC --theme NEW)',
  check: ({ merchants, themeFolders }) =>
    merchants
      .filter((m) => !themeFolders.has(m.config.theme))
      .map((m) => ({
        file: m.file,
        pointer: '/theme',
        reason: `theme "${m.config.theme}" does not exist under themes/`,
        fix: `use one of: ${[...themeFolders].sort().join(', ') || '(no theme yet)'}, or create themes/${m.config.theme}/theme.json`,
      })),
};

/** Every host name a merchant answers for or hands out: its domains, its mainDomain and its domainRoutes. */
function hostClaims(m: LoadedConfigFile<MerchantConfig>): { host: string; written: string; pointer: string }[] {
  const { domains, mainDomain, domainRoutes } = m.config;
  return [
    ...domains.map((d, i) => ({ written: d, pointer: `/domains/${i}` })),
    ...(mainDomain !== undefined ? [{ written: mainDomain, pointer: '/mainDomain' }] : []),
    ...(domainRoutes ?? []).map((r, i) => ({ written: r.domain, pointer: `/domainRoutes/${i}/domain` })),
  ].map((c) => ({ ...c, host: hostKey(c.written) }));
}

export const domainClaimedTwice: LintRule = {
  id: 'domain-claimed-twice',
  severity: 'error',
  description:
    'A host name belongs to one merchant only, across domains, mainDomain and domainRoutes, compared in lower case without port or trailing dot (basic.localhost:8470 is basic.localhost). Both files are named, the one changed last first.',
  fix: 'remove the domain from one of the two merchants',
  check: ({ merchants, modifiedAt }) => {
    const claimed = new Map<string, { m: LoadedConfigFile<MerchantConfig>; written: string; pointer: string }>();
    const out: LintFinding[] = [];
    const age = (m: LoadedConfigFile<MerchantConfig>) => modifiedAt?.get(m.file) ?? 0;
    for (const m of merchants) {
      for (const claim of hostClaims(m)) {
        const first = claimed.get(claim.host);
        if (!first) {
          claimed.set(claim.host, { m, ...claim });
          continue;
        }
        if (first.m === m) continue;
        const here = { m, ...claim };
        // The file edited last is most likely the one that brought the clash; on a tie, the later in load order.
        const [newer, older] = age(first.m) > age(m) ? [first, here] : [here, first];
        const same = newer.written === older.written ? '' : ` (written "${older.written}" there)`;
        out.push(
          { file: newer.m.file, pointer: newer.pointer, reason: `host "${claim.host}" is also claimed by merchant "${older.m.config.code}" at ${older.m.file} ${older.pointer}${same}`, fix: `remove "${newer.written}" here, or from ${older.m.file} ${older.pointer}` },
          { file: older.m.file, pointer: older.pointer, reason: `host "${claim.host}" is also claimed by merchant "${newer.m.config.code}" at ${newer.m.file} ${newer.pointer}, the file changed last`, fix: `remove "${newer.written}" from ${newer.m.file}, or "${older.written}" here` },
        );
      }
    }
    return out;
  },
};

export const defaultMerchant: LintRule = {
  id: 'default-merchant',
  severity: 'error',
  description: 'Exactly one merchant sets isDefault; it serves hosts that match no merchant\'s domains.',
  fix: 'set "isDefault": true on exactly one merchant',
  check: ({ merchants, rejectedMerchantFiles }) => {
    const defaults = merchants.filter((m) => m.config.isDefault === true);
    if (merchants.length === 0 && rejectedMerchantFiles === 0) {
      return [{ file: 'merchants/', pointer: '', reason: 'no merchant found', fix: 'create one with npm run merchant:new -- CODE --from demo, or restore merchants/' }];
    }
    if (defaults.length > 1) {
      return defaults.map((m) => ({
        file: m.file,
        pointer: '/isDefault',
        reason: `exactly one merchant must set isDefault (found ${defaults.length}: ${defaults.map((d) => d.config.code).join(', ')})`,
        fix: 'keep isDefault true on one merchant and set it false on the others',
      }));
    }
    // With a rejected file the default may be the one that failed; its schema problems are reported instead.
    if (defaults.length === 0 && rejectedMerchantFiles === 0) {
      return [{ file: 'merchants/', pointer: '/isDefault', reason: 'exactly one merchant must set isDefault (found 0)', fix: 'set "isDefault": true on the merchant that serves unknown hosts' }];
    }
    return [];
  },
};
