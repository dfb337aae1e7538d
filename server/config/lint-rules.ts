// The configuration linter: every rule with its stable id, and the runner the loader (server and CLI) calls.
// Rules are pure functions of LintInput; the loader gathers the input (files, locales, assets) beforehand.
import type { ConfigProblem, LintInput, LintRule, RuleInfo } from './lint-types.js';
import { codeFolderMismatch, defaultMerchant, domainClaimedTwice, themeMissing } from './rules-platform.js';
import {
  bannerAssetMissing,
  bannerGroupUnused,
  categoryWithoutVendors,
  customerServicePathMissing,
  defaultLanguageNotOffered,
} from './rules-merchant.js';
import { rebateRateWithinLimit, registerFieldLengthsOrdered } from './rules-bounds.js';
import { featureWithoutData } from './rules-features.js';
import { customerServiceKindPath, idsUnique } from './rules-ids.js';
import { patternMessageMissing } from './rules-messages.js';
import { assetPathMissing, currencyUnknown, dialingCodeUnknown, timezoneUnknown, vendorUnknown } from './rules-names.js';
import { textEmpty, textLanguageMissing } from './rules-texts.js';
import { paymentLimitsOrdered, withdrawalBankCodesUnique } from './rules-payments.js';
import { themeContrast, themeEasing, themeLogoMissing, themeUiContrast } from './rules-theme.js';
import { vipFirstLevelBonus, vipLevelsAscending } from './rules-vip.js';
import { brandAssetMissing, brandAssetType } from './rules-brand.js';

export type { LintInput, LintRule, RuleInfo } from './lint-types.js';

/** Problems the loader itself finds before any rule runs. */
export const loaderRules = {
  invalidJson: { id: 'invalid-json', severity: 'error', description: 'The file is valid JSON.', fix: 'fix the JSON syntax at the position given (a trailing comma or a missing quote is the usual cause)' },
  schema: { id: 'schema', severity: 'error', description: 'The file follows its JSON Schema (schemas/merchant.schema.json or schemas/theme.schema.json).', fix: 'see docs/merchant-config.md for the property' },
  schemaVersionDeprecated: {
    id: 'schema-version-deprecated',
    severity: 'warning',
    description: 'The file is written for an older schemaVersion; it is migrated on load, and served, with this warning.',
    fix: 'run npm run merchants:check -- --fix to rewrite it in the current version',
  },
} as const satisfies Record<string, RuleInfo>;

export const lintRules: LintRule[] = [
  codeFolderMismatch,
  themeMissing,
  defaultMerchant,
  domainClaimedTwice,
  defaultLanguageNotOffered,
  categoryWithoutVendors,
  patternMessageMissing,
  customerServicePathMissing,
  bannerGroupUnused,
  bannerAssetMissing,
  themeContrast,
  themeUiContrast,
  themeEasing,
  themeLogoMissing,
  brandAssetMissing,
  brandAssetType,
  vipLevelsAscending,
  vipFirstLevelBonus,
  withdrawalBankCodesUnique,
  paymentLimitsOrdered,
  featureWithoutData,
  timezoneUnknown,
  currencyUnknown,
  vendorUnknown,
  dialingCodeUnknown,
  textEmpty,
  textLanguageMissing,
  registerFieldLengthsOrdered,
  rebateRateWithinLimit,
  idsUnique,
  customerServiceKindPath,
  assetPathMissing,
];

/** Every rule id with its severity, description and default fix, for docs and --json consumers. */
export const allRules: RuleInfo[] = [...Object.values(loaderRules), ...lintRules].map(({ id, severity, description, fix }) => ({ id, severity, description, fix }));

export function lintPlatform(input: LintInput, rules: LintRule[] = lintRules): ConfigProblem[] {
  return rules.flatMap((rule) =>
    rule.check(input).map((f) => ({ file: f.file, pointer: f.pointer, reason: f.reason, rule: rule.id, severity: rule.severity, fix: f.fix ?? rule.fix })),
  );
}
