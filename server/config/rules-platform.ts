// Lint rules across files: codes and folders, themes referenced by merchants, domains, the default merchant.
import type { LintFinding, LintRule } from './lint-types.js';

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

export const domainClaimedTwice: LintRule = {
  id: 'domain-claimed-twice',
  severity: 'error',
  description: 'A host name resolves to one merchant only.',
  fix: 'remove the domain from one of the two merchants',
  check: ({ merchants }) => {
    const claimed = new Map<string, string>();
    const out: LintFinding[] = [];
    for (const m of merchants) {
      m.config.domains.forEach((d, i) => {
        const other = claimed.get(d);
        if (other) out.push({ file: m.file, pointer: `/domains/${i}`, reason: `domain "${d}" is also claimed by merchant "${other}"`, fix: `remove "${d}" here or from merchant "${other}"` });
        else claimed.set(d, m.config.code);
      });
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
