import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Palette } from '../../../src/engine/config-types';
import { contrastRatio } from '../../../src/engine/theme-tokens';
import { headerFillColors } from '../../../src/ui/header-fill';

const themesDir = new URL('../../../themes/', import.meta.url);
const palettes = readdirSync(themesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const theme = JSON.parse(readFileSync(new URL(`${entry.name}/theme.json`, themesDir), 'utf8')) as { palettes: Record<string, Palette> };
    return Object.entries(theme.palettes).map(([mode, palette]) => [`${entry.name} ${mode}`, palette] as const);
  });

describe('header fill', () => {
  it('[P2.5-1] keeps the primary fill where it stands out from the header', () => {
    const aurora = palettes.find(([name]) => name === 'aurora dark')![1];
    expect(headerFillColors(aurora)).toEqual({ background: aurora.primary, color: aurora.onPrimary });
  });

  it('[P2.5-1] gives the deposit button and the unread badge the header text colour on a header painted in the primary colour', () => {
    // A brand whose header bar is its primary colour (Lotus light was one before it became red and gold).
    const painted = { ...palettes.find(([name]) => name === 'aurora light')![1] };
    painted.header = painted.primary;
    painted.onHeader = painted.onPrimary;
    expect(headerFillColors(painted)).toEqual({ background: painted.onHeader, color: painted.header });
  });

  it.each(palettes)('[P2.5-1] %s: the fill stands out from the header (3:1) and its text is readable (4.5:1)', (_name, palette) => {
    const { background, color } = headerFillColors(palette);
    expect(contrastRatio(background, palette.header)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});
