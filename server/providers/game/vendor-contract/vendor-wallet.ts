// The platform's side of the vendor contract's wallet callbacks (docs/vendors.md): balance, bet, win and rollback
// as an outside aggregator sends them. The one module that posts a vendor's money to the ledger: each callback is
// one transaction holding the ledger posting (key vtx:<hash of aggregator and transaction id>), the vendor_transaction
// row and the game_round it changes, so a retry, a timeout or a crash never moves money twice and the round the bet
// record shows always matches the money.
import type { Kysely, Transaction } from 'kysely';
import type { MerchantConfig } from '../../../../src/engine/config-types.js';
import {
  addBetToRound, addWinToRound, betInOneStatement, betInSession, claimBetAndLockRound, closeRound, findVendorTransaction, insertVendorTransaction,
  liveBetsOfRound, lockReference, lockRound, markRolledBack, openVendorRounds, recordWin, referencedBet, removeBetFromRound, roundHasWin,
  vassalageOfRound, winInOneStatement, winOnBet, type TransactionKey,
} from '../../../db/vendor-wallet-repository.js';
import {
  decideReference, decideRepeat, roundExpiry, type CallbackStatus, type StoredTransaction,
} from '../../../domain/game/vendor-transactions.js';
import { toSafeNumber } from '../../../domain/ledger/amount.js';
import { LedgerRejection } from '../../../domain/ledger/errors.js';
import { idempotencyKeys } from '../../../domain/ledger/idempotency-keys.js';
import { ledgerContextOf } from '../../../domain/ledger/wallets.js';
import { walletBalanceAfter, type MoneyService, type RoundMoney } from '../../../services/money/money-service.js';
import { findGameSession, findGameSessionForBet, tokenHashOf, type GameSession } from '../../../db/game-session-repository.js';
import { createCallbackHints, type BetHint, type CallbackHints } from './callback-hints.js';
import type { Database } from '../../../db/schema.js';

export interface CallbackAnswer {
  status: CallbackStatus;
  /** Minor units of the merchant's currency; present whenever the player is known. */
  balance?: number;
  currency?: string;
}

export interface BetCall {
  token: string; transactionId: string; roundId: string; amount: bigint; currency: string; roundClosed: boolean;
  /** When the vendor expects the round to settle (a sports bet: its last fixture's end); see roundExpiry. */
  roundExpiresAt?: Date;
}
export interface WinCall { transactionId: string; referenceTransactionId: string; roundId: string; amount: bigint; currency: string; roundClosed: boolean }
export interface RollbackCall { transactionId: string; referenceTransactionId: string; roundId: string }

class Refusal extends Error {
  constructor(readonly status: CallbackStatus) {
    super(status);
  }
}

/** What the server remembered (callback-hints.ts) no longer holds: nothing was written, look it up. */
class StaleHint extends Error {}

export interface VendorWalletDeps {
  db: Kysely<Database>;
  money: MoneyService;
  now: () => Date;
  /** The merchant of a code (the reconciliation meets rounds of every merchant). */
  merchantOf: (code: string) => MerchantConfig | undefined;
  /** What the callbacks remember of their lookups; tests pass their own to see both ways taken. */
  hints?: CallbackHints;
}

