// Captchas, slider challenges and the challenge tokens a solved slider yields, kept in the database so the server
// that checks an answer need not be the one that drew the picture. Each is single-use: the row is claimed by one
// conditional update, so two concurrent answers cannot both succeed.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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
  await db
    .insertInto('captcha')
    .values({ merchant_id: merchantId, captcha_id: captchaId, text, expires_at: new Date(clock.now().getTime() + captchaPolicy.ttlMs) })
    .execute();
  return { captchaId, image: png.toString('base64') };
}

/** Consumes the captcha whatever the answer: a wrong guess costs the picture, so guesses cannot be repeated. */
export async function consumeCaptcha(db: Kysely<Database>, clock: Clock, merchantId: string, captchaId: string, answer: string): Promise<boolean> {
  if (!isUuid(captchaId)) return false;
  const now = clock.now();
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('captcha_id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('text')
    .executeTakeFirst();
  return row !== undefined && captchaMatches(row.text, answer);
}

export async function createSliderChallenge(db: Kysely<Database>, clock: Clock, merchantId: string): Promise<SliderChallenge> {
  const gap = placeSliderGap(secureRandom);
  const { background, piece } = createSliderImages(gap, secureRandom);
  const challengeId = randomUUID();
  const expiresAt = new Date(clock.now().getTime() + sliderPolicy.challengeTtlMs);
  await db.insertInto('slider_challenge').values({ merchant_id: merchantId, challenge_id: challengeId, gap_x: gap.x, gap_y: gap.y, expires_at: expiresAt }).execute();
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
  const row = await db
    .updateTable('slider_challenge')
    .set({ answered_at: now })
    .where('merchant_id', '=', merchantId)
    .where('challenge_id', '=', answer.challengeId)
    .where('answered_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('gap_x')
    .executeTakeFirst();
  if (!row || !sliderAnswerAccepted(row.gap_x, answer.x, answer.trail)) return null;
  const token = newOpaqueToken();
  await db
    .insertInto('challenge_token')
    .values({ merchant_id: merchantId, token_hash: tokenDigest(token), expires_at: new Date(now.getTime() + sliderPolicy.tokenTtlMs) })
    .execute();
  return token;
}

export async function consumeChallengeToken(db: Kysely<Database>, clock: Clock, merchantId: string, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const now = clock.now();
  const row = await db
    .updateTable('challenge_token')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenDigest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** Development only (/dev/captcha/:id): the text of a captcha, so tests and people can pass it. */
export async function peekCaptchaText(db: Kysely<Database>, merchantId: string, captchaId: string): Promise<string | null> {
  if (!isUuid(captchaId)) return null;
  const row = await db.selectFrom('captcha').select('text').where('merchant_id', '=', merchantId).where('captcha_id', '=', captchaId).executeTakeFirst();
  return row?.text ?? null;
}

/** Development only (/dev/challenge/:id): where the gap is. */
export async function peekSliderGap(db: Kysely<Database>, merchantId: string, challengeId: string): Promise<number | null> {
  if (!isUuid(challengeId)) return null;
  const row = await db.selectFrom('slider_challenge').select('gap_x').where('merchant_id', '=', merchantId).where('challenge_id', '=', challengeId).executeTakeFirst();
  return row?.gap_x ?? null;
}
