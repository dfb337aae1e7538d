// Withdrawals: the request holds the money (withdrawal_hold) in the same transaction as the withdrawal's row; the
// payout's outcome posts withdrawal_paid, or gives the money back (withdrawal_reversed), with the row's state change.
// Each under its key from idempotencyKeys, so a retry or a second node never moves the money twice.
import { randomUUID } from 'node:crypto';
import type { RequestInput, WithdrawalRecord, WithdrawalRepository } from '../../db/withdrawal-repository.js';
import { withdrawalRecord } from '../../db/withdrawal-repository.js';
import type { LedgerCommand, LedgerContext } from '../../domain/ledger/entries.js';
import { LedgerRejection } from '../../domain/ledger/errors.js';
import { fingerprintOf } from '../../domain/ledger/idempotency.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import { wfail, wok, WithdrawalRejection, type WResult } from '../../domain/withdrawal/errors.js';
import type { MoneyDeps } from './money-deps.js';

/** A payout's outcome: paid by the provider (its reference; the automatic receipt due after the minutes), or failed. */
type Settlement = { outcome: 'paid'; reference: string; provider: string; autoReceiptMinutes: number } | { outcome: 'failed' };

export function withdrawalMoney({ db, ledger }: MoneyDeps) {
  /** Applies a payout's outcome to a pending withdrawal with its posting; false when it is not pending (any more). */
  async function settle(withdrawals: WithdrawalRepository, ctx: LedgerContext, withdrawalId: string, s: Settlement): Promise<boolean> {
    const pending = await withdrawals.pendingPayout(ctx.merchantId, withdrawalId);
    if (!pending) return false;
    const { memberId, amount } = pending;
    const cmd: LedgerCommand = s.outcome === 'paid'
      ? { type: 'withdrawal_paid', memberId, amount, provider: s.provider, reference: withdrawalId }
      : { type: 'withdrawal_reversed', memberId, amount, reference: withdrawalId };
    const key = s.outcome === 'paid' ? idempotencyKeys.withdrawalPaid(withdrawalId) : idempotencyKeys.withdrawalReversed(withdrawalId);
    return ledger.transact(db, ctx, [cmd], async (trx, post) => {
      if (!(await withdrawals.lockPending(trx, ctx.merchantId, withdrawalId))) return false;
      const posted = await post(key, cmd);
      await withdrawals.recordPayout(trx, ctx.merchantId, withdrawalId, posted.receipt.entryId, s, s.outcome === 'paid' ? s.autoReceiptMinutes : 0);
      return true;
    });
  }

  return {
    /**
     * Opens a withdrawal and holds its money in one transaction. The same key for the same request answers the first
     * withdrawal (created: false); for another request, idempotency_key_reused.
     */
    async withdrawHold(withdrawals: WithdrawalRepository, ctx: LedgerContext, input: RequestInput): Promise<WResult<{ withdrawal: WithdrawalRecord; created: boolean }>> {
      const m = ctx.merchantId;
      const fingerprint = fingerprintOf({ memberId: input.memberId, bankAccountId: input.bankAccountId, amount: input.amount });
      const early = await withdrawals.findRequest(m, input.requestKey);
      if (early) return withdrawals.replayOf(m, early, fingerprint);
      const withdrawalId = randomUUID();
      const hold: LedgerCommand = { type: 'withdrawal_hold', memberId: input.memberId, amount: input.amount, reference: withdrawalId };
      try {
        const out = await ledger.transact(db, ctx, [hold], async (trx, post) => {
          const opened = await withdrawals.openIn(trx, ctx, input, withdrawalId, fingerprint);
          if (opened.kind === 'replay') return opened;
          const posted = await post(idempotencyKeys.withdrawalHold(withdrawalId), hold);
          return { kind: 'created' as const, row: await withdrawals.linkHold(trx, m, withdrawalId, posted.receipt.entryId) };
        });
        if (out.kind === 'created') return wok({ withdrawal: withdrawalRecord(out.row), created: true });
        return out.row ? withdrawals.replayOf(m, out.row, fingerprint) : wfail('idempotency_key_reused');
      } catch (err) {
        if (err instanceof WithdrawalRejection) return { ok: false, error: err.error };
        if (err instanceof LedgerRejection) return wfail(err.code);
        throw err;
      }
    },

    /** The provider paid a pending withdrawal: withdrawal_paid, the row paid (its automatic receipt due after the minutes). */
    payout: (withdrawals: WithdrawalRepository, ctx: LedgerContext, withdrawalId: string, paid: { reference: string; provider: string; autoReceiptMinutes: number }) =>
      settle(withdrawals, ctx, withdrawalId, { outcome: 'paid', ...paid }),

    /** The payout failed (or was refused): the money goes back to the main wallet (withdrawal_reversed), the row failed. */
    refundWithdrawal: (withdrawals: WithdrawalRepository, ctx: LedgerContext, withdrawalId: string) =>
      settle(withdrawals, ctx, withdrawalId, { outcome: 'failed' }),
  };
}
