import { describe, expect, it } from 'vitest';
import { AccountType, isAgentType, isTrialType, loginAreaRefusal } from '../../../server/domain/auth/account-types.js';

describe('account types', () => {
  it('[P3-2][P6-4] marks types 1, 2, 41 and 42 as agents and 4 as trial', () => {
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect(isAgentType(AccountType.member)).toBe(false);
    expect(isAgentType(AccountType.trial)).toBe(false);
    expect(isTrialType(4)).toBe(true);
    expect(isTrialType(0)).toBe(false);
  });

  it('[P6-5][P8-5] lets only agents into the agent area', () => {
    expect(loginAreaRefusal(0, 'agent')).toBe('non_agent_cannot_login');
    expect(loginAreaRefusal(4, 'agent')).toBe('non_agent_cannot_login');
    for (const t of [1, 2, 41, 42]) expect(loginAreaRefusal(t, 'agent')).toBeNull();
  });

  it('[P6-4][P6-5][P8-4] lets members, trial accounts and agents into the member area, and no other type', () => {
    for (const t of [0, 1, 2, 4, 41, 42]) expect(loginAreaRefusal(t, 'member')).toBeNull();
    expect(loginAreaRefusal(3, 'member')).toBe('non_member_cannot_login');
    expect(loginAreaRefusal(99, 'member')).toBe('non_member_cannot_login');
  });
});
