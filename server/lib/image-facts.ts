// What an image file is, read from its bytes rather than its name: its type and its intrinsic size, so the config
// check can refuse a logo that is not what its extension says and the header can reserve the logo's box before it
// loads. Pure: the caller reads the file.

export type ImageType = 'svg' | 'png' | 'webp' | 'ico' | 'jpeg' | 'gif';

export interface ImageFacts {
  /** null when the bytes are no image this module knows. */
  type: ImageType | null;
  /** Intrinsic size in CSS pixels (an SVG's width and height, else its viewBox); null when the file gives none. */
  size: { width: number; height: number } | null;
}

const TYPE_OF_EXTENSION: Record<string, ImageType> = { svg: 'svg', png: 'png', webp: 'webp', ico: 'ico', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif' };

/** The type a file name claims by its extension, or null. */
export function imageTypeOfName(name: string): ImageType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext ? (TYPE_OF_EXTENSION[ext] ?? null) : null;
}

export const MIME_OF_IMAGE: Record<ImageType, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

const sized = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

function svgSize(text: string): ImageFacts['size'] {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]?.trim();
  // Only plain or px lengths count; a percentage or an em says nothing about the drawing's proportions.
  const length = (value: string | undefined) => (value && /^[0-9.]+(px)?$/.test(value) ? Number.parseFloat(value) : Number.NaN);
  const width = length(attribute('width'));
  const height = length(attribute('height'));
  if (width > 0 && height > 0) return { width, height };
  const box = attribute('viewBox')?.split(/[\s,]+/).map(Number);
  return box && box.length === 4 && box.every(Number.isFinite) ? sized(box[2]!, box[3]!) : null;
}

function webpSize(bytes: Buffer): ImageFacts['size'] {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && bytes.length >= 30) return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  return null;
}

export function imageFacts(bytes: Buffer): ImageFacts {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'png', size: sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20)) };
  }
  if (bytes.length >= 16 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return { type: 'webp', size: webpSize(bytes) };
  if (bytes.length >= 6 && bytes.readUInt32BE(0) === 0x00000100) return { type: 'ico', size: sized(bytes[6] || 256, bytes[7] || 256) };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: 'jpeg', size: null };
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 4) === 'GIF8') return { type: 'gif', size: sized(bytes.readUInt16LE(6), bytes.readUInt16LE(8)) };
  // SVG is text: an optional BOM, XML declaration, comments or doctype, then the svg element.
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg\b/i.test(head)) return { type: 'svg', size: svgSize(head) };
  return { type: null, size: null };
}
