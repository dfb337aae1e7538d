// The config check of a merchant's own logo and favicon (merchant.json brand): a missing, unreadable or sizeless file
// and a file that is not SVG, PNG or WebP (a favicon: SVG, PNG or ICO), by name or by content, each with a fix line;
// and the demo merchants' logos, which must stand out from their header in both palettes.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import { formatProblem, loadPlatformConfig } from '../../server/config/load-config.js';
import { brandAssetMissing, brandAssetType } from '../../server/config/rules-brand.js';
import { imageFacts } from '../../server/lib/image-facts.js';
import { contrastRatio, MINIMUM_UI_CONTRAST } from '../../src/engine/theme-tokens.js';
import { findings, merchantIn, readJson, repoLintInput, repoRoot, tempRoot } from './config-fixtures.js';

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('brand-asset-missing', () => {
  it('reports a logo or favicon the assets folder lacks, naming the file and how to fix it', () => {
    const input = repoLintInput((i) => {
      merchantIn(i, 'basic').brand!.logo.light = 'logo-white.svg';
      merchantIn(i, 'basic').brand!.favicon = 'icons/tab.png';
    });
    expect(findings(brandAssetMissing, input)).toEqual([
      {
        file: 'merchants/basic/merchant.json',
        pointer: '/brand/logo/light',
        reason: 'logo light merchants/basic/assets/logo-white.svg does not exist',
        fix: 'add merchants/basic/assets/logo-white.svg (SVG, PNG or WebP), or set brand.logo.light to the name of a file in merchants/basic/assets/',
      },
      expect.objectContaining({ pointer: '/brand/favicon', reason: 'favicon merchants/basic/assets/icons/tab.png does not exist' }),
    ]);
  });

  it('reports a file that cannot be read, and an SVG logo without a size', () => {
    const input = repoLintInput((i) => {
      const images = i.images as Map<string, ReturnType<typeof imageFacts> | null>;
      images.set('merchants/basic/assets/logo-dark.svg', null);
      images.set('merchants/lotto/assets/logo-light.svg', imageFacts(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>')));
    });
    expect(findings(brandAssetMissing, input).map((f) => [f.pointer, f.reason, f.fix])).toEqual([
      ['/brand/logo/dark', 'logo dark merchants/basic/assets/logo-dark.svg cannot be read', 'make merchants/basic/assets/logo-dark.svg readable by the server (chmod a+r), or replace it'],
      ['/brand/logo/light', 'logo light merchants/lotto/assets/logo-light.svg gives no size, so the header cannot reserve its box', 'give the svg element of merchants/lotto/assets/logo-light.svg a viewBox (for example viewBox="0 0 160 40")'],
    ]);
  });

  it('passes for the demo merchants', () => {
    expect(findings(brandAssetMissing, repoLintInput())).toEqual([]);
  });
});

describe('brand-asset-type', () => {
  it('refuses a logo that is not SVG, PNG or WebP by its name, and says what to save it as', () => {
    const input = repoLintInput((i) => {
      merchantIn(i, 'demo').brand!.logo.dark = 'logo.jpg';
      (i.assetFiles as Set<string>).add('merchants/demo/assets/logo.jpg');
      (i.images as Map<string, unknown>).set('merchants/demo/assets/logo.jpg', imageFacts(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])));
    });
    expect(findings(brandAssetType, input)).toEqual([
      {
        file: 'merchants/demo/merchant.json',
        pointer: '/brand/logo/dark',
        reason: 'logo dark merchants/demo/assets/logo.jpg is JPEG, not SVG, PNG or WebP',
        fix: 'save it as SVG, PNG or WebP (for example logo.svg) in merchants/demo/assets/ and set brand.logo.dark to that name',
      },
    ]);
  });

  it('refuses a file whose content is not what its name says (a PNG named .svg)', () => {
    const input = repoLintInput((i) => {
      (i.images as Map<string, unknown>).set('merchants/basic/assets/logo-light.svg', imageFacts(PNG_1x1));
    });
    expect(findings(brandAssetType, input).map((f) => [f.pointer, f.reason])).toEqual([
      ['/brand/logo/light', 'logo light merchants/basic/assets/logo-light.svg is named .svg but holds PNG'],
    ]);
  });

  it('lets a favicon be ICO but not WebP', () => {
    const ico = Buffer.from([0, 0, 1, 0, 1, 0, 32, 32]);
    const input = repoLintInput((i) => {
      merchantIn(i, 'basic').brand!.favicon = 'favicon.ico';
      merchantIn(i, 'lotto').brand!.favicon = 'favicon.webp';
      for (const [file, bytes] of [['merchants/basic/assets/favicon.ico', ico], ['merchants/lotto/assets/favicon.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')]] as const) {
        (i.assetFiles as Set<string>).add(file);
        (i.images as Map<string, unknown>).set(file, imageFacts(bytes));
      }
    });
    expect(findings(brandAssetType, input).map((f) => [f.file, f.reason])).toEqual([
      ['merchants/lotto/merchant.json', 'favicon merchants/lotto/assets/favicon.webp is WebP, not SVG, PNG or ICO'],
    ]);
  });

  it('passes for the demo merchants', () => {
    expect(findings(brandAssetType, repoLintInput())).toEqual([]);
  });
});

