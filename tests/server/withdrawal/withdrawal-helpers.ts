// Shared steps of the withdrawal tests: fund a member through the ledger, set a payment password, bind an account,
// request a withdrawal, and check that the ledger still balances.
import { expect } from 'vitest';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { createSession } from '../../../server/db/session-store.js';
import type { MoneyTestApp } from '../money/money-test-app.js';

export type Auth = { authorization: string; host: string };
let n = 0;
export const key = (prefix = 'wd') => `${prefix}-${process.pid}-${++n}-key`;

export async function fund(t: MoneyTestApp, memberId: string, amount: bigint, merchant = 'demo') {
  const m = t.app.platform.merchants.get(merchant)!;
  const out = await t.app.ledger.post(ledgerContextOf(m), key('fund'), { type: 'deposit', memberId, amount, provider: 'sandbox', reference: key('ref') });
  expect(out.ok).toBe(true);
}

export const inject = (t: MoneyTestApp, method: 'GET' | 'POST' | 'DELETE', url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

export async function setPassword(t: MoneyTestApp, auth: Auth, password = '123456') {
  const res = await inject(t, 'POST', '/wps/withdrawal/payment-password', auth, { password, confirmPassword: password });
  expect(res.json()).toMatchObject({ success: true });
}

export async function bindAccount(t: MoneyTestApp, auth: Auth, accountNumber = '001234567', payeeName = 'Sok Dara') {
  const res = await inject(t, 'POST', '/wps/withdrawal/bank-accounts', auth, { bankCode: 'ABA', bankName: 'ABA Bank', accountNumber, payeeName });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.bankAccountId as string;
}

/** A member with money, a payment password and one bound account. */
export async function readyMember(t: MoneyTestApp, balance = 100_000n, accountNumber = '001234567') {
  const m = await t.member('demo');
  await fund(t, m.memberId, balance);
  await setPassword(t, m.auth);
  const bankAccountId = await bindAccount(t, m.auth, accountNumber);
  return { ...m, bankAccountId };
}

export const requestWithdrawal = (t: MoneyTestApp, auth: Auth, body: { bankAccountId: string; amount: number; paymentPassword?: string; idempotencyKey?: string }) =>
  inject(t, 'POST', '/wps/withdrawal/request', auth, { paymentPassword: '123456', idempotencyKey: key(), ...body });

export const balanceOf = async (t: MoneyTestApp, auth: Auth) => (await inject(t, 'GET', '/wps/v2/wallets/balance', auth)).json().value.balance as number;

export async function expectLedgerBalanced(t: MoneyTestApp, merchant = 'demo') {
  const audit = await t.app.ledger.audit(merchant);
  for (const total of audit.totals) expect(total.total).toBe(0n);
  expect(audit.driftedAccounts).toEqual([]);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.negativeMemberAccounts).toEqual([]);
}

/** A 1x1 PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A new session for a member, after the test clock moved past the old one's lifetime. */
export async function relogin(t: MoneyTestApp, memberId: string, merchant = 'demo'): Promise<Auth> {
  const token = await createSession(t.testDb.db, t.clock, {
    merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  return { authorization: `Bearer ${token}`, host: t.app.platform.merchants.get(merchant)!.domains[0] ?? 'localhost' };
}
