// The merchants as the console offers them: choices (languages, flags, field rules) and what explain mode needs
// (theme palettes, vendors, social sign-in), read from the configuration being served now.
import type { PlatformConfig } from '../../config/load-config.js';
import { definedValues } from '../../lib/records.js';
import type { PreviewMerchant } from '../../../src/engine/preview-view.js';

export function previewCatalogue(platform: PlatformConfig): PreviewMerchant[] {
  return [...platform.merchants.values()].map((m) => {
    const theme = platform.themes.get(m.theme)!;
    return {
      code: m.code,
      name: m.name,
      languages: [...m.languages],
      defaultLanguage: m.defaultLanguage,
      defaultPalette: m.defaultPalette ?? 'dark',
      status: m.status.mode,
      theme: { code: theme.code, name: theme.name, palettes: { dark: { ...theme.palettes.dark }, light: { ...theme.palettes.light } } },
      whitelabel: m.whitelabel,
      registerFieldRules: definedValues(m.registerFieldRules),
      vendors: definedValues<string[]>(m.vendors),
      socialSignIn: Object.entries(m.socialSignIn ?? {}).filter(([, p]) => p?.enabled).map(([name]) => name),
    };
  });
}
