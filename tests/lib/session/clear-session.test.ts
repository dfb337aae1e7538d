// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearSessionExceptMerchant } from '../../../src/lib/session/clear-session';
import { clearToken, getToken, hasMemberSession, setToken } from '../../../src/lib/session';
import { isAgentType, isTrialType } from '../../../src/lib/session/account-type';

describe('logout storage', () => {
  it('[P4.2-1] clears session storage but keeps merchant values', () => {
    sessionStorage.setItem('merchant', '{"code":"demo"}');
    sessionStorage.setItem('merchantCode', 'demo');
    sessionStorage.setItem('nickname', 'Player');
    sessionStorage.setItem('isAgent', 'true');
    setToken('abc');
    clearSessionExceptMerchant();
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
    expect(sessionStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('{"code":"demo"}');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
  });
});

describe('account types', () => {
  it('[P3-2][P6-3][P6-4] marks 1, 2, 41, 42 as agents and 4 as trial', () => {
    expect([1, 2, 41, 42, 0, 3, 4].map(isAgentType)).toEqual([true, true, true, true, false, false, false]);
    expect([4, 1, 0].map(isTrialType)).toEqual([true, false, false]);
  });

  it('[P4.3-4] a token for a forced password change alone is held but is no member session until a full login', () => {
    setToken('change-only', { passwordChangeOnly: true });
    expect(getToken()).toBe('change-only');
    expect(hasMemberSession()).toBe(false);
    setToken('full');
    expect(hasMemberSession()).toBe(true);
    setToken('change-only', { passwordChangeOnly: true });
    clearToken();
    setToken('again');
    expect(hasMemberSession()).toBe(true);
  });
});
