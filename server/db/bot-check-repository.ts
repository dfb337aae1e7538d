// Captchas, slider challenges and the challenge tokens a solved slider (or an authenticator setup) yields. Each row
// is single-use: a claim is one conditional update, so of two concurrent answers only one gets the row.
import type { Db, Executor } from './schema.js';

export async function insertCaptcha(db: Db, c: { merchantId: string; captchaId: string; text: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('captcha').values({ merchant_id: c.merchantId, captcha_id: c.captchaId, text: c.text, expires_at: c.expiresAt }).execute();
}

/** Uses the captcha up and answers its text, or undefined when it is unknown, used or expired. */
export async function claimCaptchaText(db: Db, merchantId: string, captchaId: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('captcha_id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('text')
    .executeTakeFirst();
  return row?.text;
}

export async function insertSliderChallenge(db: Db, c: { merchantId: string; challengeId: string; gapX: number; gapY: number; expiresAt: Date }): Promise<void> {
  await db.insertInto('slider_challenge').values({ merchant_id: c.merchantId, challenge_id: c.challengeId, gap_x: c.gapX, gap_y: c.gapY, expires_at: c.expiresAt }).execute();
}

/** Marks the challenge answered and answers where its gap is, or undefined when it is unknown, answered or expired. */
export async function claimSliderGap(db: Db, merchantId: string, challengeId: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('slider_challenge')
    .set({ answered_at: now })
    .where('merchant_id', '=', merchantId)
    .where('challenge_id', '=', challengeId)
    .where('answered_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('gap_x')
    .executeTakeFirst();
  return row?.gap_x;
}

export async function insertChallengeToken(db: Db, merchantId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('challenge_token').values({ merchant_id: merchantId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

/** Whether the token is issued, unused and unexpired, without using it. */
export async function challengeTokenLive(db: Db, merchantId: string, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('challenge_token')
    .select('token_hash')
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses the token up; false when it is unknown, used or expired. Takes a transaction when the use goes with other writes. */
export async function claimChallengeToken(db: Executor, merchantId: string, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('challenge_token')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** Development only: a captcha's text. */
export async function captchaText(db: Db, merchantId: string, captchaId: string): Promise<string | null> {
  const row = await db.selectFrom('captcha').select('text').where('merchant_id', '=', merchantId).where('captcha_id', '=', captchaId).executeTakeFirst();
  return row?.text ?? null;
}

/** Development only: where a slider challenge's gap is. */
export async function sliderGap(db: Db, merchantId: string, challengeId: string): Promise<number | null> {
  const row = await db.selectFrom('slider_challenge').select('gap_x').where('merchant_id', '=', merchantId).where('challenge_id', '=', challengeId).executeTakeFirst();
  return row?.gap_x ?? null;
}
