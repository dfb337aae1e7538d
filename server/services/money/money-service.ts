// The money service: every use case that moves money, each one transaction through the ledger's single writer
// (db/ledger-repository.ts postWithin) with its key from the one registry (domain/ledger/idempotency-keys.ts).
// Routes and providers call this; the caller's own rows (a claim, a round, a bet) commit in the same transaction
// as the posting, so a claim is never recorded without its money, nor paid twice.
import type { Kysely, Transaction } from 'kysely';
import type { LedgerRepository, LedgerOutcome, PostingReceipt } from '../../db/ledger-repository.js';
import type { LedgerTables } from '../../db/ledger-schema.js';
import { parseAccountId } from '../../domain/ledger/accounts.js';
import type { ContractPayKind, LedgerCommand, LedgerContext } from '../../domain/ledger/entries.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';

/** The transaction a use case's own writes run in, beside its posting. */
export type MoneyTransaction = Transaction<LedgerTables>;

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

export interface RoundMoney {
  memberId: string;
  /** The wallet the game plays from (MAIN or a vendor code). */
  wallet: string;
  amount: bigint;
  roundId: string;
}

/** The main wallet's balance after a posting, when the posting touched it. */
export function mainBalanceAfter(postings: readonly { accountId: string; balanceAfter: string }[]): number | null {
  const main = postings.find((p) => parseAccountId(p.accountId)?.kind === 'member_main');
  return main ? Number(main.balanceAfter) : null;
}

class AlreadyClaimed extends Error {}

export function createMoneyService(deps: { db: Kysely<LedgerTables>; ledger: LedgerRepository }) {
  const { db, ledger } = deps;

  /**
   * One transaction: the caller's writes (`work`), then the posting; accounts are created beforehand, outside the
   * locks. A ledger refusal throws LedgerRejection and rolls the caller's writes back with it.
   */
  async function postWith<T>(ctx: LedgerContext, key: string, cmd: LedgerCommand, work?: (trx: MoneyTransaction) => Promise<T>): Promise<{ receipt: PostingReceipt; result: T | undefined }> {
    await ledger.ensureAccountsFor(ctx, cmd);
    return db.transaction().execute(async (trx) => {
      const result = work ? await work(trx) : undefined;
      const posted = await ledger.postInTransaction(trx, ctx, key, cmd);
      return { receipt: posted.receipt, result };
    });
  }

  return {
    postWith,

    /** A command of the member's own, under the key the client sent (wallet and upline transfers). */
    post: (ctx: LedgerContext, clientKey: string, cmd: LedgerCommand): Promise<LedgerOutcome> => ledger.post(ctx, clientKey, cmd),

    /** Between the member's own wallets. */
    transfer: (ctx: LedgerContext, clientKey: string, t: { memberId: string; from: string; to: string; amount: bigint }): Promise<LedgerOutcome> =>
      ledger.post(ctx, clientKey, { type: 'wallet_transfer', ...t }),

    /** To the member's upline agent. */
    uplineTransfer: (ctx: LedgerContext, clientKey: string, t: { memberId: string; uplineId: string; amount: bigint }): Promise<LedgerOutcome> =>
      ledger.post(ctx, clientKey, { type: 'upline_transfer', ...t }),

    /**
     * Claims and pays a bonus once: the claim row, the credit and the link to its entry commit together. A claim
     * that exists already answers already_claimed and pays nothing.
     */
    async payBonus(ctx: LedgerContext, bonus: Bonus, claim: BonusClaim): Promise<BonusOutcome> {
      const cmd = { type: 'bonus', memberId: bonus.memberId, amount: bonus.amount, reference: bonus.reference } as const;
      if (bonus.amount > 0n) await ledger.ensureAccountsFor(ctx, cmd);
      try {
        return await db.transaction().execute(async (trx): Promise<BonusOutcome> => {
          if (!(await claim.record(trx))) throw new AlreadyClaimed();
          if (bonus.amount === 0n) return { ok: true, receipt: null, balance: null };
          const posted = await ledger.postInTransaction(trx, ctx, bonus.key, cmd);
          await claim.linkEntry?.(trx, posted.receipt.entryId);
          return { ok: true, receipt: posted.receipt, balance: mainBalanceAfter(posted.receipt.postings) };
        });
      } catch (error) {
        if (error instanceof AlreadyClaimed) return { ok: false, reason: 'already_claimed' };
        throw error;
      }
    },

    /** A game round's stake, once per round, with the round's own rows. */
    placeBet: <T>(ctx: LedgerContext, bet: RoundMoney, work?: (trx: MoneyTransaction) => Promise<T>) =>
      postWith(ctx, idempotencyKeys.bet(bet.roundId), { type: 'bet', memberId: bet.memberId, wallet: bet.wallet, amount: bet.amount, reference: bet.roundId }, work),

    /** A game round's win, once per round. */
    settleWin: <T>(ctx: LedgerContext, win: RoundMoney, work?: (trx: MoneyTransaction) => Promise<T>) =>
      postWith(ctx, idempotencyKeys.win(win.roundId), { type: 'win', memberId: win.memberId, wallet: win.wallet, amount: win.amount, reference: win.roundId }, work),

    /** Gives a cancelled round's stake back, once per round. */
    rollback: <T>(ctx: LedgerContext, stake: RoundMoney, work?: (trx: MoneyTransaction) => Promise<T>) =>
      postWith(ctx, idempotencyKeys.rollback(stake.roundId), {
        type: 'win', memberId: stake.memberId, wallet: stake.wallet, amount: stake.amount, reference: idempotencyKeys.rollback(stake.roundId),
      }, work),

    /** Holds a withdrawal's amount, once per withdrawal. */
    withdrawHold: <T>(ctx: LedgerContext, w: { memberId: string; amount: bigint; withdrawalId: string }, work?: (trx: MoneyTransaction) => Promise<T>) =>
      postWith(ctx, idempotencyKeys.withdrawalHold(w.withdrawalId), { type: 'withdrawal_hold', memberId: w.memberId, amount: w.amount, reference: w.withdrawalId }, work),

    /** An agent contract's pay for one period. */
    payContract: <T>(ctx: LedgerContext, c: { kind: ContractPayKind; memberId: string; amount: bigint; contractId: string; periodStart: Date }, work?: (trx: MoneyTransaction) => Promise<T>) => {
      const key = idempotencyKeys.contractPay(c.contractId, c.periodStart);
      return postWith(ctx, key, { type: 'contract_pay', kind: c.kind, memberId: c.memberId, amount: c.amount, reference: key }, work);
    },
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;
