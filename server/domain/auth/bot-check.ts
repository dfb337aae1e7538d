// The slider puzzle (bot verification, spec 3 "challenge fields") and the image captcha (spec 4.3): where the gap
// goes, whether a drag lands on it, whether a typed captcha matches, and how long each lives.

export const sliderPolicy = {
  width: 300,
  height: 150,
  pieceSize: 50,
  /** The drop is accepted within this many pixels of the gap. */
  tolerancePx: 6,
  /** Keeps the gap away from the start of the track so a drag of zero never passes, and inside the picture. */
  marginPx: 10,
  challengeTtlMs: 2 * 60_000,
  tokenTtlMs: 2 * 60_000,
} as const;

export const captchaPolicy = { ttlMs: 2 * 60_000, length: 4 } as const;

/** random() is uniform in [0, 1). */
export function placeSliderGap(random: () => number): { x: number; y: number } {
  const { width, height, pieceSize, marginPx } = sliderPolicy;
  const minX = pieceSize + marginPx;
  const maxX = width - pieceSize - marginPx;
  const maxY = height - pieceSize - marginPx;
  return {
    x: minX + Math.floor(random() * (maxX - minX + 1)),
    y: marginPx + Math.floor(random() * (maxY - marginPx + 1)),
  };
}

/**
 * The drop x must be within tolerance of the gap. A trail, when the client sends the drag positions, must be
 * plausible: it has to end where the piece was dropped.
 */
export function sliderAnswerAccepted(gapX: number, x: number, trail?: readonly number[]): boolean {
  if (!Number.isFinite(x) || Math.abs(x - gapX) > sliderPolicy.tolerancePx) return false;
  if (trail === undefined) return true;
  const last = trail[trail.length - 1];
  return last !== undefined && Math.abs(last - x) <= sliderPolicy.tolerancePx;
}

/** Captchas are read by people: case and surrounding spaces do not matter. */
export const captchaMatches = (expected: string, given: string): boolean =>
  expected.trim().toLowerCase() === given.trim().toLowerCase();
