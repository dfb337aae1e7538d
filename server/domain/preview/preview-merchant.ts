// The merchant as a preview shows it: the stored configuration with the view's status, flags, field rules,
// language and palette laid over it. Every route reads request.merchant, so the permission data, the status poll and
// the registration settings of a preview request all agree without each knowing about previews.
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { applyFieldOverrides, applyFlagOverrides, type PreviewView } from '../../../src/engine/preview-view.js';

/** Blocks every address, private and loopback ones included (ranges are checked before the local exemption). */
const EVERY_ADDRESS = ['0.0.0.0/0', '::/0'];

export function previewMerchant(merchant: MerchantConfig, view: PreviewView): MerchantConfig {
  const languages: readonly string[] = merchant.languages;
  return {
    ...merchant,
    defaultLanguage: languages.includes(view.language) ? (view.language as MerchantConfig['defaultLanguage']) : merchant.defaultLanguage,
    defaultPalette: view.palette,
    status: { ...merchant.status, mode: view.status === 'maintenance' ? 'maintenance' : 'normal' },
    // "normal" means the site as an admitted visitor sees it, whatever the staff member's own address.
    regionRestriction: view.status === 'region' ? { enabled: true, blockedIpRanges: EVERY_ADDRESS } : { ...merchant.regionRestriction, enabled: false },
    whitelabel: applyFlagOverrides(merchant.whitelabel, view.flags),
    registerFieldRules: applyFieldOverrides(merchant.registerFieldRules, view.fields),
    // A theme demo: the merchant's own layout and home overrides still apply on top of the other theme.
    theme: view.theme ?? merchant.theme,
  };
}

export type PreviewViewProblem = 'unknown_merchant' | 'unsupported_language' | 'unknown_theme';

/** Why a view cannot be previewed against the current configuration, or null. */
export function previewViewProblem(merchants: ReadonlyMap<string, MerchantConfig>, view: PreviewView, themes: ReadonlySet<string> = new Set()): PreviewViewProblem | null {
  const merchant = merchants.get(view.merchant);
  if (!merchant) return 'unknown_merchant';
  if (!(merchant.languages as readonly string[]).includes(view.language)) return 'unsupported_language';
  if (view.theme !== undefined && !themes.has(view.theme)) return 'unknown_theme';
  return null;
}
