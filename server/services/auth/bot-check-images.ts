// Pictures for the bot checks: the image captcha (svg-captcha text rasterised to PNG, since the spec's client shows
// a base64 PNG) and the slider puzzle (a procedural background with a gap, and the piece that fills it).
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import { captchaPolicy, sliderPolicy } from '../../domain/auth/bot-check.js';

const renderPng = (svg: string): Buffer => Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());

/** Characters people confuse (0/o/O, 1/l/I) are left out of the text. */
export function createCaptchaImage(): { text: string; png: Buffer } {
  const { text, data } = svgCaptcha.create({
    size: captchaPolicy.length,
    width: 120,
    height: 40,
    fontSize: 44,
    noise: 2,
    color: true,
    background: '#f2f4f8',
    ignoreChars: '0oO1lIi',
  });
  return { text, png: renderPng(data) };
}

const { width, height, pieceSize } = sliderPolicy;

/** A jigsaw outline inside a pieceSize square: a body with a knob on top and one on the right. */
function pieceOutline(x: number, y: number): string {
  const k = 7;
  const top = y + k + 1;
  const right = x + pieceSize - k - 1;
  const bottom = y + pieceSize - 1;
  const left = x + 1;
  const midX = (left + right) / 2;
  const midY = (top + bottom) / 2;
  return [
    `M${left},${top}`,
    `H${midX - k}`,
    `A${k},${k} 0 1 1 ${midX + k},${top}`,
    `H${right}`,
    `V${midY - k}`,
    `A${k},${k} 0 1 1 ${right},${midY + k}`,
    `V${bottom}`,
    `H${left}`,
    'Z',
  ].join(' ');
}

/** random() is uniform in [0, 1); the pattern changes with every challenge so pictures cannot be matched by hash. */
function patternShapes(random: () => number): string {
  const hue = Math.floor(random() * 360);
  const shapes: string[] = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},60%,58%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 28; i++) {
    const cx = (random() * width).toFixed(1);
    const cy = (random() * height).toFixed(1);
    const r = (6 + random() * 26).toFixed(1);
    const fill = `hsla(${(hue + Math.floor(random() * 180)) % 360},70%,${35 + Math.floor(random() * 40)}%,0.55)`;
    if (i % 3 === 0) {
      const angle = Math.floor(random() * 90);
      shapes.push(`<rect x="${cx}" y="${cy}" width="${r}" height="${r}" fill="${fill}" transform="rotate(${angle} ${cx} ${cy})"/>`);
    } else {
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`);
    }
  }
  return shapes.join('');
}

/** The background with the gap darkened at (gapX, gapY), and the piece cut from the same pattern at that place. */
export function createSliderImages(gap: { x: number; y: number }, random: () => number): { background: Buffer; piece: Buffer } {
  const pattern = patternShapes(random);
  const outline = pieceOutline(gap.x, gap.y);
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${pattern}` +
    `<path d="${outline}" fill="rgba(0,0,0,0.5)" stroke="rgba(255,255,255,0.85)" stroke-width="1.5"/></svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}" viewBox="${gap.x} ${gap.y} ${pieceSize} ${pieceSize}">` +
    `<defs><clipPath id="p"><path d="${outline}"/></clipPath></defs>` +
    `<g clip-path="url(#p)">${pattern.replace('id="g"', 'id="g2"').replace('url(#g)', 'url(#g2)')}</g>` +
    `<path d="${outline}" fill="none" stroke="rgba(255,255,255,0.95)" stroke-width="1.5"/></svg>`;
  return { background: renderPng(background), piece: renderPng(piece) };
}
