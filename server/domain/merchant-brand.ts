// The merchant's own brand assets (merchant.json brand): which files it names, and the logo the site draws, the
// merchant's when it has one and the theme's otherwise. Pure: image facts come from the loader.
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import type { LocalizedText } from '../../src/engine/permission-data.js';
import { imageTypeOfName, type ImageFacts, type ImageType } from '../lib/image-facts.js';

export const LOGO_TYPES: readonly ImageType[] = ['svg', 'png', 'webp'];
export const FAVICON_TYPES: readonly ImageType[] = ['svg', 'png', 'ico'];
/** The widest logo the header gives room to, in CSS pixels (the theme schema's logo.width maximum). */
export const MAX_LOGO_WIDTH = 400;

export interface BrandFile {
  /** JSON pointer of the value in merchant.json. */
  pointer: string;
  /** The value: a path inside merchants/CODE/assets/. */
  name: string;
  /** Path relative to the configuration root. */
  onDisk: string;
  /** Address the server serves it at. */
  url: string;
  role: 'logo' | 'favicon';
  allowed: readonly ImageType[];
}

/** Every file the merchant's brand names, with where it lives and what it may be. */
export function brandFiles(merchant: Pick<MerchantConfig, 'code' | 'brand'>): BrandFile[] {
  const brand = merchant.brand;
  if (!brand) return [];
  const file = (pointer: string, name: string, role: BrandFile['role']): BrandFile => ({
    pointer,
    name,
    onDisk: `merchants/${merchant.code}/assets/${name}`,
    url: `/merchant-assets/${merchant.code}/${name}`,
    role,
    allowed: role === 'logo' ? LOGO_TYPES : FAVICON_TYPES,
  });
  return [
    file('/brand/logo/dark', brand.logo.dark, 'logo'),
    ...(brand.logo.light ? [file('/brand/logo/light', brand.logo.light, 'logo')] : []),
    ...(brand.favicon ? [file('/brand/favicon', brand.favicon, 'favicon')] : []),
  ];
}

/** Whether the file's name and its bytes are both one of the allowed types. */
export function brandFileTypeOk(file: BrandFile, facts: ImageFacts | undefined | null): boolean {
  const named = imageTypeOfName(file.name);
  return named !== null && file.allowed.includes(named) && (!facts || facts.type === named);
}

type Size = { width: number; height: number };

/**
 * The logo's box in the header: the theme's logo height, the width from the image's own proportions (capped at
 * MAX_LOGO_WIDTH, the height then shrinking to keep them); the theme's box when the file gives no size.
 */
export function displayedLogoSize(intrinsic: Size | null | undefined, themeBox: Size): Size {
  if (!intrinsic) return { width: themeBox.width, height: themeBox.height };
  const ratio = intrinsic.width / intrinsic.height;
  const width = Math.max(1, Math.round(themeBox.height * ratio));
  if (width <= MAX_LOGO_WIDTH) return { width, height: themeBox.height };
  return { width: MAX_LOGO_WIDTH, height: Math.max(1, Math.round(MAX_LOGO_WIDTH / ratio)) };
}

export interface PublicLogo {
  dark: string;
  light: string;
  width: number;
  height: number;
  /** The light logo's box when it differs from the dark one's. */
  lightSize?: Size;
  /** The merchant's name per language, for the logo's alternative text. */
  alt?: LocalizedText;
}

/**
 * The logo the site draws for a merchant: its brand logo (the light one falling back to the dark) with its box from
 * the file, else the theme's logo at the theme's box. `images` holds the facts of the merchant's asset files by their
 * path from the root; a file without facts keeps the theme's box.
 */
export function publicLogo(theme: Pick<ThemeConfig, 'code' | 'logo'>, merchant?: Pick<MerchantConfig, 'code' | 'brand'>, images?: ReadonlyMap<string, ImageFacts | null>): PublicLogo {
  const themeBox = { width: theme.logo.width, height: theme.logo.height };
  const brand = merchant?.brand;
  if (!merchant || !brand) {
    return { dark: `/themes/${theme.code}/${theme.logo.dark}`, light: `/themes/${theme.code}/${theme.logo.light}`, ...themeBox };
  }
  const files = brandFiles(merchant);
  const dark = files.find((f) => f.pointer === '/brand/logo/dark')!;
  const light = files.find((f) => f.pointer === '/brand/logo/light') ?? dark;
  const darkBox = displayedLogoSize(images?.get(dark.onDisk)?.size, themeBox);
  const lightBox = displayedLogoSize(images?.get(light.onDisk)?.size, themeBox);
  const sameBox = lightBox.width === darkBox.width && lightBox.height === darkBox.height;
  return {
    dark: dark.url,
    light: light.url,
    ...darkBox,
    ...(sameBox ? {} : { lightSize: lightBox }),
    ...(brand.logo.alt ? { alt: { ...brand.logo.alt } as LocalizedText } : {}),
  };
}

/** The logo file of a palette, by path from the root: the merchant's own (its dark one standing in), else the theme's. */
export function logoFileOf(merchant: Pick<MerchantConfig, 'code' | 'brand'>, theme: Pick<ThemeConfig, 'code' | 'logo'>, palette: 'dark' | 'light'): string {
  const files = brandFiles(merchant).filter((f) => f.role === 'logo');
  const own = files.find((f) => f.pointer === `/brand/logo/${palette}`) ?? files[0];
  return own ? own.onDisk : `themes/${theme.code}/${theme.logo[palette]}`;
}

/** The favicon file the merchant's brand names, by path from the root, or null. */
export function faviconFileOf(merchant: Pick<MerchantConfig, 'code' | 'brand'>): BrandFile | null {
  return brandFiles(merchant).find((f) => f.role === 'favicon') ?? null;
}
