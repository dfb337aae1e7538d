// Renders a piece of the UI inside the theme, without the rest of the shell.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { themeTokens, type PaletteMode } from '../../../src/engine/theme-tokens';
import { permissionFixture } from './permission-fixture';

export async function renderThemed(ui: ReactElement, mode: PaletteMode = 'dark') {
  const { theme } = await permissionFixture();
  return render(<ThemeProvider theme={themeTokens(theme, mode)}>{ui}</ThemeProvider>);
}
