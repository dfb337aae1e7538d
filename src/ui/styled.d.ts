// styled-components' theme is the engine's AppTheme, so every styled component reads typed tokens.
import 'styled-components';
import type { AppTheme } from '../engine/theme-tokens';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds nothing of its own on purpose.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
