// The one visible keyboard focus style (WCAG 2.4.7, 2.4.11): the theme's focus colour, outside the element.
import { css } from 'styled-components';

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** WCAG 2.5.8: pointer targets at least 24 by 24 CSS pixels; ours are larger where space allows. */
export const MIN_TARGET_PX = 24;
