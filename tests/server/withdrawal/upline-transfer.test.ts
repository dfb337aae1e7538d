// Transfer to upline (transferUpline): a downline member's money moves to his agent's main wallet once per key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../../server/db/member-repository.js';
import { moneyTestApp, type MoneyTestApp } from '../money/money-test-app.js';
import { balanceOf, expectLedgerBalanced, fund, inject, key, relogin } from './withdrawal-helpers.js';

let t: MoneyTestApp;
let n = 0;

beforeAll(async () => {
  t = await moneyTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An agent (type 1) and a downline member registered under him, each with a session. */
async function agentAndDownline() {
  const agentId = await insertMember(t.testDb.db, { merchantId: 'demo', account: `agent${process.pid}x${++n}`, type: 1, passwordHash: null, passwordChangedAt: null, createdAt: t.clock.now(), nickname: 'Boss' });
  const memberId = await insertMember(t.testDb.db, { merchantId: 'demo', account: `down${process.pid}x${++n}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: t.clock.now(), parentMemberId: agentId });
  return { agentId: agentId!, memberId: memberId!, agent: await relogin(t, agentId!), member: await relogin(t, memberId!) };
}
const transfer = (auth: { authorization: string; host: string }, amount: number, idempotencyKey = key('upline')) =>
  inject(t, 'POST', '/wps/member/upline/transfer', auth, { amount, idempotencyKey });

describe('[M2-6] transfer to upline', () => {
  it('shows the upline and moves money from the member to the agent once per key', async () => {
    const { memberId, agent, member } = await agentAndDownline();
    await fund(t, memberId, 10_000n);
    const info = (await inject(t, 'GET', '/wps/member/upline', member)).json().value;
    expect(info).toMatchObject({ hasUpline: true, upline: { nickname: 'Boss' }, balance: 10_000, currency: { code: 'USD' } });
    expect(info.upline.account).toMatch(/^agent/);
    const idempotencyKey = key('upline');
    const first = await transfer(member, 2500, idempotencyKey);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ amount: 2500, balance: 7500, upline: { nickname: 'Boss' } });
    const again = await transfer(member, 2500, idempotencyKey);
    expect(again.json().value.transferId).toBe(first.json().value.transferId);
    expect(await balanceOf(t, member)).toBe(7500);
    expect(await balanceOf(t, agent)).toBe(2500);
    expect((await transfer(member, 2600, idempotencyKey)).json().code).toBe('idempotency_key_reused');
    await expectLedgerBalanced(t);
  });

  it('refuses a member without an upline (409 no_upline), more than the balance, bad amounts and trial accounts', async () => {
    const lone = await t.member('demo');
    await fund(t, lone.memberId, 5000n);
    expect((await inject(t, 'GET', '/wps/member/upline', lone.auth)).json().value).toMatchObject({ hasUpline: false, upline: null });
    const none = await transfer(lone.auth, 100);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('no_upline');
    const { member } = await agentAndDownline();
    const poor = await transfer(member, 1);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('insufficient_balance');
    expect((await transfer(member, 0)).json().code).toBe('invalid_amount');
    expect((await transfer(member, 1.5)).json().code).toBe('invalid_amount');
    expect((await inject(t, 'POST', '/wps/member/upline/transfer', member, { amount: 100, idempotencyKey: 'x' })).json().code).toBe('invalid_idempotency_key');
    const trial = await t.member('demo', 4);
    expect((await transfer(trial.auth, 100)).json().code).toBe('in_need_true_account');
    expect(await balanceOf(t, lone.auth)).toBe(5000);
    await expectLedgerBalanced(t);
  });
});
