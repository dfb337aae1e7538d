// Withdrawal through the whole server (PGlite, or PostgreSQL with DATABASE_URL): bank accounts, the payment
// password and its lock, requests that hold the money, sandbox payouts, receipt confirmation and auto-receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBoundsOf } from '../../../server/domain/local-day.js';
import { moneyTestApp, type MoneyTestApp } from '../money/money-test-app.js';
import {
  balanceOf, bindAccount, expectLedgerBalanced, fund, inject, key, readyMember, relogin, requestWithdrawal, setPassword, tinyPng,
} from './withdrawal-helpers.js';

let t: MoneyTestApp;

beforeAll(async () => {
  t = await moneyTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Past the sandbox payout delay (PAYOUT_DELAY_SECONDS, 30 by default), then the scheduled job. */
async function payoutsDue() {
  t.clock.advance(31_000);
  return t.app.withdrawalJobs.run();
}

const detail = async (auth: { authorization: string; host: string }, id: string) =>
  (await inject(t, 'GET', `/wps/withdrawal/detail/${id}`, auth)).json().value;

describe('access', () => {
  it('[M6-4] [M8-9] answers 403 in_need_true_account to a trial account on every withdrawal call', async () => {
    const trial = await t.member('demo', 4);
    for (const [method, url] of [['GET', '/wps/withdrawal/info'], ['GET', '/wps/withdrawal/bank-accounts'], ['POST', '/wps/withdrawal/request'], ['GET', '/wps/withdrawal/list']] as const) {
      const res = await inject(t, method, url, trial.auth, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
    }
  });

  it('[M8-1] answers 401 without a session, before reading a large receipt body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/withdrawal/info', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(401);
    const big = await t.app.inject({
      method: 'POST', url: '/wps/withdrawal/receipt/00000000-0000-4000-8000-000000000000', headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ choice: 'not_received', proof: 'A'.repeat(7_000_000) }),
    });
    expect(big.statusCode).toBe(401);
  });
});

describe('[M2-5] [M9-7] withdrawal info', () => {
  it('answers the merchant limits, the auto-receipt minutes and what was used today', async () => {
    const m = await t.member('demo');
    await fund(t, m.memberId, 12_345n);
    const value = (await inject(t, 'GET', '/wps/withdrawal/info', m.auth)).json().value;
    expect(value).toMatchObject({
      currency: { code: 'USD', minorUnits: 2 }, min: 1000, max: 5_000_000, dailyCount: 5, dailyAmount: 10_000_000,
      usedToday: { count: 0, amount: 0 }, autoReceiptMinutes: 60, maxBankAccounts: 5, paymentPasswordSet: false, balance: 12_345,
    });
  });
});

describe('payment password', () => {
  it('[M2-5] is set once, with a format and a confirmation check', async () => {
    const m = await t.member('demo');
    const set = (password: string, confirmPassword = password) => inject(t, 'POST', '/wps/withdrawal/payment-password', m.auth, { password, confirmPassword });
    expect((await set('12ab56')).json()).toMatchObject({ success: false, code: 'invalid_payment_password' });
    expect((await set('123456', '654321')).json()).toMatchObject({ success: false, code: 'payment_password_mismatch' });
    expect((await inject(t, 'GET', '/wps/withdrawal/payment-password', m.auth)).json().value).toEqual({ isSet: false });
    expect((await set('123456')).json()).toEqual({ success: true, value: { isSet: true } });
    const again = await set('654321');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_password_already_set');
    const stored = await t.testDb.db.selectFrom('member').select('payment_password_hash').where('member_id', '=', m.memberId).executeTakeFirstOrThrow();
    expect(stored.payment_password_hash).toMatch(/^\$argon2id\$/);
  });

  it('[M2-5] changes with the old one; five wrong ones lock it for 15 minutes, counted in the database', async () => {
    const m = await t.member('demo');
    await setPassword(t, m.auth, '111111');
    const change = (oldPassword: string, newPassword = '222222') =>
      inject(t, 'POST', '/wps/withdrawal/payment-password/change', m.auth, { oldPassword, newPassword, confirmNewPassword: newPassword });
    const wrong = await change('999999');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_payment_password', value: { attemptsLeft: 4 } });
    expect((await change('111111', '111111')).json().code).toBe('payment_password_unchanged');
    for (let i = 0; i < 3; i++) await change('999999');
    const fifth = await change('999999');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('payment_password_locked');
    expect(fifth.json().value.retryAfterSeconds).toBeGreaterThan(0);
    // Locked: even the right password is refused, and a withdrawal too.
    expect((await change('111111')).statusCode).toBe(429);
    const failures = await t.testDb.db.selectFrom('payment_password_failure').select('failure_id').where('member_id', '=', m.memberId).execute();
    expect(failures).toHaveLength(5);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await change('111111')).json()).toEqual({ success: true, value: { isSet: true } });
    expect((await change('111111', '333333')).json().code).toBe('wrong_payment_password');
  });
});

