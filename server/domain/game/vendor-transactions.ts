// The rules of the vendor contract's wallet callbacks (docs/vendors.md), without I/O. Every callback names itself
// with the vendor's transaction id; a win or rollback also names the bet it refers to. Modelled on Hub88's wallet
// API: a retry answers the first answer again and moves nothing, a rollback may arrive before its bet (it is kept,
// and the late bet is refused), a win never arrives before its bet (refused, the vendor retries), and a rollback of
// a bet already rolled back succeeds without moving money.

export type VendorTransactionKind = 'bet' | 'win' | 'rollback';
export type VendorTransactionStatus = 'done' | 'rolled_back';

export interface StoredTransaction {
  kind: VendorTransactionKind;
  roundId: string;
  memberId: string;
  amount: bigint;
  referenceTransactionId: string | null;
  status: VendorTransactionStatus;
}

/** Hub88's statuses, plus RS_ERROR_ROUND_CLOSED for a win or rollback after the round ended. */
export type CallbackStatus =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_ROUND_CLOSED'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_MAINTENANCE';

export type TransactionDecision =
  | { kind: 'execute' }
  | { kind: 'replay' }
  | { kind: 'refuse'; status: CallbackStatus };

export interface IncomingTransaction {
  kind: VendorTransactionKind;
  roundId: string;
  memberId: string;
  amount: bigint;
  referenceTransactionId: string | null;
}

/** A callback whose transaction id is already stored: the same request again is a retry, anything else a misuse. */
export function decideRepeat(stored: StoredTransaction, incoming: IncomingTransaction): TransactionDecision {
  // A bet kept as rolled back before it arrived: the late bet must not take the money.
  if (incoming.kind === 'bet' && stored.kind === 'bet' && stored.status === 'rolled_back' && stored.amount === 0n) {
    return { kind: 'refuse', status: 'RS_ERROR_DUPLICATE_TRANSACTION' };
  }
  const same = stored.kind === incoming.kind && stored.roundId === incoming.roundId && stored.memberId === incoming.memberId
    && (incoming.kind === 'rollback' || stored.amount === incoming.amount)
    && (stored.referenceTransactionId ?? null) === (incoming.referenceTransactionId ?? null);
  return same ? { kind: 'replay' } : { kind: 'refuse', status: 'RS_ERROR_DUPLICATE_TRANSACTION' };
}

export type ReferenceDecision =
  | { kind: 'execute'; bet: StoredTransaction }
  /** Rollback of a bet not seen yet: keep the rollback and a rolled-back placeholder for the bet. */
  | { kind: 'tombstone' }
  /** Rollback of a bet already rolled back: succeeds, moves nothing. */
  | { kind: 'nothing'; bet: StoredTransaction }
  | { kind: 'refuse'; status: CallbackStatus };

/** What a win or rollback does given the bet it refers to (undefined: unknown) and whether its round is closed. */
export function decideReference(action: 'win' | 'rollback', bet: StoredTransaction | undefined, roundOpen: boolean, incomingRoundId: string): ReferenceDecision {
  if (bet === undefined) return action === 'rollback' ? { kind: 'tombstone' } : { kind: 'refuse', status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
  if (bet.kind !== 'bet' || bet.roundId !== incomingRoundId) return { kind: 'refuse', status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
  if (action === 'rollback') {
    if (bet.status === 'rolled_back') return { kind: 'nothing', bet };
    return roundOpen ? { kind: 'execute', bet } : { kind: 'refuse', status: 'RS_ERROR_ROUND_CLOSED' };
  }
  if (bet.status === 'rolled_back') return { kind: 'refuse', status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
  return roundOpen ? { kind: 'execute', bet } : { kind: 'refuse', status: 'RS_ERROR_ROUND_CLOSED' };
}

/** Vendor transaction and round ids: 1-100 characters of A-Z a-z 0-9 _ . : - (UUIDs and most vendors' ids). */
export const vendorIdPattern = '^[A-Za-z0-9_.:-]{1,100}$';

/** The longest a vendor may keep a round open by announcing its settlement (a parlay over a week of fixtures). */
export const maxRoundExpiryMs = 7 * 24 * 60 * 60 * 1000;

/**
 * When a round is expected to settle, as the vendor announced it on a bet (`round_expires_at`): the
 * reconciliation leaves an open round alone until its reconcile delay has passed after the later of its start and
 * this time. Capped at a week after the bet; none (null) when not announced or not after the bet.
 */
export function roundExpiry(betAt: Date, announced: Date | undefined): Date | null {
  if (announced === undefined || !(announced.getTime() > betAt.getTime())) return null;
  return new Date(Math.min(announced.getTime(), betAt.getTime() + maxRoundExpiryMs));
}