describe('the loader reads the brand files from disk', () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  afterEach(() => root?.remove());

  it('refuses a text file named .png and, for a user the permissions bind, an unreadable logo, with one line each', async () => {
    root = tempRoot();
    writeFileSync(path.join(root.dir, 'merchants/basic/assets/logo-light.png'), 'not an image');
    const basic = root.read<MerchantConfig>('merchants/basic/merchant.json');
    root.write('merchants/basic/merchant.json', { ...basic, brand: { ...basic.brand, logo: { ...basic.brand!.logo, light: 'logo-light.png' } } });
    const canBeDenied = userInfo().uid !== 0;
    if (canBeDenied) chmodSync(path.join(root.dir, 'merchants/lotto/assets/logo-dark.svg'), 0o000);
    const result = await loadPlatformConfig(root.dir);
    expect(result.ok).toBe(false);
    const lines = (result.ok ? [] : result.problems).filter((p) => p.rule?.startsWith('brand-')).map(formatProblem);
    expect(lines).toEqual([
      'merchants/basic/merchant.json /brand/logo/light: logo light merchants/basic/assets/logo-light.png is named .png but holds no image (brand-asset-type) fix: save it as SVG, PNG or WebP (for example logo-light.svg) in merchants/basic/assets/ and set brand.logo.light to that name',
      ...(canBeDenied ? ['merchants/lotto/merchant.json /brand/logo/dark: logo dark merchants/lotto/assets/logo-dark.svg cannot be read (brand-asset-missing) fix: make merchants/lotto/assets/logo-dark.svg readable by the server (chmod a+r), or replace it'] : []),
    ]);
  });
});

describe('the demo merchants\' logos', () => {
  const colours = (svg: string) => [...svg.replace(/<defs>[\s\S]*?<\/defs>/g, '').matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1]!.toLowerCase());

  it('[issue 17] are the merchant\'s own, in both palettes, every colour at 3:1 or more on the header they sit on', () => {
    const input = repoLintInput();
    for (const { folder, config } of input.merchants) {
      expect(config.brand, folder).toBeDefined();
      const theme = readJson<ThemeConfig>(path.join(repoRoot, 'themes', config.theme, 'theme.json'));
      for (const palette of ['dark', 'light'] as const) {
        const file = config.brand!.logo[palette];
        expect(file, `${folder} ${palette}`).toBeDefined();
        const svg = readFileSync(path.join(repoRoot, 'merchants', folder, 'assets', file!), 'utf8');
        expect(svg).toContain(`aria-label="${config.name}"`);
        const used = colours(svg);
        expect(used.length, `${folder} ${palette}`).toBeGreaterThan(0);
        for (const colour of used) {
          expect(contrastRatio(colour, theme.palettes[palette].header), `${folder} ${palette} ${colour} on ${theme.palettes[palette].header}`).toBeGreaterThanOrEqual(MINIMUM_UI_CONTRAST);
        }
      }
    }
  });
});

describe('image facts', () => {
  it('reads the type and size of SVG (width and height, else viewBox), PNG, WebP and ICO from the bytes', () => {
    expect(imageFacts(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="163" height="40">'))).toEqual({ type: 'svg', size: { width: 163, height: 40 } });
    expect(imageFacts(Buffer.from('<svg viewBox="0 0 320 64" width="100%">'))).toEqual({ type: 'svg', size: { width: 320, height: 64 } });
    expect(imageFacts(PNG_1x1)).toEqual({ type: 'png', size: { width: 1, height: 1 } });
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0, 'latin1');
    vp8x.write('WEBPVP8X', 8, 'latin1');
    vp8x.writeUIntLE(399, 24, 3);
    vp8x.writeUIntLE(99, 27, 3);
    expect(imageFacts(vp8x)).toEqual({ type: 'webp', size: { width: 400, height: 100 } });
    expect(imageFacts(Buffer.from('GIF89a'))).toEqual({ type: null, size: null });
    expect(imageFacts(Buffer.from('hello'))).toEqual({ type: null, size: null });
  });
});
