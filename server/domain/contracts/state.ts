// The contract state machine (spec M4-4; docs/agent-contracts.md). An upline agent offers; the downline accepts or
// rejects; once accepted either side may ask to terminate, and the contract ends when the other side agrees.
// The spec's request states name where the latest request stands: `new` (an offer awaiting an answer),
// `termination` (a termination awaiting the other side), `success` (the request was answered). No I/O.

export type ContractStatus = 'offer' | 'accepted' | 'rejected' | 'terminated';
export type RequestState = 'new' | 'termination' | 'success';
export type Party = 'upline' | 'downline';

export interface ContractState {
  status: ContractStatus;
  /** Who asked to terminate, while the other side has not yet agreed (only when accepted). */
  terminationBy: Party | null;
}

export type ContractAction = 'accept' | 'reject' | 'terminate';

export type TransitionError = 'contract_not_open' | 'contract_action_not_allowed' | 'termination_already_requested';

export type Transition = { ok: true; state: ContractState } | { ok: false; error: TransitionError };

export const requestStateOf = (s: ContractState): RequestState =>
  s.status === 'offer' ? 'new' : s.status === 'accepted' && s.terminationBy !== null ? 'termination' : 'success';

/** What an action by one party does to a contract. */
export function transition(s: ContractState, action: ContractAction, by: Party): Transition {
  switch (action) {
    case 'accept':
    case 'reject':
      if (s.status !== 'offer') return { ok: false, error: 'contract_not_open' };
      if (by !== 'downline') return { ok: false, error: 'contract_action_not_allowed' };
      return { ok: true, state: { status: action === 'accept' ? 'accepted' : 'rejected', terminationBy: null } };
    case 'terminate':
      if (s.status !== 'accepted') return { ok: false, error: 'contract_not_open' };
      if (s.terminationBy === null) return { ok: true, state: { status: 'accepted', terminationBy: by } };
      if (s.terminationBy === by) return { ok: false, error: 'termination_already_requested' };
      return { ok: true, state: { status: 'terminated', terminationBy: s.terminationBy } };
  }
}

/** The actions a party may take now (the page shows these buttons). */
export function allowedActions(s: ContractState, by: Party): ContractAction[] {
  return (['accept', 'reject', 'terminate'] as const).filter((a) => transition(s, a, by).ok);
}
