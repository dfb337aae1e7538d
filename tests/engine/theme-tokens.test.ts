import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Palette, ThemeConfig } from '../../src/engine/config-types';
import type { PublicTheme } from '../../src/engine/permission-data';
import { contrastRatio, cssCustomProperties, fontStack, paletteContrastProblems, preferHanFont, themeTokens, uiContrastProblems } from '../../src/engine/theme-tokens';

const themesDir = new URL('../../themes/', import.meta.url);
const themes = readdirSync(themesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(new URL(`${entry.name}/theme.json`, themesDir), 'utf8')) as ThemeConfig);

const aurora = themes.find((theme) => theme.code === 'aurora');
if (!aurora) throw new Error('the aurora theme is missing');

/** The public theme the server sends: logo file names become URLs. */
const publicTheme = ({ $schema: _schema, schemaVersion: _version, logo, palettes, ...rest }: ThemeConfig): PublicTheme => ({
  ...rest,
  palettes: { dark: { ...palettes.dark }, light: { ...palettes.light } },
  logo: { dark: `/themes/${rest.code}/${logo.dark}`, light: `/themes/${rest.code}/${logo.light}`, width: logo.width, height: logo.height },
});

describe('contrastRatio', () => {
  it('measures the WCAG ratio: 21 for black on white, 1 for a colour on itself, order-independent', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5b8cff', '#5b8cff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/hex/);
  });
});

describe('paletteContrastProblems', () => {
  it('reports each text pair below 4.5:1 with its ratio', () => {
    const palette: Palette = { ...aurora.palettes.light, textMuted: '#999999', onPrimary: '#a0a0a0' };
    const problems = paletteContrastProblems(palette);
    expect(problems.map((problem) => `${problem.foreground}/${problem.background}`)).toEqual(['textMuted/background', 'textMuted/surface', 'onPrimary/primary']);
    expect(problems.every((problem) => problem.ratio < 4.5)).toBe(true);
  });

  it('holds muted text to the cards too, not only to the page (docs/theming.md, "Contrast the linter checks")', () => {
    // A grey that passes on a dark page but not on a lighter card: only the card pair reports.
    const palette: Palette = { ...aurora.palettes.dark, background: '#000000', surface: '#3a3a3a', surfaceRaised: '#3a3a3a', textMuted: '#8a8a8a', text: '#ffffff' };
    expect(contrastRatio(palette.textMuted, palette.background)).toBeGreaterThan(4.5);
    expect(paletteContrastProblems(palette).map((problem) => `${problem.foreground}/${problem.background}`)).toEqual(['textMuted/surface']);
  });

  it.each(themes.flatMap((theme) => (['dark', 'light'] as const).map((mode) => [theme.code, mode, theme.palettes[mode]] as const)))(
    'the %s theme\'s %s palette reaches AA on every text pair',
    (_code, _mode, palette) => {
      expect(paletteContrastProblems(palette)).toEqual([]);
    },
  );
});

