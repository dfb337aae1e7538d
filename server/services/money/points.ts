// Points to money: the points leave the member's balance and the main wallet is credited (a bonus entry under
// bonus:points:<txnId>) in one transaction, under the member's points balance lock.
import { bonusAccounts } from '../../db/ledger-repository.js';
import { pointsRefusal, type PointsOutcome, type PointsRepository } from '../../db/points-repository.js';
import type { LedgerContext } from '../../domain/ledger/entries.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import { convertPoints, type PointsConfig } from '../../domain/points/rules.js';
import type { MoneyDeps } from './money-deps.js';

export type Conversion = { points: bigint; money: bigint; balance: bigint; replayed: boolean };

export function pointsMoney({ db, ledger }: MoneyDeps) {
  return {
    /** Converts points to money in whole exchange steps; the same key answers the first conversion again. */
    async convertPoints(points: PointsRepository, ctx: LedgerContext, memberId: string, amount: number, key: string, config: PointsConfig): Promise<PointsOutcome<Conversion>> {
      return ledger.transact(db, ctx, [bonusAccounts(memberId)], async (trx, post) => {
        const balance = await points.lockBalance(trx, ctx.merchantId, memberId);
        const earlier = await points.convertedUnder(trx, ctx.merchantId, memberId, key);
        if (earlier !== null) {
          return { ok: true as const, value: { points: earlier, money: (earlier / BigInt(config.exchangePoints)) * BigInt(config.exchangeMoney), balance, replayed: true } };
        }
        const c = convertPoints(amount, balance, config);
        if (!c.ok) return pointsRefusal(c.error, c.detail);
        const txnId = await points.recordConversion(trx, ctx.merchantId, memberId, key, c.value.points);
        await post(idempotencyKeys.pointsBonus(txnId), { type: 'bonus', memberId, amount: c.value.money, reference: `points:${txnId}` });
        return { ok: true as const, value: { ...c.value, balance: balance - c.value.points, replayed: false } };
      });
    },
  };
}
