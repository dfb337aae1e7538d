// What withdrawals need from a payout rail: pay an amount to a bank account, named by the withdrawal id so a
// repeated request pays once. `sandbox` ships for development and demos.

import type { PayoutProvider } from '../../domain/withdrawal/payout-port.js';

export type { PayoutInput, PayoutProvider, PayoutResult } from '../../domain/withdrawal/payout-port.js';

/**
 * The sandbox payout rail: pays at once, except to account numbers ending in 0000, which it refuses like a bank
 * refusing an unknown account (so the failed path can be shown and tested). When the payout happens is decided by
 * the withdrawal's payout_due_at (PAYOUT_DELAY_SECONDS after the request), not here.
 */
export const sandboxPayoutProvider: PayoutProvider = {
  code: 'sandbox',
  async payout(input) {
    if (input.accountNumber.endsWith('0000')) return { outcome: 'failed', reason: 'account_refused' };
    return { outcome: 'paid', reference: `sandbox-payout-${input.withdrawalId}` };
  },
};