describe('uiContrastProblems (WCAG 1.4.11, 3:1)', () => {
  const noir = themes.find((theme) => theme.code === 'noir');
  if (!noir) throw new Error('the noir theme is missing');

  it.each(themes.flatMap((theme) => (['dark', 'light'] as const).map((mode) => [theme.code, mode, theme] as const)))(
    'the %s theme\'s %s palette reaches 3:1 for the focus ring, its buttons and, outlined, their borders wherever they sit',
    (_code, mode, theme) => {
      expect(uiContrastProblems(theme.palettes[mode], theme.components.button.style)).toEqual([]);
    },
  );

  it('fails a faint outline button: the dark palette\'s gold as the light palette\'s border on ivory', () => {
    expect(noir.components.button.style).toBe('outline');
    const faint: Palette = { ...noir.palettes.light, primary: noir.palettes.dark.primary };
    const problems = uiContrastProblems(faint, 'outline');
    expect(problems.map((problem) => `${problem.foreground}/${problem.background}`)).toEqual(['primary/background', 'primary/surface', 'primary/surfaceRaised']);
    expect(problems.every((problem) => problem.ratio < 3)).toBe(true);
    // The text pairs alone would not have caught it: the outline button's text is the page's.
    expect(paletteContrastProblems({ ...faint, onPrimary: '#000000' })).toEqual([]);
  });

  it('holds the focus ring to the header bar: Jade\'s and Lotus\'s light headers were their focus colour, hiding the ring', () => {
    const hidden: Palette = { ...noir.palettes.light, focus: '#0b6e4f', header: '#0b6e4f', onHeader: '#ffffff' };
    expect(uiContrastProblems(hidden, 'filled').map((problem) => `${problem.foreground}/${problem.background}`)).toEqual(['focus/header']);
  });

  it('holds outline buttons to the header and modals too, which filled buttons carry with their fill', () => {
    const palette: Palette = { ...noir.palettes.light, accent: '#3a2c0c', onAccent: '#ffffff' };
    expect(uiContrastProblems(palette, 'outline').map((problem) => `${problem.foreground}/${problem.background}`)).toEqual(['accent/header']);
    expect(uiContrastProblems(palette, 'filled')).toEqual([]);
  });
});

