// Lint rules of theme files: WCAG AA contrast of the colour pairs the site draws text with, and logo files.
import type { ThemeConfig } from '../../src/engine/config-types.js';
import { CONTRAST_PAIRS, MINIMUM_CONTRAST, MINIMUM_UI_CONTRAST, OUTLINE_BUTTON_CONTRAST_PAIRS, contrastRatio, uiContrastProblems } from '../../src/engine/theme-tokens.js';
import type { LintFinding, LintRule } from './lint-types.js';

type Palette = ThemeConfig['palettes']['dark'];
type Token = keyof Palette;

type Hsl = { h: number; s: number; l: number };

function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((o) => parseInt(hex.slice(o, o + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function fromHsl({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour nearest to fg in lightness, with fg's hue and saturation, that reaches AA on bg: a brand colour stays
 * recognisable (a brighter gold rather than a washed-out khaki). Both directions are tried, so white text that fails
 * on a bright fill gets a dark text of the same hue. Black or white when no lightness of that hue reaches AA.
 */
export function suggestForeground(fg: string, bg: string, minimum = MINIMUM_CONTRAST): string {
  return nearestPassing(fg, bg, minimum) ?? (contrastRatio('#000000', bg) > contrastRatio('#ffffff', bg) ? '#000000' : '#ffffff');
}

/** The same search on the other colour of the pair: the fill of fg's hue and saturation that carries fg, or null. */
export function suggestBackground(fg: string, bg: string, minimum = MINIMUM_CONTRAST): string | null {
  return nearestPassing(bg, fg, minimum);
}

function nearestPassing(colour: string, other: string, minimum: number): string | null {
  const { h, s, l } = toHsl(colour);
  for (let step = 1; step <= 200; step++) {
    const candidates = [l + step / 200, l - step / 200].filter((v) => v >= 0 && v <= 1).map((v) => fromHsl({ h, s, l: v }));
    const passing = candidates.filter((c) => contrastRatio(c, other) >= minimum);
    if (passing.length > 0) return passing.sort((a, b) => contrastRatio(b, other) - contrastRatio(a, other))[0]!;
  }
  return null;
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

/** The engine's pairs, one list for the linter, the site's tests and the editor (a pair added there is checked here). */
export const contrastPairs: { fg: Token; bg: Token; what: string }[] = CONTRAST_PAIRS.map(([fg, bg]) => ({
  fg,
  bg,
  what: pairDescriptions[`${fg}/${bg}`] ?? `${fg} on ${bg}`,
}));

function fixLine(fg: Token, fgColour: string, bg: Token, bgColour: string, minimum = MINIMUM_CONTRAST): string {
  const background = suggestBackground(fgColour, bgColour, minimum);
  const other = background ? `, or ${bg} to ${background}` : ` (or change ${bg})`;
  return `set ${fg} to ${suggestForeground(fgColour, bgColour, minimum)}${other}; each keeps its colour's hue and saturation`;
}

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
            fix: fixLine(fg, palette[fg], bg, palette[bg]),
          }];
        });
      }),
    ),
};

const uiPairDescriptions: Partial<Record<`${Token}/${Token}`, string>> = {
  'focus/background': 'the focus ring on the page background',
  'focus/surface': 'the focus ring on cards',
  'focus/header': 'the focus ring on the header bar',
  'primary/background': 'primary buttons and the current entry on the page background',
  'primary/surface': 'primary buttons on cards',
  'accent/background': 'accent buttons and badges on the page background',
  'accent/surface': 'accent buttons and badges on cards',
  'primary/surfaceRaised': 'outline primary buttons\' border in modals and drawers',
  'accent/surfaceRaised': 'outline accent buttons\' border in modals and drawers',
  'accent/header': 'the outline register button\'s border on the header bar',
};

export const themeUiContrast: LintRule = {
  id: 'theme-ui-contrast',
  severity: 'error',
  description: `Controls reach WCAG AA non-text contrast (${MINIMUM_UI_CONTRAST}:1) against what they sit on, in the dark and the light palette: focus on background, surface and header, primary and accent on background and surface; with outline buttons also ${OUTLINE_BUTTON_CONTRAST_PAIRS.map(([fg, bg]) => `${fg} on ${bg}`).join(', ')} (the border is the button's only boundary).`,
  fix: `darken or lighten the control colour (or its background) until the pair reaches ${MINIMUM_UI_CONTRAST}:1`,
  check: ({ themes }) =>
    themes.flatMap(({ file, config }) =>
      (['dark', 'light'] as const).flatMap((name) => {
        const palette = config.palettes[name];
        return uiContrastProblems(palette, config.components.button.style).map(({ foreground: fg, background: bg, ratio }): LintFinding => ({
          file,
          pointer: `/palettes/${name}/${fg}`,
          reason: `${uiPairDescriptions[`${fg}/${bg}`] ?? `${fg} on ${bg}`}: ${fg} ${palette[fg]} on ${bg} ${palette[bg]} is ${ratio.toFixed(2)}:1, below ${MINIMUM_UI_CONTRAST}:1`,
          fix: fixLine(fg, palette[fg], bg, palette[bg], MINIMUM_UI_CONTRAST),
        }));
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

/**
 * The easing curve's x1 and x2 (its time axis) must lie from 0 to 1: CSS refuses a cubic-bezier() outside that, and
 * the browser then drops the whole transition (the schema allows -2 to 2 for every number, as y1 and y2 may overshoot).
 */
export const themeEasing: LintRule = {
  id: 'theme-easing',
  severity: 'error',
  description: 'The motion easing curve [x1, y1, x2, y2] keeps x1 and x2 from 0 to 1 (CSS refuses another curve and drops the transition); y1 and y2 may overshoot.',
  fix: 'set x1 and x2 of motion.easing from 0 to 1, for example [0.4, 0, 0.2, 1]',
  check: ({ themes }) =>
    themes.flatMap(({ file, config }) =>
      ([0, 2] as const)
        .filter((i) => !(config.motion.easing[i] >= 0 && config.motion.easing[i] <= 1))
        .map((i) => ({
          file,
          pointer: `/motion/easing/${i}`,
          reason: `easing ${i === 0 ? 'x1' : 'x2'} is ${config.motion.easing[i]}, outside 0 to 1: the browser would drop the transition`,
          fix: `set motion.easing[${i}] to ${Math.min(1, Math.max(0, config.motion.easing[i]))}`,
        })),
    ),
};
