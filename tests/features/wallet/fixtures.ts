// The member info of the wallet tests: a real member unless overridden.
export function memberInfo(overrides: Record<string, unknown> = {}) {
  return {
    id: 7, account: 'player1', nickname: 'Player One', userName: 'Player One', type: 0, isAgent: false, isTrial: false,
    mustChangePassword: false, firstTimeLogin: false, language: null, vip: { enabled: true, rank: 1, labelName: 'VIP1' },
    counts: { promotions: 0, unreadMessages: 0 }, authenticatorBound: false, ...overrides,
  };
}
