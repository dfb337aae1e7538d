// The theme editor's draft on the server (docs/preview.md, "Theme editor"): the saved theme with the draft's merge
// patch applied, the merchant with the draft's layout and home, and the problems merchants:check would report for
// them (the schemas, then the theme rules such as theme-contrast and theme-ui-contrast with their fix lines).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MerchantConfig, ThemeConfig } from '../../../src/engine/config-types.js';
import { applyMergePatch } from '../../../src/engine/json-merge-patch.js';
import type { PreviewDraft } from '../../../src/engine/preview-view.js';
import type { PlatformConfig } from '../../config/load-config.js';
import { lintRules } from '../../config/lint-rules.js';
import type { ConfigProblem, LintInput } from '../../config/lint-types.js';
import { schemaProblems } from '../../config/schema-problems.js';

export const themeFileOf = (code: string) => `themes/${code}/theme.json`;
export const merchantFileOf = (code: string) => `merchants/${code}/merchant.json`;

/** The merchant with the draft's layout and home in place of its file's (a part the draft leaves out is removed). */
export function draftMerchant(merchant: MerchantConfig, draft: PreviewDraft | undefined): MerchantConfig {
  if (!draft?.merchant) return merchant;
  const { layout: _layout, home: _home, ...rest } = merchant;
  const { layout, home } = draft.merchant as Pick<MerchantConfig, 'layout' | 'home'>;
  return { ...rest, ...(layout ? { layout } : {}), ...(home ? { home } : {}) } as MerchantConfig;
}

/** The saved theme with the draft's patch applied (the saved theme itself without a draft). */
export function draftTheme(theme: ThemeConfig, draft: PreviewDraft | undefined): ThemeConfig {
  return draft?.theme ? applyMergePatch(theme, draft.theme) : theme;
}

// Rules about a theme's own values; theme-logo-missing needs the folder's files, which a draft has not got yet (the
// export says to copy the logo files when the code changes).
const draftRules = lintRules.filter((rule) => /^(theme|home|section|font)-/.test(rule.id) && rule.id !== 'theme-logo-missing');

export interface DraftOutcome {
  theme: ThemeConfig;
  merchant: MerchantConfig;
  problems: ConfigProblem[];
}

/** themeCode: the bundled theme the draft patches (a theme demo), default the merchant's own. */
export type DraftChecker = (platform: PlatformConfig, merchantCode: string, draft: PreviewDraft, themeCode?: string) => DraftOutcome | null;

/** Compiles the two schemas once; the checker answers null for a merchant (or theme) the configuration does not have. */
export async function createDraftChecker(rootDir: string): Promise<DraftChecker> {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const read = async (name: string) => JSON.parse(await readFile(path.join(rootDir, 'schemas', name), 'utf8')) as object;
  const theme: ValidateFunction = ajv.compile(await read('theme.schema.json'));
  const merchant: ValidateFunction = ajv.compile(await read('merchant.schema.json'));

  return (platform, merchantCode, draft, themeCode) => {
    const savedMerchant = platform.merchants.get(merchantCode);
    const savedTheme = savedMerchant ? platform.themes.get(themeCode ?? savedMerchant.theme) : undefined;
    if (!savedMerchant || !savedTheme) return null;
    const outcome = { theme: draftTheme(savedTheme, draft), merchant: draftMerchant(savedMerchant, draft) };
    const themeFile = themeFileOf(typeof outcome.theme.code === 'string' ? outcome.theme.code : savedTheme.code);
    const merchantFile = merchantFileOf(merchantCode);
    const problems: ConfigProblem[] = [];
    if (!theme(outcome.theme)) problems.push(...schemaProblems(themeFile, theme.errors ?? []));
    // Only the parts the draft writes: the rest of the file is as the loader accepted it.
    if (!merchant(outcome.merchant)) {
      problems.push(...schemaProblems(merchantFile, (merchant.errors ?? []).filter((e) => /^\/(layout|home)(\/|$)/.test(e.instancePath) || /^(layout|home)$/.test(String(e.params.additionalProperty ?? '')))));
    }
    if (problems.length > 0) return { ...outcome, problems };
    // The merchant names the draft's theme, as the export writes it (a renamed theme, or another one picked).
    const input: LintInput = {
      merchants: [{ file: merchantFile, folder: merchantCode, config: { ...outcome.merchant, theme: outcome.theme.code } }],
      themes: [{ file: themeFile, folder: outcome.theme.code, config: outcome.theme }],
      themeFolders: new Set([outcome.theme.code]),
      rejectedMerchantFiles: 0,
      validationMessages: new Map(),
      assetFiles: new Set(),
      images: platform.images ?? new Map(),
    };
    for (const rule of draftRules) {
      for (const f of rule.check(input)) problems.push({ file: f.file, pointer: f.pointer, reason: f.reason, rule: rule.id, severity: rule.severity, fix: f.fix ?? rule.fix });
    }
    return { ...outcome, problems };
  };
}
