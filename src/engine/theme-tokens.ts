// Design tokens for styled-components and the page's CSS custom properties, both from a merchant's public theme (one
// source), and the WCAG contrast checks its palettes must pass.
import type { Palette, ThemeConfig } from './config-types';
import type { PublicTheme } from './permission-data';

export type PaletteMode = 'dark' | 'light';

export interface AppTheme {
  mode: PaletteMode;
  colors: Palette;
  /** CSS font-family stacks. */
  fonts: { body: string; heading: string };
  /** The type scale (rem), weights and line heights. */
  type: {
    sizes: Record<keyof ThemeConfig['typography']['scale'], string>;
    weights: ThemeConfig['typography']['weights'];
    lineHeights: ThemeConfig['typography']['lineHeights'];
  };
  radii: { small: string; medium: string; large: string; pill: string };
  /** The spacing scale after the theme's density. */
  spacing: Record<keyof typeof SPACING, string>;
  borderWidth: string;
  /** box-shadow values per elevation level ('none' for a level of opacity 0). */
  shadows: Record<keyof ThemeConfig['shadows'], string>;
  /** Durations read CSS custom properties, which reduced motion sets to 0 (global-style.ts). */
  motion: { short: string; medium: string; easing: string; durations: { short: string; medium: string } };
  components: ThemeConfig['components'];
  layout: ThemeConfig['layout'];
  /** The palette's logo (the merchant's own or the theme's), its reserved box, and the brand name per language. */
  logo: { src: string; width: number; height: number; alt?: Readonly<Record<string, string>> };
}

/** The one spacing scale of the site at regular density, in CSS pixels. */
const SPACING = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 } as const;

export const DENSITY_FACTOR: Readonly<Record<ThemeConfig['density'], number>> = { compact: 0.75, regular: 1, spacious: 1.25 };

// A Record over the palette's keys, so a colour added to the theme schema fails to compile until it is listed here.
const PALETTE_ROLES: Record<keyof Palette, true> = {
  background: true, surface: true, surfaceRaised: true, text: true, textMuted: true, border: true, primary: true,
  onPrimary: true, accent: true, onAccent: true, danger: true, success: true, warning: true, focus: true, header: true,
  onHeader: true,
};

const BUNDLED_FONTS: Readonly<Record<string, string>> = {
  inter: "'Inter Variable'",
  'noto-sans-khmer': "'Noto Sans Khmer Variable'",
  'noto-sans-sc': "'Noto Sans SC Variable'",
  'playfair-display': "'Playfair Display Variable', Georgia, \"Times New Roman\"",
  oswald: "'Oswald Variable', \"Arial Narrow\"",
  orbitron: "'Orbitron Variable', \"Arial Black\"",
  'noto-serif-khmer': "'Noto Serif Khmer Variable', Georgia, \"Times New Roman\"",
  'space-grotesk': "'Space Grotesk Variable'",
  system: 'system-ui, -apple-system, "Segoe UI", Roboto',
  'system-serif': 'Georgia, Cambria, "Times New Roman", "Noto Serif", serif',
  'system-rounded': 'ui-rounded, "SF Pro Rounded", "Nunito", "Varela Round", system-ui',
  'system-mono': 'ui-monospace, "SF Mono", "Cascadia Mono", "Roboto Mono", Menlo, monospace',
};

// Khmer is the default language and Chinese (Simplified and Traditional), Thai, Japanese, Devanagari, Myanmar, Lao, Korean, Arabic, Hebrew, Sinhala, Telugu, Bengali and Tamil are bundled; the machines
// may have none of these fonts, so every stack ends with the bundled script fonts before the generic family.
const SCRIPT_FALLBACKS = [
  "'Noto Sans Khmer Variable'", "'Noto Sans SC Variable'", "'Noto Sans Thai Variable'", "'Noto Sans TC Variable'",
  "'Noto Sans JP Variable'", "'Noto Sans Devanagari Variable'", "'Noto Sans Myanmar Variable'",
  "'Noto Sans Lao Variable'", "'Noto Sans KR Variable'", "'Noto Sans Arabic Variable'", "'Noto Sans Hebrew Variable'", "'Noto Sans Sinhala Variable'", "'Noto Sans Telugu Variable'", "'Noto Sans Bengali Variable'", "'Noto Sans Tamil Variable'",
  'sans-serif',
];

/**
 * Han families: the same characters, drawn the way each language writes them (Simplified, Traditional, Japanese,
 * Korean). The SC and TC faces also carry the common Hangul syllables, so Korean too puts its own face first.
 */
