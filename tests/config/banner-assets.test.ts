// The banner images the merchants ship: present, sized as configured, self-contained.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import { bannerArtFor, bannerSvg } from '../../scripts/banner-svg.js';
import { readJson, repoRoot } from './config-fixtures.js';

const merchants = readdirSync(path.join(repoRoot, 'merchants')).map((code) => readJson<MerchantConfig>(path.join(repoRoot, 'merchants', code, 'merchant.json')));
const banners = merchants.flatMap((m) => (m.banners ?? []).map((b) => ({ merchant: m, banner: b })));

describe('merchant banner images', () => {
  it.each(banners.map(({ merchant, banner }) => [banner.id, merchant, banner] as const))('%s is an SVG of the configured size without external references', (_id, merchant, banner) => {
    const file = path.join(repoRoot, 'merchants', merchant.code, 'assets', banner.url.replace(`/merchant-assets/${merchant.code}/`, ''));
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${banner.width}" height="${banner.height}" viewBox="0 0 ${banner.width} ${banner.height}"`));
    // The only URL allowed is the SVG namespace; no remote fonts, images or stylesheets.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|@import|@font-face|<image|xlink:href|href=/);
    expect(svg).toContain(`<title>${banner.alt?.en}</title>`);
  });

  it('draws text in the theme\'s header colours and escapes it', () => {
    const demo = merchants.find((m) => m.code === 'demo')!;
    const theme = readJson<ThemeConfig>(path.join(repoRoot, 'themes', demo.theme, 'theme.json'));
    const art = bannerArtFor(demo, { id: 'x', groupName: 'w_home', url: '/merchant-assets/demo/x.svg', width: 800, height: 300, alt: { en: 'Cards & <chips>' } }, theme);
    const svg = bannerSvg(art);
    expect(svg).toContain('Cards &amp; &lt;chips&gt;');
    expect(svg).toContain(`fill="${theme.palettes[demo.defaultPalette ?? 'dark'].onHeader}"`);
    expect(art.motif).toBe('cards');
  });
});
