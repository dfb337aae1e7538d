// The site's three arrangements, chosen by the viewport's width (docs/phones.md): a phone below 600 px, a tablet from
// 600 to 1023 px, the desktop layout from 1024 px, which stays exactly as it was designed. Components write
// `${media.phone} { ... }` so every breakpoint lives here.
export const TABLET_MIN_PX = 600;
export const DESKTOP_MIN_PX = 1024;

/** The conditions themselves, for code that must know the arrangement (useMediaQuery): the same as `media`. */
export const mediaQueries = {
  phone: `(max-width: ${TABLET_MIN_PX - 0.02}px)`,
  tablet: `(min-width: ${TABLET_MIN_PX}px) and (max-width: ${DESKTOP_MIN_PX - 0.02}px)`,
} as const;

export const media = {
  /** Phones: one-row header, drawer menu, one or two columns. */
  phone: `@media ${mediaQueries.phone}`,
  /** Tablets only. */
  tablet: `@media ${mediaQueries.tablet}`,
  /** Phones and tablets: everything below the desktop layout (the side menu is a drawer). */
  compact: `@media (max-width: ${DESKTOP_MIN_PX - 0.02}px)`,
  /** The desktop layout only. */
  desktop: `@media (min-width: ${DESKTOP_MIN_PX}px)`,
  /** The narrowest phones (320 to 419 px), where the header keeps only the logo's mark. */
  narrow: '@media (max-width: 419.98px)',
} as const;
