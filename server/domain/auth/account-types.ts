// Account types of spec 3 (agents 1, 2, 41, 42; trial 4; everyone else registered is a member, 0) and the
// rule of spec 6 on who may log in to which area.

export const AccountType = { member: 0, agent1: 1, agent2: 2, trial: 4, agent41: 41, agent42: 42 } as const;

export const agentAccountTypes: readonly number[] = [AccountType.agent1, AccountType.agent2, AccountType.agent41, AccountType.agent42];
export const trialAccountTypes: readonly number[] = [AccountType.trial];

export type LoginArea = 'member' | 'agent';

export const isAgentType = (type: number): boolean => agentAccountTypes.includes(type);
export const isTrialType = (type: number): boolean => trialAccountTypes.includes(type);

/** Agents have every member ability (spec 6), so the member area takes members, trial accounts and agents. */
const memberAreaTypes: readonly number[] = [AccountType.member, ...trialAccountTypes, ...agentAccountTypes];

/**
 * Why an account of this type may not log in to the area, as the spec's message key, or null when it may.
 * Types outside the spec's list (back-office or retired accounts) are non-members.
 */
export function loginAreaRefusal(type: number, area: LoginArea): 'non_member_cannot_login' | 'non_agent_cannot_login' | null {
  if (area === 'agent') return isAgentType(type) ? null : 'non_agent_cannot_login';
  return memberAreaTypes.includes(type) ? null : 'non_member_cannot_login';
}