export function createVendorWallet({ db, money, now, merchantOf, hints = createCallbackHints() }: VendorWalletDeps) {
  // A member's wallet at a vendor: the main wallet when the merchant's wallet is single, else the vendor's own.
  const roundMoney = (memberId: string, wallet: string, amount: bigint, reference: string): RoundMoney => ({ memberId, wallet, amount, reference });

  async function balanceOf(merchant: MerchantConfig, memberId: string, vassalage: string): Promise<number> {
    const wallets = await money.memberWallets(merchant.code, merchant.currency.code, memberId);
    return toSafeNumber(merchant.wallet.isSingle ? wallets.main : wallets.vendors.get(vassalage) ?? 0n);
  }

  async function answer(merchant: MerchantConfig, memberId: string, vassalage: string, status: CallbackStatus = 'RS_OK'): Promise<CallbackAnswer> {
    return { status, balance: await balanceOf(merchant, memberId, vassalage), currency: merchant.currency.code };
  }

  /**
   * Runs a callback: first its common case in one statement (`first`, when given: undefined means it was not the
   * common case and wrote nothing), else its transaction; a refusal or a ledger rejection rolls it back and answers
   * its status. Either answers the wallet's balance its posting left, when it posted; otherwise the balance is read.
   */
  async function run(merchant: MerchantConfig, memberId: string, vassalage: string, work: (trx: Transaction<Database>) => Promise<bigint | null>,
    first?: () => Promise<bigint | null | undefined>): Promise<CallbackAnswer> {
    try {
      const done = first ? await first() : undefined;
      const balance = done !== undefined ? done : await db.transaction().execute(work);
      if (balance !== null) return { status: 'RS_OK', balance: toSafeNumber(balance), currency: merchant.currency.code };
      return await answer(merchant, memberId, vassalage);
    } catch (err) {
      if (err instanceof Refusal) return answer(merchant, memberId, vassalage, err.status);
      if (err instanceof LedgerRejection) {
        return answer(merchant, memberId, vassalage, err.code === 'insufficient_balance' ? 'RS_ERROR_NOT_ENOUGH_MONEY' : err.code === 'idempotency_key_reused' ? 'RS_ERROR_DUPLICATE_TRANSACTION' : 'RS_ERROR_UNKNOWN');
      }
      throw err;
    }
  }

  async function session(merchant: MerchantConfig, token: string): Promise<GameSession | null> {
    const s = await findGameSession(db, merchant.code, token, now());
    if (s) hints.rememberSession(token, s);
    return s;
  }

  /**
   * A bet on a session: the one it looked up (`tokenHash` null), or the one remembered for the token, which the
   * statement checks (StaleHint when it no longer holds; then nothing was written).
   */
  async function placeBet(merchant: MerchantConfig, aggregator: string, call: BetCall, s: GameSession, tokenHash: string | null): Promise<CallbackAnswer> {
    const key = { merchantId: merchant.code, aggregator, transactionId: call.transactionId };
    const ctx = ledgerContextOf(merchant);
    const incoming: StoredTransaction = { kind: 'bet', roundId: call.roundId, memberId: s.memberId, amount: call.amount, referenceTransactionId: null, status: 'done' };
    const ledgerKey = idempotencyKeys.vendorTransaction(aggregator, call.transactionId);
    const opening = (at: Date) => ({
      merchantId: merchant.code, roundId: call.roundId, memberId: s.memberId, nodeId: s.nodeId, vassalage: s.vassalage, gameType: s.gameType,
      currency: merchant.currency.code, aggregator, amount: call.amount, at, expiresAt: roundExpiry(at, call.roundExpiresAt),
    });
    const first = async (): Promise<bigint | null | undefined> => {
      const ledgerCall = money.betCall(ctx, ledgerKey, roundMoney(s.memberId, s.vassalage, call.amount, call.roundId));
      if (!ledgerCall) {
        // The transaction path below needs a session known to hold.
        if (tokenHash !== null) throw new StaleHint();
        return undefined;
      }
      const at = now();
      const done = tokenHash !== null
        ? await betInSession(db, tokenHash, key, incoming, opening(at), call.roundClosed, ledgerCall)
        : await betInOneStatement(db, key, incoming, opening(at), call.roundClosed, ledgerCall);
      if (done.fallback) {
        if (done.stale) throw new StaleHint();
        return undefined;
      }
      const posted = ledgerCall.outcome(done.posted);
      return posted.replayed ? null : walletBalanceAfter(posted.receipt.postings);
    };
    const answered = await run(merchant, s.memberId, s.vassalage, async (trx) => {
      const at = now();
      const { inserted, round } = await claimBetAndLockRound(trx, key, incoming, at);
      if (!inserted) {
        const decision = decideRepeat((await findVendorTransaction(trx, key))!, incoming);
        if (decision.kind === 'refuse') throw new Refusal(decision.status);
        return null;
      }
      if (round && (round.memberId !== s.memberId || round.aggregator !== aggregator)) throw new Refusal('RS_ERROR_DUPLICATE_TRANSACTION');
      if (round && round.status !== 'open') throw new Refusal('RS_ERROR_ROUND_CLOSED');
      const posted = await money.placeBet(trx, ctx, ledgerKey, roundMoney(s.memberId, s.vassalage, call.amount, call.roundId));
      await addBetToRound(trx, opening(at));
      if (call.roundClosed) await addWinToRound(trx, merchant.code, call.roundId, 0n, true, at);
      return posted.replayed ? null : walletBalanceAfter(posted.receipt.postings);
    }, first);
    if (answered.status === 'RS_OK') hints.rememberBet(merchant.code, aggregator, call.transactionId, { memberId: s.memberId, vassalage: s.vassalage });
    return answered;
  }

  async function rollbackBet(trx: Transaction<Database>, merchant: MerchantConfig, key: TransactionKey, bet: StoredTransaction, vassalage: string, at: Date) {
    const ctx = ledgerContextOf(merchant);
    const refunded = await money.rollback(trx, ctx, idempotencyKeys.vendorRollback(key.aggregator, key.transactionId), roundMoney(bet.memberId, vassalage, bet.amount, `rollback:${bet.roundId}`));
    await markRolledBack(trx, key);
    await removeBetFromRound(trx, merchant.code, bet.roundId, bet.amount, at);
    return refunded.replayed ? null : walletBalanceAfter(refunded.receipt.postings);
  }

  return {
    async balance(merchant: MerchantConfig, token: string): Promise<CallbackAnswer & { memberId?: string }> {
      const s = await session(merchant, token);
      if (!s) return { status: 'RS_ERROR_INVALID_TOKEN' };
      return { ...(await answer(merchant, s.memberId, s.vassalage)), memberId: s.memberId };
    },

    async bet(merchant: MerchantConfig, aggregator: string, call: BetCall): Promise<CallbackAnswer> {
      // One round trip on the session remembered for the token (checked live, its lane open, in the same statement).
      const remembered = call.currency === merchant.currency.code ? hints.session(merchant.code, call.token, now()) : undefined;
      if (remembered) {
        try {
          return await placeBet(merchant, aggregator, call, remembered, tokenHashOf(call.token));
        } catch (err) {
          if (!(err instanceof StaleHint)) throw err;
          hints.forgetSession(merchant.code, call.token);
        }
      }
      // The session and its lane's maintenance in one statement; the ledger creates the wallet itself if need be.
      const found = await findGameSessionForBet(db, merchant.code, call.token, now());
      if (!found) return { status: 'RS_ERROR_INVALID_TOKEN' };
      const s = found.session;
      hints.rememberSession(call.token, s);
      if (call.currency !== merchant.currency.code) return answer(merchant, s.memberId, s.vassalage, 'RS_ERROR_WRONG_CURRENCY');
      if (found.underMaintenance) return answer(merchant, s.memberId, s.vassalage, 'RS_ERROR_MAINTENANCE');
      return placeBet(merchant, aggregator, call, s, null);
    },

    /** A win (0 for a loss) on the bet it refers to; the token may have expired (Hub88: wins are never refused for it). */
    async win(merchant: MerchantConfig, aggregator: string, call: WinCall): Promise<CallbackAnswer> {
      return referenced(merchant, aggregator, 'win', call);
    },

    async rollback(merchant: MerchantConfig, aggregator: string, call: RollbackCall): Promise<CallbackAnswer> {
      return referenced(merchant, aggregator, 'rollback', { ...call, amount: 0n, currency: merchant.currency.code, roundClosed: false });
    },

    /**
     * Settles the outside vendors' rounds left open since before the cutoff (a vendor or this server stopped
     * mid-round; a round whose vendor announced a later settlement, since before the cutoff after that time): a round that already paid a win is closed as it stands; any other has its bets rolled back, so
     * the player gets the stake back. Answers how many rounds it closed. Idempotent, safe on several nodes.
     */
    async reconcile(before: Date, limit = 200): Promise<{ settled: number; rolledBack: number }> {
      let settled = 0;
      let rolledBack = 0;
      for (const open of await openVendorRounds(db, before, limit)) {
        const merchant = merchantOf(open.merchantId);
        if (!merchant) continue;
        await db.transaction().execute(async (trx) => {
          const round = await lockRound(trx, open.merchantId, open.roundId);
          if (!round || round.status !== 'open') return;
          const at = now();
          const vassalage = (await vassalageOfRound(trx, open.merchantId, open.roundId)) ?? '';
          if (await roundHasWin(trx, open.merchantId, open.aggregator, open.roundId)) {
            await closeRound(trx, open.merchantId, open.roundId, at);
            settled += 1;
            return;
          }
          for (const transactionId of await liveBetsOfRound(trx, open.merchantId, open.aggregator, open.roundId)) {
            const key = { merchantId: open.merchantId, aggregator: open.aggregator, transactionId };
            await rollbackBet(trx, merchant, key, (await findVendorTransaction(trx, key, true))!, vassalage, at);
          }
          await closeRound(trx, open.merchantId, open.roundId, at);
          rolledBack += 1;
        });
      }
      return { settled, rolledBack };
    },
  };

  async function referenced(merchant: MerchantConfig, aggregator: string, action: 'win' | 'rollback', call: WinCall): Promise<CallbackAnswer> {
    if (call.currency !== merchant.currency.code) return { status: 'RS_ERROR_WRONG_CURRENCY' };
    if (action === 'win') {
      // One round trip on the bet's player and wallet as remembered (checked in the same statement).
      const remembered = hints.bet(merchant.code, aggregator, call.referenceTransactionId);
      if (remembered) {
        try {
          return await onBet(merchant, aggregator, action, call, remembered, true);
        } catch (err) {
          if (!(err instanceof StaleHint)) throw err;
          hints.forgetBet(merchant.code, aggregator, call.referenceTransactionId);
        }
      }
    }
    // The player of a win or rollback is the bet's; a rollback of an unknown bet names no one yet.
    const reference = await referencedBet(db, { merchantId: merchant.code, aggregator, transactionId: call.referenceTransactionId }, call.roundId);
    if (reference) hints.rememberBet(merchant.code, aggregator, call.referenceTransactionId, reference);
    return onBet(merchant, aggregator, action, call, reference, false);
  }

  /**
   * A win or rollback on the bet's player and wallet: looked up (`reference`; undefined when there is no such bet), or
   * remembered (`remembered`: the win's statement checks them, StaleHint when they do not hold; nothing was written).
   */
  async function onBet(merchant: MerchantConfig, aggregator: string, action: 'win' | 'rollback', call: WinCall, reference: BetHint | undefined, remembered: boolean): Promise<CallbackAnswer> {
    const betKey = { merchantId: merchant.code, aggregator, transactionId: call.referenceTransactionId };
    const key = { merchantId: merchant.code, aggregator, transactionId: call.transactionId };
    const memberId = reference?.memberId;
    const vassalage = reference?.vassalage ?? '';
    const work = async (trx: Transaction<Database>): Promise<bigint | null> => {
      const at = now();
      const incoming: StoredTransaction = {
        kind: action, roundId: call.roundId, memberId: memberId ?? '', amount: call.amount, referenceTransactionId: call.referenceTransactionId, status: 'done',
      };
      // The transaction if it came before, the bet (locked) and its round's status (locked), in one statement.
      const { existing, bet: lockedBet, roundOpen } = await lockReference(trx, key, betKey, call.roundId);
      if (existing) {
        const repeat = decideRepeat(existing, incoming);
        if (repeat.kind === 'refuse') throw new Refusal(repeat.status);
        return null;
      }
      const decision = decideReference(action, lockedBet, roundOpen, call.roundId);
      if (decision.kind === 'refuse') throw new Refusal(decision.status);
      if (action === 'win' && decision.kind === 'execute') {
        // The win's transaction and the round's win in one statement; a concurrent retry that committed first wins.
        if (!(await recordWin(trx, key, incoming, call.roundClosed, at))) throw new Refusal('RS_ERROR_DUPLICATE_TRANSACTION');
        if (call.amount === 0n) return null;
        const paid = await money.settleWin(trx, ledgerContextOf(merchant), idempotencyKeys.vendorTransaction(aggregator, call.transactionId),
          roundMoney(decision.bet.memberId, vassalage, call.amount, call.roundId));
        return paid.replayed ? null : walletBalanceAfter(paid.receipt.postings);
      }
      if (!(await insertVendorTransaction(trx, key, incoming, at))) throw new Refusal('RS_ERROR_DUPLICATE_TRANSACTION');
      if (decision.kind === 'tombstone') {
        await insertVendorTransaction(trx, betKey, { kind: 'bet', roundId: call.roundId, memberId: '', amount: 0n, referenceTransactionId: null, status: 'rolled_back' }, at);
        return null;
      }
      if (decision.kind === 'nothing') return null;
      return rollbackBet(trx, merchant, betKey, decision.bet, vassalage, at);
    };
    if (memberId === undefined) {
      // No such bet: never the common case.
      try {
        await db.transaction().execute(work);
        return { status: 'RS_OK' };
      } catch (err) {
        if (err instanceof Refusal) return { status: err.status };
        throw err;
      }
    }
    const first = action !== 'win' ? undefined : async (): Promise<bigint | null | undefined> => {
      const ledgerCall = call.amount === 0n ? null
        : money.winCall(ledgerContextOf(merchant), idempotencyKeys.vendorTransaction(aggregator, call.transactionId), roundMoney(memberId, vassalage, call.amount, call.roundId));
      if (call.amount !== 0n && !ledgerCall) {
        // The transaction path below needs a player and wallet known to hold.
        if (remembered) throw new StaleHint();
        return undefined;
      }
      const incoming: StoredTransaction = {
        kind: 'win', roundId: call.roundId, memberId, amount: call.amount, referenceTransactionId: call.referenceTransactionId, status: 'done',
      };
      const done = remembered
        ? await winOnBet(db, vassalage, key, incoming, call.roundClosed, now(), ledgerCall)
        : await winInOneStatement(db, key, incoming, call.roundClosed, now(), ledgerCall);
      if (done.fallback) {
        if (done.stale) throw new StaleHint();
        return undefined;
      }
      if (!ledgerCall || done.posted === null) return null;
      const paid = ledgerCall.outcome(done.posted);
      return paid.replayed ? null : walletBalanceAfter(paid.receipt.postings);
    };
    return run(merchant, memberId, vassalage, work, first);
  }
}

export type VendorWallet = ReturnType<typeof createVendorWallet>;
