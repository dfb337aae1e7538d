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
