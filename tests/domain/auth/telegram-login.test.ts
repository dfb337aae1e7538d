import { describe, expect, it } from 'vitest';
import { telegramDataCheckString, verifyTelegramLogin } from '../../../server/domain/auth/telegram-login.js';

// Computed independently (Python hmac/hashlib) from Telegram's documented algorithm.
const botToken = '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11';
const fields = {
  id: '42424242',
  first_name: 'Sok',
  username: 'sok_dara',
  photo_url: 'https://t.me/i/userpic/320/sok.jpg',
  auth_date: '1767225600',
  hash: 'b3ddbe810bdb612dda5ad51acf63dc9924a3341555cf131d47483d72bedb1e81',
};
const authDate = new Date(1767225600 * 1000);

describe('Telegram login widget check', () => {
  it('[P6-6] builds the data-check-string from the sorted fields without the hash', () => {
    expect(telegramDataCheckString(fields)).toBe(
      'auth_date=1767225600\nfirst_name=Sok\nid=42424242\nphoto_url=https://t.me/i/userpic/320/sok.jpg\nusername=sok_dara',
    );
  });

  it('[P6-6] accepts data signed with the bot token', () => {
    const check = verifyTelegramLogin(fields, botToken, new Date(authDate.getTime() + 60_000));
    expect(check).toEqual({
      ok: true,
      user: { id: '42424242', firstName: 'Sok', lastName: null, username: 'sok_dara', photoUrl: 'https://t.me/i/userpic/320/sok.jpg', authDate },
    });
  });

  it('[P6-6] refuses a changed field, another bot token and a missing hash', () => {
    expect(verifyTelegramLogin({ ...fields, id: '42424243' }, botToken, authDate)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(verifyTelegramLogin(fields, '654321:other', authDate)).toEqual({ ok: false, reason: 'bad_hash' });
    const { hash: _hash, ...unsigned } = fields;
    expect(verifyTelegramLogin(unsigned, botToken, authDate)).toEqual({ ok: false, reason: 'missing_fields' });
  });

  it('[P6-6] refuses a login older than a day or dated in the future', () => {
    expect(verifyTelegramLogin(fields, botToken, new Date(authDate.getTime() + 86_401_000))).toEqual({ ok: false, reason: 'stale' });
    expect(verifyTelegramLogin(fields, botToken, new Date(authDate.getTime() - 120_000))).toEqual({ ok: false, reason: 'stale' });
  });
});
