// The dark/light palette choice, remembered per merchant under palette:<merchantCode>; a first visit uses the
// merchant's default palette.
import type { PaletteMode } from '../engine/theme-tokens';
import { readLocal, writeLocal } from './local-store';

export const paletteStorageKey = (merchantCode: string) => `palette:${merchantCode}`;

export function storedPalette(merchantCode: string, defaultPalette: PaletteMode): PaletteMode {
  const stored = readLocal(paletteStorageKey(merchantCode));
  return stored === 'dark' || stored === 'light' ? stored : defaultPalette;
}

export function storePalette(merchantCode: string, palette: PaletteMode): void {
  writeLocal(paletteStorageKey(merchantCode), palette);
}

/**
 * A game window's URL with the site's palette (docs/demo-game.md "Palette"): the page the launch answers draws its
 * light or dark palette from `palette`, not from the device, so the game looks like the site it was opened from.
 */
export function withSitePalette(url: string): string {
  const palette = typeof document === 'undefined' ? undefined : document.documentElement.dataset.palette;
  if (palette !== 'light' && palette !== 'dark') return url;
  return `${url}${url.includes('?') ? '&' : '?'}palette=${palette}`;
}
