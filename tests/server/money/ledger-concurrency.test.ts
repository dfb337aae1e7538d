// Many requests at once on one member: on PostgreSQL they run on parallel connections and contend for the same
// rows; on PGlite the single connection must serialise whole transactions. Either way no overdraft, no double post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository, type LedgerRepository } from '../../../server/db/ledger-repository.js';
import type { LedgerCommand, LedgerContext } from '../../../server/domain/ledger/entries.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

let t: TestDb;
let ledger: LedgerRepository;
let n = 0;
const merchant = (): LedgerContext => ({ merchantId: `conc${++n}`, currency: 'USD', wallet: { isSingle: false, vendors: ['AG', 'PT'] } });

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedgerRepository(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('ledger under concurrency', () => {
  it('never overdraws with 50 parallel bets and withdrawals, and the balance equals the accepted postings', async () => {
    const ctx = merchant();
    await ledger.post(ctx, 'deposit-0001', { type: 'deposit', memberId: 'p1', amount: 1000n, provider: 'sandbox', reference: 'd' });
    const cmds: LedgerCommand[] = Array.from({ length: 50 }, (_, i) => i % 3 === 0
      ? { type: 'withdrawal_hold', memberId: 'p1', amount: 70n, reference: `w${i}` }
      : { type: 'bet', memberId: 'p1', wallet: 'MAIN', amount: BigInt(20 + i), reference: `r${i}` });
    const outs = await Promise.all(cmds.map((cmd, i) => ledger.post(ctx, `parallel-${i}-key`, cmd)));

    const accepted = outs.flatMap((o, i) => (o.ok ? [cmds[i]!] : []));
    const refused = outs.filter((o) => !o.ok);
    expect(refused.every((o) => !o.ok && o.error.code === 'insufficient_balance')).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    const spent = accepted.reduce((s, c) => s + ('amount' in c ? c.amount : 0n), 0n);
    const wallets = await ledger.memberWallets(ctx.merchantId, 'USD', 'p1');
    expect(wallets.main).toBe(1000n - spent);
    expect(wallets.main).toBeGreaterThanOrEqual(0n);
    const audit = await ledger.audit(ctx.merchantId);
    expect(audit).toMatchObject({ totals: [{ currency: 'USD', total: 0n }], driftedAccounts: [], unbalancedEntries: [], negativeMemberAccounts: [] });
  });

  it('posts once when the same key arrives many times at once', async () => {
    const ctx = merchant();
    const cmd: LedgerCommand = { type: 'deposit', memberId: 'p1', amount: 250n, provider: 'sandbox', reference: 'dup' };
    const outs = await Promise.all(Array.from({ length: 20 }, () => ledger.post(ctx, 'same-key-at-once', cmd)));
    expect(outs.every((o) => o.ok)).toBe(true);
    expect(outs.filter((o) => o.ok && !o.replayed)).toHaveLength(1);
    expect(new Set(outs.map((o) => (o.ok ? o.receipt.entryId : '')))).toHaveLength(1);
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'p1')).main).toBe(250n);
  });

  it('does not deadlock when members pay each other in both directions at once', async () => {
    const ctx = merchant();
    for (const m of ['a1', 'b1', 'c1']) await ledger.post(ctx, `seed-${m}-key`, { type: 'deposit', memberId: m, amount: 500n, provider: 'sandbox', reference: m });
    const pairs = [['a1', 'b1'], ['b1', 'a1'], ['b1', 'c1'], ['c1', 'a1'], ['a1', 'c1'], ['c1', 'b1']] as const;
    const cmds: LedgerCommand[] = Array.from({ length: 60 }, (_, i) => {
      const [from, to] = pairs[i % pairs.length]!;
      return i % 2 === 0
        ? { type: 'upline_transfer', memberId: from, uplineId: to, amount: 7n }
        : { type: 'wallet_transfer', memberId: from, from: 'MAIN', to: i % 4 === 1 ? 'AG' : 'PT', amount: 3n };
    });
    const outs = await Promise.all(cmds.map((cmd, i) => ledger.post(ctx, `cross-${i}-key`, cmd)));
    expect(outs.every((o) => o.ok)).toBe(true);
    const audit = await ledger.audit(ctx.merchantId);
    expect(audit).toMatchObject({ totals: [{ currency: 'USD', total: 0n }], driftedAccounts: [], unbalancedEntries: [] });
  });

  it('creates a new member\'s accounts once when its first requests arrive together', async () => {
    const ctx = merchant();
    const outs = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      ledger.post(ctx, `first-${i}-key`, { type: 'win', memberId: 'fresh', wallet: 'AG', amount: 10n, reference: `r${i}` })));
    expect(outs.every((o) => o.ok)).toBe(true);
    expect(await ledger.memberWallets(ctx.merchantId, 'USD', 'fresh')).toEqual({ main: 0n, vendors: new Map([['AG', 100n]]) });
  });
});
