// The dark/light palette choice, remembered per merchant under palette:<merchantCode>; a first visit uses the
// merchant's default palette.
import { readLocal, writeLocal } from './local-store';

export type PaletteName = 'dark' | 'light';

export const paletteStorageKey = (merchantCode: string) => `palette:${merchantCode}`;

export function storedPalette(merchantCode: string, defaultPalette: PaletteName): PaletteName {
  const stored = readLocal(paletteStorageKey(merchantCode));
  return stored === 'dark' || stored === 'light' ? stored : defaultPalette;
}

export function storePalette(merchantCode: string, palette: PaletteName): void {
  writeLocal(paletteStorageKey(merchantCode), palette);
}
