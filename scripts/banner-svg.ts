// Draws a merchant's placeholder banners as self-contained SVG in its theme's colours: no remote fonts or images,
// short English text (the banner's alt text carries the translations). Pure; generate-banners.ts and merchant-new.ts write the files.
import type { MerchantConfig, ThemeConfig } from '../src/engine/config-types.js';

type Palette = ThemeConfig['palettes']['dark'];
type Banner = NonNullable<MerchantConfig['banners']>[number];
export type Motif = 'gift' | 'cards' | 'balls' | 'shield' | 'star' | 'coins';

export interface BannerArt {
  width: number;
  height: number;
  brand: string;
  headline: string;
  cta: string;
  motif: Motif;
  /** Seeds the sparkle positions so each banner differs but a rerun draws the same file. */
  seed: string;
  /** The merchant's default palette: background and text come from its header colours. */
  base: Palette;
  /** The theme's dark palette: its bright primary and accent decorate on any background. */
  bright: Palette;
}

const font = 'Inter, Segoe UI, Verdana, Arial, sans-serif';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function luminance(hex: string): number {
  const c = [1, 3, 5].map((o) => parseInt(hex.slice(o, o + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

function mix(a: string, b: string, t: number): string {
  const ch = (h: string, o: number) => parseInt(h.slice(o, o + 2), 16);
  return `#${[1, 3, 5].map((o) => Math.round(ch(a, o) + (ch(b, o) - ch(a, o)) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** A small deterministic pseudo-random sequence (mulberry32) from a string. */
function random(seed: string): () => number {
  let h = 1779033703;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits text into at most maxLines lines of about maxChars characters. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
}

function sparkle(x: number, y: number, r: number, fill: string, opacity: number): string {
  const k = r * 0.28;
  return `<path d="M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** The motif drawn in a 200 by 200 box centred on the origin. */
function motif(kind: Motif, c: { gold: string; main: string; ink: string; light: string; blend: string }): string {
  switch (kind) {
    case 'gift':
      return [
        `<rect x="-70" y="-20" width="140" height="100" rx="10" fill="${c.main}"/>`,
        `<rect x="-80" y="-48" width="160" height="36" rx="8" fill="${c.gold}"/>`,
        `<rect x="-12" y="-48" width="24" height="128" fill="${c.light}" opacity="0.9"/>`,
        `<path d="M0 -48C-20 -90 -70 -86 -56 -60C-48 -48 -20 -48 0 -48Z" fill="none" stroke="${c.gold}" stroke-width="10"/>`,
        `<path d="M0 -48C20 -90 70 -86 56 -60C48 -48 20 -48 0 -48Z" fill="none" stroke="${c.gold}" stroke-width="10"/>`,
        `<ellipse cx="-92" cy="74" rx="26" ry="9" fill="${c.gold}"/><ellipse cx="-92" cy="64" rx="26" ry="9" fill="${c.gold}" stroke="${c.ink}" stroke-opacity="0.25"/>`,
        `<ellipse cx="96" cy="78" rx="26" ry="9" fill="${c.gold}"/><ellipse cx="96" cy="68" rx="26" ry="9" fill="${c.gold}" stroke="${c.ink}" stroke-opacity="0.25"/><ellipse cx="96" cy="58" rx="26" ry="9" fill="${c.gold}" stroke="${c.ink}" stroke-opacity="0.25"/>`,
      ].join('');
    case 'cards':
      return [
        `<g transform="rotate(-14)"><rect x="-95" y="-70" width="100" height="140" rx="12" fill="${c.light}"/><path d="M-45 -22C-58 -40 -80 -22 -45 10C-10 -22 -32 -40 -45 -22Z" fill="${c.main}"/></g>`,
        `<g transform="rotate(12)"><rect x="-10" y="-80" width="100" height="140" rx="12" fill="${c.light}" stroke="${c.ink}" stroke-opacity="0.15"/><path d="M40 -40L62 -10L40 20L18 -10Z" fill="${c.gold}"/></g>`,
        `<circle cx="-70" cy="78" r="26" fill="${c.gold}"/><circle cx="-70" cy="78" r="16" fill="none" stroke="${c.ink}" stroke-width="4" stroke-dasharray="6 5"/>`,
        `<circle cx="78" cy="82" r="22" fill="${c.main}"/><circle cx="78" cy="82" r="13" fill="none" stroke="${c.light}" stroke-width="4" stroke-dasharray="5 4"/>`,
      ].join('');
    case 'balls':
      return [
        [-60, -30, 48, c.gold, '7'],
        [50, -45, 42, c.main, '21'],
        [10, 50, 46, c.blend, '8'],
      ]
        .map(([x, y, r, fill, n]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${Number(r) * 0.55}" fill="#ffffff" opacity="0.92"/><text x="${x}" y="${Number(y) + Number(r) * 0.2}" text-anchor="middle" font-family="${font}" font-size="${Number(r) * 0.6}" font-weight="800" fill="#1a1a1a">${n}</text>`)
        .join('');
    case 'shield':
      return [
        `<path d="M0 -90L72 -62V-4C72 44 40 76 0 92C-40 76 -72 44 -72 -4V-62Z" fill="${c.main}"/>`,
        `<path d="M0 -70L54 -49V-4C54 34 30 58 0 71Z" fill="${c.light}" opacity="0.18"/>`,
        `<path d="M-30 0L-8 22L34 -24" fill="none" stroke="${c.gold}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
      ].join('');
    case 'star':
      return [
        `<circle r="82" fill="${c.gold}" opacity="0.35"/>`,
        `<path d="M0 -80L22 -28L78 -24L35 12L48 66L0 37L-48 66L-35 12L-78 -24L-22 -28Z" fill="${c.main}" stroke="${c.light}" stroke-width="4" stroke-linejoin="round"/>`,
      ].join('');
    case 'coins':
      return [-60, 0, 60]
        .map((x, i) => Array.from({ length: 3 + i }, (_, k) => `<ellipse cx="${x}" cy="${60 - k * 18}" rx="34" ry="12" fill="${c.gold}" stroke="${c.ink}" stroke-opacity="0.3"/>`).join(''))
        .join('');
  }
}

export function bannerSvg(art: BannerArt): string {
  const { width: w, height: h, base, bright } = art;
  const bg = base.header;
  const ink = base.onHeader;
  // The call to action takes the brighter of the theme's two accents against this background; its text colour is
  // the theme's own pairing (onPrimary or onAccent), which the theme-contrast rule keeps at AA.
  const [ctaFill, ctaText] = contrast(bright.primary, bg) >= contrast(bright.accent, bg) ? [bright.primary, bright.onPrimary] : [bright.accent, bright.onAccent];
  const colours = { gold: bright.accent, main: bright.primary, ink: bg, light: mix(ink, '#ffffff', 0.5), blend: mix(bright.accent, bright.primary, 0.5) };
  const rnd = random(art.seed);
  const landscape = w / h >= 1.4;

  // Text block: brand, headline (one line when it fits at a readable size, else two), call to action; centred
  // vertically on the left of a wide banner, or in the lower part of a tall one under the motif.
  const textWidth = landscape ? w * 0.56 : w * 0.86;
  const glyph = 0.56;
  const oneLine = Math.min(landscape ? h * 0.17 : w * 0.1, textWidth / (glyph * art.headline.length));
  const wraps = oneLine < (landscape ? h * 0.12 : w * 0.075);
  const hs = Math.round(wraps ? (landscape ? h * 0.14 : w * 0.085) : oneLine);
  const lines = wraps ? wrap(art.headline, Math.floor(textWidth / (glyph * hs)), 2) : [art.headline];
  const brandSize = Math.max(13, Math.round(landscape ? h * 0.06 : w * 0.04));
  const ctaH = Math.round(landscape ? h * 0.15 : w * 0.11);
  const ctaW = Math.round(art.cta.length * ctaH * 0.3 + ctaH * 1.6);
  const blockH = brandSize + hs * 0.45 + lines.length * hs * 1.1 + hs * 0.5 + ctaH;
  const top = Math.round(landscape ? (h - blockH) / 2 : h * 0.56 + (h * 0.44 - blockH) / 2);
  const x = landscape ? Math.round(w * 0.06) : w / 2;
  const anchor = landscape ? 'start' : 'middle';
  const brandY = top + Math.round(brandSize * 0.8);
  const lineY = (i: number) => top + brandSize + Math.round(hs * (0.45 + 0.85 + 1.1 * i));
  const ctaY = top + brandSize + Math.round(hs * (0.45 + 1.1 * lines.length + 0.5));
  const ctaX = landscape ? x : Math.round(w / 2 - ctaW / 2);

  const motifSize = landscape ? h * 0.78 : Math.min(w * 0.62, h * 0.42);
  const motifX = landscape ? w - Math.min(w * 0.22, h * 0.75) : w / 2;
  const motifY = landscape ? h / 2 : h * 0.3;

  const inText = (px: number, py: number) =>
    py > top - 16 && py < top + blockH + 16 && (landscape ? px > x - 16 && px < x + textWidth : px > w * 0.05 && px < w * 0.95);
  const sparkles = Array.from({ length: landscape ? 14 : 10 }, () => {
    let [px, py] = [0, 0];
    for (let tries = 0; tries < 12 && (tries === 0 || inText(px, py)); tries++) [px, py] = [Math.round(rnd() * w), Math.round(rnd() * h)];
    return inText(px, py) ? '' : sparkle(px, py, 4 + Math.round(rnd() * 8), rnd() > 0.5 ? bright.accent : ink, 0.25 + rnd() * 0.4);
  }).join('');
  const rays = Array.from({ length: 5 }, (_, i) => {
    const rx = Math.round(w * (0.35 + i * 0.16));
    return `<path d="M${rx} 0H${rx + Math.round(w * 0.06)}L${rx - Math.round(w * 0.22)} ${h}H${rx - Math.round(w * 0.28)}Z" fill="#ffffff" opacity="0.04"/>`;
  }).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(art.headline)}">`,
    `<title>${xml(art.headline)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mix(bg, bright.primary, 0.28)}"/></linearGradient>`,
    `<radialGradient id="glow-main"><stop offset="0" stop-color="${bright.primary}" stop-opacity="0.55"/><stop offset="1" stop-color="${bright.primary}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glow-accent"><stop offset="0" stop-color="${bright.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${bright.accent}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    rays,
    `<circle cx="${motifX}" cy="${motifY}" r="${Math.round(motifSize * 0.75)}" fill="url(#glow-main)"/>`,
    `<circle cx="${Math.round(landscape ? w * 0.5 : w * 0.1)}" cy="${Math.round(h * 0.95)}" r="${Math.round(Math.min(w, h) * 0.6)}" fill="url(#glow-accent)"/>`,
    sparkles,
    `<g transform="translate(${Math.round(motifX)} ${Math.round(motifY)}) scale(${(motifSize / 200).toFixed(3)})">${motif(art.motif, colours)}</g>`,
    `<text x="${x}" y="${brandY}" text-anchor="${anchor}" font-family="${font}" font-size="${brandSize}" font-weight="700" letter-spacing="3" fill="${ink}" opacity="0.85">${xml(art.brand.toUpperCase())}</text>`,
    ...lines.map((line, i) => `<text x="${x}" y="${lineY(i)}" text-anchor="${anchor}" font-family="${font}" font-size="${hs}" font-weight="800" fill="${ink}">${xml(line)}</text>`),
    `<rect x="${ctaX}" y="${ctaY}" width="${ctaW}" height="${ctaH}" rx="${Math.round(ctaH / 2)}" fill="${ctaFill}"/>`,
    `<text x="${ctaX + ctaW / 2}" y="${ctaY + Math.round(ctaH * 0.64)}" text-anchor="middle" font-family="${font}" font-size="${Math.round(ctaH * 0.42)}" font-weight="700" fill="${ctaText}">${xml(art.cta)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const motifs: [RegExp, Motif, string][] = [
  [/lott|draw|jackpot/i, 'balls', 'Pick numbers'],
  [/casino|live|card|poker/i, 'cards', 'Play now'],
  [/sign in|log ?in/i, 'shield', 'Sign in'],
  [/join|register|sign up/i, 'star', 'Join now'],
  [/bonus|welcome|gift|cashback/i, 'gift', 'Claim now'],
];

/** Banner art for one of a merchant's banners: headline from its English alt text, motif and call to action from its words. */
export function bannerArtFor(merchant: MerchantConfig, banner: Banner, theme: ThemeConfig): BannerArt {
  const headline = banner.alt?.en ?? merchant.name;
  const [, motif, cta] = motifs.find(([re]) => re.test(headline)) ?? [null, 'coins' as const, 'Play now'];
  return {
    width: banner.width ?? (banner.groupName === 'w_home' ? 1200 : 400),
    height: banner.height ?? (banner.groupName === 'w_home' ? 360 : 520),
    brand: merchant.name,
    headline,
    cta,
    motif,
    seed: banner.id,
    base: theme.palettes[merchant.defaultPalette ?? 'dark'],
    bright: theme.palettes.dark,
  };
}
