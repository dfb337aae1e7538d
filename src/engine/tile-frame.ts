// The frame of a game tile's image, shared by the site (the tile's reserved box, the art it asks for) and the server
// (the art it draws): always 240 wide, as tall as the theme's aspect ratio makes it, and the ratio as a URL carries it.
import type { ThemeConfig } from './config-types';

export type TileRatio = ThemeConfig['components']['gameTile']['aspectRatio'];

/** Every frame a theme can give its tiles (schemas/theme.schema.json, components.gameTile.aspectRatio). */
export const TILE_RATIOS: readonly TileRatio[] = ['4:3', '1:1', '3:4', '16:9'];

/** The platform's own art is drawn 4:3 unless a frame is asked for. */
export const DEFAULT_TILE_RATIO: TileRatio = '4:3';

export const TILE_WIDTH = 240;

/** The image's size in a frame: 240 x 180, 240, 320 or 135. */
export function tileFrameSize(ratio: TileRatio): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  return { width: TILE_WIDTH, height: Math.round((TILE_WIDTH * h) / w) };
}

/** The frame in a URL: `ratio=3x4` (a colon would need escaping in every URL that carries it). */
export const tileRatioParam = (ratio: TileRatio): string => ratio.replace(':', 'x');
