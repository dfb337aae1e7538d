// The dark/light switch: one button whose label says what pressing it does.
import type { PaletteMode } from '../engine/theme-tokens';
import { IconButton } from './icon-button';
import { MoonIcon, SunIcon } from './icons';

export interface PaletteToggleProps {
  palette: PaletteMode;
  onToggle: () => void;
  switchToLightLabel: string;
  switchToDarkLabel: string;
}

export function PaletteToggle({ palette, onToggle, switchToLightLabel, switchToDarkLabel }: PaletteToggleProps) {
  const toLight = palette === 'dark';
  return <IconButton label={toLight ? switchToLightLabel : switchToDarkLabel} icon={toLight ? <SunIcon /> : <MoonIcon />} onClick={onToggle} />;
}