describe('bank accounts', () => {
  it('[M2-5] binds, lists masked, refuses duplicates, other payees and more than the maximum, and unbinds', async () => {
    const m = await t.member('demo');
    const add = (accountNumber: string, payeeName = 'Sok Dara', bankCode = 'ABA') => {
      t.clock.advance(1000);
      return inject(t, 'POST', '/wps/withdrawal/bank-accounts', m.auth, { bankCode, bankName: 'ABA Bank', accountNumber, payeeName });
    };
    const first = await add('0012-3456-78');
    expect(first.json().value).toMatchObject({ bankCode: 'ABA', bankName: 'ABA Bank', accountNumber: '****5678', payeeName: 'Sok Dara' });
    // The first payee became the member's real name: another name is refused, the same name in other case is not.
    expect((await add('99887766', 'Chan Vanna')).json()).toMatchObject({ success: false, code: 'payee_name_mismatch' });
    expect((await add('99887766', '  sok   DARA ')).statusCode).toBe(200);
    expect((await add('00 1234 5678')).json().code).toBe('bank_account_exists');
    expect((await add('12')).json().code).toBe('invalid_account_number');
    expect((await add('12345678', 'Sok Dara', 'a b')).json().code).toBe('invalid_bank_code');
    for (const n of ['11111111', '22222222', '33333333']) expect((await add(n)).statusCode).toBe(200);
    const sixth = await add('44444444');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'bank_account_limit_reached', value: { maxAccounts: 5 } });

    const list = (await inject(t, 'GET', '/wps/withdrawal/bank-accounts', m.auth)).json().value;
    expect(list.maxAccounts).toBe(5);
    expect(list.realName).toBe('Sok Dara');
    expect(list.accounts.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(['****5678', '****7766', '****1111', '****2222', '****3333']);
    const removed = await inject(t, 'DELETE', `/wps/withdrawal/bank-accounts/${list.accounts[0].bankAccountId}`, m.auth);
    expect(removed.json().value.accounts).toHaveLength(4);
    expect((await inject(t, 'DELETE', `/wps/withdrawal/bank-accounts/${list.accounts[0].bankAccountId}`, m.auth)).statusCode).toBe(404);
    expect((await add('44444444')).statusCode).toBe(200);
  });

  it('[M2-5] a real name given at registration decides the payee', async () => {
    const m = await t.member('demo');
    await t.testDb.db.updateTable('member').set({ payee_name: 'Keo Sophea' }).where('member_id', '=', m.memberId).execute();
    const add = (payeeName: string) => inject(t, 'POST', '/wps/withdrawal/bank-accounts', m.auth, { bankCode: 'ACLEDA', bankName: 'ACLEDA', accountNumber: '55554444', payeeName });
    expect((await add('Someone Else')).json().code).toBe('payee_name_mismatch');
    expect((await add('Keo Sophea')).statusCode).toBe(200);
  });
});