const HAN_FONTS = new Set(["'Noto Sans SC Variable'", "'Noto Sans TC Variable'", "'Noto Sans JP Variable'", "'Noto Sans KR Variable'"]);

/**
 * A stack with a language's own Han font before the other Han fonts, so a Traditional Chinese or Japanese page does not
 * borrow Simplified glyph shapes from a face declared earlier in the visit (or by the theme). The theme's first family
 * stays first unless it is itself a Han font.
 */
export function preferHanFont(stack: string, family: string): string {
  const families = stack.split(', ').filter((f) => f !== family);
  const at = HAN_FONTS.has(families[0] ?? '') ? 0 : 1;
  return [...families.slice(0, at), family, ...families.slice(at)].join(', ');
}

/** The font-family stack for a theme font name; an unknown name (the schema forbids it) gets the system stack. */
export function fontStack(font: string): string {
  const primary = BUNDLED_FONTS[font] ?? BUNDLED_FONTS.system;
  return [primary, ...SCRIPT_FALLBACKS.filter((fallback) => fallback !== primary)].join(', ');
}

function paletteFrom(colors: Readonly<Record<string, string>>, themeCode: string, mode: PaletteMode): Palette {
  const missing = Object.keys(PALETTE_ROLES).filter((role) => colors[role] === undefined);
  if (missing.length > 0) throw new Error(`theme ${themeCode}: the ${mode} palette lacks ${missing.join(', ')}`);
  return Object.fromEntries(Object.keys(PALETTE_ROLES).map((role) => [role, colors[role]])) as unknown as Palette;
}

