// Bonuses: a claim (VIP upgrade and monthly, missions, rebate) and its credit commit together, so a claim is never
// recorded without its money, nor paid twice.
import type { PostingReceipt } from '../../db/ledger-repository.js';
import type { LedgerContext } from '../../domain/ledger/entries.js';
import { mainBalanceAfter, type MoneyDeps, type MoneyTransaction } from './money-deps.js';

/** What a claim writes beside its bonus: the claim row (false when it exists already), then the entry it was paid by. */
export interface BonusClaim {
  record(trx: MoneyTransaction): Promise<boolean>;
  linkEntry?(trx: MoneyTransaction, entryId: string): Promise<void>;
}

export interface Bonus {
  memberId: string;
  /** Minor units; a claim of 0 records the claim and posts nothing. */
  amount: bigint;
  /** The entry's reference, for example vip:upgrade:3. */
  reference: string;
  /** From idempotencyKeys. */
  key: string;
}

export type BonusOutcome = { ok: true; receipt: PostingReceipt | null; balance: number | null } | { ok: false; reason: 'already_claimed' };

class AlreadyClaimed extends Error {}

export function bonusMoney({ db, ledger }: MoneyDeps) {
  return {
    /**
     * Claims and pays a bonus once: the claim row, the credit and the link to its entry commit together. A claim that
     * exists already answers already_claimed and pays nothing.
     */
    async payBonus(ctx: LedgerContext, bonus: Bonus, claim: BonusClaim): Promise<BonusOutcome> {
      const cmd = { type: 'bonus', memberId: bonus.memberId, amount: bonus.amount, reference: bonus.reference } as const;
      try {
        return await ledger.transact(db, ctx, bonus.amount > 0n ? [cmd] : [], async (trx, post): Promise<BonusOutcome> => {
          if (!(await claim.record(trx))) throw new AlreadyClaimed();
          if (bonus.amount === 0n) return { ok: true, receipt: null, balance: null };
          const posted = await post(bonus.key, cmd);
          await claim.linkEntry?.(trx, posted.receipt.entryId);
          return { ok: true, receipt: posted.receipt, balance: mainBalanceAfter(posted.receipt.postings) };
        });
      } catch (error) {
        if (error instanceof AlreadyClaimed) return { ok: false, reason: 'already_claimed' };
        throw error;
      }
    },
  };
}
