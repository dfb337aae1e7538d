// Deposits: the gateway's report moves a deposit's state, and a paid one is credited in the same transaction under
// deposit:<id>, so a repeated notification never credits twice.
import type { DepositRecord, DepositRepository } from '../../db/ledger-deposit-repository.js';
import { applyGatewayReport, type GatewayNotification } from '../../domain/ledger/deposits.js';
import type { LedgerCommand, LedgerContext } from '../../domain/ledger/entries.js';
import { fail, LedgerRejection, ok, type Result } from '../../domain/ledger/errors.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import type { MoneyDeps } from './money-deps.js';

export function depositMoney({ db, ledger }: MoneyDeps) {
  return {
    /**
     * Applies a verified gateway notification: locks the deposit, decides the step with the pure rules, and posts the
     * credit in the same transaction when the step says so.
     */
    async settleDeposit(deposits: DepositRepository, ctx: LedgerContext, provider: string, n: GatewayNotification): Promise<Result<DepositRecord>> {
      const unlocked = await deposits.creditOf(ctx.merchantId, provider, n.depositId);
      if (!unlocked) return fail('deposit_not_found');
      const credit: LedgerCommand = { type: 'deposit', memberId: unlocked.memberId, amount: unlocked.amount, provider, reference: n.depositId };
      try {
        // Account creation stays out of the locking transaction (see the ledger repository).
        return await ledger.transact(db, ctx, [credit], async (trx, post) => {
          const { deposit, entryId } = await deposits.lockForReport(trx, ctx.merchantId, n.depositId);
          const step = applyGatewayReport(deposit, n.report);
          if (!step.ok) throw new LedgerRejection(step.error);
          if (step.value.status === deposit.status && !step.value.credit) return ok(deposit);
          const credited = step.value.credit ? (await post(idempotencyKeys.depositCredit(n.depositId), credit)).receipt.entryId : entryId;
          return ok(await deposits.recordReport(trx, ctx.merchantId, n.depositId, { status: step.value.status, entryId: credited, providerReference: n.providerReference }));
        });
      } catch (err) {
        if (err instanceof LedgerRejection) return fail(err.code);
        throw err;
      }
    },
  };
}