describe('the merchant\'s banks', () => {
  const bind = (auth: { authorization: string; host: string }, bankCode: string, extra: Record<string, unknown> = {}) =>
    inject(t, 'POST', '/wps/withdrawal/bank-accounts', auth, { bankCode, accountNumber: '12345678', payeeName: 'Sok Dara', ...extra });

  it('[M2-5] a merchant without payments.withdrawal.banks offers the default list; the server stores the bank\'s own name', async () => {
    const m = await t.member('demo');
    const listed = (await inject(t, 'GET', '/wps/withdrawal/bank-accounts', m.auth)).json().value;
    expect(listed.banks.map((b: { code: string }) => b.code)).toEqual(['ABA', 'ACLEDA', 'WING', 'CANADIA', 'VCB', 'TCB']);
    expect(listed.banks[1]).toEqual({ code: 'ACLEDA', name: 'ACLEDA Bank' });
    // A name sent along is not what is stored: the code decides, compared upper-cased.
    const bound = await bind(m.auth, ' acleda ', { bankName: 'Some Other Bank' });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value).toMatchObject({ bankCode: 'ACLEDA', bankName: 'ACLEDA Bank' });
    const refused = await bind(m.auth, 'BIDV', { accountNumber: '87654321' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'invalid_bank_code' });
  });

  it('[M2-5] lotto offers its own banks (merchant.json payments.withdrawal.banks) and refuses the others', async () => {
    const m = await t.member('lotto');
    const listed = (await inject(t, 'GET', '/wps/withdrawal/bank-accounts', m.auth)).json().value;
    expect(listed.banks).toEqual([
      { code: 'VCB', name: 'Vietcombank' }, { code: 'TCB', name: 'Techcombank' }, { code: 'BIDV', name: 'BIDV' },
      { code: 'CTG', name: 'VietinBank' }, { code: 'MB', name: 'MB Bank' }, { code: 'ACB', name: 'ACB' },
    ]);
    expect((await bind(m.auth, 'ABA')).json().code).toBe('invalid_bank_code');
    const bound = await bind(m.auth, 'CTG');
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value).toMatchObject({ bankCode: 'CTG', bankName: 'VietinBank' });
    const after = (await inject(t, 'GET', '/wps/withdrawal/bank-accounts', m.auth)).json().value;
    expect(after.accounts.map((a: { bankName: string }) => a.bankName)).toEqual(['VietinBank']);
  });
});

