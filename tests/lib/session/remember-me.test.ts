// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REMEMBER_STORAGE_KEY,
  REMEMBER_TTL_MS,
  readRememberedLogin,
  rememberLogin,
  storePasswordCredential,
} from '../../../src/lib/session/remember-me';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('remember password', () => {
  it('[P2.9-2][P9-5][P3-24] keeps the username and SMS login details for 24 hours', () => {
    const now = 1_700_000_000_000;
    rememberLogin({ loginType: 'sms', username: 'player01', mobileNum: '12345678', countryDialingCode: '+855' }, now);
    expect(readRememberedLogin(now + REMEMBER_TTL_MS - 1)).toEqual({
      loginType: 'sms',
      username: 'player01',
      mobileNum: '12345678',
      countryDialingCode: '+855',
    });
    expect(readRememberedLogin(now + REMEMBER_TTL_MS)).toBeNull();
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
  });

  it('[P2.9-2] never writes a password to storage, even when one is passed in', () => {
    const details = { loginType: 'username' as const, username: 'player01', password: 'Secret123' };
    rememberLogin(details);
    const everything = JSON.stringify({ ...localStorage }) + document.cookie;
    expect(everything).not.toContain('Secret123');
  });

  it('drops an unreadable entry', () => {
    localStorage.setItem(REMEMBER_STORAGE_KEY, '{not json');
    expect(readRememberedLogin()).toBeNull();
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
  });

  it('[P2.9-2] hands the form to the Credential Management API where the browser has it', async () => {
    const store = vi.fn(async () => undefined);
    class FakePasswordCredential {
      constructor(readonly form: HTMLFormElement) {}
    }
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    Object.defineProperty(navigator, 'credentials', { value: { store }, configurable: true });
    const form = document.createElement('form');
    expect(await storePasswordCredential(form)).toBe(true);
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ form }));
  });

  it('does nothing without the Credential Management API', async () => {
    vi.stubGlobal('PasswordCredential', undefined);
    expect(await storePasswordCredential(document.createElement('form'))).toBe(false);
  });
});
