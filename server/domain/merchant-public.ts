// The public views of a merchant's configuration: the permission data (decision 2) and the smaller answers built
// from the same parts. Secrets (social sign-in secrets, the well-known default password) never appear here.
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import type { PermissionData, PublicTheme, RegisterFieldRule } from '../../src/engine/permission-data.js';
import { resolveHomeSections } from '../../src/engine/home-composition.js';
import { resolveLayout } from '../../src/engine/theme-layout.js';
import type { RegisterSetting } from '../../src/engine/api/system.js';
import type { ImageFacts } from '../lib/image-facts.js';
import { definedValues } from '../lib/records.js';
import { publicLogo } from './merchant-brand.js';
import type { SystemStatus, Visitor } from './system-status.js';

const DEFAULT_TIMEZONE = 'Asia/Phnom_Penh';
const DEFAULT_DIALING_CODE = '+855';

/**
 * The theme as the site draws it for this merchant: its layout and home overrides applied (theme-layout.ts,
 * home-composition.ts) and its own logo in place of the theme's (merchant-brand.ts; `images` gives the files' sizes).
 */
export function publicTheme(theme: ThemeConfig, merchant?: Pick<MerchantConfig, 'code' | 'layout' | 'home' | 'brand'>, images?: ReadonlyMap<string, ImageFacts | null>): PublicTheme {
  const { $schema: _schema, schemaVersion: _version, logo: _logo, palettes, ...tokens } = structuredClone(theme);
  return {
    ...tokens,
    layout: resolveLayout(tokens.layout, merchant?.layout),
    home: { sections: resolveHomeSections(tokens.home.sections, merchant?.home) as ThemeConfig['home']['sections'] },
    logo: publicLogo(theme, merchant, images),
    palettes: { dark: { ...palettes.dark }, light: { ...palettes.light } },
  };
}

export function registerFieldRules(merchant: MerchantConfig): Record<string, RegisterFieldRule> {
  return definedValues(merchant.registerFieldRules);
}

export function registerSetting(merchant: MerchantConfig): RegisterSetting {
  const s = merchant.registerSettings;
  const defaultCode = s.defaultCountryDialingCode ?? DEFAULT_DIALING_CODE;
  return {
    registerFieldRules: registerFieldRules(merchant),
    showCaptcha: s.showCaptcha ?? false,
    mobilePasswordAllowed: s.mobilePasswordAllowed ?? true,
    defaultCountryDialingCode: defaultCode,
    countryDialingCodes: s.countryDialingCodes ?? [defaultCode],
  };
}

export function maintenanceInfo(merchant: MerchantConfig) {
  return {
    endsAt: merchant.status.maintenanceEndsAt ?? null,
    info: merchant.status.maintenanceInfo ? definedValues(merchant.status.maintenanceInfo) : null,
  };
}

export interface PermissionInputs {
  merchant: MerchantConfig;
  theme: ThemeConfig;
  visitor: Visitor;
  status: SystemStatus;
  /** Whether the region rules block this visitor, reported even when maintenance decides the status. */
  regionBlocked: boolean;
  encryptPath: (path: string) => string;
  customerServiceKey: string;
  encryptionPublicKey: string;
  /** The brand image files' facts (PlatformConfig.images), for the merchant logo's box. */
  images?: ReadonlyMap<string, ImageFacts | null>;
  /** Whether a social provider can sign anyone in here (its secret is set, its issuer exists); enabled ones only. */
  socialUsable?: (provider: SocialProviderName) => boolean;
}

export type SocialProviderName = 'telegram' | 'facebook' | 'google';

export function permissionData(inputs: PermissionInputs): PermissionData {
  const { merchant: m, visitor } = inputs;
  // A provider shows its icon only when it is on and can work: a button that can only answer "function not
  // enabled" (no secret in the environment, the development issuer in production) is worse than none.
  const usable = inputs.socialUsable ?? (() => true);
  const social = (name: SocialProviderName) => {
    const p = m.socialSignIn?.[name];
    return p?.enabled && usable(name) ? { clientId: p.clientId ?? '' } : null;
  };
  return {
    merchant: {
      code: m.code,
      name: m.name,
      currency: { ...m.currency },
      languages: [...m.languages],
      defaultLanguage: m.defaultLanguage,
      timezone: m.timezone ?? DEFAULT_TIMEZONE,
      defaultPalette: m.defaultPalette ?? 'dark',
      phoneNavigation: m.layout?.phoneNavigation ?? 'strip',
      mainDomain: m.mainDomain ?? m.domains[0],
      analyticsId: m.analyticsId ?? '',
    },
    theme: publicTheme(inputs.theme, m, inputs.images),
    status: inputs.status,
    maintenance: m.status.mode === 'maintenance',
    regionRestriction: inputs.regionBlocked,
    maintenanceInfo: maintenanceInfo(m),
    location: { ip: visitor.ip, country: visitor.country },
    whitelabel: m.whitelabel,
    registerFieldRules: registerFieldRules(m),
    customerService: m.customerService.map((cs) => ({
      csType: cs.csType,
      csPosition: cs.csPosition,
      title: definedValues(cs.title),
      path: inputs.encryptPath(cs.path),
    })),
    customerServiceKey: inputs.customerServiceKey,
    resources: Object.fromEntries((m.resources ?? []).map((r) => [r.id, { resourceType: r.resourceType, labelNameEn: r.labelNameEn, url: r.url }])),
    imageCDNs: [...(m.cdn?.imageCDNs ?? [])],
    launchGameCDNs: [...(m.cdn?.launchGameCDNs ?? [])],
    merchantWallet: { isSingle: m.wallet.isSingle },
    contract: {
      divtypereq: m.contract?.divtypereq ?? false,
      dailysalreqtype: m.contract?.dailysalreqtype ?? false,
      contracthoursalreq: m.contract?.contracthoursalreq ?? false,
      realtimesalreqtype: m.contract?.realtimesalreqtype ?? false,
    },
    socialSignIn: {
      telegram: social('telegram'),
      facebook: social('facebook'),
      google: social('google'),
    },
    vendors: definedValues<string[]>(m.vendors),
    encryptionPublicKey: inputs.encryptionPublicKey,
  };
}
