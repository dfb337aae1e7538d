// The money service (app.money): the one way money moves. Each use case is one transaction through the ledger's
// single writer (db/ledger-repository.ts) with its key from the one registry (domain/ledger/idempotency-keys.ts);
// the caller's own rows (a claim, a round, a deposit's state) are written by their repository inside that
// transaction, so a state never commits without its money, nor is money moved twice. Routes and providers call the
// named use cases; one file per family (games, transfers, bonuses, deposits, ...). Nothing outside this folder
// posts to the ledger (eslint.config.js). docs/money.md lists the use cases and who calls them.
import type { Kysely } from 'kysely';
import { createLedgerRepository, type LedgerCall, type LedgerRepository, type PostIn, type PostingReceipt } from '../../db/ledger-repository.js';
import type { Database } from '../../db/schema.js';
import { bonusMoney } from './bonuses.js';
import { contractMoney } from './contracts.js';
import { depositMoney } from './deposits.js';
import { gameMoney } from './games.js';
import { lotteryMoney } from './lottery.js';
import type { MoneyDeps } from './money-deps.js';
import { pointsMoney } from './points.js';
import { promotionMoney } from './promotions.js';
import { transferMoney } from './transfers.js';
import { withdrawalMoney } from './withdrawals.js';

export { mainBalanceAfter, type MoneyTransaction } from './money-deps.js';
export { walletBalanceAfter, type RoundMoney } from './games.js';
export type { WalletTransfer } from './transfers.js';
export type { Bonus, BonusClaim, BonusOutcome } from './bonuses.js';

/** The ledger the money service writes through; app.ledger keeps it for balances and audits. */
export type { LedgerCall, LedgerRepository, PostIn, PostingReceipt };

/** Builds the ledger repository (the single writer) and the money service on it: the one place both are made. */
export function createMoney(db: Kysely<Database>, now: () => Date): { ledger: LedgerRepository; money: MoneyService } {
  const ledger = createLedgerRepository(db, { now });
  return { ledger, money: createMoneyService({ db, ledger }) };
}

export function createMoneyService(deps: MoneyDeps) {
  const { ledger } = deps;

  return {
    /** The member's wallets (main and per vendor). */
    memberWallets: ledger.memberWallets,
    /** Balances of accounts by id (the payout account, the house). */
    balances: (merchantId: string, accountIds: string[]) => ledger.balances(merchantId, accountIds),
    ...gameMoney(deps),
    ...transferMoney(deps),
    ...bonusMoney(deps),
    ...depositMoney(deps),
    ...pointsMoney(deps),
    ...promotionMoney(deps),
    ...withdrawalMoney(deps),
    ...contractMoney(deps),
    ...lotteryMoney(deps),
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;
