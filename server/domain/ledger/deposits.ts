// Deposit rules: which methods a merchant offers with their limits, and how a deposit moves between pending,
// succeeded, failed and expired when the gateway reports or the clock runs out. No I/O.
import { fail, ok, type Result } from './errors.js';

export type DepositStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

export interface DepositMethodLimits {
  id: string;
  enabled: boolean;
  /** Minor units, inclusive. */
  min: bigint;
  max: bigint;
}

/** Picks an enabled method and checks the amount against its limits. */
export function checkDepositRequest<M extends DepositMethodLimits>(methods: readonly M[], methodId: string, amount: bigint): Result<M> {
  const method = methods.find((m) => m.id === methodId && m.enabled);
  if (method === undefined) return fail('unknown_payment_method');
  if (amount < method.min) return fail('amount_below_minimum');
  if (amount > method.max) return fail('amount_above_maximum');
  return ok(method);
}

/** What the gateway says about a payment, once its signature is checked. */
export type GatewayReport = { outcome: 'paid'; amount: bigint; currency: string } | { outcome: 'failed' };

export interface DepositState {
  status: DepositStatus;
  amount: bigint;
  currency: string;
  expiresAt: Date;
}

/** `credit` is true exactly when this step must post the deposit entry. */
export interface DepositStep {
  status: DepositStatus;
  credit: boolean;
}

/**
 * Applies a gateway report. Succeeded and failed are final: a repeated or contradicting report changes nothing.
 * Expired is our own timeout, not the gateway's word, so a later signed payment still credits: the gateway holds
 * the member's money. A paid report for another amount or currency is refused and changes nothing.
 */
export function applyGatewayReport(deposit: DepositState, report: GatewayReport): Result<DepositStep> {
  if (deposit.status === 'succeeded' || deposit.status === 'failed') return ok({ status: deposit.status, credit: false });
  if (report.outcome === 'failed') {
    return ok(deposit.status === 'pending' ? { status: 'failed', credit: false } : { status: deposit.status, credit: false });
  }
  if (report.amount !== deposit.amount || report.currency !== deposit.currency) return fail('amount_mismatch');
  return ok({ status: 'succeeded', credit: true });
}

/** A pending deposit whose time is up is expired; every other state stays. */
export function statusAt(deposit: Pick<DepositState, 'status' | 'expiresAt'>, now: Date): DepositStatus {
  return deposit.status === 'pending' && now.getTime() >= deposit.expiresAt.getTime() ? 'expired' : deposit.status;
}

/** A gateway's notification about one deposit, its signature already checked by the provider. */
export interface GatewayNotification {
  depositId: string;
  providerReference: string;
  report: GatewayReport;
}
