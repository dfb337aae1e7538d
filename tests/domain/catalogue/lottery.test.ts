import { describe, expect, it } from 'vitest';
import { lotteryGameDefinitions, openedDraws, prizeModeVendors } from '../../../server/domain/catalogue/lottery.js';
import { renderTileSvg, renderVendorLogoSvg } from '../../../server/domain/catalogue/tile-art.js';
import { TILE_RATIOS } from '../../../src/engine/tile-frame.js';

const game = (code: string) => lotteryGameDefinitions.find((l) => l.gameCode === code)!;
const KEY = 'a'.repeat(64);

describe('openedDraws', () => {
  const now = new Date('2026-06-01T10:00:30Z');

  it('[P7.2-16] gives the same numbers for the same game and period, newest first', () => {
    const a = openedDraws(game('SSC_1M'), now, 3, KEY);
    expect(a).toEqual(openedDraws(game('SSC_1M'), now, 3, KEY));
    expect(a.map((d) => d.openedAt)).toEqual(['2026-06-01T10:00:00.000Z', '2026-06-01T09:59:00.000Z', '2026-06-01T09:58:00.000Z']);
    expect(a[0]!.issue).toBe('202606010601');
  });

  it('[P9-8] draws under the secret key: the game code and period alone do not give the numbers', () => {
    const periods = 40;
    const under = (key: string) => openedDraws(game('SSC_1M'), now, periods, key).map((d) => d.numbers.join(''));
    const ours = under(KEY);
    const theirs = under('b'.repeat(64));
    // Five digits per draw: two keys agree on a draw about once in 100,000, not on most of them.
    expect(ours.filter((numbers, i) => numbers === theirs[i]).length).toBeLessThanOrEqual(1);
    expect(under(KEY)).toEqual(ours);
  });

  it('[P9-8] draws every number about equally often', () => {
    const counts = new Map<string, number>();
    for (const draw of openedDraws(game('SSC_1M'), now, 2_000, KEY)) for (const digit of draw.numbers) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    // 10,000 digits: each of 0-9 about 1,000 times (a fair die is within 150 of it far beyond 99.9 % of the time).
    expect([...counts.keys()].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const count of counts.values()) expect(Math.abs(count - 1_000)).toBeLessThan(150);
  });

  it('[P9-8] draws numbers in the shape of each lottery', () => {
    expect(openedDraws(game('CQSSC'), now, 1, KEY)[0]!.numbers).toHaveLength(5);
    const pick5 = openedDraws(game('GD11X5'), now, 1, KEY)[0]!.numbers;
    expect(new Set(pick5).size).toBe(5);
    expect(pick5.every((n) => Number(n) >= 1 && Number(n) <= 11)).toBe(true);
    expect(openedDraws(game('BJPK10'), now, 1, KEY)[0]!.numbers.slice().sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(openedDraws(game('JSK3'), now, 1, KEY)[0]!.numbers.every((n) => /^[1-6]$/.test(n))).toBe(true);
    expect(openedDraws(game('VN_HN'), now, 1, KEY)[0]).toMatchObject({ issue: '20260601' });
    expect(openedDraws(game('MY_MAGNUM'), now, 1, KEY)[0]!.numbers.every((n) => /^\d{4}$/.test(n))).toBe(true);
  });

  it('[P4.6-5] maps every prize mode to lottery vendors', () => {
    expect(prizeModeVendors.ELOTT).toEqual(['ELOTT', 'TCG_LOTTO_VN']);
    expect(prizeModeVendors.SEA).toEqual(['TCG_SEA']);
  });
});

describe('tile art', () => {
  const input = { nodeId: '1090001', name: 'Golden Dragon <Deluxe> & Friends of the Mountain', gameType: 'RNG' as const, gameClassify: 'JP' as const };

  it('[P2.7-2] renders the same 240x180 SVG for the same game, escaped, with no remote reference', () => {
    const svg = renderTileSvg(input);
    expect(svg).toBe(renderTileSvg(input));
    expect(svg).toContain('width="240" height="180"');
    expect(svg).toContain('&lt;Deluxe&gt; &amp;');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(renderTileSvg({ ...input, nodeId: '1090002' })).not.toBe(svg);
  });

  it('[P2.7-2] draws the art in each frame a theme gives its tiles, the glyph above the caption band and every part inside', () => {
    const sizes = TILE_RATIOS.map((ratio) => {
      const svg = renderTileSvg(input, ratio);
      const [width, height] = [Number(/ width="(\d+)"/.exec(svg)![1]), Number(/ height="(\d+)"/.exec(svg)![1])];
      const [, x, y, scale] = /translate\((\d+) (\d+)\) scale\(([\d.]+)\)/.exec(svg)!.map(Number) as [number, number, number, number];
      const bandTop = Number(/<rect y="(\d+)"/.exec(svg)![1]);
      const captionBaselines = [...svg.matchAll(/<text x="120" y="(\d+)"/g)].map((m) => Number(m[1]));
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + 100 * scale).toBeLessThanOrEqual(width);
      expect(y + 100 * scale).toBeLessThanOrEqual(bandTop);
      expect(captionBaselines.length).toBeGreaterThan(0);
      expect(captionBaselines.every((baseline) => baseline > bandTop && baseline <= height)).toBe(true);
      return `${width}x${height}`;
    });
    expect(sizes).toEqual(['240x180', '240x240', '240x320', '240x135']);
    // No vendor code in a corner, where tiles put their "hot" badge.
    expect(renderTileSvg(input)).not.toContain('>PT<');
  });

  it('[P2.7-2] renders a vendor logo', () => {
    expect(renderVendorLogoSvg('TCG_LOTTO_VN', 'TCG Vietnam Lotto')).toContain('TCG LOTTO VN');
  });
});
