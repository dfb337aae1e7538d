// The rules of a round of the seamless wallet (docs/demo-game.md): a debit opens it, a credit settles it with the
// win drawn at the debit, a rollback refunds its bet. Each step is idempotent by round id: a retry of a step that
// already happened answers the same round again and moves no money.

export type RoundStatus = 'open' | 'settled' | 'rolled_back';

export interface RoundState {
  memberId: string;
  nodeId: string;
  betAmount: bigint;
  winAmount: bigint;
  status: RoundStatus;
}

export type RoundStep =
  | { action: 'debit'; memberId: string; nodeId: string; amount: bigint }
  | { action: 'credit'; memberId: string }
  | { action: 'rollback'; memberId: string };

export type RoundDecision =
  | { kind: 'execute' }
  | { kind: 'replay' }
  | { kind: 'refuse'; status: 404 | 409; code: 'round_not_found' | 'round_id_reused' | 'round_settled' | 'round_rolled_back' };

/** What to do with a step given the round as stored (undefined: no such round yet). */
export function decideRoundStep(round: RoundState | undefined, step: RoundStep): RoundDecision {
  if (round === undefined) return step.action === 'debit' ? { kind: 'execute' } : { kind: 'refuse', status: 404, code: 'round_not_found' };
  // Another member's round is none of the caller's business: it does not exist for them.
  if (round.memberId !== step.memberId) {
    return step.action === 'debit' ? { kind: 'refuse', status: 409, code: 'round_id_reused' } : { kind: 'refuse', status: 404, code: 'round_not_found' };
  }
  switch (step.action) {
    case 'debit':
      // The same bet again is a retry; another bet under a used id is a caller's mistake.
      return round.betAmount === step.amount && round.nodeId === step.nodeId ? { kind: 'replay' } : { kind: 'refuse', status: 409, code: 'round_id_reused' };
    case 'credit':
      if (round.status === 'open') return { kind: 'execute' };
      return round.status === 'settled' ? { kind: 'replay' } : { kind: 'refuse', status: 409, code: 'round_rolled_back' };
    case 'rollback':
      if (round.status === 'open') return { kind: 'execute' };
      return round.status === 'rolled_back' ? { kind: 'replay' } : { kind: 'refuse', status: 409, code: 'round_settled' };
  }
}

/** Round ids come from the game (the page makes one per spin, a UUID): 8-64 characters of A-Z a-z 0-9 _ . -. */
export const roundIdPattern = '^[A-Za-z0-9_.-]{8,64}$';
