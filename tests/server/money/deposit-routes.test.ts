import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification, signatureHeader } from '../../../server/providers/payment/sandbox-signature.js';
import { moneyTestApp, testSandboxSecret, type MoneyTestApp } from './money-test-app.js';

let t: MoneyTestApp;
let n = 0;
const key = () => `deposit-test-${++n}-key`;
type Auth = { authorization: string; host: string };

beforeAll(async () => {
  t = await moneyTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function openDeposit(auth: Auth, amount = 5000, methodId = 'bank-transfer', idempotencyKey = key()) {
  return t.app.inject({ method: 'POST', url: '/wps/payment/deposit', headers: auth, payload: { methodId, amount, idempotencyKey } });
}
const balance = async (auth: Auth) => (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth })).json().value.balance as number;
const deposit = async (auth: Auth, id: string) => (await t.app.inject({ method: 'GET', url: `/wps/payment/deposit/${id}`, headers: auth })).json().value;

/** A notification as the gateway would send it, signed with the shared secret (or another one). */
function notification(auth: Auth, body: Record<string, string>, secret = testSandboxSecret) {
  const raw = JSON.stringify({ sentAt: t.clock.now().toISOString(), ...body });
  return t.app.inject({
    method: 'POST', url: '/wps/payment/callback/sandbox', payload: raw,
    headers: { host: auth.host, 'content-type': 'application/json', [signatureHeader]: signNotification(secret, raw, t.clock.now()) },
  });
}
const paid = (depositId: string, amount: string, paymentId = '00000000-0000-4000-8000-000000000000') =>
  ({ paymentId, merchantReference: depositId, status: 'PAID', amount, currency: 'USD' });

describe('GET /wps/payment/methods', () => {
  it('[M2-4][M3-16][M9-16][M7-18] lists the merchant deposit methods with limits in minor units', async () => {
    const m = await t.member('demo');
    const res = await t.app.inject({ method: 'GET', url: '/wps/payment/methods', headers: m.auth });
    const value = res.json().value;
    expect(value.currency).toEqual({ code: 'USD', symbol: '$', minorUnits: 2 });
    expect(value.methods.map((x: { id: string }) => x.id)).toEqual(['bank-transfer', 'e-wallet', 'khqr', 'usdt-trc20']);
    expect(value.methods[0]).toMatchObject({ type: 'BANK_TRANSFER', min: 1000, max: 1_000_000, label: { en: 'Bank transfer' } });
    expect(value.methods[3]).toMatchObject({ type: 'CRYPTO', network: 'TRC20' });
  });

  it('[M6-4] answers 403 in_need_true_account to a trial account', async () => {
    const m = await t.member('demo', 4);
    expect((await t.app.inject({ method: 'GET', url: '/wps/payment/methods', headers: m.auth })).json().code).toBe('in_need_true_account');
    expect((await openDeposit(m.auth)).statusCode).toBe(403);
  });
});

