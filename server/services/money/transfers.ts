// The member's own transfers: between his wallets, and to his upline agent, each under the key the client sent.
import type { LedgerOutcome } from '../../db/ledger-repository.js';
import type { LedgerCommand, LedgerContext } from '../../domain/ledger/entries.js';
import type { MoneyDeps } from './money-deps.js';

/** The member's own transfers between wallets. */
export type WalletTransfer = Extract<LedgerCommand, { type: 'wallet_transfer' | 'wallet_transfer_all_in' | 'wallet_transfer_all_out' }>;

export function transferMoney({ ledger }: MoneyDeps) {
  return {
    /** Between the member's own wallets (one, all in, all out). */
    transfer: (ctx: LedgerContext, clientKey: string, cmd: WalletTransfer): Promise<LedgerOutcome> => ledger.post(ctx, clientKey, cmd),

    /** To the member's upline agent. */
    uplineTransfer: (ctx: LedgerContext, clientKey: string, t: { memberId: string; uplineId: string; amount: bigint }): Promise<LedgerOutcome> =>
      ledger.post(ctx, clientKey, { type: 'upline_transfer', ...t }),
  };
}
