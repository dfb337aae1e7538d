import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPolicy } from '../../../server/domain/auth/session-expiry.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { createSession, revokeSession } from '../../../server/db/session-store.js';
import { tokenDigest } from '../../../server/crypto/tokens.js';
import { moneyTestApp, type MoneyTestApp } from './money-test-app.js';

let t: MoneyTestApp;
let n = 0;
const key = () => `wallet-test-${++n}-key`;

beforeAll(async () => {
  t = await moneyTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Credits a member through the ledger as a paid deposit would. */
async function fund(merchant: string, memberId: string, amount: bigint) {
  const merchantConfig = t.app.platform.merchants.get(merchant)!;
  const out = await t.app.ledger.post(
    { merchantId: merchant, currency: merchantConfig.currency.code, wallet: { isSingle: merchantConfig.wallet.isSingle, vendors: [] } },
    key(), { type: 'deposit', memberId, amount, provider: 'sandbox', reference: 'seed' },
  );
  expect(out.ok).toBe(true);
}

describe('GET /wps/v2/wallets/balance', () => {
  it('[M7-5] answers 401 not_logged_in without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'not_logged_in' });
  });

  it('[P2.5-1][M3-1][P7.1-19] answers the main wallet in minor units with the currency, and every vendor wallet when not single', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 12_345n);
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.auth });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.balance).toBe(12_345);
    expect(value.currency).toEqual({ code: 'USD', symbol: '$', minorUnits: 2 });
    expect(value.wallets).toContainEqual({ vendor: 'AG', balance: 0 });
    expect(value.wallets.length).toBeGreaterThan(10);
  });

  it('[M7-5][P2.5-1] lists every vendor of the merchant at zero for a member who never held money, and only the caller\'s own wallets', async () => {
    const rich = await t.member('demo');
    await fund('demo', rich.memberId, 5_000n);
    const moved = await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: rich.auth, payload: { from: 'MAIN', to: 'AG', amount: 1_200, idempotencyKey: key() } });
    expect(moved.statusCode).toBe(200);
    const fresh = await t.member('demo');
    const vendors = ledgerContextOf(t.app.platform.merchants.get('demo')!).wallet.vendors;
    const empty = (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: fresh.auth })).json().value;
    expect(empty.balance).toBe(0);
    expect(empty.wallets).toEqual(vendors.map((vendor) => ({ vendor, balance: 0 })));
    const mine = (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: rich.auth })).json().value;
    expect(mine.balance).toBe(3_800);
    expect(mine.wallets).toEqual(vendors.map((vendor) => ({ vendor, balance: vendor === 'AG' ? 1_200 : 0 })));
  });

  it('[M7-5] reads the ledger on every call: a posting shows on the next balance', async () => {
    const m = await t.member('demo');
    const balance = async () => (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.auth })).json().value.balance;
    expect(await balance()).toBe(0);
    await fund('demo', m.memberId, 700n);
    expect(await balance()).toBe(700);
    await fund('demo', m.memberId, 1n);
    expect(await balance()).toBe(701);
  });

  it('[M7-5][P7.1-18] answers 401 at once after the session is revoked, after it idles out, and to a token of another merchant', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 100n);
    expect((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.auth })).statusCode).toBe(200);
    const other = await t.member('basic');
    const crossed = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { ...m.auth, host: other.auth.host } });
    expect(crossed.statusCode).toBe(401);
    await revokeSession(t.testDb.db, t.clock, 'demo', tokenDigest(m.token));
    const revoked = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.auth });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ success: false, code: 'not_logged_in' });
    expect(revoked.body).not.toContain('"balance"');

    const idle = await t.member('demo');
    t.clock.advance(sessionPolicy.idleMs);
    expect((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: idle.auth })).statusCode).toBe(401);
  });

  it('[M7-5] refuses the balance to a session still waiting for its new-IP verification or a forced password change', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 100n);
    const session = (flags: { pendingVerification: boolean; mustChangePassword: boolean }) => createSession(t.testDb.db, t.clock, {
      merchantId: 'demo', memberId: m.memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1', passwordExpired: false, firstTimeLogin: false, ...flags,
    });
    const ask = async (token: string) => t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { ...m.auth, authorization: `Bearer ${token}` } });
    const pending = await ask(await session({ pendingVerification: true, mustChangePassword: false }));
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ success: false, code: 'complete_verification_first' });
    const mustChange = await ask(await session({ pendingVerification: false, mustChangePassword: true }));
    expect(mustChange.statusCode).toBe(403);
    expect(mustChange.json()).toMatchObject({ success: false, code: 'password_change_required' });
  });

  it('[M3-6] leaves out vendor wallets when the merchant wallet is single', async () => {
    const m = await t.member('lotto');
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.auth });
    expect(res.json().value).toEqual({ balance: 0, currency: { code: 'VND', symbol: '₫', minorUnits: 0 } });
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  it('[M4-7][M7-7] sums the main and vendor wallets when AGENTPOLICY3 is on', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 1000n);
    const moved = await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: m.auth, payload: { from: 'MAIN', to: 'AG', amount: 300, idempotencyKey: key() } });
    expect(moved.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: m.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ total: 1000, main: 700, currency: { code: 'USD' } });
    expect(res.json().value.wallets).toContainEqual({ vendor: 'AG', balance: 300 });
  });

  it('[M4-7][M8-9] answers 403 in_need_true_account to a trial account', async () => {
    const m = await t.member('demo', 4);
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: m.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
  });

  it('[M3-4] answers 403 feature_disabled when AGENTPOLICY3 is off', async () => {
    const m = await t.member('basic');
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: m.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('feature_disabled');
  });
});

