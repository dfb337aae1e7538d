import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository, type LedgerRepository } from '../../../server/db/ledger-repository.js';
import type { LedgerContext } from '../../../server/domain/ledger/entries.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

let t: TestDb;
let ledger: LedgerRepository;
let n = 0;
/** Every test runs in a merchant of its own: the tables are keyed by merchant, so no reset is needed. */
const merchant = (isSingle = false): LedgerContext => ({ merchantId: `m${++n}`, currency: 'USD', wallet: { isSingle, vendors: ['AG', 'PT'] } });
const key = (s: string) => `key-${s}-0000`;

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedgerRepository(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('ledger repository', () => {
  it('posts a deposit and keeps the balance equal to the sum of postings, the total at zero', async () => {
    const ctx = merchant();
    const out = await ledger.post(ctx, key('d1'), { type: 'deposit', memberId: 'p1', amount: 1000n, provider: 'sandbox', reference: 'd1' });
    expect(out).toMatchObject({ ok: true, replayed: false, receipt: { kind: 'deposit', postings: [{ accountId: 'USD/gateway/sandbox', amount: '-1000' }, { accountId: 'USD/member/p1/main', amount: '1000', balanceAfter: '1000' }] } });
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'p1')).main).toBe(1000n);
    const audit = await ledger.audit(ctx.merchantId);
    expect(audit).toEqual({ totals: [{ currency: 'USD', total: 0n }], driftedAccounts: [], unbalancedEntries: [], orphanPostings: [], negativeMemberAccounts: [] });
  });

  it('reports in its audit a posting whose entry or account does not exist (no foreign key checks the rows)', async () => {
    const ctx = merchant();
    await ledger.post(ctx, key('d2'), { type: 'deposit', memberId: 'p1', amount: 1000n, provider: 'sandbox', reference: 'd2' });
    const orphanEntry = '01900000-0000-7000-8000-000000000001';
    await sql`insert into ledger_posting (merchant_id, entry_id, line_no, account_id, currency, amount, balance_after, created_at)
      values (${ctx.merchantId}, ${orphanEntry}::uuid, 1, 'USD/member/p1/main', 'USD', 1, 1001, now())`.execute(t.db);
    const entry = await t.db.selectFrom('journal_entry').select('entry_id').where('merchant_id', '=', ctx.merchantId).executeTakeFirstOrThrow();
    await sql`insert into ledger_posting (merchant_id, entry_id, line_no, account_id, currency, amount, balance_after, created_at)
      values (${ctx.merchantId}, ${entry.entry_id}::uuid, 9, 'USD/member/nobody/main', 'USD', -1, -1, now())`.execute(t.db);
    expect((await ledger.audit(ctx.merchantId)).orphanPostings).toEqual([`${orphanEntry}/1`, `${entry.entry_id}/9`].sort());
  });

  it('answers a retry with the first answer and posts nothing more', async () => {
    const ctx = merchant();
    const cmd = { type: 'deposit', memberId: 'p1', amount: 500n, provider: 'sandbox', reference: 'd1' } as const;
    const first = await ledger.post(ctx, key('same'), cmd);
    const again = await ledger.post(ctx, key('same'), cmd);
    expect(again).toEqual(first.ok ? { ...first, replayed: true } : null);
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'p1')).main).toBe(500n);
    const entries = await t.db.selectFrom('journal_entry').select('entry_id').where('merchant_id', '=', ctx.merchantId).execute();
    expect(entries).toHaveLength(1);
  });

  it('refuses the same key for a different request with idempotency_key_reused', async () => {
    const ctx = merchant();
    await ledger.post(ctx, key('k'), { type: 'deposit', memberId: 'p1', amount: 500n, provider: 'sandbox', reference: 'd1' });
    const other = await ledger.post(ctx, key('k'), { type: 'deposit', memberId: 'p1', amount: 501n, provider: 'sandbox', reference: 'd1' });
    expect(other).toEqual({ ok: false, error: { code: 'idempotency_key_reused' } });
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'p1')).main).toBe(500n);
  });

  it('keeps keys apart per merchant', async () => {
    const a = merchant();
    const b = merchant();
    const cmd = { type: 'deposit', memberId: 'p1', amount: 5n, provider: 'sandbox', reference: 'd1' } as const;
    expect((await ledger.post(a, key('shared'), cmd)).ok).toBe(true);
    expect(await ledger.post(b, key('shared'), cmd)).toMatchObject({ ok: true, replayed: false });
  });

  it('refuses a bet beyond the balance with insufficient_balance, posts nothing and lets the key be used again', async () => {
    const ctx = merchant(true);
    await ledger.post(ctx, key('dep'), { type: 'deposit', memberId: 'p1', amount: 100n, provider: 'sandbox', reference: 'd1' });
    const bet = { type: 'bet', memberId: 'p1', wallet: 'MAIN', amount: 150n, reference: 'r1' } as const;
    expect(await ledger.post(ctx, key('bet'), bet)).toEqual({ ok: false, error: { code: 'insufficient_balance', accountId: 'USD/member/p1/main' } });
    await ledger.post(ctx, key('dep2'), { type: 'deposit', memberId: 'p1', amount: 100n, provider: 'sandbox', reference: 'd2' });
    expect(await ledger.post(ctx, key('bet'), bet)).toMatchObject({ ok: true, replayed: false });
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'p1')).main).toBe(50n);
  });

  it('moves money between main and vendor wallets, all-in and all-out', async () => {
    const ctx = merchant();
    const m = ctx.merchantId;
    await ledger.post(ctx, key('dep'), { type: 'deposit', memberId: 'p1', amount: 300n, provider: 'sandbox', reference: 'd1' });
    await ledger.post(ctx, key('t1'), { type: 'wallet_transfer', memberId: 'p1', from: 'MAIN', to: 'AG', amount: 100n });
    await ledger.post(ctx, key('t2'), { type: 'wallet_transfer_all_in', memberId: 'p1', to: 'PT' });
    expect(await ledger.memberWallets(m, 'USD', 'p1')).toEqual({ main: 0n, vendors: new Map([['AG', 100n], ['PT', 200n]]) });
    const out = await ledger.post(ctx, key('t3'), { type: 'wallet_transfer_all_out', memberId: 'p1' });
    expect(out.ok && out.receipt.postings.map((p) => [p.accountId, p.amount])).toEqual([
      ['USD/member/p1/vendor/AG', '-100'], ['USD/member/p1/vendor/PT', '-200'], ['USD/member/p1/main', '300'],
    ]);
    expect(await ledger.memberWallets(m, 'USD', 'p1')).toEqual({ main: 300n, vendors: new Map([['AG', 0n], ['PT', 0n]]) });
    expect(await ledger.post(ctx, key('t4'), { type: 'wallet_transfer_all_out', memberId: 'p1' })).toEqual({ ok: false, error: { code: 'nothing_to_transfer' } });
  });

  it('refuses an invalid idempotency key before touching the database', async () => {
    expect(await ledger.post(merchant(), 'bad key', { type: 'bonus', memberId: 'p1', amount: 1n, reference: 'b' })).toEqual({ ok: false, error: { code: 'invalid_idempotency_key' } });
  });

  it('has the database refuse a negative member balance even if the rules were bypassed', async () => {
    const ctx = merchant();
    await ledger.post(ctx, key('dep'), { type: 'deposit', memberId: 'p1', amount: 1n, provider: 'sandbox', reference: 'd1' });
    await expect(t.db.updateTable('account_balance').set({ balance: '-1' }).where('merchant_id', '=', ctx.merchantId).where('account_id', '=', 'USD/member/p1/main').execute())
      .rejects.toThrow(/account_balance_not_negative/);
  });
});