describe('requesting a withdrawal', () => {
  it('[M2-5] holds the money at once, pending until the sandbox payout pays it; the ledger balances', async () => {
    const m = await readyMember(t, 100_000n);
    const res = await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 25_000 });
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({
      amount: 25_000, currency: 'USD', status: 'pending', receiptStatus: null, receivedAmount: 0, remainingAmount: 25_000,
      canConfirm: false, autoReceiptMinutes: 60, bankAccount: { bankAccountId: m.bankAccountId, accountNumber: '****4567', payeeName: 'Sok Dara' },
    });
    expect(await balanceOf(t, m.auth)).toBe(75_000);
    const hold = await t.testDb.db.selectFrom('journal_entry').select(['kind', 'reference']).where('member_id', '=', m.memberId).where('kind', '=', 'withdrawal_hold').execute();
    expect(hold).toEqual([{ kind: 'withdrawal_hold', reference: w.withdrawalId }]);
    expect((await inject(t, 'GET', '/wps/withdrawal/info', m.auth)).json().value.usedToday).toEqual({ count: 1, amount: 25_000 });
    await expectLedgerBalanced(t);

    // Not yet due: the job leaves it pending; once due it is paid and posted to the gateway.
    await t.app.withdrawalJobs.run();
    expect((await detail(m.auth, w.withdrawalId)).status).toBe('pending');
    await payoutsDue();
    const paid = await detail(m.auth, w.withdrawalId);
    expect(paid).toMatchObject({ status: 'paid', canConfirm: true, receiptStatus: null });
    expect(Date.parse(paid.autoReceiptAt) - Date.parse(paid.paidAt)).toBe(60 * 60_000);
    expect(await balanceOf(t, m.auth)).toBe(75_000);
    const payout = await t.app.ledger.balances('demo', ['USD/payout']);
    expect(payout.get('USD/payout') ?? 0n).toBe(0n);
    await expectLedgerBalanced(t);
  });

  it('[M2-5] refuses amounts outside the merchant limits without using a password attempt', async () => {
    const m = await readyMember(t);
    const low = await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 999, paymentPassword: '000000' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'amount_below_minimum', value: { min: 1000 } });
    const high = await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 5_000_001 });
    expect(high.json()).toMatchObject({ code: 'amount_above_maximum', value: { max: 5_000_000 } });
    expect((await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 0 })).json().code).toBe('invalid_amount');
    expect((await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 1000, idempotencyKey: 'bad key' })).json().code).toBe('invalid_idempotency_key');
    const failures = await t.testDb.db.selectFrom('payment_password_failure').select('failure_id').where('member_id', '=', m.memberId).execute();
    expect(failures).toHaveLength(0);
    expect(await balanceOf(t, m.auth)).toBe(100_000);
  });

  it('[M2-5] refuses a wrong payment password, a missing one and an unbound account; nothing is held', async () => {
    const m = await readyMember(t);
    const wrong = await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 5000, paymentPassword: '654321' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_payment_password', value: { attemptsLeft: 4 } });
    const unbound = await requestWithdrawal(t, m.auth, { bankAccountId: '00000000-0000-4000-8000-000000000000', amount: 5000 });
    expect(unbound.statusCode).toBe(404);
    expect(unbound.json().code).toBe('bank_account_not_found');
    const other = await readyMember(t);
    expect((await requestWithdrawal(t, m.auth, { bankAccountId: other.bankAccountId, amount: 5000 })).json().code).toBe('bank_account_not_found');
    const noPassword = await t.member('demo');
    await fund(t, noPassword.memberId, 10_000n);
    const acc = await bindAccount(t, noPassword.auth);
    expect((await requestWithdrawal(t, noPassword.auth, { bankAccountId: acc, amount: 5000 })).json().code).toBe('payment_password_not_set');
    expect(await balanceOf(t, m.auth)).toBe(100_000);
    expect((await inject(t, 'GET', '/wps/withdrawal/list', m.auth)).json().value.total).toBe(0);
    await expectLedgerBalanced(t);
  });

  it('[M2-5] refuses more than the balance with 409 insufficient_balance and keeps no withdrawal', async () => {
    const m = await readyMember(t, 3000n);
    const res = await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 3001 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('insufficient_balance');
    expect((await inject(t, 'GET', '/wps/withdrawal/list', m.auth)).json().value.total).toBe(0);
    expect(await balanceOf(t, m.auth)).toBe(3000);
    await expectLedgerBalanced(t);
  });

  it('[M2-5] a double submit with one key holds once and answers the same withdrawal, even at the same instant', async () => {
    const m = await readyMember(t, 50_000n);
    const idempotencyKey = key('double');
    const body = { bankAccountId: m.bankAccountId, amount: 10_000, idempotencyKey };
    const [a, b] = await Promise.all([requestWithdrawal(t, m.auth, body), requestWithdrawal(t, m.auth, body)]);
    const c = await requestWithdrawal(t, m.auth, body);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().value.withdrawalId, b.json().value.withdrawalId, c.json().value.withdrawalId]).size).toBe(1);
    expect(await balanceOf(t, m.auth)).toBe(40_000);
    const holds = await t.testDb.db.selectFrom('journal_entry').select('entry_id').where('member_id', '=', m.memberId).where('kind', '=', 'withdrawal_hold').execute();
    expect(holds).toHaveLength(1);
    const reused = await requestWithdrawal(t, m.auth, { ...body, amount: 20_000 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    await expectLedgerBalanced(t);
  });

  it('[M2-5] two requests at once with different keys never hold more than the balance or the daily count', async () => {
    const m = await readyMember(t, 15_000n);
    const results = await Promise.all(Array.from({ length: 6 }, () => requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 5000 })));
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['insufficient_balance', 'insufficient_balance', 'insufficient_balance', 'ok', 'ok', 'ok']);
    expect(await balanceOf(t, m.auth)).toBe(0);
    const rich = await readyMember(t, 1_000_000n);
    const many = await Promise.all(Array.from({ length: 8 }, () => requestWithdrawal(t, rich.auth, { bankAccountId: rich.bankAccountId, amount: 1000 })));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(many.filter((r) => r.json().code === 'daily_count_exceeded')).toHaveLength(3);
    await expectLedgerBalanced(t);
  });

  it('[M2-5] counts the daily number and amount in the merchant time zone; failed ones do not count', async () => {
    const m = await readyMember(t, 20_000_000n);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 1000 })).json().value.withdrawalId);
    const sixth = await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 1000 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'daily_count_exceeded', value: { dailyCount: 5 } });
    await inject(t, 'POST', `/dev/withdrawal/payout/${ids[0]}`, m.auth, { outcome: 'failed' });
    expect((await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 1000 })).statusCode).toBe(200);
    expect((await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 1000 })).json().code).toBe('daily_count_exceeded');
    // The next local day (Asia/Phnom_Penh) starts afresh; the amount limit is 100,000.00 a day.
    const { end } = dayBoundsOf(t.clock.now(), 'Asia/Phnom_Penh');
    t.clock.advance(end.getTime() - t.clock.now().getTime());
    const auth = await relogin(t, m.memberId);
    expect((await requestWithdrawal(t, auth, { bankAccountId: m.bankAccountId, amount: 5_000_000 })).statusCode).toBe(200);
    expect((await requestWithdrawal(t, auth, { bankAccountId: m.bankAccountId, amount: 4_000_000 })).statusCode).toBe(200);
    const over = await requestWithdrawal(t, auth, { bankAccountId: m.bankAccountId, amount: 1_000_001 });
    expect(over.json()).toMatchObject({ code: 'daily_amount_exceeded', value: { remaining: 1_000_000 } });
    await expectLedgerBalanced(t);
  });
});

