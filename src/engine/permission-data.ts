// The permission data: everything the site needs from the server before it renders (configuration, status, location,
// encryption key, CDN lists). The TypeBox schema is the one source for the server's response schema and the client's type.
import { Type, type Static } from '@sinclair/typebox';
import type { ThemeConfig } from './config-types';

export const LocalizedTextSchema = Type.Record(Type.String(), Type.String(), {
  description: 'Text per language code (km, en, zh); en is the fallback.',
});

export const WhitelabelNodeSchema = Type.Recursive((self) =>
  Type.Object({
    modId: Type.String(),
    enabled: Type.Boolean(),
    childrenNodes: Type.Optional(Type.Array(self)),
  }),
  { $id: 'WhitelabelNode' },
);

export const RegisterFieldRuleSchema = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  acceptedPattern: Type.Optional(Type.String()),
  patternId: Type.Optional(Type.String()),
});

const ColorPalette = Type.Record(Type.String(), Type.String());

/** A part of the theme as schemas/theme.schema.json defines it (validated there; served as it is). A plain `Any` here,
 * not `Type.Unsafe`, so TypeBox's Value.Check and Value.Errors can walk the whole answer; `PublicTheme` below gives
 * these parts their types from ThemeConfig. */
const themePart = (description: string) => Type.Any({ description });
type ThemeParts = 'typography' | 'density' | 'borders' | 'shadows' | 'motion' | 'components' | 'layout' | 'home';

export const PublicThemeSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  logo: Type.Object({
    dark: Type.String({ description: 'URL of the dark-palette logo: the merchant\'s own (/merchant-assets/CODE/FILE) when it has one, else the theme\'s' }),
    light: Type.String({ description: 'URL of the light-palette logo' }),
    width: Type.Integer({ description: 'Box reserved for the dark logo, in CSS pixels (from the file\'s proportions for a merchant logo)' }),
    height: Type.Integer(),
    lightSize: Type.Optional(Type.Object({ width: Type.Integer(), height: Type.Integer() }, { description: 'Box of the light logo when it differs from the dark one\'s' })),
    alt: Type.Optional(LocalizedTextSchema),
  }),
  typography: themePart('Type tokens: families, scale (rem), weights, line heights'),
  density: themePart('compact, regular or spacious'),
  radius: Type.Object({ small: Type.Integer(), medium: Type.Integer(), large: Type.Integer() }),
  borders: themePart('Border width'),
  shadows: themePart('Elevation levels low, medium, high'),
  motion: themePart('Durations (ms) and easing'),
  components: themePart('Component styles: button, gameTile, input, badge, winnerBoard, marquee'),
  layout: themePart('Layout variants: header, side menu, footer'),
  home: themePart('The home page\'s sections in order, with their settings'),
  palettes: Type.Object({ dark: ColorPalette, light: ColorPalette }),
});

export { PERMISSION_DATA_ID, SystemStatusCode } from './permission-ids';

export const PermissionDataSchema = Type.Object({
  merchant: Type.Object({
    code: Type.String(),
    name: Type.String(),
    currency: Type.Object({ code: Type.String(), symbol: Type.String(), minorUnits: Type.Integer() }),
    languages: Type.Array(Type.String()),
    defaultLanguage: Type.String(),
    timezone: Type.String(),
    defaultPalette: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
    phoneNavigation: Type.Union([Type.Literal('strip'), Type.Literal('bottomBar')], { description: 'Below 600 px: the top navigation strip, or the bottom bar (merchant layout.phoneNavigation)' }),
    mainDomain: Type.String(),
    analyticsId: Type.String(),
  }),
  theme: PublicThemeSchema,
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 normal, 1 maintenance (wins over region), 2 region-blocked' }),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  maintenanceInfo: Type.Object({ endsAt: Type.Union([Type.String(), Type.Null()]), info: Type.Union([LocalizedTextSchema, Type.Null()]) }),
  location: Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
  whitelabel: Type.Array(WhitelabelNodeSchema),
  registerFieldRules: Type.Record(Type.String(), RegisterFieldRuleSchema),
  customerService: Type.Array(Type.Object({
    csType: Type.String(),
    csPosition: Type.String(),
    title: LocalizedTextSchema,
    path: Type.String({ description: 'AES-GCM encrypted path, base64 of iv followed by ciphertext; see customerServiceKey' }),
  })),
  customerServiceKey: Type.String({ description: 'base64 raw AES-GCM key that decrypts customerService paths' }),
  resources: Type.Record(Type.String(), Type.Object({ resourceType: Type.String(), labelNameEn: Type.String(), url: Type.String() })),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  merchantWallet: Type.Object({ isSingle: Type.Boolean() }),
  contract: Type.Object({
    divtypereq: Type.Boolean(),
    dailysalreqtype: Type.Boolean(),
    contracthoursalreq: Type.Boolean(),
    realtimesalreqtype: Type.Boolean(),
  }),
  socialSignIn: Type.Object({
    telegram: Type.Union([Type.Object({ clientId: Type.String() }), Type.Null()]),
    facebook: Type.Union([Type.Object({ clientId: Type.String() }), Type.Null()]),
    google: Type.Union([Type.Object({ clientId: Type.String() }), Type.Null()]),
  }),
  vendors: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Vendor codes per category as configured (before e-sports and cockfight are moved out of SPORTS)' }),
  encryptionPublicKey: Type.String({ description: 'RSA-OAEP SHA-256 public key, SPKI DER in base64, wrapping the AES key of (E) bodies' }),
});

export type PermissionData = Omit<Static<typeof PermissionDataSchema>, 'theme'> & { theme: PublicTheme };
export type WhitelabelNode = Static<typeof WhitelabelNodeSchema>;
export type RegisterFieldRule = Static<typeof RegisterFieldRuleSchema>;
export type PublicTheme = Omit<Static<typeof PublicThemeSchema>, ThemeParts> & Pick<ThemeConfig, ThemeParts>;
export type LocalizedText = Static<typeof LocalizedTextSchema>;

/** The response envelope of every API answer. `code` is a stable message key translated on the client. */
export const envelope = <T extends import('@sinclair/typebox').TSchema>(value: T) =>
  Type.Object({ success: Type.Boolean(), code: Type.Optional(Type.String()), message: Type.Optional(Type.String()), value: Type.Optional(value) });
export type Envelope<T> = { success: boolean; code?: string; message?: string; value?: T };
