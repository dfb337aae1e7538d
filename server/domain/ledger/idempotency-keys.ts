// Every idempotency key the server builds for a ledger posting, in one registry (docs/money.md). A key names the one
// thing that may move the money once: a round, a claim, a deposit, a withdrawal's step, a contract's period. Keys a
// client sends (wallet transfers, upline transfers) are its own and checked by isValidIdempotencyKey instead.
import { createHash } from 'node:crypto';

/** An outside aggregator's transaction id, hashed with the aggregator's name into a key of bounded length. */
const vendorKey = (aggregator: string, transactionId: string): string =>
  `vtx:${createHash('sha256').update(`${aggregator}\n${transactionId}`).digest('hex').slice(0, 48)}`;

export const idempotencyKeys = {
  /** A deposit's credit, once per deposit. */
  depositCredit: (depositId: string) => `deposit:${depositId}`,
  /** A withdrawal's hold, payout and reversal, once each per withdrawal. */
  withdrawalHold: (withdrawalId: string) => `withdrawal-hold:${withdrawalId}`,
  withdrawalPaid: (withdrawalId: string) => `withdrawal-paid:${withdrawalId}`,
  withdrawalReversed: (withdrawalId: string) => `withdrawal-reversed:${withdrawalId}`,
  /** A game round's bet, win and rollback (seamless wallet), once each per round. */
  bet: (roundId: string) => `bet:${roundId}`,
  win: (roundId: string) => `win:${roundId}`,
  rollback: (roundId: string) => `rollback:${roundId}`,
  /** A vendor contract callback's bet or win (once per aggregator transaction), and the rollback of a bet. */
  vendorTransaction: vendorKey,
  vendorRollback: (aggregator: string, betTransactionId: string) => vendorKey(aggregator, `rollback-of:${betTransactionId}`),
  /** A lottery bet and its win, once each per bet. */
  lotteryBet: (betId: string) => `bet:lott:${betId}`,
  lotteryWin: (betId: string) => `win:lott:${betId}`,
  /** Bonuses: a VIP level's upgrade bonus once ever, a month's VIP bonus, a mission per period, a rebate per start. */
  vipUpgradeBonus: (memberId: string, level: number) => `bonus:vip:${memberId}:${level}`,
  vipMonthlyBonus: (memberId: string, month: string) => `vip-monthly:${memberId}:${month}`,
  missionBonus: (missionId: string, memberId: string, periodKey: string) => `bonus:mission:${missionId}:${memberId}:${periodKey}`,
  rebateBonus: (memberId: string, periodStart: Date) => `bonus:rebate:${memberId}:${periodStart.getTime()}`,
  /** A promotion reward's bonus and a points conversion, once each. */
  rewardBonus: (rewardId: string) => `bonus:reward:${rewardId}`,
  pointsBonus: (txnId: string) => `bonus:points:${txnId}`,
  /** An agent contract's pay for one period. */
  contractPay: (contractId: string, periodStart: Date) => `contract:${contractId}:${periodStart.getTime()}`,
} as const;
