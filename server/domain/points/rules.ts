// Pure rules of the points mall (spec M3-7, M4-2, M7-12, M7-13, M9-8; docs/promotions-and-points.md): how bets earn
// points, the exchange of points for money, a redeem's checks and the redeem states. Points are whole numbers
// and never expire: nothing here knows a date. No I/O.

export interface PointsConfig {
  /** Minor units of bet that earn one point (1.00 in USD: 100; 1,000 ₫ in VND). */
  betPerPoint: number;
  /** Points of one exchange step and the money (minor units) it pays: 100 points = 1.00 in USD. */
  exchangePoints: number;
  exchangeMoney: number;
  /** The smallest conversion, in points. */
  minConvertPoints: number;
}

/** The points configuration of a currency: one point per whole unit bet, and 100 points worth one unit (1%). */
export function pointsConfigOf(currency: { code: string; minorUnits: number }): PointsConfig {
  // Currencies without minor units count thousands (VND, IDR): one point per 1,000 bet, 100 points = 1,000.
  const unit = currency.minorUnits === 0 ? 1000 : 10 ** currency.minorUnits;
  return { betPerPoint: unit, exchangePoints: 100, exchangeMoney: unit, minConvertPoints: 100 };
}

/** Points a settled bet earns: whole points only, the remainder is not carried (each round stands alone). */
export function pointsForBet(betAmount: bigint, config: PointsConfig): bigint {
  if (betAmount <= 0n) return 0n;
  return betAmount / BigInt(config.betPerPoint);
}

export type PointsError =
  | 'invalid_points' | 'points_below_minimum' | 'points_not_multiple' | 'insufficient_points'
  | 'reward_not_found' | 'out_of_stock' | 'amount_mismatch' | 'invalid_quantity' | 'address_required' | 'redeem_not_found' | 'redeem_final';

export type PointsResult<T> = { ok: true; value: T } | { ok: false; error: PointsError; detail?: Record<string, number> };
const ok = <T>(value: T): PointsResult<T> => ({ ok: true, value });
const fail = (error: PointsError, detail?: Record<string, number>): PointsResult<never> => ({ ok: false, error, ...(detail ? { detail } : {}) });

/** The money a conversion pays: points in whole exchange steps, at least the minimum, at most the balance. */
export function convertPoints(points: number, balance: bigint, config: PointsConfig): PointsResult<{ points: bigint; money: bigint }> {
  if (!Number.isSafeInteger(points) || points <= 0) return fail('invalid_points');
  if (points < config.minConvertPoints) return fail('points_below_minimum', { min: config.minConvertPoints });
  if (points % config.exchangePoints !== 0) return fail('points_not_multiple', { step: config.exchangePoints });
  if (BigInt(points) > balance) return fail('insufficient_points');
  return ok({ points: BigInt(points), money: (BigInt(points) / BigInt(config.exchangePoints)) * BigInt(config.exchangeMoney) });
}

export const redeemLimits = { maxQuantity: 99, addressMaxLength: 200 } as const;

export interface RedeemItem {
  pointsPrice: number;
  stock: number;
  /** A physical item is shipped: it needs an address. */
  physical: boolean;
}

/**
 * Checks a redeem: quantity 1-99, the amount the member saw (quantity x price, so a price change in between is
 * refused rather than charged), an address for a physical item, the stock and the balance.
 */
export function checkRedeem(item: RedeemItem, req: { amount: number; quantity: number; address: string }, balance: bigint): PointsResult<{ points: bigint; address: string }> {
  if (!Number.isInteger(req.quantity) || req.quantity < 1 || req.quantity > redeemLimits.maxQuantity) return fail('invalid_quantity', { max: redeemLimits.maxQuantity });
  const address = req.address.trim();
  if (item.physical && address.length === 0) return fail('address_required');
  const points = BigInt(item.pointsPrice) * BigInt(req.quantity);
  if (BigInt(req.amount) !== points) return fail('amount_mismatch');
  if (item.stock < req.quantity) return fail('out_of_stock', { stock: Math.max(0, item.stock) });
  if (points > balance) return fail('insufficient_points');
  return ok({ points, address });
}

/** Redeem states (spec M4-2): applying (submitted), in_process (accepted, being delivered), approved, rejected. */
export type RedeemState = 'applying' | 'in_process' | 'approved' | 'rejected';
export type RedeemDecision = 'accept' | 'approve' | 'reject';

/**
 * The operator's steps: applying -> in_process -> approved; applying or in_process -> rejected, which gives the
 * points and the stock back. Approved and rejected are final.
 */
export function nextRedeemState(state: RedeemState, decision: RedeemDecision): PointsResult<{ state: RedeemState; refund: boolean }> {
  if (state === 'approved' || state === 'rejected') return fail('redeem_final');
  if (decision === 'reject') return ok({ state: 'rejected', refund: true });
  if (decision === 'accept') return state === 'applying' ? ok({ state: 'in_process', refund: false }) : fail('redeem_final');
  return ok({ state: 'approved', refund: false });
}

/** Wrong login passwords on redeem: five within 15 minutes lock redeeming until the oldest of them is that old. */
export const redeemPasswordPolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export type RedeemPasswordGate = { locked: true; retryAfterSeconds: number } | { locked: false; attemptsLeft: number };

export function redeemPasswordGate(failures: readonly Date[], now: Date): RedeemPasswordGate {
  const { maxFailures, windowMs } = redeemPasswordPolicy;
  const recent = failures.map((f) => f.getTime()).filter((t) => t > now.getTime() - windowMs && t <= now.getTime()).sort((a, b) => a - b);
  if (recent.length < maxFailures) return { locked: false, attemptsLeft: maxFailures - recent.length };
  const expiring = recent[recent.length - maxFailures]!;
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((expiring + windowMs - now.getTime()) / 1000)) };
}
