// Tile artwork drawn from the game itself: a gradient chosen by a hash of the node id, a glyph for its kind of game
// and its name. Everything is local SVG (no remote fonts or images) at a fixed size so tiles never shift the
// layout while loading: 240 wide, in the frame of the theme's tiles (4:3 unless asked otherwise), so that a square,
// portrait or wide tile shows the whole art rather than a crop of the 4:3 one that cut the vendor code and the name.
import { DEFAULT_TILE_RATIO, tileFrameSize, type TileRatio } from '../../../src/engine/tile-frame.js';
import type { GameCategory, GameClassify } from './categories.js';
import { createPrng, hashString } from './prng.js';

/** Raised when the drawing changes: the art's URL carries it, and browsers keep an answer for a year. */
export const tileArtRevision = 2;


export interface TileArtInput {
  nodeId: string;
  name: string;
  gameType: GameCategory;
  gameClassify: GameClassify | '';
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Simple shapes per category, drawn in a 100x100 box centred on the tile. */
const glyphs: Record<string, string> = {
  RNG: '<text x="50" y="74" font-size="72" font-weight="900" text-anchor="middle">7</text>',
  JP: '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30-23-20 30-3z"/>',
  SC: '<rect x="14" y="22" width="72" height="56" rx="6"/><path d="M24 62q12-20 24 0t24 0" fill="none" stroke="#fff" stroke-width="6"/>',
  VP: '<path d="M50 10c18 22 36 32 36 48a16 16 0 0 1-30 8l6 22H38l6-22a16 16 0 0 1-30-8c0-16 18-26 36-48z"/>',
  TG: '<circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="22" fill="none" stroke="#fff" stroke-width="5"/>',
  AC: '<rect x="16" y="16" width="68" height="68" rx="12"/><circle cx="34" cy="34" r="7" fill="#fff"/><circle cx="66" cy="66" r="7" fill="#fff"/><circle cx="50" cy="50" r="7" fill="#fff"/>',
  BG: '<circle cx="50" cy="50" r="38"/><text x="50" y="62" font-size="34" font-weight="800" text-anchor="middle" fill="#fff">B</text>',
  FISH: '<path d="M10 50c20-28 52-28 66 0-14 28-46 28-66 0zm66 0l18-18v36z"/><circle cx="30" cy="44" r="5" fill="#fff"/>',
  LIVE: '<rect x="22" y="10" width="48" height="70" rx="6" transform="rotate(-10 46 45)"/><rect x="34" y="18" width="48" height="70" rx="6" fill="#fff" opacity=".85"/><text x="58" y="64" font-size="30" font-weight="800" text-anchor="middle">A</text>',
  PVP: '<path d="M50 8c22 26 40 36 40 54a18 18 0 0 1-34 8l6 22H38l6-22a18 18 0 0 1-34-8c0-18 18-28 40-54z"/>',
  SPORTS: '<circle cx="50" cy="50" r="40"/><path d="M50 28l20 14-8 24H38l-8-24z" fill="#fff"/>',
  ESPORTS: '<path d="M20 34h60a14 14 0 0 1 14 14l-4 22a10 10 0 0 1-17 5L62 64H38L27 75a10 10 0 0 1-17-5l-4-22a14 14 0 0 1 14-14z"/>',
  COCKFIGHT: '<path d="M30 80l10-30-14-20 22 6 14-22 4 26 20 10-22 8-4 22z"/>',
  LOTT: '<circle cx="32" cy="38" r="20"/><circle cx="68" cy="38" r="20"/><circle cx="50" cy="70" r="20"/>',
  ELOTT: '<circle cx="32" cy="38" r="20"/><circle cx="68" cy="38" r="20"/><circle cx="50" cy="70" r="20"/>',
  INHOUSE: '<path d="M50 6l30 16v34c0 20-14 32-30 38-16-6-30-18-30-38V22z"/>',
};

/** Splits a name into at most two lines of about `width` characters for the caption. */
function captionLines(name: string, width: number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0]!, `${lines.slice(1).join(' ').slice(0, width - 1)}…`];
}

export function renderTileSvg(input: TileArtInput, ratio: TileRatio = DEFAULT_TILE_RATIO): string {
  const prng = createPrng(hashString(`tile:${input.nodeId}`));
  const hue = prng.int(0, 359);
  const second = (hue + prng.int(30, 90)) % 360;
  const angle = prng.int(0, 1) === 0 ? 'x2="1" y2="1"' : 'x2="1" y2="0"';
  const glyph = glyphs[input.gameClassify || input.gameType] ?? glyphs.RNG!;
  const { width, height } = tileFrameSize(ratio);
  // The caption band at the foot, the glyph in the space above it (70 wide in the 4:3 frame, as it always was).
  const band = Math.min(52, Math.round(height / 3));
  const glyphSize = Math.round(Math.min(width, height - band) * 0.55);
  const glyphX = Math.round((width - glyphSize) / 2);
  const glyphY = Math.round((height - band - glyphSize) * 0.24);
  const lines = captionLines(input.name, 22);
  const captionY = height - (lines.length > 1 ? 34 : 22);
  const caption = lines
    .map((l, i) => `<text x="120" y="${captionY + i * 18}" font-size="15" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" ${angle}><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${second} 75% 22%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="12" fill="url(#g)"/>`,
    `<circle cx="${prng.int(20, 220)}" cy="${prng.int(10, 60)}" r="${prng.int(30, 70)}" fill="#fff" opacity=".08"/>`,
    `<g transform="translate(${glyphX} ${glyphY}) scale(${glyphSize / 100})" fill="hsl(${hue} 90% 85%)" font-family="system-ui, sans-serif">${glyph}</g>`,
    `<rect y="${height - band}" width="${width}" height="${band}" fill="#000" opacity=".35"/>`,
    // No vendor code in a corner: the tile names the vendor beneath the art, and a corner is where a tile puts its
    // "hot" badge (the start side, so either corner in one direction or the other).
    `<g font-family="system-ui, sans-serif">${caption}</g>`,
    '</svg>',
  ].join('');
}

/** A vendor logo: the vendor code in a rounded badge, coloured by the code. */
export function renderVendorLogoSvg(vassalage: string, displayName: string): string {
  const hue = hashString(`vendor:${vassalage}`) % 360;
  const fontSize = vassalage.length > 6 ? 16 : vassalage.length > 3 ? 22 : 30;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60" role="img" ',
    `aria-label="${escapeXml(displayName)}">`,
    `<rect width="160" height="60" rx="10" fill="hsl(${hue} 55% 30%)"/>`,
    `<text x="80" y="${30 + fontSize / 3}" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="800" text-anchor="middle" fill="#fff">${escapeXml(vassalage.replaceAll('_', ' '))}</text>`,
    '</svg>',
  ].join('');
}
