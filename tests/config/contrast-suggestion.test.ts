// theme-contrast's suggestions look like the brand (issue 20.5): the colour suggested for a failing pair keeps the
// hue and saturation of the colour it replaces, and white text failing on a bright fill gets a dark text.
import { describe, expect, it } from 'vitest';
import { suggestBackground, suggestForeground, themeContrast } from '../../server/config/rules-theme.js';
import { contrastRatio } from '../../src/engine/theme-tokens.js';
import { findings, repoLintInput, themeIn } from './config-fixtures.js';

/** Hue in degrees and HSL saturation of a #rrggbb colour. */
function hueAndSaturation(hex: string): { h: number; s: number } {
  const [r, g, b] = [1, 3, 5].map((o) => parseInt(hex.slice(o, o + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = (max + min) / 2;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const h = d === 0 ? 0 : max === r ? 60 * (((g - b) / d + 6) % 6) : max === g ? 60 * ((b - r) / d + 2) : 60 * ((r - g) / d + 4);
  return { h, s };
}

const darkGreen = '#0f3d2c';
const gold = '#a8861e';

describe('theme-contrast suggestions', () => {
  it('[issue 20] suggests a bright gold for gold text on dark green, not a washed-out khaki', () => {
    expect(contrastRatio(gold, darkGreen)).toBeLessThan(4.5);
    const suggested = suggestForeground(gold, darkGreen);
    expect(contrastRatio(suggested, darkGreen)).toBeGreaterThanOrEqual(4.5);
    const before = hueAndSaturation(gold);
    const after = hueAndSaturation(suggested);
    expect(Math.abs(after.h - before.h)).toBeLessThan(3);
    expect(Math.abs(after.s - before.s)).toBeLessThan(0.05);
  });

  it('[issue 20] suggests dark text on a bright fill when white text fails', () => {
    const brightGold = '#f2c230';
    expect(contrastRatio('#ffffff', brightGold)).toBeLessThan(4.5);
    const suggested = suggestForeground('#ffffff', brightGold);
    expect(contrastRatio(suggested, brightGold)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggested, '#000000')).toBeLessThan(contrastRatio(suggested, '#ffffff'));
  });

  it('[issue 20] offers a fill of the same hue and saturation that carries the text', () => {
    const fill = suggestBackground('#ffffff', '#2fbf71');
    expect(fill).not.toBeNull();
    expect(contrastRatio('#ffffff', fill!)).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(hueAndSaturation(fill!).h - hueAndSaturation('#2fbf71').h)).toBeLessThan(3);
  });

  it('[issue 20] names both choices in the fix line of a failing pair', () => {
    const input = repoLintInput((i) => { Object.assign(themeIn(i, 'jade').palettes.dark, { header: darkGreen, onHeader: gold }); });
    const finding = findings(themeContrast, input).find((f) => f.pointer === '/palettes/dark/onHeader');
    const [, text, fill] = /set onHeader to (#[0-9a-f]{6}), or header to (#[0-9a-f]{6})/.exec(finding?.fix ?? '') ?? [];
    expect(contrastRatio(text!, darkGreen)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(gold, fill!)).toBeGreaterThanOrEqual(4.5);
  });
});
