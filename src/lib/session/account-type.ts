// Account types of spec 3 (P3-2): agents 1, 2, 41, 42; trial (free play) 4; anything else is a member.
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_ACCOUNT_TYPES: readonly number[] = [4];

export const isAgentType = (type: number): boolean => AGENT_ACCOUNT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => TRIAL_ACCOUNT_TYPES.includes(type);
