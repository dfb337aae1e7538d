// A payout provider that fails (or a node that dies) after the claim: the withdrawal is handed over again once the
// claim is stale, and paid once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawalRepository, payoutClaimMs } from '../../../server/db/withdrawal-repository.js';
import { createPayouts } from '../../../server/services/withdrawal/payouts.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import type { PayoutProvider } from '../../../server/providers/payment/payout-provider.js';
import { moneyTestApp, type MoneyTestApp } from '../money/money-test-app.js';
import { balanceOf, expectLedgerBalanced, inject, readyMember, requestWithdrawal } from './withdrawal-helpers.js';

let t: MoneyTestApp;

beforeAll(async () => {
  t = await moneyTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('[M2-5] payout retries', () => {
  it('a provider error leaves the withdrawal pending; after the claim expires it is paid once', async () => {
    const m = await readyMember(t, 50_000n);
    const w = (await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 20_000 })).json().value;
    const calls: string[] = [];
    let failing = true;
    const flaky: PayoutProvider = {
      code: 'sandbox',
      async payout(input) {
        calls.push(input.withdrawalId);
        if (failing) throw new Error('provider timeout');
        return { outcome: 'paid', reference: `ref-${input.withdrawalId}` };
      },
    };
    const repo = createPayouts(createWithdrawalRepository(t.testDb.db as never, t.clock.now), t.app.money);
    const ctx = ledgerContextOf(t.app.platform.merchants.get('demo')!);
    const errors: string[] = [];
    t.clock.advance(31_000);
    expect(await repo.processPayouts(ctx, flaky, 60, undefined, (id) => errors.push(id))).toBe(0);
    expect(errors).toEqual([w.withdrawalId]);
    failing = false;
    // Claimed: no other run hands it over until the claim is stale.
    expect(await repo.processPayouts(ctx, flaky, 60)).toBe(0);
    expect(calls).toEqual([w.withdrawalId]);
    t.clock.advance(payoutClaimMs + 1000);
    const [a, b] = await Promise.all([repo.processPayouts(ctx, flaky, 60), repo.processPayouts(ctx, flaky, 60)]);
    expect(a + b).toBe(1);
    expect(calls).toEqual([w.withdrawalId, w.withdrawalId]);
    const detail = (await inject(t, 'GET', `/wps/withdrawal/detail/${w.withdrawalId}`, m.auth)).json().value;
    expect(detail.status).toBe('paid');
    const paid = await t.testDb.db.selectFrom('journal_entry').select('kind').where('reference', '=', w.withdrawalId).where('kind', '=', 'withdrawal_paid').execute();
    expect(paid).toHaveLength(1);
    expect(await balanceOf(t, m.auth)).toBe(30_000);
    await expectLedgerBalanced(t);
  });
});
