// Paying withdrawals out: due payouts are claimed in the database (withdrawal-repository claimPayouts), handed to
// the payout rail (the port in domain/withdrawal/payout-port.ts), and the rail's answer is applied by the money
// service (payout, or refundWithdrawal: failed with the money back). Providers are idempotent on the withdrawal id, and the state change and its
// ledger entry are conditional, so a second hand-over after an expired claim never pays or posts twice.
import type { WithdrawalRepository } from '../../db/withdrawal-repository.js';
import type { LedgerContext } from '../../domain/ledger/entries.js';
import type { MoneyService } from '../money/money-service.js';
import type { PayoutProvider } from '../../domain/withdrawal/payout-port.js';

export function createPayouts(withdrawals: WithdrawalRepository, money: MoneyService) {
  return {
    /**
     * Hands due payouts to the provider and applies its answer; answers how many it settled. A provider error
     * leaves the claim to expire (payoutClaimMs), so the next run asks again with the same id. `only` restricts it to
     * one withdrawal (the development pay-now route), due or not.
     */
    async processPayouts(ctx: LedgerContext, provider: PayoutProvider, autoReceiptMinutes: number, only?: string, onError?: (withdrawalId: string, err: unknown) => void): Promise<number> {
      const claimed = await withdrawals.claimPayouts(ctx.merchantId, provider.code, only);
      let settled = 0;
      for (const input of claimed) {
        let result;
        try {
          result = await provider.payout(input);
        } catch (err) {
          // Unknown whether the provider paid: the claim expires and the next run asks again with the same id.
          onError?.(input.withdrawalId, err);
          continue;
        }
        const applied = result.outcome === 'paid'
          ? await money.payout(withdrawals, ctx, input.withdrawalId, { reference: result.reference, provider: provider.code, autoReceiptMinutes })
          : await money.refundWithdrawal(withdrawals, ctx, input.withdrawalId);
        if (applied) settled += 1;
      }
      return settled;
    },

    /** Fails a pending withdrawal nobody is paying out (development route: a refused payout) and gives the money back. */
    async failPayout(ctx: LedgerContext, withdrawalId: string): Promise<boolean> {
      if (!(await withdrawals.claimToFail(ctx.merchantId, withdrawalId))) return false;
      return money.refundWithdrawal(withdrawals, ctx, withdrawalId);
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
