// Agent contract pay: each closed period of a contract is settled once (contract:<id>:<periodStart ms>), its
// settlement record and its payment to the downline agent in one transaction, so any number of nodes may run it.
import type { Contract, ContractsRepository, SettleOptions } from '../../db/contracts-repository.js';
import { payKindOf } from '../../db/contracts-repository.js';
import type { Period } from '../../domain/contracts/periods.js';
import { settlePeriod } from '../../domain/contracts/settlement.js';
import type { LedgerContext } from '../../domain/ledger/entries.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import type { MoneyDeps } from './money-deps.js';

export function contractMoney({ db, ledger }: MoneyDeps) {
  /** Settles one closed period of a contract; false when it was already settled. */
  async function payPeriod(contracts: ContractsRepository, c: Contract, p: Period, ctx: LedgerContext, now: Date): Promise<boolean> {
    const from = c.answeredAt && c.answeredAt > p.start ? c.answeredAt : p.start;
    const to = c.terminatedAt && c.terminatedAt < p.end ? c.terminatedAt : p.end;
    const figures = from < to ? await contracts.teamFigures(ctx.merchantId, ctx.currency, c.downline.memberId, from, to, c.activeMinBet)
      : { teamBet: 0n, teamNet: 0n, activeMembers: 0 };
    const s = settlePeriod(c.kind, c.tiers, figures);
    const key = idempotencyKeys.contractPay(c.contractId, p.start);
    const cmd = { type: 'contract_pay' as const, kind: payKindOf[c.kind], memberId: c.downline.memberId, amount: s.amount, reference: key };
    // An hour or 5 minutes without a single team bet leaves no record (288 empty rows a day would bury the real
    // ones); calendar periods always leave one, "not reached" included.
    if ((c.kind === 'hourly' || c.kind === 'realtime') && figures.teamBet === 0n) {
      await contracts.advanceSettledUntil(ctx.merchantId, c.contractId, p.end);
      return false;
    }
    return ledger.transact(db, ctx, s.amount > 0n ? [cmd] : [], async (trx, post) => {
      const inserted = await contracts.recordSettlement(trx, ctx, c, p, figures, s, now);
      if (inserted && s.amount > 0n) {
        const out = await post(key, cmd);
        await contracts.linkSettlementEntry(trx, ctx.merchantId, c.contractId, p.start, out.receipt.entryId);
      }
      await contracts.advanceSettledUntil(ctx.merchantId, c.contractId, p.end, trx);
      return inserted;
    });
  }

  return {
    /**
     * Settles and pays every closed period of the merchant's accepted (and lately terminated) contracts not settled
     * yet (contracts.duePeriods), oldest first; answers how many it settled. Safe to run on any number of nodes at once.
     */
    async payContracts(contracts: ContractsRepository, o: SettleOptions): Promise<number> {
      let settled = 0;
      for (const { contract, period } of await contracts.duePeriods(o)) {
        if (await payPeriod(contracts, contract, period, o.ctx, o.now)) settled += 1;
      }
      return settled;
    },
  };
}
