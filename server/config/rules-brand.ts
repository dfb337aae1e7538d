// Lint rules of a merchant's own brand assets (merchant.json brand): the logo and favicon files exist, can be read,
// and are of a type the site draws, by their name and by their bytes.
import { imageTypeOfName, type ImageType } from '../lib/image-facts.js';
import { brandFileTypeOk, brandFiles, type BrandFile } from '../domain/merchant-brand.js';
import type { LintFinding, LintRule } from './lint-types.js';

const what = (f: BrandFile) => (f.role === 'logo' ? `logo ${f.pointer.split('/').pop()}` : 'favicon');
const LABEL: Record<ImageType, string> = { svg: 'SVG', png: 'PNG', webp: 'WebP', ico: 'ICO', jpeg: 'JPEG', gif: 'GIF' };
const typeList = (f: BrandFile) => f.allowed.map((t) => LABEL[t]).join(', ').replace(/, ([^,]+)$/, ' or $1');
const setting = (f: BrandFile) => f.pointer.slice(1).replace(/\//g, '.');

export const brandAssetMissing: LintRule = {
  id: 'brand-asset-missing',
  severity: 'error',
  description: "The logo and favicon files a merchant's brand names exist in merchants/CODE/assets/ (served at /merchant-assets/CODE/FILE), can be read and are an image; a logo has a size (an SVG its viewBox or width and height).",
  fix: 'put the file in merchants/CODE/assets/ and set the brand value to its name there',
  check: ({ merchants, assetFiles, images }) =>
    merchants.flatMap(({ file, config }) =>
      brandFiles(config).flatMap((f): LintFinding[] => {
        if (!assetFiles.has(f.onDisk)) {
          return [{ file, pointer: f.pointer, reason: `${what(f)} ${f.onDisk} does not exist`, fix: `add ${f.onDisk} (${typeList(f)}), or set ${setting(f)} to the name of a file in merchants/${config.code}/assets/` }];
        }
        const facts = images.get(f.onDisk);
        if (facts === null) {
          return [{ file, pointer: f.pointer, reason: `${what(f)} ${f.onDisk} cannot be read`, fix: `make ${f.onDisk} readable by the server (chmod a+r), or replace it` }];
        }
        // A file of an unknown kind is brand-asset-type's; here only a readable file of a known kind that is not whole.
        if (facts && facts.type !== null && f.role === 'logo' && brandFileTypeOk(f, facts) && !facts.size) {
          return [{ file, pointer: f.pointer, reason: `${what(f)} ${f.onDisk} gives no size, so the header cannot reserve its box`, fix: `give the svg element of ${f.onDisk} a viewBox (for example viewBox="0 0 160 40")` }];
        }
        return [];
      }),
    ),
};

export const brandAssetType: LintRule = {
  id: 'brand-asset-type',
  severity: 'error',
  description: 'A brand logo is SVG, PNG or WebP and a favicon SVG, PNG or ICO, by its file name and by its content.',
  fix: 'export the image as SVG, PNG or WebP (a favicon as SVG, PNG or ICO) and name it with that extension',
  check: ({ merchants, assetFiles, images }) =>
    merchants.flatMap(({ file, config }) =>
      brandFiles(config).flatMap((f): LintFinding[] => {
        const facts = images.get(f.onDisk);
        if (!assetFiles.has(f.onDisk) || facts === null || brandFileTypeOk(f, facts)) return [];
        const named = imageTypeOfName(f.name);
        const actual = facts?.type;
        const reason =
          named === null || !f.allowed.includes(named)
            ? `${what(f)} ${f.onDisk} is ${named ? LABEL[named] : 'not an image by its name'}, not ${typeList(f)}`
            : `${what(f)} ${f.onDisk} is named .${f.name.split('.').pop()} but holds ${actual ? LABEL[actual] : 'no image'}`;
        const stem = f.name.replace(/\.[^./]*$/, '');
        return [{ file, pointer: f.pointer, reason, fix: `save it as ${typeList(f)} (for example ${stem}.${f.allowed[0]}) in merchants/${config.code}/assets/ and set ${setting(f)} to that name` }];
      }),
    ),
};
