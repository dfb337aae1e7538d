// Group commit (server/db/statement-batch.ts, docs/money.md): postings that arrive together run as one statement,
// each judged in arrival order against the balance the ones before it left, a refused one undoing only its own rows,
// one posting per idempotency key, the same answers as alone. On PGlite, and on PostgreSQL with DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository, type LedgerRepository } from '../../../server/db/ledger-repository.js';
import { batchStats, inlineStatement, maxBatchSize } from '../../../server/db/statement-batch.js';
import type { LedgerCommand, LedgerContext } from '../../../server/domain/ledger/entries.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

let t: TestDb;
let ledger: LedgerRepository;
let n = 0;
const merchant = (): LedgerContext => ({ merchantId: `batch${++n}`, currency: 'USD', wallet: { isSingle: false, vendors: ['AG', 'PT'] } });
const bet = (memberId: string, amount: bigint, i: number): LedgerCommand => ({ type: 'bet', memberId, wallet: 'MAIN', amount, reference: `r${i}` });

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedgerRepository(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function cleanAudit(merchantId: string) {
  expect(await ledger.audit(merchantId)).toMatchObject({ totals: [{ currency: 'USD', total: 0n }], driftedAccounts: [], unbalancedEntries: [], negativeMemberAccounts: [] });
}

describe('group commit of postings', () => {
  it('runs postings that arrive together in batches, each judged against the balance the ones before it left', async () => {
    const ctx = merchant();
    await ledger.post(ctx, 'seed-deposit-p1', { type: 'deposit', memberId: 'p1', amount: 1000n, provider: 'sandbox', reference: 'd' });
    const before = { ...batchStats };
    const outs = await Promise.all(Array.from({ length: 30 }, (_, i) => ledger.post(ctx, `batched-bet-${i}`, bet('p1', 100n, i))));
    expect(batchStats.batches).toBeGreaterThan(before.batches);
    // Exactly what the balance covers is taken: the first ten in arrival order, the rest refused.
    expect(outs.map((o) => o.ok)).toEqual(Array.from({ length: 30 }, (_, i) => i < 10));
    expect(outs.slice(10).every((o) => !o.ok && o.error.code === 'insufficient_balance')).toBe(true);
    const balances = outs.slice(0, 10).map((o) => (o.ok ? o.receipt.postings.find((p) => p.accountId.includes('p1'))!.balanceAfter : ''));
    expect(balances).toEqual(['900', '800', '700', '600', '500', '400', '300', '200', '100', '0']);
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'p1')).main).toBe(0n);
    await cleanAudit(ctx.merchantId);
  });

  it('keeps a refused posting from touching the others of its batch, and leaves its key free', async () => {
    const ctx = merchant();
    for (const m of ['a', 'b', 'c']) await ledger.post(ctx, `seed-deposit-${m}`, { type: 'deposit', memberId: m, amount: 50n, provider: 'sandbox', reference: m });
    const cmds = [bet('a', 30n, 1), bet('broke', 10n, 2), bet('b', 80n, 3), bet('c', 50n, 4), bet('a', 30n, 5)];
    const outs = await Promise.all(cmds.map((cmd, i) => ledger.post(ctx, `mixed-key-${i}`, cmd)));
    expect(outs.map((o) => (o.ok ? 'ok' : o.error.code))).toEqual(['ok', 'insufficient_balance', 'insufficient_balance', 'ok', 'insufficient_balance']);
    const wallets = await Promise.all(['a', 'b', 'c', 'broke'].map((m) => ledger.memberWallets(ctx.merchantId, 'USD', m)));
    expect(wallets.map((w) => w.main)).toEqual([20n, 50n, 0n, 0n]);
    // A refusal stores nothing under its key: once the money is there, the same key posts.
    await ledger.post(ctx, 'seed-deposit-b2', { type: 'deposit', memberId: 'b', amount: 30n, provider: 'sandbox', reference: 'b2' });
    const retried = await ledger.post(ctx, 'mixed-key-2', cmds[2]!);
    expect(retried.ok && !retried.replayed).toBe(true);
    await cleanAudit(ctx.merchantId);
  });

  it('posts once per key inside a batch: repeats replay the first answer, another request under the key is refused', async () => {
    const ctx = merchant();
    await ledger.post(ctx, 'seed-deposit-k', { type: 'deposit', memberId: 'k', amount: 500n, provider: 'sandbox', reference: 'k' });
    const same = bet('k', 40n, 1);
    const other = bet('k', 41n, 1);
    const outs = await Promise.all([same, same, other, same, same].map((cmd) => ledger.post(ctx, 'one-key-in-a-batch', cmd)));
    expect(outs.map((o) => (o.ok ? (o.replayed ? 'replay' : 'posted') : o.error.code))).toEqual(['posted', 'replay', 'idempotency_key_reused', 'replay', 'replay']);
    expect(new Set(outs.flatMap((o) => (o.ok ? [o.receipt.entryId] : []))).size).toBe(1);
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'k')).main).toBe(460n);
    await cleanAudit(ctx.merchantId);
  });

  it('never overdraws and never deadlocks with more postings than a batch holds, members paying each other both ways', async () => {
    const ctx = merchant();
    const members = ['m1', 'm2', 'm3', 'm4'];
    for (const m of members) await ledger.post(ctx, `seed-deposit-${m}`, { type: 'deposit', memberId: m, amount: 300n, provider: 'sandbox', reference: m });
    const cmds: LedgerCommand[] = Array.from({ length: maxBatchSize * 3 }, (_, i) => {
      const from = members[i % 4]!;
      const to = members[(i + 1 + (i % 3)) % 4]!;
      return i % 3 === 0 ? { type: 'upline_transfer', memberId: from, uplineId: to, amount: 25n }
        : i % 3 === 1 ? { type: 'wallet_transfer', memberId: from, from: 'MAIN', to: 'AG', amount: 20n }
        : bet(from, 30n, i);
    });
    const outs = await Promise.all(cmds.map((cmd, i) => ledger.post(ctx, `many-${i}-key`, cmd)));
    expect(outs.every((o) => o.ok || o.error.code === 'insufficient_balance')).toBe(true);
    for (const m of members) expect((await ledger.memberWallets(ctx.merchantId, 'USD', m)).main).toBeGreaterThanOrEqual(0n);
    await cleanAudit(ctx.merchantId);
    // Replaying every request answers what it answered (accepted ones replay, refused ones are judged again).
    const again = await Promise.all(cmds.map((cmd, i) => ledger.post(ctx, `many-${i}-key`, cmd)));
    outs.forEach((o, i) => {
      if (o.ok) expect(again[i]).toMatchObject({ ok: true, replayed: true, receipt: { entryId: o.receipt.entryId } });
    });
    await cleanAudit(ctx.merchantId);
  });

  it.skipIf(!process.env.DATABASE_URL)('gives way to a transaction holding a wallet: its postings then run alone and answer the same', async () => {
    const ctx = merchant();
    await ledger.post(ctx, 'seed-deposit-w', { type: 'deposit', memberId: 'w', amount: 100n, provider: 'sandbox', reference: 'w' });
    await ledger.post(ctx, 'seed-deposit-v', { type: 'deposit', memberId: 'v', amount: 100n, provider: 'sandbox', reference: 'v' });
    const before = { ...batchStats };
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => { locked = resolve; });
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`select 1 from account_balance where merchant_id = ${ctx.merchantId} and member_id = 'w' for update`.execute(trx);
      locked();
      await held;
    });
    await lockTaken;
    const posting = Promise.all([bet('v', 10n, 1), bet('w', 10n, 2), bet('w', 20n, 3), bet('v', 20n, 4)].map((cmd, i) => ledger.post(ctx, `held-key-${i}`, cmd)));
    // Longer than the batch waits (lock_timeout 500 ms): it gives way and its statements queue alone for the wallet.
    await new Promise((resolve) => setTimeout(resolve, 900));
    release();
    await holder;
    const outs = await posting;
    expect(batchStats.batchFailures).toBeGreaterThan(before.batchFailures);
    expect(outs.map((o) => (o.ok ? 'ok' : o.error.code))).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect((await ledger.memberWallets(ctx.merchantId, 'USD', 'w')).main).toBe(70n);
    await cleanAudit(ctx.merchantId);
  });
});

describe('statements written with literals', () => {
  it('read exactly as the same statement with parameters', async () => {
    const at = new Date('2026-11-27T22:41:05.123Z');
    const values = ["it's \\ a \"text\"", '12345678901234567', at, ['a', "b'c", null, 'd"e\\f'], { k: "v'\\" }, true, null, 42];
    const statement = sql<{ r: unknown }>`select jsonb_build_array(${values[0]}::text, ${values[1]}::bigint::text, ${values[2]}::timestamptz,
      ${values[3]}::text[], ${values[4]}::jsonb, ${values[5]}::boolean, ${values[6]}::text, ${values[7]}::int) as r`;
    const compiled = statement.compile(t.db);
    const inlined = inlineStatement(compiled.sql, compiled.parameters);
    expect(inlined).not.toBeNull();
    expect(inlined).not.toMatch(/\$\d/);
    const alone = (await statement.execute(t.db)).rows[0]!.r;
    const literal = (await sql.raw<{ r: unknown }>(inlined!).execute(t.db)).rows[0]!.r;
    expect(literal).toEqual(alone);
    expect(inlineStatement('select $1::bytea', [new Uint8Array([1, 2])])).toBeNull();
  });
});
