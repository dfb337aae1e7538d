// The web app manifest of a merchant (docs/phones.md): its name, a short name for the home screen, the colours of its
// theme's default palette, and icons drawn from its logo (or its own, merchants/CODE/assets/app-icon-SIZE.png), all
// served by this server: nothing remote. Pure.

export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
export const appIconPath = (size: number) => `/app-icon-${size}.png`;

/** Home screens show about 12 characters: a longer name keeps its first word(s) that fit, else is cut. */
export function shortName(name: string, max = 12): string {
  if (name.length <= max) return name;
  const words = name.split(/\s+/);
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > max) break;
    kept = next;
  }
  return kept || name.slice(0, max);
}

export interface ManifestInput {
  name: string;
  lang: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

export function webManifest({ name, lang, description, themeColor, backgroundColor }: ManifestInput) {
  return {
    name,
    short_name: shortName(name),
    description,
    lang,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: APP_ICON_SIZES.map((size) => ({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
