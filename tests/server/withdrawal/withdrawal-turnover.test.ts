// The turnover requirement (lotto: 1x each deposit must be bet before a withdrawal), computed in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { remainingTurnover } from '../../../server/domain/withdrawal/rules.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { moneyTestApp, type MoneyTestApp } from '../money/money-test-app.js';
import { expectLedgerBalanced, inject, key, relogin } from './withdrawal-helpers.js';

let t: MoneyTestApp;
let n = 0;

beforeAll(async () => {
  t = await moneyTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('[M2-5] turnover requirement', () => {
  it('refuses a withdrawal until the deposits were bet once, counting bets in time order', async () => {
    const memberId = (await insertMember(t.testDb.db, { merchantId: 'lotto', account: `turn${process.pid}x${++n}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: t.clock.now() }))!;
    const ctx = ledgerContextOf(t.app.platform.merchants.get('lotto')!);
    const moves: bigint[] = [];
    const post = async (kind: 'deposit' | 'bet' | 'win', amount: bigint) => {
      t.clock.advance(1000);
      const cmd = kind === 'deposit' ? { type: kind, memberId, amount, provider: 'sandbox', reference: key('r') } : { type: kind, memberId, wallet: 'MAIN', amount, reference: key('r') };
      expect((await t.app.ledger.post(ctx, key('turn'), cmd)).ok).toBe(true);
      if (kind !== 'win') moves.push(kind === 'deposit' ? amount : -amount);
    };
    const auth = await relogin(t, memberId, 'lotto');
    await inject(t, 'POST', '/wps/withdrawal/payment-password', auth, { password: '123456', confirmPassword: '123456' });
    const bankAccountId = (await inject(t, 'POST', '/wps/withdrawal/bank-accounts', auth, { bankCode: 'VCB', bankName: 'Vietcombank', accountNumber: '0123456789', payeeName: 'Nguyen Van A' })).json().value.bankAccountId;
    const withdraw = () => inject(t, 'POST', '/wps/withdrawal/request', auth, { bankAccountId, amount: 100_000, paymentPassword: '123456', idempotencyKey: key() });
    const remaining = async () => (await inject(t, 'GET', '/wps/withdrawal/info', auth)).json().value.turnover;

    await post('deposit', 1_000_000n);
    await post('bet', 300_000n);
    await post('win', 900_000n);
    expect(await remaining()).toEqual({ multiple: 1, remaining: 700_000 });
    const refused = await withdraw();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'turnover_not_met', value: { remaining: 700_000 } });
    // The refusal costs no password attempt and holds nothing.
    expect(await t.testDb.db.selectFrom('payment_password_failure').select('failure_id').where('member_id', '=', memberId).execute()).toHaveLength(0);

    await post('bet', 900_000n); // pays the 700,000 off; the surplus does not count for the next deposit
    await post('deposit', 500_000n);
    expect((await remaining()).remaining).toBe(500_000);
    await post('bet', 500_000n);
    expect((await remaining()).remaining).toBe(0);
    expect(remainingTurnover(moves)).toBe(0n);
    expect((await withdraw()).statusCode).toBe(200);
    await expectLedgerBalanced(t, 'lotto');
  });

  it('demo has no requirement', async () => {
    const m = await t.member('demo');
    expect((await inject(t, 'GET', '/wps/withdrawal/info', m.auth)).json().value.turnover).toEqual({ multiple: 0, remaining: 0 });
  });
});
