// The corner radius of badges (hot, unread counts) from the theme's badge shape.
import type { DefaultTheme } from 'styled-components';

export function badgeRadius(theme: DefaultTheme): string {
  const { shape } = theme.components.badge;
  return shape === 'pill' ? theme.radii.pill : shape === 'square' ? '0' : theme.radii.small;
}