/** A box-shadow from an elevation token; the light palette gets half the opacity (black on white reads heavier). */
export function shadowCss(shadow: ThemeConfig['shadows']['low'], mode: PaletteMode): string {
  if (shadow.opacity === 0) return 'none';
  const opacity = Math.round((mode === 'light' ? shadow.opacity / 2 : shadow.opacity) * 100) / 100;
  return `0 ${shadow.offsetY}px ${shadow.blur}px ${shadow.spread}px rgb(0 0 0 / ${opacity})`;
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

export function themeTokens(theme: PublicTheme, mode: PaletteMode): AppTheme {
  const density = DENSITY_FACTOR[theme.density];
  const { scale, weights, lineHeights, families } = theme.typography;
  return {
    mode,
    colors: paletteFrom(theme.palettes[mode], theme.code, mode),
    fonts: { body: fontStack(families.body), heading: fontStack(families.heading) },
    type: {
      sizes: { small: `${scale.small}rem`, body: `${scale.body}rem`, sectionTitle: `${scale.sectionTitle}rem`, pageTitle: `${scale.pageTitle}rem`, display: `${scale.display}rem` },
      weights: { ...weights },
      lineHeights: { ...lineHeights },
    },
    radii: { small: `${theme.radius.small}px`, medium: `${theme.radius.medium}px`, large: `${theme.radius.large}px`, pill: '999px' },
    spacing: Object.fromEntries(Object.entries(SPACING).map(([step, value]) => [step, px(value * density)])) as AppTheme['spacing'],
    borderWidth: `${theme.borders.width}px`,
    shadows: { low: shadowCss(theme.shadows.low, mode), medium: shadowCss(theme.shadows.medium, mode), high: shadowCss(theme.shadows.high, mode) },
    motion: {
      short: 'var(--lv-motion-short)',
      medium: 'var(--lv-motion-medium)',
      easing: `cubic-bezier(${theme.motion.easing.join(', ')})`,
      durations: { short: `${theme.motion.durations.short}ms`, medium: `${theme.motion.durations.medium}ms` },
    },
    components: theme.components,
    layout: theme.layout,
    logo: {
      src: theme.logo[mode],
      ...(mode === 'light' && theme.logo.lightSize ? theme.logo.lightSize : { width: theme.logo.width, height: theme.logo.height }),
      ...(theme.logo.alt ? { alt: theme.logo.alt } : {}),
    },
  };
}

/**
 * The CSS custom properties of a theme, from the same tokens as the styled-components theme (so plain CSS, the
 * preview console and third-party widgets read the brand too). Motion durations are the values themselves here; the
 * AppTheme reads them back through var(), so one media query can zero them.
 */
export function cssCustomProperties(tokens: AppTheme): Record<string, string> {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const vars: Record<string, string> = {};
  for (const [role, value] of Object.entries(tokens.colors)) vars[`--lv-color-${kebab(role)}`] = value;
  vars['--lv-font-body'] = tokens.fonts.body;
  vars['--lv-font-heading'] = tokens.fonts.heading;
  for (const [step, value] of Object.entries(tokens.type.sizes)) vars[`--lv-font-size-${kebab(step)}`] = value;
  for (const [step, value] of Object.entries(tokens.type.weights)) vars[`--lv-font-weight-${kebab(step)}`] = String(value);
  for (const [step, value] of Object.entries(tokens.type.lineHeights)) vars[`--lv-line-height-${kebab(step)}`] = String(value);
  for (const [step, value] of Object.entries(tokens.radii)) vars[`--lv-radius-${step}`] = value;
  for (const [step, value] of Object.entries(tokens.spacing)) vars[`--lv-space-${step}`] = value;
  vars['--lv-border-width'] = tokens.borderWidth;
  for (const [level, value] of Object.entries(tokens.shadows)) vars[`--lv-shadow-${level}`] = value;
  vars['--lv-motion-short'] = tokens.motion.durations.short;
  vars['--lv-motion-medium'] = tokens.motion.durations.medium;
  vars['--lv-motion-easing'] = tokens.motion.easing;
  return vars;
}

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21, whatever their order. */
export function contrastRatio(hexA: string, hexB: string): number {
  const [light, dark] = [luminance(hexA), luminance(hexB)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const MINIMUM_CONTRAST = 4.5;

/**
 * The text-on-fill pairs of a palette that must reach AA: every pair the site draws text with (muted text sits on cards
 * as much as on the page: game names, dates, hints; modals and dropdowns are surfaceRaised).
 */
export const CONTRAST_PAIRS: readonly (readonly [foreground: keyof Palette, background: keyof Palette])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['onAccent', 'accent'],
  ['onHeader', 'header'],
  ['danger', 'surface'],
];

export interface ContrastProblem {
  foreground: keyof Palette;
  background: keyof Palette;
  ratio: number;
}

/** WCAG 1.4.11 (non-text contrast) for the boundary of a control and the focus indicator. */
export const MINIMUM_UI_CONTRAST = 3;

/**
 * The control-on-fill pairs of every palette that must reach 3:1: the focus ring on the page, on cards and on the
 * header bar, and the primary and accent colours (filled buttons, toggles, the current entry; an outline button's only
 * boundary) on the page and on cards.
 */
export const UI_CONTRAST_PAIRS: readonly (readonly [control: keyof Palette, background: keyof Palette])[] = [
  ['focus', 'background'],
  ['focus', 'surface'],
  // The header's links and buttons take the same ring on the header bar (a header in the focus colour hid it).
  ['focus', 'header'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['accent', 'background'],
  ['accent', 'surface'],
];

/**
 * More pairs when the buttons are outlined (src/ui/button.tsx): the 2 px border in primary or accent is all that tells
 * the button from what it sits on, and they also sit in modals and drawers (surfaceRaised) and, as the register
 * button (accent), on the header bar.
 */
export const OUTLINE_BUTTON_CONTRAST_PAIRS: readonly (readonly [control: keyof Palette, background: keyof Palette])[] = [
  ['primary', 'surfaceRaised'],
  ['accent', 'surfaceRaised'],
  ['accent', 'header'],
];

/** The UI pairs a palette must pass for a button style. */
export function uiContrastPairs(buttonStyle: ThemeConfig['components']['button']['style']): readonly (readonly [keyof Palette, keyof Palette])[] {
  return buttonStyle === 'outline' ? [...UI_CONTRAST_PAIRS, ...OUTLINE_BUTTON_CONTRAST_PAIRS] : UI_CONTRAST_PAIRS;
}

/** The UI component pairs below 3:1 of a palette drawn with this button style. */
export function uiContrastProblems(palette: Palette, buttonStyle: ThemeConfig['components']['button']['style']): ContrastProblem[] {
  return uiContrastPairs(buttonStyle)
    .map(([foreground, background]) => ({ foreground, background, ratio: contrastRatio(palette[foreground], palette[background]) }))
    .filter((pair) => pair.ratio < MINIMUM_UI_CONTRAST);
}

export function paletteContrastProblems(palette: Palette): ContrastProblem[] {
  return CONTRAST_PAIRS.map(([foreground, background]) => ({ foreground, background, ratio: contrastRatio(palette[foreground], palette[background]) })).filter(
    (pair) => pair.ratio < MINIMUM_CONTRAST,
  );
}
