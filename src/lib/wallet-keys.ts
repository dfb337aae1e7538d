// The wallet's query keys, under the member's key so a logout clears them: any feature whose call moves money (a
// bet, a transfer, a withdrawal) invalidates the balance with them.
import { MEMBER_QUERY_KEY } from './session/member-info';

export const walletKeys = {
  balance: [...MEMBER_QUERY_KEY, 'wallet', 'balance'] as const,
  consolidated: [...MEMBER_QUERY_KEY, 'wallet', 'consolidated'] as const,
  methods: [...MEMBER_QUERY_KEY, 'wallet', 'depositMethods'] as const,
  deposits: [...MEMBER_QUERY_KEY, 'wallet', 'deposits'] as const,
  deposit: (depositId: string) => [...MEMBER_QUERY_KEY, 'wallet', 'deposit', depositId] as const,
};
