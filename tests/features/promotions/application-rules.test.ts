// The application form's checks in the browser, before anything is uploaded (spec M5-3, M9-5).
import { describe, expect, it } from 'vitest';
import { checkPicked, imageKind, MAX_IMAGE_BYTES, remarkLength } from '../../../src/features/promotions/utils/application-rules';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const gif = new TextEncoder().encode('GIF89a..');

describe('application rules (client)', () => {
  it('[M5-3] counts the remark as people do, trimmed', () => {
    expect(remarkLength('  ក😀  ')).toBe(2);
  });

  it('[M5-3] [M9-5] png and jpg by their first bytes; a gif is refused whatever its name', () => {
    expect(imageKind(png)).toBe('image/png');
    expect(imageKind(jpg)).toBe('image/jpeg');
    expect(imageKind(gif)).toBeNull();
    expect(checkPicked(0, [{ size: 10, head: gif }])).toBe('image_not_png_or_jpg');
  });

  it('[M5-3] [M9-5] at most 3 images of at most 5 MB', () => {
    expect(checkPicked(0, [{ size: MAX_IMAGE_BYTES, head: png }, { size: 1, head: jpg }, { size: 1, head: png }])).toBeNull();
    expect(checkPicked(2, [{ size: 1, head: png }, { size: 1, head: png }])).toBe('too_many_images');
    expect(checkPicked(0, [{ size: MAX_IMAGE_BYTES + 1, head: png }])).toBe('image_too_large');
  });
});
