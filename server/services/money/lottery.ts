// The platform's own lottery (docs/lottery.md): a bet's stake leaves the main wallet (bet:lott:<betId>) in the
// transaction that writes its rows; once its draw has passed, settlement flips the round with a conditional update
// and pays a win (win:lott:<betId>) in the same transaction, so running it twice, or on two nodes, pays once.
import { randomUUID } from 'node:crypto';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { DueBet, EarlierBet, LotteryRepository, PlaceBetAnswer, PlaceBetRequest } from '../../db/lottery-repository.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import type { LedgerCommand } from '../../domain/ledger/entries.js';
import { LedgerRejection, ledgerErrorStatus } from '../../domain/ledger/errors.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import { ledgerContextOf, mainWalletName } from '../../domain/ledger/wallets.js';
import type { MoneyDeps } from './money-deps.js';

export function lotteryMoney({ db, ledger }: MoneyDeps) {
  const mainBalance = async (merchant: MerchantConfig, memberId: string): Promise<number> =>
    toSafeNumber((await ledger.memberWallets(merchant.code, merchant.currency.code, memberId)).main);

  /** An earlier bet under the key: the member's retry answers it and moves nothing; another bet is a reused key. */
  const answerEarlier = async (merchant: MerchantConfig, earlier: EarlierBet, memberId: string): Promise<PlaceBetAnswer> =>
    (earlier.ok ? { ok: true, replayed: true, bet: earlier.bet, balance: await mainBalance(merchant, memberId) } : { ok: false, status: 422, code: earlier.code });

  /** Settles one due bet if nobody has yet; a losing bet settles without a posting (the ledger moves no zero amounts). */
  async function settleOne(lottery: LotteryRepository, merchant: MerchantConfig, due: DueBet): Promise<boolean> {
    const cmd: LedgerCommand = { type: 'win', memberId: due.memberId, wallet: mainWalletName, amount: due.win > 0n ? due.win : 1n, reference: due.betId };
    return ledger.transact(db, ledgerContextOf(merchant), due.win > 0n ? [cmd] : [], async (trx, post) => {
      if (!(await lottery.settleRoundIn(trx, merchant.code, due.betId, due.win))) return false;
      if (due.win > 0n) await post(idempotencyKeys.lotteryWin(due.betId), cmd);
      return true;
    });
  }

  return {
    /** Places a bet on the open issue; a retry with the same key answers the first bet and moves nothing. */
    async lotteryBet(lottery: LotteryRepository, merchant: MerchantConfig, req: PlaceBetRequest): Promise<PlaceBetAnswer> {
      const earlier = await lottery.earlierBet(merchant.code, req);
      if (earlier) return answerEarlier(merchant, earlier, req.memberId);
      const issue = lottery.openIssue(req);
      if (!issue.ok) return { ok: false, status: 409, code: issue.code };
      const betId = randomUUID();
      const cmd: LedgerCommand = { type: 'bet', memberId: req.memberId, wallet: mainWalletName, amount: req.amount, reference: betId };
      try {
        const bet = await ledger.transact(db, ledgerContextOf(merchant), [cmd], async (trx, post) => {
          // The same key sent twice at once: the other request committed first, and its bet is the answer.
          if (!(await lottery.insertBetIn(trx, merchant, req, betId, issue.drawAt, issue.at))) return null;
          await post(idempotencyKeys.lotteryBet(betId), cmd);
          return lottery.openRoundIn(trx, merchant, req, betId, issue.at);
        });
        if (bet === null) {
          const first = await lottery.earlierBet(merchant.code, req);
          return first ? answerEarlier(merchant, first, req.memberId) : { ok: false, status: 409, code: 'request_in_progress' };
        }
        return { ok: true, replayed: false, bet, balance: await mainBalance(merchant, req.memberId) };
      } catch (err) {
        if (err instanceof LedgerRejection) return { ok: false, status: ledgerErrorStatus[err.code], code: err.code };
        throw err;
      }
    },

    /**
     * Settles every open lottery bet of a merchant (of one member when given) whose draw time has passed. Idempotent:
     * a bet already settled, here or on another node, is skipped. Answers how many this run settled.
     */
    async settleLottery(lottery: LotteryRepository, merchant: MerchantConfig, memberId?: string): Promise<number> {
      let settled = 0;
      for (const due of await lottery.dueBets(merchant, memberId)) if (await settleOne(lottery, merchant, due)) settled++;
      return settled;
    },
  };
}
