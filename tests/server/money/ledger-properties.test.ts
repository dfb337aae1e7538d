// Property: any sequence of deposits, bets, wins, withdrawals, transfers and retries keeps every currency summing to
// zero, no member wallet below zero, each balance equal to its postings, and posts each idempotency key at most once.
// The expected balances come from a model written independently of the posting rules.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository, type LedgerOutcome, type LedgerRepository } from '../../../server/db/ledger-repository.js';
import type { LedgerCommand, LedgerContext } from '../../../server/domain/ledger/entries.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

const members = ['p1', 'p2', 'p3'] as const;
const vendors = ['AG', 'PT'] as const;
const wallets = ['MAIN', ...vendors] as const;

type Op =
  | { op: 'command'; cmd: LedgerCommand }
  /** Sends an earlier request again with its key. */
  | { op: 'retry'; of: number }
  /** Sends a different request under an earlier key. */
  | { op: 'reuse'; of: number; cmd: LedgerCommand };

const member = fc.constantFrom(...members);
const wallet = fc.constantFrom(...wallets);
const amount = fc.bigInt({ min: 1n, max: 500n });
const ref = fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom('a', 'b', 'c', '1', '2') });

const command: fc.Arbitrary<LedgerCommand> = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), memberId: member, amount: fc.bigInt({ min: 1n, max: 1000n }), provider: fc.constant('sandbox'), reference: ref }),
  fc.record({ type: fc.constant('bet' as const), memberId: member, wallet, amount, reference: ref }),
  fc.record({ type: fc.constant('win' as const), memberId: member, wallet, amount, reference: ref }),
  fc.record({ type: fc.constant('bonus' as const), memberId: member, amount, reference: ref }),
  fc.record({ type: fc.constant('withdrawal_hold' as const), memberId: member, amount, reference: ref }),
  fc.record({ type: fc.constant('withdrawal_paid' as const), memberId: member, amount, provider: fc.constant('sandbox'), reference: ref }),
  fc.record({ type: fc.constant('withdrawal_reversed' as const), memberId: member, amount, reference: ref }),
  fc.record({ type: fc.constant('wallet_transfer' as const), memberId: member, from: wallet, to: wallet, amount }),
  fc.record({ type: fc.constant('wallet_transfer_all_in' as const), memberId: member, to: fc.constantFrom(...vendors) }),
  fc.record({ type: fc.constant('wallet_transfer_all_out' as const), memberId: member }),
  fc.record({ type: fc.constant('upline_transfer' as const), memberId: member, uplineId: member, amount }),
);

const ops: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: command.map((cmd): Op => ({ op: 'command', cmd })) },
    { weight: 2, arbitrary: fc.nat(40).map((of): Op => ({ op: 'retry', of })) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(40), command).map(([of, cmd]): Op => ({ op: 'reuse', of, cmd })) },
  ),
  { minLength: 1, maxLength: 40 },
);

/** The independent model: balances of member wallets and the payout clearing account, by plain arithmetic. */
class Model {
  readonly wallets = new Map<string, bigint>();
  payout = 0n;
  constructor(private readonly isSingle: boolean) {}
  private id(m: string, w: string) {
    return this.isSingle || w === 'MAIN' ? `${m}/MAIN` : `${m}/${w}`;
  }
  get(m: string, w: string) {
    return this.wallets.get(this.id(m, w)) ?? 0n;
  }
  private add(m: string, w: string, d: bigint) {
    this.wallets.set(this.id(m, w), this.get(m, w) + d);
  }
  /** Applies the command when it is allowed; answers the expected error key otherwise. */
  apply(c: LedgerCommand): string | null {
    const takes = (m: string, w: string, a: bigint) => this.get(m, w) >= a;
    switch (c.type) {
      case 'deposit': case 'bonus': case 'contract_pay': this.add(c.memberId, 'MAIN', c.amount); return null;
      case 'win': this.add(c.memberId, c.wallet, c.amount); return null;
      case 'bet':
        if (!takes(c.memberId, c.wallet, c.amount)) return 'insufficient_balance';
        this.add(c.memberId, c.wallet, -c.amount); return null;
      case 'withdrawal_hold':
        if (!takes(c.memberId, 'MAIN', c.amount)) return 'insufficient_balance';
        this.add(c.memberId, 'MAIN', -c.amount); this.payout += c.amount; return null;
      case 'withdrawal_paid': this.payout -= c.amount; return null;
      case 'withdrawal_reversed': this.payout -= c.amount; this.add(c.memberId, 'MAIN', c.amount); return null;
      case 'wallet_transfer':
        if (this.isSingle) return 'wallet_is_single';
        if (c.from === c.to) return 'same_wallet';
        if (!takes(c.memberId, c.from, c.amount)) return 'insufficient_balance';
        this.add(c.memberId, c.from, -c.amount); this.add(c.memberId, c.to, c.amount); return null;
      case 'wallet_transfer_all_in': {
        if (this.isSingle) return 'wallet_is_single';
        const all = this.get(c.memberId, 'MAIN');
        if (all === 0n) return 'nothing_to_transfer';
        this.add(c.memberId, 'MAIN', -all); this.add(c.memberId, c.to, all); return null;
      }
      case 'wallet_transfer_all_out': {
        if (this.isSingle) return 'wallet_is_single';
        const all = vendors.reduce((s, v) => s + this.get(c.memberId, v), 0n);
        if (all === 0n) return 'nothing_to_transfer';
        for (const v of vendors) this.add(c.memberId, v, -this.get(c.memberId, v));
        this.add(c.memberId, 'MAIN', all); return null;
      }
      case 'upline_transfer':
        if (c.memberId === c.uplineId) return 'same_wallet';
        if (!takes(c.memberId, 'MAIN', c.amount)) return 'insufficient_balance';
        this.add(c.memberId, 'MAIN', -c.amount); this.add(c.uplineId, 'MAIN', c.amount); return null;
    }
  }
}