describe('GET /wps/member/wallet', () => {
  it('[M7-8] answers the merchant wallet model without a session', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/wps/member/wallet', headers: { host: 'localhost' } });
    expect(demo.json()).toEqual({ success: true, value: { isSingle: false } });
    const basic = await t.app.inject({ method: 'GET', url: '/wps/member/wallet', headers: { host: t.app.platform.merchants.get('basic')!.domains[0]! } });
    expect(basic.json()).toEqual({ success: true, value: { isSingle: true } });
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  const transfer = (auth: Record<string, string>, payload: object, url = '/wps/relay/GCS_walletTransfer') =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });

  it('[M7-6] moves an amount from the main wallet to a vendor wallet and answers the balances it left', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 500n);
    const res = await transfer(m.auth, { from: 'MAIN', to: 'PT', amount: 120, idempotencyKey: key() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ amount: 120, wallets: [{ wallet: 'MAIN', balance: 380 }, { wallet: 'PT', balance: 120 }] });
  });

  it('answers a retried transfer with the first answer and moves the money once', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 500n);
    const body = { from: 'MAIN', to: 'PT', amount: 100, idempotencyKey: key() };
    const first = await transfer(m.auth, body);
    const again = await transfer(m.auth, body);
    expect(again.json()).toEqual(first.json());
    const other = await transfer(m.auth, { ...body, amount: 101 });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const balance = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: m.auth });
    expect(balance.json().value.balance).toBe(400);
  });

  it('refuses the same key from another member without revealing the first answer', async () => {
    const a = await t.member('demo');
    const b = await t.member('demo');
    await fund('demo', a.memberId, 500n);
    await fund('demo', b.memberId, 500n);
    const k = key();
    expect((await transfer(a.auth, { from: 'MAIN', to: 'PT', amount: 10, idempotencyKey: k })).statusCode).toBe(200);
    const res = await transfer(b.auth, { from: 'MAIN', to: 'PT', amount: 10, idempotencyKey: k });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code: 'idempotency_key_reused' });
  });

  it('answers 409 insufficient_balance beyond the wallet, 400 for unknown or equal wallets and bad amounts', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 50n);
    expect((await transfer(m.auth, { from: 'MAIN', to: 'AG', amount: 51, idempotencyKey: key() })).json().code).toBe('insufficient_balance');
    expect((await transfer(m.auth, { from: 'MAIN', to: 'NOPE', amount: 1, idempotencyKey: key() })).json().code).toBe('unknown_wallet');
    expect((await transfer(m.auth, { from: 'AG', to: 'AG', amount: 1, idempotencyKey: key() })).json().code).toBe('same_wallet');
    for (const amount of [0, -5, 1.5, '1.5', 1e16]) {
      const res = await transfer(m.auth, { from: 'MAIN', to: 'AG', amount, idempotencyKey: key() });
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_amount']);
    }
    const badKey = await transfer(m.auth, { from: 'MAIN', to: 'AG', amount: 1, idempotencyKey: 'short' });
    expect([badKey.statusCode, badKey.json().code]).toEqual([400, 'invalid_idempotency_key']);
    expect((await t.app.ledger.memberWallets('demo', 'USD', m.memberId)).main).toBe(50n);
  });

  it('answers 400 wallet_is_single on a merchant whose wallet is single', async () => {
    const m = await t.member('basic');
    const res = await transfer(m.auth, { from: 'MAIN', to: 'PT', amount: 1, idempotencyKey: key() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('wallet_is_single');
  });

  it('[M6-4] answers 403 in_need_true_account to a trial account', async () => {
    const m = await t.member('demo', 4);
    const res = await transfer(m.auth, { from: 'MAIN', to: 'PT', amount: 1, idempotencyKey: key() });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
  });

  it('moves the whole main wallet in with all-in and every vendor wallet out with all-out', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 900n);
    await transfer(m.auth, { from: 'MAIN', to: 'AG', amount: 100, idempotencyKey: key() });
    const allIn = await transfer(m.auth, { to: 'PT', idempotencyKey: key() }, '/wps/relay/GCS_walletTransferAllIn');
    expect(allIn.json().value).toMatchObject({ amount: 800, wallets: [{ wallet: 'MAIN', balance: 0 }, { wallet: 'PT', balance: 800 }] });
    const allOut = await transfer(m.auth, { idempotencyKey: key() }, '/wps/relay/GCS_walletTransferAllOut');
    expect(allOut.json().value).toMatchObject({ amount: 900, wallets: expect.arrayContaining([{ wallet: 'MAIN', balance: 900 }]) });
    const again = await transfer(m.auth, { idempotencyKey: key() }, '/wps/relay/GCS_walletTransferAllOut');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('nothing_to_transfer');
  });

  it('never overdraws under 50 parallel transfers through the API', async () => {
    const m = await t.member('demo');
    await fund('demo', m.memberId, 1000n);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      transfer(m.auth, { from: 'MAIN', to: i % 2 ? 'AG' : 'PT', amount: 30 + i, idempotencyKey: key() })));
    const accepted = answers.filter((r) => r.statusCode === 200).map((r) => r.json().value.amount as number);
    expect(answers.every((r) => r.statusCode === 200 || r.json().code === 'insufficient_balance')).toBe(true);
    const funds = await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: m.auth });
    const value = funds.json().value;
    expect(value.total).toBe(1000);
    expect(value.main).toBe(1000 - accepted.reduce((s, a) => s + a, 0));
    expect(value.main).toBeGreaterThanOrEqual(0);
    const audit = await t.app.ledger.audit('demo');
    expect(audit).toMatchObject({ driftedAccounts: [], unbalancedEntries: [], negativeMemberAccounts: [] });
  });
});
