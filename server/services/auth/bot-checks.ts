// Captchas, slider challenges and the challenge tokens a solved slider yields, kept in the database so the server
// that checks an answer need not be the one that drew the picture. Each is single-use: the row is claimed by one
// conditional update, so two concurrent answers cannot both succeed.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  captchaText, claimCaptchaText, claimChallengeToken, claimSliderGap, insertCaptcha, insertChallengeToken, insertSliderChallenge, sliderGap,
} from '../../db/bot-check-repository.js';
import type { Database } from '../../db/schema.js';
import { captchaMatches, captchaPolicy, placeSliderGap, sliderAnswerAccepted, sliderPolicy } from '../../domain/auth/bot-check.js';
import type { SliderChallenge } from './answer-schemas.js';
import { createCaptchaImage, createSliderImages } from './bot-check-images.js';
import type { Clock } from '../../lib/clock.js';
import { newOpaqueToken, tokenDigest } from '../../crypto/tokens.js';

/** Uniform in [0, 1) from the system's secure generator: gap positions must not be predictable. */
const secureRandom = (): number => randomInt(0, 2 ** 47) / 2 ** 47;

const isUuid = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function createCaptcha(db: Kysely<Database>, clock: Clock, merchantId: string): Promise<{ captchaId: string; image: string }> {
  const { text, png } = createCaptchaImage();
  const captchaId = randomUUID();
  await insertCaptcha(db, { merchantId, captchaId, text, expiresAt: new Date(clock.now().getTime() + captchaPolicy.ttlMs) });
  return { captchaId, image: png.toString('base64') };
}

/** Consumes the captcha whatever the answer: a wrong guess costs the picture, so guesses cannot be repeated. */
export async function consumeCaptcha(db: Kysely<Database>, clock: Clock, merchantId: string, captchaId: string, answer: string): Promise<boolean> {
  if (!isUuid(captchaId)) return false;
  const text = await claimCaptchaText(db, merchantId, captchaId, clock.now());
  return text !== undefined && captchaMatches(text, answer);
}

export async function createSliderChallenge(db: Kysely<Database>, clock: Clock, merchantId: string): Promise<SliderChallenge> {
  const gap = placeSliderGap(secureRandom);
  const { background, piece } = createSliderImages(gap, secureRandom);
  const challengeId = randomUUID();
  const expiresAt = new Date(clock.now().getTime() + sliderPolicy.challengeTtlMs);
  await insertSliderChallenge(db, { merchantId, challengeId, gapX: gap.x, gapY: gap.y, expiresAt });
  return { challengeId, background: background.toString('base64'), piece: piece.toString('base64'), pieceY: gap.y, expiresAt: expiresAt.toISOString() };
}

/** A challengeToken when the drop lands on the gap; the challenge is used up either way. */
export async function answerSliderChallenge(
  db: Kysely<Database>,
  clock: Clock,
  merchantId: string,
  answer: { challengeId: string; x: number; trail?: readonly number[] },
): Promise<string | null> {
  if (!isUuid(answer.challengeId)) return null;
  const now = clock.now();
  const gapX = await claimSliderGap(db, merchantId, answer.challengeId, now);
  if (gapX === undefined || !sliderAnswerAccepted(gapX, answer.x, answer.trail)) return null;
  const token = newOpaqueToken();
  await insertChallengeToken(db, merchantId, tokenDigest(token), new Date(now.getTime() + sliderPolicy.tokenTtlMs));
  return token;
}

export async function consumeChallengeToken(db: Kysely<Database>, clock: Clock, merchantId: string, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  return claimChallengeToken(db, merchantId, tokenDigest(token), clock.now());
}

/** Development only (/dev/captcha/:id): the text of a captcha, so tests and people can pass it. */
export async function peekCaptchaText(db: Kysely<Database>, merchantId: string, captchaId: string): Promise<string | null> {
  if (!isUuid(captchaId)) return null;
  return captchaText(db, merchantId, captchaId);
}

/** Development only (/dev/challenge/:id): where the gap is. */
export async function peekSliderGap(db: Kysely<Database>, merchantId: string, challengeId: string): Promise<number | null> {
  if (!isUuid(challengeId)) return null;
  return sliderGap(db, merchantId, challengeId);
}