describe('themeTokens', () => {
  it('[P1-1] builds the dark and the light theme from the palettes, with the logo of that palette', () => {
    const dark = themeTokens(publicTheme(aurora), 'dark');
    const light = themeTokens(publicTheme(aurora), 'light');
    expect(dark.mode).toBe('dark');
    expect(dark.colors.background).toBe(aurora.palettes.dark.background);
    expect(light.colors.primary).toBe(aurora.palettes.light.primary);
    expect(dark.logo).toEqual({ src: '/themes/aurora/logo-dark.svg', width: 160, height: 40 });
    expect(light.logo.src).toBe('/themes/aurora/logo-light.svg');
  });

  it('gives radii as CSS pixels and a spacing scale', () => {
    const tokens = themeTokens(publicTheme(aurora), 'dark');
    expect(tokens.radii).toEqual({ small: '6px', medium: '10px', large: '16px', pill: '999px' });
    expect(tokens.spacing.md).toMatch(/^\d+px$/);
  });

  it('[P1-1] scales the spacing by the density and gives the same tokens as CSS custom properties', () => {
    const regular = themeTokens(publicTheme(aurora), 'dark');
    const compact = themeTokens({ ...publicTheme(aurora), density: 'compact' }, 'dark');
    expect(regular.spacing.lg).toBe('16px');
    expect(compact.spacing.lg).toBe('12px');
    const vars = cssCustomProperties(regular);
    expect(vars['--lv-color-primary']).toBe(regular.colors.primary);
    expect(vars['--lv-color-on-primary']).toBe(regular.colors.onPrimary);
    expect(vars['--lv-radius-medium']).toBe(regular.radii.medium);
    expect(vars['--lv-space-lg']).toBe(regular.spacing.lg);
    expect(vars['--lv-font-size-section-title']).toBe(regular.type.sizes.sectionTitle);
    expect(vars['--lv-motion-short']).toBe(`${aurora.motion.durations.short}ms`);
    // Components read durations through the properties, so reduced motion (which zeroes them) reaches every one.
    expect(regular.motion.short).toBe('var(--lv-motion-short)');
  });

  it('refuses a palette that lacks a colour, naming it', () => {
    const broken = publicTheme(aurora);
    const { onHeader: _dropped, ...withoutOnHeader } = aurora.palettes.dark;
    broken.palettes.dark = withoutOnHeader;
    expect(() => themeTokens(broken, 'dark')).toThrow(/onHeader/);
  });

  it('[P1-1] always ends the font stacks with the Khmer, Chinese (SC, TC), Thai, Japanese, Devanagari, Myanmar, Lao and Korean fonts, then sans-serif', () => {
    expect(fontStack('inter')).toBe("'Inter Variable', 'Noto Sans Khmer Variable', 'Noto Sans SC Variable', 'Noto Sans Thai Variable', 'Noto Sans TC Variable', 'Noto Sans JP Variable', 'Noto Sans Devanagari Variable', 'Noto Sans Myanmar Variable', 'Noto Sans Lao Variable', 'Noto Sans KR Variable', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', 'Noto Sans Sinhala Variable', 'Noto Sans Telugu Variable', 'Noto Sans Bengali Variable', 'Noto Sans Tamil Variable', sans-serif");
    expect(fontStack('noto-sans-sc')).toBe("'Noto Sans SC Variable', 'Noto Sans Khmer Variable', 'Noto Sans Thai Variable', 'Noto Sans TC Variable', 'Noto Sans JP Variable', 'Noto Sans Devanagari Variable', 'Noto Sans Myanmar Variable', 'Noto Sans Lao Variable', 'Noto Sans KR Variable', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', 'Noto Sans Sinhala Variable', 'Noto Sans Telugu Variable', 'Noto Sans Bengali Variable', 'Noto Sans Tamil Variable', sans-serif");
    expect(fontStack('noto-sans-khmer')).toBe("'Noto Sans Khmer Variable', 'Noto Sans SC Variable', 'Noto Sans Thai Variable', 'Noto Sans TC Variable', 'Noto Sans JP Variable', 'Noto Sans Devanagari Variable', 'Noto Sans Myanmar Variable', 'Noto Sans Lao Variable', 'Noto Sans KR Variable', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', 'Noto Sans Sinhala Variable', 'Noto Sans Telugu Variable', 'Noto Sans Bengali Variable', 'Noto Sans Tamil Variable', sans-serif");
    expect(fontStack('system')).toMatch(/^system-ui, .*'Noto Sans Khmer Variable', 'Noto Sans SC Variable', 'Noto Sans Thai Variable', 'Noto Sans TC Variable', 'Noto Sans JP Variable', 'Noto Sans Devanagari Variable', 'Noto Sans Myanmar Variable', 'Noto Sans Lao Variable', 'Noto Sans KR Variable', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', 'Noto Sans Sinhala Variable', 'Noto Sans Telugu Variable', 'Noto Sans Bengali Variable', 'Noto Sans Tamil Variable', sans-serif$/);
    expect(themeTokens(publicTheme(aurora), 'light').fonts.body).toBe(fontStack('inter'));
  });

  it('[P9-7] puts a language\'s own Han font before the Simplified one, after the theme\'s first family', () => {
    expect(preferHanFont(fontStack('inter'), "'Noto Sans TC Variable'")).toBe(
      "'Inter Variable', 'Noto Sans TC Variable', 'Noto Sans Khmer Variable', 'Noto Sans SC Variable', 'Noto Sans Thai Variable', 'Noto Sans JP Variable', 'Noto Sans Devanagari Variable', 'Noto Sans Myanmar Variable', 'Noto Sans Lao Variable', 'Noto Sans KR Variable', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', 'Noto Sans Sinhala Variable', 'Noto Sans Telugu Variable', 'Noto Sans Bengali Variable', 'Noto Sans Tamil Variable', sans-serif",
    );
    // A theme in Noto Sans SC: Japanese goes first, or its kanji would take Simplified shapes.
    expect(preferHanFont(fontStack('noto-sans-sc'), "'Noto Sans JP Variable'").split(', ').slice(0, 2)).toEqual(["'Noto Sans JP Variable'", "'Noto Sans SC Variable'"]);
    // Korean too: the SC face carries the common Hangul syllables, so Noto Sans KR comes before it.
    expect(preferHanFont(fontStack('noto-sans-sc'), "'Noto Sans KR Variable'").split(', ').slice(0, 2)).toEqual(["'Noto Sans KR Variable'", "'Noto Sans SC Variable'"]);
    expect(preferHanFont(fontStack('inter'), "'Noto Sans KR Variable'").split(', ').slice(0, 3)).toEqual(["'Inter Variable'", "'Noto Sans KR Variable'", "'Noto Sans Khmer Variable'"]);
  });
});
