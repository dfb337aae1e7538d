// The palette of the visit (dark or light): remembered per merchant, applied to the theme tokens, to color-scheme and
// to the toggles that change it.
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { PermissionData } from '../engine/permission-data';
import { themeTokens, type PaletteMode } from '../engine/theme-tokens';
import { storePalette, storedPalette } from '../lib/palette';
import { GlobalStyle } from './global-style';

interface PaletteChoice {
  palette: PaletteMode;
  togglePalette: () => void;
}

const PaletteContext = createContext<PaletteChoice | null>(null);

export function PaletteProvider({ permission, children }: { permission: PermissionData; children: ReactNode }) {
  const { code, defaultPalette } = permission.merchant;
  const [palette, setPalette] = useState<PaletteMode>(() => storedPalette(code, defaultPalette));
  const theme = useMemo(() => themeTokens(permission.theme, palette), [permission.theme, palette]);

  const togglePalette = useCallback(() => {
    setPalette((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      storePalette(code, next);
      return next;
    });
  }, [code]);

  // A layout effect: the page's color-scheme changes in the same commit as the palette, so native controls and
  // scrollbars never paint in the other palette for a frame.
  useLayoutEffect(() => {
    document.documentElement.style.colorScheme = palette;
    document.documentElement.dataset.palette = palette;
  }, [palette]);

  const choice = useMemo(() => ({ palette, togglePalette }), [palette, togglePalette]);
  return (
    <PaletteContext.Provider value={choice}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </PaletteContext.Provider>
  );
}

export function usePalette(): PaletteChoice {
  const choice = useContext(PaletteContext);
  if (!choice) throw new Error('usePalette needs a PaletteProvider');
  return choice;
}