const sameCommand = (a: LedgerCommand, b: LedgerCommand) =>
  JSON.stringify(a, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) === JSON.stringify(b, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

let t: TestDb;
let ledger: LedgerRepository;
let run = 0;

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedgerRepository(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function check(isSingle: boolean, sequence: Op[]): Promise<void> {
  const ctx: LedgerContext = { merchantId: `prop${++run}`, currency: 'USD', wallet: { isSingle, vendors: [...vendors] } };
  const model = new Model(isSingle);
  const sent: { key: string; cmd: LedgerCommand; first: LedgerOutcome }[] = [];
  let posted = 0;

  for (const step of sequence) {
    const earlier = step.op === 'command' ? undefined : sent[step.of % Math.max(sent.length, 1)];
    if (step.op === 'command' || earlier === undefined) {
      const cmd = step.op === 'retry' ? undefined : step.cmd;
      if (cmd === undefined) continue;
      const key = `k-${ctx.merchantId}-${sent.length}`;
      const expected = model.apply(cmd);
      const out = await ledger.post(ctx, key, cmd);
      expect(out.ok ? null : out.error.code).toBe(expected);
      if (out.ok) posted += 1;
      sent.push({ key, cmd, first: out });
    } else if (step.op === 'retry') {
      const out = await ledger.post(ctx, earlier.key, earlier.cmd);
      if (earlier.first.ok) {
        // [idempotency] a retry of an accepted request returns its first answer and posts nothing.
        expect(out).toEqual({ ...earlier.first, replayed: true });
      } else {
        // A refused request stored nothing: its retry is judged afresh against today's balances.
        const expected = model.apply(earlier.cmd);
        expect(out.ok ? null : out.error.code).toBe(expected);
        if (out.ok) { posted += 1; earlier.first = out; }
      }
    } else {
      const out = await ledger.post(ctx, earlier.key, step.cmd);
      if (earlier.first.ok) {
        // [idempotency] the same key on another request is refused; fast-check may draw the very same request.
        if (sameCommand(step.cmd, earlier.cmd)) expect(out).toEqual({ ...earlier.first, replayed: true });
        else expect(out).toEqual({ ok: false, error: { code: 'idempotency_key_reused' } });
      } else {
        const expected = model.apply(step.cmd);
        expect(out.ok ? null : out.error.code).toBe(expected);
        if (out.ok) { posted += 1; earlier.first = out; earlier.cmd = step.cmd; }
      }
    }
  }

  const audit = await ledger.audit(ctx.merchantId);
  expect(audit.driftedAccounts).toEqual([]);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.negativeMemberAccounts).toEqual([]);
  for (const { total } of audit.totals) expect(total).toBe(0n);
  for (const m of members) {
    const w = await ledger.memberWallets(ctx.merchantId, 'USD', m);
    expect(w.main).toBe(model.get(m, 'MAIN'));
    for (const v of vendors) expect(w.vendors.get(v) ?? 0n).toBe(isSingle ? 0n : model.get(m, v));
  }
  const payout = await ledger.balances(ctx.merchantId, ['USD/payout']);
  expect(payout.get('USD/payout') ?? 0n).toBe(model.payout);
  const entries = await t.db.selectFrom('journal_entry').select((eb) => eb.fn.countAll<string>().as('n')).where('merchant_id', '=', ctx.merchantId).executeTakeFirstOrThrow();
  expect(Number(entries.n)).toBe(posted);
}

describe('ledger properties', () => {
  it('keeps every currency at zero, members non-negative and posts each key once, with vendor wallets', async () => {
    await fc.assert(fc.asyncProperty(ops, (seq) => check(false, seq)), { numRuns: 40 });
  });

  it('keeps the same invariants with a single wallet', async () => {
    await fc.assert(fc.asyncProperty(ops, (seq) => check(true, seq)), { numRuns: 25 });
  });
});
