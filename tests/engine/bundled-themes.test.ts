// The bundled themes are different products, not one layout recoloured (issue 17, docs/theming.md section 0): no two
// share a layout variant, a home order, a heading face or a set of component styles. The browser journey
// e2e/lobby/themes.spec.ts measures the same on the drawn pages.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ThemeConfig } from '../../src/engine/config-types';
import { headerArrangement } from '../../src/engine/theme-layout';
import { CONTRAST_PAIRS, contrastRatio } from '../../src/engine/theme-tokens';

const themesDir = new URL('../../themes/', import.meta.url);
const themes = readdirSync(themesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(new URL(`${entry.name}/theme.json`, themesDir), 'utf8')) as ThemeConfig);

const traits: Record<string, (theme: ThemeConfig) => string> = {
  'layout variant': (t) => `${headerArrangement(t.layout)} side menu ${t.layout.sideMenu}`,
  'home order': (t) => JSON.stringify(t.home.sections.map((s) => [s.type, s.settings?.categories?.[0] ?? null])),
  'heading face': (t) => t.typography.families.heading,
  'component styles': (t) => `${t.components.button.style} buttons, ${t.components.gameTile.style} ${t.components.gameTile.aspectRatio} tiles`,
};

describe('the bundled themes', () => {
  it('are the eight reference themes', () => {
    expect(themes.map((t) => t.code).sort()).toEqual(['angkor', 'aurora', 'clarity', 'jade', 'lotus', 'neon', 'noir', 'pitch']);
  });

  it.each(Object.keys(traits))('no two share a %s', (trait) => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const theme of themes) {
      const value = traits[trait]!(theme);
      const other = seen.get(value);
      if (other) shared.push(`${other} and ${theme.code}: ${value}`);
      seen.set(value, theme.code);
    }
    expect(shared).toEqual([]);
  });

  it('the high-contrast one reaches AAA (7:1) for its text in both palettes', () => {
    const clarity = themes.find((t) => t.code === 'clarity')!;
    for (const mode of ['dark', 'light'] as const) {
      const palette = clarity.palettes[mode];
      const below = CONTRAST_PAIRS.filter(([fg, bg]) => contrastRatio(palette[fg], palette[bg]) < 7).map(([fg, bg]) => `${mode} ${fg}/${bg}`);
      expect(below).toEqual([]);
    }
  });
});
