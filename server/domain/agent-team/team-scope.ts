// The agent centre's team (docs/agent-centre.md): who belongs to it, how far its chain is followed, which ledger
// kinds pay an agent for it and which ones its transaction page lists. Rules only: the reads are
// server/db/team-repository.ts.

/** Deeper chains than this are not followed (a guard against a malformed cycle of uplines). */
export const maxTeamDepth = 30;
/** A member is online while a session of theirs was seen this recently and is not revoked. */
export const onlineWindowMs = 15 * 60_000;

/**
 * Ledger entry kinds that pay an agent for its team: commissions, salaries (daily, hourly, real-time) and
 * dividends. The contract and salary pages post them; the income page lists them when credited to the agent.
 */
export const incomeKinds = ['commission', 'daily_wage', 'hourly_salary', 'realtime_salary', 'contract_wage', 'dividend', 'contract_dividend', 'platform_dividend'] as const;

export const transactionKinds = ['deposit', 'withdrawal', 'withdrawal_reversed', 'transfer_in', 'transfer_out'] as const;
export type TeamTransactionKind = (typeof transactionKinds)[number];
export const transactionFilters = ['deposit', 'withdrawal', 'transfer'] as const;
export type TeamTransactionFilter = (typeof transactionFilters)[number];

export interface TeamScope {
  merchantId: string;
  agentId: string;
  currency: string;
}

export interface RangeScope extends TeamScope {
  start: Date;
  end: Date;
}

export interface Page {
  offset: number;
  limit: number;
}