describe('deposit through the sandbox gateway', () => {
  it('opens a pending deposit, the member confirms on the hosted page, the signed notification credits once', async () => {
    const m = await t.member('demo');
    const opened = await openDeposit(m.auth, 5000);
    expect(opened.statusCode).toBe(200);
    const d = opened.json().value;
    expect(d).toMatchObject({ status: 'pending', amount: 5000, currency: 'USD', methodId: 'bank-transfer' });
    expect(d.payUrl).toMatch(/^\/sandbox-gateway\/pay\/[0-9a-f-]{36}$/);

    const page = await t.app.inject({ method: 'GET', url: d.payUrl, headers: { host: m.auth.host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirm payment');
    expect(page.body).toContain('$50.00');

    const confirmed = await t.app.inject({ method: 'POST', url: `${d.payUrl}/confirm`, headers: { host: m.auth.host } });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/member/depositv2?depositId=${d.depositId}`);
    expect(await deposit(m.auth, d.depositId)).toMatchObject({ status: 'succeeded', payUrl: null });
    expect(await balance(m.auth)).toBe(5000);

    // The gateway sends the same notification again: acknowledged, nothing more credited.
    const resent = await t.app.inject({ method: 'POST', url: `${d.payUrl}/notify`, headers: { host: m.auth.host } });
    expect(resent.statusCode).toBe(303);
    expect(await balance(m.auth)).toBe(5000);
    const received = await t.testDb.db.selectFrom('payment_notification').select(['outcome', 'signature_valid']).where('deposit_id', '=', d.depositId).execute();
    expect(received).toEqual([{ outcome: 'succeeded', signature_valid: true }, { outcome: 'succeeded', signature_valid: true }]);
  });

  it('credits when the notification arrives before the member returns, and once when the page is confirmed after', async () => {
    const m = await t.member('demo');
    const d = (await openDeposit(m.auth, 2500)).json().value;
    const early = await notification(m.auth, paid(d.depositId, '2500'));
    expect(early.json()).toEqual({ success: true, value: { status: 'succeeded' } });
    expect(await balance(m.auth)).toBe(2500);
    await t.app.inject({ method: 'POST', url: `${d.payUrl}/confirm`, headers: { host: m.auth.host } });
    expect(await balance(m.auth)).toBe(2500);
  });

  it('credits exactly once when ten copies of the notification arrive at once', async () => {
    const m = await t.member('demo');
    const d = (await openDeposit(m.auth, 4000)).json().value;
    const answers = await Promise.all(Array.from({ length: 10 }, () => notification(m.auth, paid(d.depositId, '4000'))));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance(m.auth)).toBe(4000);
    const entries = await t.testDb.db.selectFrom('journal_entry').select('entry_id').where('merchant_id', '=', 'demo').where('reference', '=', d.depositId).execute();
    expect(entries).toHaveLength(1);
  });

  it('refuses a tampered or wrongly signed notification with 400 invalid_signature and posts nothing', async () => {
    const m = await t.member('demo');
    const d = (await openDeposit(m.auth, 3000)).json().value;
    const forged = await notification(m.auth, paid(d.depositId, '3000'), 'not-the-secret');
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'invalid_signature']);
    const raw = JSON.stringify({ ...paid(d.depositId, '3000'), sentAt: t.clock.now().toISOString() });
    const header = signNotification(testSandboxSecret, raw, t.clock.now());
    const tampered = await t.app.inject({
      method: 'POST', url: '/wps/payment/callback/sandbox', payload: raw.replace('3000', '300000'),
      headers: { host: m.auth.host, 'content-type': 'application/json', [signatureHeader]: header },
    });
    expect([tampered.statusCode, tampered.json().code]).toEqual([400, 'invalid_signature']);
    const unsigned = await t.app.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', payload: raw, headers: { host: m.auth.host, 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(m.auth)).toBe(0);
    expect((await deposit(m.auth, d.depositId)).status).toBe('pending');
    const kept = await t.testDb.db.selectFrom('payment_notification').select('signature_valid').where('outcome', '=', 'invalid_signature').execute();
    expect(kept.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a paid notification for another amount with amount_mismatch and posts nothing', async () => {
    const m = await t.member('demo');
    const d = (await openDeposit(m.auth, 3000)).json().value;
    const res = await notification(m.auth, paid(d.depositId, '3001'));
    expect([res.statusCode, res.json().code]).toEqual([400, 'amount_mismatch']);
    expect(await balance(m.auth)).toBe(0);
  });

  it('answers 404 deposit_not_found for a notification about an unknown deposit', async () => {
    const m = await t.member('demo');
    const res = await notification(m.auth, paid('7b0c1c5e-0000-4000-8000-000000000000', '3000'));
    expect([res.statusCode, res.json().code]).toEqual([404, 'deposit_not_found']);
  });

  it('marks the deposit failed when the member cancels on the gateway page', async () => {
    const m = await t.member('demo');
    const d = (await openDeposit(m.auth, 1500)).json().value;
    const cancelled = await t.app.inject({ method: 'POST', url: `${d.payUrl}/cancel`, headers: { host: m.auth.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(cancelled.statusCode).toBe(303);
    expect((await deposit(m.auth, d.depositId)).status).toBe('failed');
    await t.app.inject({ method: 'POST', url: `${d.payUrl}/confirm`, headers: { host: m.auth.host } });
    expect(await balance(m.auth)).toBe(0);
  });

  it('expires a deposit not paid in time; a late signed payment still credits it', async () => {
    const m = await t.member('demo');
    const d = (await openDeposit(m.auth, 1200)).json().value;
    t.clock.advance(31 * 60_000);
    expect((await deposit(m.auth, d.depositId)).status).toBe('expired');
    const page = await t.app.inject({ method: 'GET', url: d.payUrl, headers: { host: m.auth.host } });
    expect(page.body).toContain('Expired');
    expect(page.body).not.toContain('Confirm payment');
    const confirm = await t.app.inject({ method: 'POST', url: `${d.payUrl}/confirm`, headers: { host: m.auth.host } });
    expect(confirm.headers.location).toBe(d.payUrl);
    expect(await balance(m.auth)).toBe(0);
    const late = await notification(m.auth, paid(d.depositId, '1200'));
    expect(late.json().value.status).toBe('succeeded');
    expect(await balance(m.auth)).toBe(1200);
  });

  it('answers a double submit with the same deposit, and refuses the key for another amount', async () => {
    const m = await t.member('demo');
    const k = key();
    const first = (await openDeposit(m.auth, 2000, 'khqr', k)).json().value;
    const again = (await openDeposit(m.auth, 2000, 'khqr', k)).json().value;
    expect(again).toEqual(first);
    const other = await openDeposit(m.auth, 2100, 'khqr', k);
    expect([other.statusCode, other.json().code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('offers no sandbox method and serves no sandbox page when the sandbox is off (production)', async () => {
    const prod = await moneyTestApp({ sandboxEnabled: false });
    try {
      const m = await prod.member('demo');
      const methods = await prod.app.inject({ method: 'GET', url: '/wps/payment/methods', headers: m.auth });
      expect(methods.json().value.methods).toEqual([]);
      const opened = await prod.app.inject({ method: 'POST', url: '/wps/payment/deposit', headers: m.auth, payload: { methodId: 'bank-transfer', amount: 5000, idempotencyKey: key() } });
      expect([opened.statusCode, opened.json().code]).toEqual([400, 'unknown_payment_method']);
      expect((await prod.app.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', headers: { host: m.auth.host }, payload: {} })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('refuses amounts outside the method limits and unknown methods', async () => {
    const m = await t.member('demo');
    expect((await openDeposit(m.auth, 999)).json().code).toBe('amount_below_minimum');
    expect((await openDeposit(m.auth, 1_000_001)).json().code).toBe('amount_above_maximum');
    expect((await openDeposit(m.auth, 5000, 'cash')).json().code).toBe('unknown_payment_method');
    expect((await openDeposit(m.auth, 0)).json().code).toBe('invalid_amount');
  });

  it('lists the member deposits newest first with their states', async () => {
    const m = await t.member('demo');
    const a = (await openDeposit(m.auth, 1000)).json().value;
    t.clock.advance(1000);
    const b = (await openDeposit(m.auth, 1100)).json().value;
    await notification(m.auth, paid(b.depositId, '1100'));
    const all = (await t.app.inject({ method: 'GET', url: '/wps/payment/deposits', headers: m.auth })).json().value;
    expect(all).toMatchObject({ total: 2, pageNum: 1, totalPages: 1 });
    expect(all.content.map((x: { depositId: string; status: string }) => [x.depositId, x.status])).toEqual([[b.depositId, 'succeeded'], [a.depositId, 'pending']]);
    const pending = (await t.app.inject({ method: 'GET', url: '/wps/payment/deposits?status=pending', headers: m.auth })).json().value;
    expect(pending.content).toHaveLength(1);
    const other = await t.member('demo');
    expect((await t.app.inject({ method: 'GET', url: `/wps/payment/deposit/${a.depositId}`, headers: other.auth })).statusCode).toBe(404);
  });
});
