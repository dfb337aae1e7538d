// The theme's input style (components.input.style) over a field's own look: outlined keeps the field's border all
// round, filled tints the field and keeps a bottom border, underlined keeps only the bottom border. The bottom border
// is the text colour's muted tone, so the field's edge stays visible (WCAG 1.4.11) in every style.
import { css } from 'styled-components';

export const themedInput = css`
  ${({ theme }) =>
    theme.components.input.style === 'outlined'
      ? ''
      : css`
          border-width: 0 0 2px;
          border-color: ${theme.colors.textMuted};
          border-radius: ${theme.components.input.style === 'filled' ? `${theme.radii.small} ${theme.radii.small} 0 0` : '0'};
          background: ${theme.components.input.style === 'filled' ? theme.colors.surfaceRaised : 'transparent'};
        `}
`;
