// Design tokens for styled-components from a merchant's public theme, and the WCAG contrast checks its palettes must pass.
import type { Palette } from './config-types';
import type { PublicTheme } from './permission-data';

export type PaletteMode = 'dark' | 'light';

export interface AppTheme {
  mode: PaletteMode;
  colors: Palette;
  /** CSS font-family stacks. */
  fonts: { body: string; heading: string };
  radii: { small: string; medium: string; large: string };
  spacing: typeof SPACING;
  logo: { src: string; width: number; height: number };
}

/** The one spacing scale of the site, in CSS pixels. */
const SPACING = { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;

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
  system: 'system-ui, -apple-system, "Segoe UI", Roboto',
};

// Khmer is the default language and Chinese and Thai are bundled; the machines may have none of these fonts, so every
// stack ends with the bundled Khmer, SC and Thai fonts before the generic family.
const SCRIPT_FALLBACKS = ["'Noto Sans Khmer Variable'", "'Noto Sans SC Variable'", "'Noto Sans Thai Variable'", 'sans-serif'];

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

export function themeTokens(theme: PublicTheme, mode: PaletteMode): AppTheme {
  return {
    mode,
    colors: paletteFrom(theme.palettes[mode], theme.code, mode),
    fonts: { body: fontStack(theme.fonts.body), heading: fontStack(theme.fonts.heading) },
    radii: { small: `${theme.radius.small}px`, medium: `${theme.radius.medium}px`, large: `${theme.radius.large}px` },
    spacing: SPACING,
    logo: { src: theme.logo[mode], width: theme.logo.width, height: theme.logo.height },
  };
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

/** The text-on-fill pairs of a palette that must reach AA. */
export const CONTRAST_PAIRS: readonly (readonly [foreground: keyof Palette, background: keyof Palette])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
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

export function paletteContrastProblems(palette: Palette): ContrastProblem[] {
  return CONTRAST_PAIRS.map(([foreground, background]) => ({ foreground, background, ratio: contrastRatio(palette[foreground], palette[background]) })).filter(
    (pair) => pair.ratio < MINIMUM_CONTRAST,
  );
}
