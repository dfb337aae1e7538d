import { describe, expect, it } from 'vitest';
import { captchaMatches, placeSliderGap, sliderAnswerAccepted, sliderPolicy } from '../../../server/domain/auth/bot-check.js';

describe('slider puzzle', () => {
  it('[P3-14] places the gap inside the picture and away from the start of the track', () => {
    const low = placeSliderGap(() => 0);
    const high = placeSliderGap(() => 0.999999);
    expect(low).toEqual({ x: 60, y: 10 });
    expect(high).toEqual({ x: 240, y: 90 });
    expect(high.x + sliderPolicy.pieceSize).toBeLessThanOrEqual(sliderPolicy.width);
    expect(high.y + sliderPolicy.pieceSize).toBeLessThanOrEqual(sliderPolicy.height);
  });

  it('[P3-14] accepts a drop within 6 px of the gap', () => {
    expect(sliderAnswerAccepted(120, 126)).toBe(true);
    expect(sliderAnswerAccepted(120, 114)).toBe(true);
    expect(sliderAnswerAccepted(120, 126.5)).toBe(false);
    expect(sliderAnswerAccepted(120, 113)).toBe(false);
    expect(sliderAnswerAccepted(120, Number.NaN)).toBe(false);
  });

  it('[P3-14] refuses a trail that does not end at the drop', () => {
    expect(sliderAnswerAccepted(120, 121, [0, 40, 90, 119])).toBe(true);
    expect(sliderAnswerAccepted(120, 121, [0, 40, 90])).toBe(false);
    expect(sliderAnswerAccepted(120, 121, [])).toBe(false);
  });
});

describe('captcha', () => {
  it('[P4.3-2] ignores case and surrounding spaces', () => {
    expect(captchaMatches('aB3d', ' Ab3D ')).toBe(true);
    expect(captchaMatches('aB3d', 'ab3e')).toBe(false);
    expect(captchaMatches('aB3d', '')).toBe(false);
  });
});