describe('payout outcomes', () => {
  it('[M2-5] a refused payout fails the withdrawal and gives the money back (withdrawal_reversed)', async () => {
    const m = await readyMember(t, 30_000n, '12340000');
    const w = (await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 30_000 })).json().value;
    expect(await balanceOf(t, m.auth)).toBe(0);
    await payoutsDue();
    expect(await detail(m.auth, w.withdrawalId)).toMatchObject({ status: 'failed', canConfirm: false });
    expect(await balanceOf(t, m.auth)).toBe(30_000);
    const kinds = await t.testDb.db.selectFrom('journal_entry').select('kind').where('member_id', '=', m.memberId).where('reference', '=', w.withdrawalId).orderBy('entry_id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['withdrawal_hold', 'withdrawal_reversed']);
    await expectLedgerBalanced(t);
  });

  it('[M2-5] the development route pays a pending withdrawal now, or fails it', async () => {
    const m = await readyMember(t, 50_000n);
    const a = (await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 10_000 })).json().value;
    const b = (await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 10_000 })).json().value;
    const paid = await inject(t, 'POST', `/dev/withdrawal/payout/${a.withdrawalId}`, m.auth, {});
    expect(paid.json().value).toMatchObject({ status: 'paid', canConfirm: true });
    const failed = await inject(t, 'POST', `/dev/withdrawal/payout/${b.withdrawalId}`, m.auth, { outcome: 'failed' });
    expect(failed.json().value.status).toBe('failed');
    expect((await inject(t, 'POST', `/dev/withdrawal/payout/${a.withdrawalId}`, m.auth, {})).statusCode).toBe(409);
    expect(await balanceOf(t, m.auth)).toBe(40_000);
    await expectLedgerBalanced(t);
  });
});

