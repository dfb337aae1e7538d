// Checks the data Telegram's login widget hands to the page (https://core.telegram.org/widgets/login): the hash is
// the HMAC-SHA256 of the data-check-string (every other field as key=value, sorted, joined by newlines) keyed with
// SHA-256 of the bot token, and auth_date must be recent so a captured login cannot be replayed for ever.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const telegramLoginPolicy = {
  maxAgeSeconds: 24 * 60 * 60,
  /** Servers' clocks differ a little; a login dated slightly in the future is still fresh. */
  futureSkewSeconds: 60,
} as const;

export interface TelegramUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
  authDate: Date;
}

export type TelegramCheck = { ok: true; user: TelegramUser } | { ok: false; reason: 'missing_fields' | 'bad_hash' | 'stale' };

export function telegramDataCheckString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
}

export function telegramHash(fields: Readonly<Record<string, string>>, botToken: string): string {
  const key = createHash('sha256').update(botToken, 'utf8').digest();
  return createHmac('sha256', key).update(telegramDataCheckString(fields), 'utf8').digest('hex');
}

export function verifyTelegramLogin(fields: Readonly<Record<string, string>>, botToken: string, now: Date, maxAgeSeconds: number = telegramLoginPolicy.maxAgeSeconds): TelegramCheck {
  const { hash, id, auth_date: authDate } = fields;
  if (!hash || !id || !authDate || !/^\d+$/.test(authDate) || !/^[0-9a-f]{64}$/i.test(hash)) return { ok: false, reason: 'missing_fields' };
  const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'bad_hash' };
  const age = now.getTime() / 1000 - Number(authDate);
  if (age > maxAgeSeconds || age < -telegramLoginPolicy.futureSkewSeconds) return { ok: false, reason: 'stale' };
  return {
    ok: true,
    user: {
      id,
      firstName: fields.first_name ?? null,
      lastName: fields.last_name ?? null,
      username: fields.username ?? null,
      photoUrl: fields.photo_url ?? null,
      authDate: new Date(Number(authDate) * 1000),
    },
  };
}
