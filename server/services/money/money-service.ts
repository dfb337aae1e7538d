// The money service (app.money): the one way money moves. Each use case is one transaction through the ledger's
// single writer (db/ledger-repository.ts postWithin) with its key from the one registry
// (domain/ledger/idempotency-keys.ts); the caller's own rows (a claim, a round, a bet) commit in the same
// transaction as the posting, so a claim is never recorded without its money, nor paid twice. Routes and providers
// call this; repositories that keep rows beside a posting take it as their LedgerWriter. Nothing outside server/db
// and this folder imports the ledger repository (eslint.config.js). docs/money.md lists the use cases.
import type { Kysely, Transaction } from 'kysely';
import { createLedgerRepository, type LedgerCall, type LedgerOutcome, type LedgerRepository, type LedgerWriter, type PostIn, type PostingReceipt } from '../../db/ledger-repository.js';
import type { Database } from '../../db/schema.js';
import { parseAccountId } from '../../domain/ledger/accounts.js';
import type { LedgerCommand, LedgerContext } from '../../domain/ledger/entries.js';

/** The transaction a use case's own writes run in, beside its posting. */
export type MoneyTransaction = Transaction<Database>;

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

/** A game round's money (seamless wallet, vendor callbacks): the member, the wallet the game plays from, the round. */
export interface RoundMoney {
  memberId: string;
  /** The vendor code; the ledger posts to the main wallet when the merchant's wallet is single. */
  wallet: string;
  amount: bigint;
  /** The round's id (or the rollback's reference), kept on the entry. */
  reference: string;
}

/** The member's own transfers between wallets. */
export type WalletTransfer = Extract<LedgerCommand, { type: 'wallet_transfer' | 'wallet_transfer_all_in' | 'wallet_transfer_all_out' }>;

/** The main wallet's balance after a posting, when the posting touched it. */
export function mainBalanceAfter(postings: readonly { accountId: string; balanceAfter: string }[]): number | null {
  const main = postings.find((p) => parseAccountId(p.accountId)?.kind === 'member_main');
  return main ? Number(main.balanceAfter) : null;
}

/** The member wallet's balance after a round's posting (a bet, win or rollback touches one member wallet). */
export function walletBalanceAfter(postings: readonly { accountId: string; balanceAfter: string }[]): bigint | null {
  const wallet = postings.find((p) => { const kind = parseAccountId(p.accountId)?.kind; return kind === 'member_main' || kind === 'member_vendor'; });
  return wallet ? BigInt(wallet.balanceAfter) : null;
}

class AlreadyClaimed extends Error {}

/** The ledger the money service writes through; app.ledger keeps it for balances and audits. */
export type { LedgerCall, LedgerRepository, LedgerWriter, PostIn, PostingReceipt };

/** Builds the ledger repository (the single writer) and the money service on it: the one place both are made. */
export function createMoney(db: Kysely<Database>, now: () => Date): { ledger: LedgerRepository; money: MoneyService } {
  const ledger = createLedgerRepository(db, { now });
  return { ledger, money: createMoneyService({ db, ledger }) };
}

export function createMoneyService(deps: { db: Kysely<Database>; ledger: LedgerRepository }) {
  const { db, ledger } = deps;

  // The writer repositories and providers move money with inside their own transaction (a deposit's state change,
  // a round, a withdrawal, a lottery bet, a contract's settlement): accounts first, one transaction, keys from
  // idempotencyKeys.
  const writer: LedgerWriter = {
    ensureAccountsFor: ledger.ensureAccountsFor,
    postInTransaction: ledger.postInTransaction,
    transact: ledger.transact,
    memberWallets: ledger.memberWallets,
  };

  return {
    ...writer,

    /**
     * The game path, each inside the caller's transaction beside the round's own rows, under its key from
     * idempotencyKeys: a bet takes the stake from the game's wallet (refused with insufficient_balance, never
     * below zero), a win pays into it, a rollback gives a bet's stake back.
     */
    placeBet: (trx: Transaction<Database>, ctx: LedgerContext, key: string, bet: RoundMoney) =>
      ledger.postInTransaction(trx, ctx, key, { type: 'bet', ...bet }),
    settleWin: (trx: Transaction<Database>, ctx: LedgerContext, key: string, win: RoundMoney) =>
      ledger.postInTransaction(trx, ctx, key, { type: 'win', ...win }),
    rollback: (trx: Transaction<Database>, ctx: LedgerContext, key: string, refund: RoundMoney) =>
      ledger.postInTransaction(trx, ctx, key, { type: 'win', ...refund }),

    /**
     * A bet or win as ledger_post()'s arguments under its key from idempotencyKeys, for a use case whose own SQL
     * function posts it beside its rows in one statement (the vendor callbacks, docs/vendors.md); null when the rules
     * refuse it (the caller's transaction path, with placeBet or settleWin, answers why).
     */
    betCall: (ctx: LedgerContext, key: string, bet: RoundMoney): LedgerCall | null => ledger.ledgerCall(ctx, key, { type: 'bet', ...bet }),
    winCall: (ctx: LedgerContext, key: string, win: RoundMoney): LedgerCall | null => ledger.ledgerCall(ctx, key, { type: 'win', ...win }),

    /** Balances of accounts by id (the payout account, the house). */
    balances: (merchantId: string, accountIds: string[]) => ledger.balances(merchantId, accountIds),

    /** Between the member's own wallets (one, all in, all out), under the key the client sent. */
    transfer: (ctx: LedgerContext, clientKey: string, cmd: WalletTransfer): Promise<LedgerOutcome> => ledger.post(ctx, clientKey, cmd),

    /** To the member's upline agent, under the key the client sent. */
    uplineTransfer: (ctx: LedgerContext, clientKey: string, t: { memberId: string; uplineId: string; amount: bigint }): Promise<LedgerOutcome> =>
      ledger.post(ctx, clientKey, { type: 'upline_transfer', ...t }),

    /**
     * Claims and pays a bonus once (VIP upgrade and monthly, missions, rebate): the claim row, the credit and the
     * link to its entry commit together. A claim that exists already answers already_claimed and pays nothing.
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

export type MoneyService = ReturnType<typeof createMoneyService>;