describe('[M3-9] [M4-1] receipt confirmation', () => {
  async function paidWithdrawal(amount = 20_000) {
    const m = await readyMember(t, 100_000n);
    const w = (await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount })).json().value;
    return { m, w };
  }
  const confirm = (auth: { authorization: string; host: string }, id: string, body: Record<string, unknown>) =>
    inject(t, 'POST', `/wps/withdrawal/receipt/${id}`, auth, body);

  it('refuses to confirm a withdrawal that is not paid (409 withdrawal_not_paid)', async () => {
    const { m, w } = await paidWithdrawal();
    const res = await confirm(m.auth, w.withdrawalId, { choice: 'all_received' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('withdrawal_not_paid');
    expect((await confirm(m.auth, '00000000-0000-4000-8000-000000000000', { choice: 'all_received' })).statusCode).toBe(404);
  });

  it('received in parts, then all received; nothing after that', async () => {
    const { m, w } = await paidWithdrawal(20_000);
    await inject(t, 'POST', `/dev/withdrawal/payout/${w.withdrawalId}`, m.auth, {});
    expect((await confirm(m.auth, w.withdrawalId, { choice: 'received' })).json().code).toBe('received_amount_required');
    expect((await confirm(m.auth, w.withdrawalId, { choice: 'received', receivedAmount: 20_001 })).json()).toMatchObject({ code: 'invalid_received_amount', value: { remaining: 20_000 } });
    const part = (await confirm(m.auth, w.withdrawalId, { choice: 'received', receivedAmount: 15_000 })).json().value;
    expect(part).toMatchObject({ receiptStatus: 'received', receivedAmount: 15_000, remainingAmount: 5000, canConfirm: true });
    const rest = (await confirm(m.auth, w.withdrawalId, { choice: 'received', receivedAmount: 5000 })).json().value;
    expect(rest).toMatchObject({ receiptStatus: 'all_received', receivedAmount: 20_000, remainingAmount: 0, canConfirm: false });
    expect(rest.completedAt).not.toBeNull();
    const again = await confirm(m.auth, w.withdrawalId, { choice: 'all_received' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('receipt_already_confirmed');
    await expectLedgerBalanced(t);
  });

  it('not received needs a png or jpg proof of at most 5 MB, checked by its bytes; it stops the auto-receipt', async () => {
    const { m, w } = await paidWithdrawal();
    await inject(t, 'POST', `/dev/withdrawal/payout/${w.withdrawalId}`, m.auth, {});
    expect((await confirm(m.auth, w.withdrawalId, { choice: 'not_received' })).json().code).toBe('proof_required');
    const text = Buffer.from('GIF89a not a png').toString('base64');
    const notImage = await confirm(m.auth, w.withdrawalId, { choice: 'not_received', proof: text });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe('proof_not_image');
    expect((await confirm(m.auth, w.withdrawalId, { choice: 'not_received', proof: '%%%' })).json().code).toBe('proof_not_image');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    tinyPng.copy(big);
    const tooLarge = await confirm(m.auth, w.withdrawalId, { choice: 'not_received', proof: big.toString('base64') });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('proof_too_large');
    const ok = await confirm(m.auth, w.withdrawalId, { choice: 'not_received', proof: `data:image/png;base64,${tinyPng.toString('base64')}` });
    expect(ok.json().value).toMatchObject({ receiptStatus: 'not_received', proofCount: 1, autoReceiptAt: null, canConfirm: true });
    const image = await inject(t, 'GET', `/wps/withdrawal/proof/${w.withdrawalId}`, m.auth);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, tinyPng)).toBe(0);
    // A disputed withdrawal is not received automatically.
    t.clock.advance(90 * 60_000);
    await t.app.withdrawalJobs.run();
    expect((await detail(m.auth, w.withdrawalId)).receiptStatus).toBe('not_received');
    // The money came after all: the member closes it.
    const forced = (await confirm(m.auth, w.withdrawalId, { choice: 'forced_received', receivedAmount: 19_000 })).json().value;
    expect(forced).toMatchObject({ receiptStatus: 'forced_received', receivedAmount: 19_000, remainingAmount: 1000, canConfirm: false });
  });

  it('the auto-receipt job marks a paid, unconfirmed withdrawal received after the minutes; running it twice changes it once', async () => {
    const { m, w } = await paidWithdrawal(20_000);
    await inject(t, 'POST', `/dev/withdrawal/payout/${w.withdrawalId}`, m.auth, {});
    await confirm(m.auth, w.withdrawalId, { choice: 'received', receivedAmount: 5000 });
    t.clock.advance(59 * 60_000);
    await t.app.withdrawalJobs.run();
    expect((await detail(m.auth, w.withdrawalId)).receiptStatus).toBe('received');
    t.clock.advance(61_000);
    const [first, second] = await Promise.all([t.app.withdrawalJobs.run(), t.app.withdrawalJobs.run()]);
    const third = await t.app.withdrawalJobs.run();
    expect(first.autoReceived + second.autoReceived).toBeGreaterThanOrEqual(1);
    expect(third.autoReceived).toBe(0);
    expect(await detail(m.auth, w.withdrawalId)).toMatchObject({ receiptStatus: 'auto_received', receivedAmount: 20_000, remainingAmount: 0, canConfirm: false });
    const events = await t.testDb.db.selectFrom('withdrawal_receipt_event').select(['choice', 'actor']).where('withdrawal_id', '=', w.withdrawalId).execute();
    expect(events.filter((e) => e.actor === 'auto')).toEqual([{ choice: 'auto_received', actor: 'auto' }]);
    await expectLedgerBalanced(t);
  });
});

describe('withdrawal list', () => {
  it('[M2-5] pages the member\'s withdrawals newest first and filters by state; another member\'s is 404', async () => {
    const m = await readyMember(t, 100_000n);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await requestWithdrawal(t, m.auth, { bankAccountId: m.bankAccountId, amount: 1000 + i })).json().value.withdrawalId);
      t.clock.advance(1000);
    }
    await inject(t, 'POST', `/dev/withdrawal/payout/${ids[0]}`, m.auth, {});
    const page1 = (await inject(t, 'GET', '/wps/withdrawal/list?pageNo=1&pageSize=2', m.auth)).json().value;
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, total: 3 });
    expect(page1.content.map((w: { amount: number }) => w.amount)).toEqual([1002, 1001]);
    const paid = (await inject(t, 'GET', '/wps/withdrawal/list?status=paid', m.auth)).json().value;
    expect(paid.content.map((w: { withdrawalId: string }) => w.withdrawalId)).toEqual([ids[0]]);
    expect((await inject(t, 'GET', '/wps/withdrawal/list?pageSize=101', m.auth)).statusCode).toBe(400);
    const other = await t.member('demo');
    expect((await inject(t, 'GET', `/wps/withdrawal/detail/${ids[0]}`, other.auth)).statusCode).toBe(404);
  });
});
