// Lint rules of theme files: WCAG AA contrast of the colour pairs the site draws text with, and logo files.
import type { ThemeConfig } from '../../src/engine/config-types.js';
import type { LintFinding, LintRule } from './lint-types.js';

type Palette = ThemeConfig['palettes']['dark'];
type Token = keyof Palette;

/** WCAG 2.x AA for normal-size text. */
export const minimumContrast = 4.5;

function channel(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(hex: string, toward: string, amount: number): string {
  const part = (s: string, o: number) => parseInt(s.slice(o, o + 2), 16);
  const out = [1, 3, 5].map((o) => Math.round(part(hex, o) + (part(toward, o) - part(hex, o)) * amount));
  return `#${out.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** The nearest colour to fg, moved toward black or white, that reaches AA on bg. */
export function suggestForeground(fg: string, bg: string): string {
  const toward = contrastRatio('#000000', bg) > contrastRatio('#ffffff', bg) ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(fg, toward, step / 20);
    if (contrastRatio(candidate, bg) >= minimumContrast) return candidate;
  }
  return toward;
}

/** Text colours and what they are drawn on (schema: palette token descriptions). */
export const contrastPairs: { fg: Token; bg: Token; what: string }[] = [
  { fg: 'text', bg: 'background', what: 'text on the page background' },
  { fg: 'text', bg: 'surface', what: 'text on cards, side menu and inputs' },
  { fg: 'text', bg: 'surfaceRaised', what: 'text on modals and dropdowns' },
  { fg: 'textMuted', bg: 'background', what: 'muted text on the page background' },
  { fg: 'textMuted', bg: 'surface', what: 'muted text on cards' },
  { fg: 'onPrimary', bg: 'primary', what: 'button text on primary buttons' },
  { fg: 'onAccent', bg: 'accent', what: 'text on accent buttons and badges' },
  { fg: 'onHeader', bg: 'header', what: 'header text on the header bar' },
  { fg: 'danger', bg: 'surface', what: 'error text on surfaces' },
];

export const themeContrast: LintRule = {
  id: 'theme-contrast',
  severity: 'error',
  description: `Text colours reach WCAG AA (${minimumContrast}:1) on what they are drawn on, in the dark and the light palette: ${contrastPairs.map((p) => `${p.fg} on ${p.bg}`).join(', ')}.`,
  fix: 'darken or lighten the text colour (or its background) until the pair reaches 4.5:1',
  check: ({ themes }) =>
    themes.flatMap(({ file, config }) =>
      (['dark', 'light'] as const).flatMap((name) => {
        const palette = config.palettes[name];
        return contrastPairs.flatMap(({ fg, bg, what }): LintFinding[] => {
          const ratio = contrastRatio(palette[fg], palette[bg]);
          if (ratio >= minimumContrast) return [];
          return [{
            file,
            pointer: `/palettes/${name}/${fg}`,
            reason: `${what}: ${fg} ${palette[fg]} on ${bg} ${palette[bg]} is ${ratio.toFixed(2)}:1, below ${minimumContrast}:1`,
            fix: `set ${fg} to ${suggestForeground(palette[fg], palette[bg])} (or change ${bg})`,
          }];
        });
      }),
    ),
};

export const themeLogoMissing: LintRule = {
  id: 'theme-logo-missing',
  severity: 'error',
  description: 'The logo files a theme names exist in its folder (served at /themes/CODE/FILE).',
  fix: 'add the logo file to the theme folder or correct its name',
  check: ({ themes, assetFiles }) =>
    themes.flatMap(({ file, folder, config }) =>
      (['dark', 'light'] as const)
        .filter((p) => !assetFiles.has(`themes/${folder}/${config.logo[p]}`))
        .map((p) => ({ file, pointer: `/logo/${p}`, reason: `logo file themes/${folder}/${config.logo[p]} does not exist`, fix: `add themes/${folder}/${config.logo[p]} or set logo.${p} to a file of that folder` })),
    ),
};
