// What a preview shows (merchant, language, palette, status, login state, flag and field-rule overrides) as one
// TypeBox schema: the console sends it, the server stores and applies it, and the share link carries it.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { RegisterFieldRuleSchema, WhitelabelNodeSchema, type WhitelabelNode } from './permission-data';



/**
 * The theme editor's draft (docs/theming.md, "make a brand in the editor"): a JSON merge patch over the merchant's
 * saved theme, and the merchant's own layout and home as its merchant.json would hold them. The server checks the
 * result against the theme and merchant schemas before it stores the view (TypeBox only bounds the shape here).
 */
export const PreviewDraftSchema = Type.Object(
  {
    theme: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z$][A-Za-z0-9]{0,40}$' }), Type.Unknown(), { maxProperties: 20, description: 'JSON merge patch over the saved theme' })),
    merchant: Type.Optional(Type.Object(
      { layout: Type.Optional(Type.Unknown()), home: Type.Optional(Type.Unknown()) },
      { additionalProperties: false, description: 'The merchant file\'s layout and home as the draft writes them (replacing the file\'s)' },
    )),
  },
  { additionalProperties: false },
);
export type PreviewDraft = Static<typeof PreviewDraftSchema>;

/** Overrides are kept apart from the merchant's values so the share link stays short and the stored files untouched. */
export const PreviewViewSchema = Type.Object(
  {
    merchant: Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'Merchant code' }),
    language: Type.String({ pattern: '^[a-z]{2,3}$' }),
    palette: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
    status: Type.Union([Type.Literal('normal'), Type.Literal('maintenance'), Type.Literal('region')]),
    login: Type.Union([Type.Literal('visitor'), Type.Literal('member'), Type.Literal('trial'), Type.Literal('agent')]),
    flags: Type.Record(Type.String({ pattern: '^[A-Z0-9_]{1,40}$' }), Type.Boolean(), {
      maxProperties: 200,
      description: 'Whitelabel modId -> enabled, for the nodes whose value differs from the merchant file',
    }),
    fields: Type.Record(Type.String({ pattern: '^[A-Za-z]{1,40}$' }), Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() }, { additionalProperties: false }), {
      maxProperties: 40,
      description: 'Register field name -> shown and required, for the rules that differ from the merchant file',
    }),
    path: Type.String({ pattern: '^/[\\x21-\\x7e]{0,200}$', description: 'The page the frame opens' }),
    theme: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'A bundled theme to show the merchant in instead of its own (a demo of the theme)' })),
    draft: Type.Optional(PreviewDraftSchema),
  },
  { additionalProperties: false },
);
export type PreviewView = Static<typeof PreviewViewSchema>;
export type PreviewStatus = PreviewView['status'];
export type PreviewLoginState = PreviewView['login'];

// The console's choices, in the order it offers them; `satisfies` keeps them in step with the schema.
export const PREVIEW_STATUSES = ['normal', 'maintenance', 'region'] as const satisfies readonly PreviewStatus[];
export const PREVIEW_LOGIN_STATES = ['visitor', 'member', 'trial', 'agent'] as const satisfies readonly PreviewLoginState[];
export const PREVIEW_PALETTES = ['dark', 'light'] as const satisfies readonly PreviewView['palette'][];

/** The console's whole state as a share link carries it: one view, or two side by side. */
export const PreviewShareSchema = Type.Object(
  {
    views: Type.Array(PreviewViewSchema, { minItems: 1, maxItems: 2 }),
    explain: Type.Optional(Type.Boolean()),
    editor: Type.Optional(Type.Boolean({ description: 'The theme editor is open' })),
  },
  { additionalProperties: false },
);
export type PreviewShare = Static<typeof PreviewShareSchema>;

/** The tree with each overridden node's enabled replaced; modIds the tree lacks are ignored (their parent is unknown). */
export function applyFlagOverrides<N extends WhitelabelNode>(tree: readonly N[], flags: Readonly<Record<string, boolean>>): N[] {
  return tree.map((node) => {
    const enabled = flags[node.modId] ?? node.enabled;
    const children = node.childrenNodes ? { childrenNodes: applyFlagOverrides(node.childrenNodes, flags) } : {};
    return { ...node, enabled, ...children };
  });
}

export interface FieldRuleLike {
  enabled: boolean;
  required: boolean;
}

/** The rules with each overridden field's enabled and required replaced; a field new to the rules gets only those two. */
export function applyFieldOverrides<R extends FieldRuleLike>(
  rules: Readonly<Record<string, R | undefined>>,
  fields: Readonly<Record<string, FieldRuleLike>>,
): Record<string, R | FieldRuleLike> {
  const out: Record<string, R | FieldRuleLike> = {};
  for (const [name, rule] of Object.entries(rules)) if (rule) out[name] = rule;
  for (const [name, o] of Object.entries(fields)) out[name] = { ...out[name], enabled: o.enabled, required: o.required };
  return out;
}

