// The game path of the money service: a round's bet, win and rollback (seamless wallet, in-house games, vendor
// callbacks), each inside the caller's transaction beside the round's own rows, under its key from idempotencyKeys.
import type { LedgerCall } from '../../db/ledger-repository.js';
import { accountId, parseAccountId } from '../../domain/ledger/accounts.js';
import type { LedgerContext } from '../../domain/ledger/entries.js';
import { resolveWallet } from '../../domain/ledger/wallets.js';
import type { MoneyDeps, MoneyTransaction } from './money-deps.js';

/** A game round's money (seamless wallet, vendor callbacks): the member, the wallet the game plays from, the round. */
export interface RoundMoney {
  memberId: string;
  /** The vendor code; the ledger posts to the main wallet when the merchant's wallet is single. */
  wallet: string;
  amount: bigint;
  /** The round's id (or the rollback's reference), kept on the entry. */
  reference: string;
}

/** The member wallet's balance after a round's posting (a bet, win or rollback touches one member wallet). */
export function walletBalanceAfter(postings: readonly { accountId: string; balanceAfter: string }[]): bigint | null {
  const wallet = postings.find((p) => { const kind = parseAccountId(p.accountId)?.kind; return kind === 'member_main' || kind === 'member_vendor'; });
  return wallet ? BigInt(wallet.balanceAfter) : null;
}

export function gameMoney({ ledger }: MoneyDeps) {
  return {
    /**
     * A bet takes the stake from the game's wallet (refused with insufficient_balance, never below zero), a win pays
     * into it, a rollback gives a bet's stake back.
     */
    placeBet: (trx: MoneyTransaction, ctx: LedgerContext, key: string, bet: RoundMoney) =>
      ledger.postInTransaction(trx, ctx, key, { type: 'bet', ...bet }),
    settleWin: (trx: MoneyTransaction, ctx: LedgerContext, key: string, win: RoundMoney) =>
      ledger.postInTransaction(trx, ctx, key, { type: 'win', ...win }),
    rollback: (trx: MoneyTransaction, ctx: LedgerContext, key: string, refund: RoundMoney) =>
      ledger.postInTransaction(trx, ctx, key, { type: 'win', ...refund }),

    /**
     * A bet or win as ledger_post()'s arguments under its key from idempotencyKeys, for a use case whose own SQL
     * function posts it beside its rows in one statement (the vendor callbacks, docs/vendors.md); null when the rules
     * refuse it (the caller's transaction path, with placeBet or settleWin, answers why).
     */
    betCall: (ctx: LedgerContext, key: string, bet: RoundMoney): LedgerCall | null => ledger.ledgerCall(ctx, key, { type: 'bet', ...bet }),
    winCall: (ctx: LedgerContext, key: string, win: RoundMoney): LedgerCall | null => ledger.ledgerCall(ctx, key, { type: 'win', ...win }),
    /** The account id of the wallet a game plays from (the main wallet when the merchant's is single); null when unknown. */
    walletAccountOf: (ctx: LedgerContext, memberId: string, wallet: string): string | null => {
      const resolved = resolveWallet(ctx.wallet, ctx.currency, memberId, wallet);
      return resolved.ok ? accountId(resolved.value) : null;
    },
  };
}
