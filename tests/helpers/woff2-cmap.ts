// The code points a WOFF2 font file maps to glyphs (its cmap, formats 4 and 12), read with Node's own Brotli: enough
// to check that a bundled face draws every letter a language's texts use, without a font library. Test helper only.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

// WOFF2's table of known tags, indexed by the 6-bit flag (spec section 5.2).
const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill'];

export function woff2CodePoints(file: string): Set<number> {
  const font = readFileSync(file);
  if (font.toString('latin1', 0, 4) !== 'wOF2') throw new Error(`${file} is not a WOFF2 file`);
  const numTables = font.readUInt16BE(12);
  let offset = 48;
  const base128 = (): number => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = font[offset++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const tables: { tag: string; length: number; stored: number }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = font[offset++]!;
    let tag = KNOWN_TAGS[flags & 63];
    if ((flags & 63) === 63) {
      tag = font.toString('latin1', offset, offset + 4);
      offset += 4;
    }
    const length = base128();
    const transform = (flags >> 6) & 3;
    // glyf and loca are transformed unless the version is 3; other tables are transformed when it is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? transform !== 3 : transform !== 0;
    tables.push({ tag: tag ?? '', length, stored: transformed ? base128() : length });
  }
  const data = brotliDecompressSync(font.subarray(offset, offset + font.readUInt32BE(20)));
  let at = 0;
  let cmap: Buffer | undefined;
  for (const table of tables) {
    if (table.tag === 'cmap') cmap = data.subarray(at, at + table.length);
    at += table.stored;
  }
  if (!cmap) throw new Error(`${file} has no cmap`);
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 12) {
      for (let g = 0; g < cmap.readUInt32BE(sub + 12); g += 1) {
        for (let c = cmap.readUInt32BE(sub + 16 + g * 12); c <= cmap.readUInt32BE(sub + 20 + g * 12); c += 1) points.add(c);
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(sub + 6) / 2;
      for (let s = 0; s < segments; s += 1) {
        const end = cmap.readUInt16BE(sub + 14 + s * 2);
        for (let c = cmap.readUInt16BE(sub + 16 + segments * 2 + s * 2); c <= end && c !== 0xffff; c += 1) points.add(c);
      }
    }
  }
  return points;
}
