// The fill of a highlighted control in the header (the deposit button, the unread badge): the primary colour, unless
// the theme paints the header itself in a colour the primary does not stand out from (Lotus light: both #b3124a),
// where a primary fill vanished into the bar; then the header's own text colour, with the header colour on it.
import { css } from 'styled-components';
import type { Palette } from '../engine/config-types';
import { contrastRatio } from '../engine/theme-tokens';

/** WCAG 1.4.11: a control's boundary needs 3:1 against what is next to it. */
const MINIMUM_FILL_CONTRAST = 3;

export function headerFillColors(colors: Palette): { background: string; color: string } {
  return contrastRatio(colors.primary, colors.header) >= MINIMUM_FILL_CONTRAST
    ? { background: colors.primary, color: colors.onPrimary }
    : { background: colors.onHeader, color: colors.header };
}

/** Background, text and border colours of a filled control on the header. */
export const headerFill = css`
  background: ${({ theme }) => headerFillColors(theme.colors).background};
  color: ${({ theme }) => headerFillColors(theme.colors).color};
  border-color: ${({ theme }) => headerFillColors(theme.colors).background};
`;
