// Lint rules of theme files: WCAG AA contrast of the colour pairs the site draws text with, and logo files.
import type { ThemeConfig } from '../../src/engine/config-types.js';
import { CONTRAST_PAIRS, MINIMUM_CONTRAST, contrastRatio } from '../../src/engine/theme-tokens.js';
import type { LintFinding, LintRule } from './lint-types.js';

type Palette = ThemeConfig['palettes']['dark'];
type Token = keyof Palette;

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
    if (contrastRatio(candidate, bg) >= MINIMUM_CONTRAST) return candidate;
  }
  return toward;
}

const pairDescriptions: Partial<Record<`${Token}/${Token}`, string>> = {
  'text/background': 'text on the page background',
  'text/surface': 'text on cards, side menu and inputs',
  'text/surfaceRaised': 'text on modals and dropdowns',
  'textMuted/background': 'muted text on the page background',
  'textMuted/surface': 'muted text on cards',
  'onPrimary/primary': 'button text on primary buttons',
  'onAccent/accent': 'text on accent buttons and badges',
  'onHeader/header': 'header text on the header bar',
  'danger/surface': 'error text on surfaces',
};

/** Pairs the site draws beyond the engine's CONTRAST_PAIRS: text on modals and muted text on cards. */
const extraPairs: readonly (readonly [Token, Token])[] = [
  ['text', 'surfaceRaised'],
  ['textMuted', 'surface'],
];

/** The engine's pairs (which the site asserts) first, so a pair the engine adds is checked here too. */
export const contrastPairs: { fg: Token; bg: Token; what: string }[] = [...CONTRAST_PAIRS, ...extraPairs].map(([fg, bg]) => ({
  fg,
  bg,
  what: pairDescriptions[`${fg}/${bg}`] ?? `${fg} on ${bg}`,
}));

export const themeContrast: LintRule = {
  id: 'theme-contrast',
  severity: 'error',
  description: `Text colours reach WCAG AA (${MINIMUM_CONTRAST}:1) on what they are drawn on, in the dark and the light palette: ${contrastPairs.map((p) => `${p.fg} on ${p.bg}`).join(', ')}.`,
  fix: 'darken or lighten the text colour (or its background) until the pair reaches 4.5:1',
  check: ({ themes }) =>
    themes.flatMap(({ file, config }) =>
      (['dark', 'light'] as const).flatMap((name) => {
        const palette = config.palettes[name];
        return contrastPairs.flatMap(({ fg, bg, what }): LintFinding[] => {
          const ratio = contrastRatio(palette[fg], palette[bg]);
          if (ratio >= MINIMUM_CONTRAST) return [];
          return [{
            file,
            pointer: `/palettes/${name}/${fg}`,
            reason: `${what}: ${fg} ${palette[fg]} on ${bg} ${palette[bg]} is ${ratio.toFixed(2)}:1, below ${MINIMUM_CONTRAST}:1`,
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