// base64url keeps the link free of characters that need escaping. A draft's section texts may be in any script, so
// the JSON goes through UTF-8 first (for ASCII, the bytes and so the links are the same as before drafts existed).
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodePreviewShare(share: PreviewShare): string {
  return toBase64Url(JSON.stringify(share));
}

/** The share state of a link's ?s= value, or null when it is damaged or does not match the schema. */
export function decodePreviewShare(text: string): PreviewShare | null {
  try {
    const data: unknown = JSON.parse(fromBase64Url(text));
    return Value.Check(PreviewShareSchema, data) ? data : null;
  } catch {
    return null;
  }
}

const PaletteColours = Type.Record(Type.String(), Type.String());

/** A bundled theme as the console's theme picker shows it: its name and the colours of both palettes (the swatches). */
export const PreviewThemeSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  palettes: Type.Object({ dark: PaletteColours, light: PaletteColours }),
});
export type PreviewTheme = Static<typeof PreviewThemeSchema>;

/** What the console needs to know of each merchant to offer its choices and to explain what the frame shows. */
export const PreviewMerchantSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  defaultPalette: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
  status: Type.Union([Type.Literal('normal'), Type.Literal('maintenance')]),
  theme: Type.Object({ code: Type.String(), name: Type.String(), palettes: Type.Object({ dark: PaletteColours, light: PaletteColours }) }),
  whitelabel: Type.Array(WhitelabelNodeSchema),
  registerFieldRules: Type.Record(Type.String(), RegisterFieldRuleSchema),
  vendors: Type.Record(Type.String(), Type.Array(Type.String())),
  socialSignIn: Type.Array(Type.String(), { description: 'Providers that are enabled' }),
});
export type PreviewMerchant = Static<typeof PreviewMerchantSchema>;

export const CreatedPreviewSchema = Type.Object({
  id: Type.String({ description: 'The preview id the frame carries as ?preview=' }),
  expiresAt: Type.String({ format: 'date-time' }),
  token: Type.Union([Type.String(), Type.Null()], { description: 'Session of the preview account for the login state; null for a visitor' }),
});
export type CreatedPreview = Static<typeof CreatedPreviewSchema>;

/** One problem as merchants:check prints it: file, JSON pointer, reason, severity, rule id and fix line. */
export const ConfigProblemSchema = Type.Object({
  file: Type.String(),
  pointer: Type.String(),
  reason: Type.String(),
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  rule: Type.Optional(Type.String()),
  fix: Type.Optional(Type.String()),
});
export type ConfigProblemView = Static<typeof ConfigProblemSchema>;

/** The last configuration change live reload refused (the last good configuration keeps serving), or null. */
export const ConfigRefusalSchema = Type.Union([
  Type.Object({
    refusedAt: Type.String({ format: 'date-time' }),
    problems: Type.Array(ConfigProblemSchema),
  }),
  Type.Null(),
]);
export type ConfigRefusal = Static<typeof ConfigRefusalSchema>;

export const StaffSchema = Type.Object({ username: Type.String() });
export type Staff = Static<typeof StaffSchema>;

export const StaffLoginSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);
export type StaffLogin = Static<typeof StaffLoginSchema>;

/** What the theme editor starts from: the merchant's saved theme and file, as the server loaded them (migrated). */
export const ThemeEditorSourceSchema = Type.Object({
  merchant: Type.String(),
  themeFile: Type.String({ description: 'themes/CODE/theme.json' }),
  merchantFile: Type.String({ description: 'merchants/CODE/merchant.json' }),
  theme: Type.Unknown({ description: 'The saved theme (schema 2)' }),
  merchantConfig: Type.Unknown({ description: 'The saved merchant file, for the export of its layout and home' }),
});
export type ThemeEditorSource = Static<typeof ThemeEditorSourceSchema>;

/** POST /wps/preview/theme-check: the draft of one merchant's theme, checked as merchants:check would. */
export const ThemeCheckRequestSchema = Type.Object(
  {
    merchant: Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$' }),
    theme: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'The bundled theme the draft patches (a theme demo); default the merchant\'s own' })),
    draft: PreviewDraftSchema,
  },
  { additionalProperties: false },
);
export type ThemeCheckRequest = Static<typeof ThemeCheckRequestSchema>;
export const ThemeCheckSchema = Type.Object({ problems: Type.Array(ConfigProblemSchema) });
export type ThemeCheck = Static<typeof ThemeCheckSchema>;
