// The money routes inside the whole server (buildApp): registration, the shared clock, the envelope error handler
// and rate limit in front, and the concurrency rule through app.inject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { defaultSandboxSecret } from '../../../server/providers/payment/sandbox-gateway.js';
import { signNotification, signatureHeader } from '../../../server/providers/payment/sandbox-signature.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { loadRepositoryConfig } from '../../helpers/test-app.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';
import type { FastifyInstance } from 'fastify';

let db: TestDb;
let app: FastifyInstance;
let at = Date.parse('2026-07-01T00:00:00Z');
const clock = { now: () => new Date(at) };
let n = 0;
const key = () => `money-app-${++n}-key`;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildApp({ config: await loadRepositoryConfig(), db: db.db, nodeEnv: 'test', logger: false, accounts: { clock, housekeeping: false } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function member() {
  const memberId = await insertMember(db.db, { merchantId: 'demo', account: `moneyapp${++n}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: clock.now() });
  const token = await createSession(db.db, clock, {
    merchantId: 'demo', memberId: memberId!, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  return { memberId: memberId!, headers: { authorization: `Bearer ${token}`, host: 'localhost' } };
}

describe('money routes in the whole server', () => {
  it('deposits through the sandbox gateway, then 50 parallel transfers never overdraw', async () => {
    const m = await member();
    const opened = await app.inject({ method: 'POST', url: '/wps/payment/deposit', headers: m.headers, payload: { methodId: 'bank-transfer', amount: 2000, idempotencyKey: key() } });
    expect(opened.statusCode).toBe(200);
    const d = opened.json().value;
    expect(d.expiresAt).toBe(new Date(at + 30 * 60_000).toISOString());
    const confirm = await app.inject({ method: 'POST', url: `${d.payUrl}/confirm`, headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirm.statusCode).toBe(303);
    const balance = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.headers });
    expect(balance.json().value.balance).toBe(2000);
    expect(balance.headers['cache-control']).toBe('no-store');

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => app.inject({
      method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: m.headers,
      payload: { from: 'MAIN', to: i % 2 ? 'AG' : 'PT', amount: 50 + i, idempotencyKey: key() },
    })));
    expect(answers.every((r) => r.statusCode === 200 || r.json().code === 'insufficient_balance')).toBe(true);
    const moved = answers.filter((r) => r.statusCode === 200).reduce((s, r) => s + (r.json().value.amount as number), 0);
    const funds = (await app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: m.headers })).json().value;
    expect(funds).toMatchObject({ total: 2000, main: 2000 - moved });
    expect(await app.ledger.audit('demo')).toMatchObject({ driftedAccounts: [], unbalancedEntries: [], negativeMemberAccounts: [] });
  });

  it('follows the accounts clock: a deposit left past its expiry reads expired', async () => {
    const m = await member();
    const d = (await app.inject({ method: 'POST', url: '/wps/payment/deposit', headers: m.headers, payload: { methodId: 'khqr', amount: 500, idempotencyKey: key() } })).json().value;
    at += 31 * 60_000;
    expect((await app.inject({ method: 'GET', url: `/wps/payment/deposit/${d.depositId}`, headers: m.headers })).json().value.status).toBe('expired');
  });

  it('refuses a forged notification in the whole server too', async () => {
    const m = await member();
    const d = (await app.inject({ method: 'POST', url: '/wps/payment/deposit', headers: m.headers, payload: { methodId: 'khqr', amount: 700, idempotencyKey: key() } })).json().value;
    const raw = JSON.stringify({ paymentId: 'x', merchantReference: d.depositId, status: 'PAID', amount: '700', currency: 'USD', sentAt: clock.now().toISOString() });
    const forged = await app.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', payload: raw, headers: { host: 'localhost', 'content-type': 'application/json', [signatureHeader]: signNotification('guess', raw, clock.now()) } });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'invalid_signature']);
    const genuine = await app.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', payload: raw, headers: { host: 'localhost', 'content-type': 'application/json', [signatureHeader]: signNotification(process.env.SANDBOX_GATEWAY_SECRET ?? defaultSandboxSecret, raw, clock.now()) } });
    expect(genuine.json()).toEqual({ success: true, value: { status: 'succeeded' } });
  });

  it('answers schema failures in the envelope, without a session first 401', async () => {
    const m = await member();
    const bad = await app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: m.headers, payload: { from: 'MAIN', to: 'AG', amount: 'lots', idempotencyKey: key() } });
    expect([bad.statusCode, bad.json().success, bad.json().code]).toEqual([400, false, 'invalid_amount']);
    const anonymous = await app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: { host: 'localhost' }, payload: {} });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'not_logged_in']);
  });
});
