import { describe, expect, it } from 'vitest';
import { accountId, compareAccountIds, mainWallet, parseAccountId, type AccountRef } from '../../../server/domain/ledger/accounts.js';
import { maxAmount, parseAmount, toBigInt } from '../../../server/domain/ledger/amount.js';
import { applyPostings, validateEntry } from '../../../server/domain/ledger/balance-rules.js';
import { buildEntry, lockPlan, type EntryDraft, type LedgerCommand, type LedgerContext } from '../../../server/domain/ledger/entries.js';
import { walletModelOf } from '../../../server/domain/ledger/wallets.js';

const multi: LedgerContext = { merchantId: 'demo', currency: 'USD', wallet: { isSingle: false, vendors: ['AG', 'PT'] } };
const single: LedgerContext = { merchantId: 'basic', currency: 'USD', wallet: { isSingle: true, vendors: ['AG', 'PT'] } };

function entryOf(cmd: LedgerCommand, ctx = multi, balances = new Map<string, bigint>()): EntryDraft {
  const built = buildEntry(cmd, ctx, balances);
  if (!built.ok) throw new Error(built.error.code);
  return built.value;
}
const lines = (e: EntryDraft) => e.postings.map((p) => [accountId(p.account), p.amount]);

describe('ledger accounts', () => {
  it('names every account with an id that parses back to the same account', () => {
    const refs: AccountRef[] = [
      mainWallet('USD', 'm1'),
      { kind: 'member_vendor', currency: 'USD', memberId: 'm1', vendor: 'TCG_SEA' },
      { kind: 'house', currency: 'VND' },
      { kind: 'gateway_clearing', currency: 'USD', provider: 'sandbox' },
      { kind: 'bonus', currency: 'USD' },
      { kind: 'payout_clearing', currency: 'USD' },
    ];
    for (const ref of refs) expect(parseAccountId(accountId(ref))).toEqual(ref);
  });

  it('refuses ids with separators smuggled into a member id', () => {
    expect(parseAccountId('USD/member/a/b/main')).toBeNull();
    expect(parseAccountId('usd/house')).toBeNull();
    expect(lockPlan({ type: 'bonus', memberId: 'x/y', amount: 1n, reference: 'r' }, multi)).toEqual({ ok: false, error: { code: 'invalid_account' } });
  });

  it('orders account ids by bytes, the order the database locks them in', () => {
    const ids = ['USD/member/b/main', 'USD/house', 'USD/member/a/vendor/PT', 'USD/bonus'];
    expect([...ids].sort(compareAccountIds)).toEqual(['USD/bonus', 'USD/house', 'USD/member/a/vendor/PT', 'USD/member/b/main']);
  });
});

describe('amounts in minor units', () => {
  it('accepts positive safe integers and digit strings up to the maximum', () => {
    expect(parseAmount(1)).toBe(1n);
    expect(parseAmount('250')).toBe(250n);
    expect(parseAmount(maxAmount)).toBe(maxAmount);
  });
  it('refuses zero, negatives, fractions, unsafe integers and anything past the maximum', () => {
    for (const v of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, '1.00', '-5', '', maxAmount + 1n, null, {}]) expect(parseAmount(v)).toBeNull();
  });
  it('reads database bigints whichever way the driver returns them', () => {
    expect(toBigInt('9007199254740993')).toBe(9007199254740993n);
    expect(toBigInt(42)).toBe(42n);
    expect(toBigInt(7n)).toBe(7n);
    expect(() => toBigInt(1.5)).toThrow();
  });
});

describe('posting rules', () => {
  it('credits a deposit to the main wallet from the gateway clearing account', () => {
    const e = entryOf({ type: 'deposit', memberId: 'm1', amount: 1000n, provider: 'sandbox', reference: 'd1' });
    expect(lines(e)).toEqual([['USD/gateway/sandbox', -1000n], ['USD/member/m1/main', 1000n]]);
  });

  it('takes a bet from the vendor wallet when the wallet is not single, and from the main wallet when it is', () => {
    const bet: LedgerCommand = { type: 'bet', memberId: 'm1', wallet: 'AG', amount: 50n, reference: 'r1' };
    expect(lines(entryOf(bet))).toEqual([['USD/member/m1/vendor/AG', -50n], ['USD/house', 50n]]);
    expect(lines(entryOf(bet, single))).toEqual([['USD/member/m1/main', -50n], ['USD/house', 50n]]);
  });

  it('pays a win from the house', () => {
    const e = entryOf({ type: 'win', memberId: 'm1', wallet: 'MAIN', amount: 90n, reference: 'r1' });
    expect(lines(e)).toEqual([['USD/house', -90n], ['USD/member/m1/main', 90n]]);
  });

  it('holds a withdrawal in the payout clearing account, then pays it out or gives it back', () => {
    expect(lines(entryOf({ type: 'withdrawal_hold', memberId: 'm1', amount: 70n, reference: 'w1' }))).toEqual([['USD/member/m1/main', -70n], ['USD/payout', 70n]]);
    expect(lines(entryOf({ type: 'withdrawal_paid', memberId: 'm1', amount: 70n, provider: 'sandbox', reference: 'w1' }))).toEqual([['USD/payout', -70n], ['USD/gateway/sandbox', 70n]]);
    expect(lines(entryOf({ type: 'withdrawal_reversed', memberId: 'm1', amount: 70n, reference: 'w1' }))).toEqual([['USD/payout', -70n], ['USD/member/m1/main', 70n]]);
  });

  it('grants a bonus from the bonus account and moves money to the upline', () => {
    expect(lines(entryOf({ type: 'bonus', memberId: 'm1', amount: 5n, reference: 'p1' }))).toEqual([['USD/bonus', -5n], ['USD/member/m1/main', 5n]]);
    expect(lines(entryOf({ type: 'upline_transfer', memberId: 'm1', uplineId: 'a1', amount: 5n }))).toEqual([['USD/member/m1/main', -5n], ['USD/member/a1/main', 5n]]);
  });

  it('transfers between the main wallet and a vendor wallet', () => {
    const e = entryOf({ type: 'wallet_transfer', memberId: 'm1', from: 'MAIN', to: 'PT', amount: 30n });
    expect(lines(e)).toEqual([['USD/member/m1/main', -30n], ['USD/member/m1/vendor/PT', 30n]]);
  });

  it('refuses transfers when the wallet is single, to the same wallet, or to an unknown vendor', () => {
    const t = (from: string, to: string, ctx = multi) => buildEntry({ type: 'wallet_transfer', memberId: 'm1', from, to, amount: 1n }, ctx, new Map());
    expect(t('MAIN', 'PT', single)).toEqual({ ok: false, error: { code: 'wallet_is_single' } });
    expect(t('PT', 'PT')).toEqual({ ok: false, error: { code: 'same_wallet' } });
    expect(t('MAIN', 'XX')).toEqual({ ok: false, error: { code: 'unknown_wallet' } });
    expect(buildEntry({ type: 'wallet_transfer_all_out', memberId: 'm1' }, single, new Map())).toEqual({ ok: false, error: { code: 'wallet_is_single' } });
  });

  it('moves the whole main wallet in with all-in, and every vendor wallet out with all-out', () => {
    const balances = new Map([['USD/member/m1/main', 120n], ['USD/member/m1/vendor/AG', 40n], ['USD/member/m1/vendor/PT', 0n]]);
    expect(lines(entryOf({ type: 'wallet_transfer_all_in', memberId: 'm1', to: 'AG' }, multi, balances)))
      .toEqual([['USD/member/m1/main', -120n], ['USD/member/m1/vendor/AG', 120n]]);
    expect(lines(entryOf({ type: 'wallet_transfer_all_out', memberId: 'm1' }, multi, balances)))
      .toEqual([['USD/member/m1/vendor/AG', -40n], ['USD/member/m1/main', 40n]]);
    expect(buildEntry({ type: 'wallet_transfer_all_out', memberId: 'm1' }, multi, new Map([['USD/member/m1/main', 5n]])))
      .toEqual({ ok: false, error: { code: 'nothing_to_transfer' } });
  });

  it('plans the locks of all-out over every wallet of the member', () => {
    expect(lockPlan({ type: 'wallet_transfer_all_out', memberId: 'm1' }, multi)).toEqual({ ok: true, value: { accounts: [mainWallet('USD', 'm1')], memberWallets: true } });
  });

  it('refuses amounts that are zero, negative or beyond the maximum', () => {
    for (const amount of [0n, -5n, maxAmount + 1n]) {
      expect(buildEntry({ type: 'bet', memberId: 'm1', wallet: 'MAIN', amount, reference: 'r' }, multi, new Map())).toEqual({ ok: false, error: { code: 'invalid_amount' } });
    }
  });

  it('reads vendors of every game type once from the merchant configuration', () => {
    expect(walletModelOf({ wallet: { isSingle: false }, vendors: { RNG: ['PT', 'AG'], LIVE: ['AG'] } })).toEqual({ isSingle: false, vendors: ['AG', 'PT'] });
  });
});

describe('entry validation', () => {
  const base = entryOf({ type: 'bet', memberId: 'm1', wallet: 'MAIN', amount: 10n, reference: 'r' });

  it('accepts a balanced entry', () => {
    expect(validateEntry(base).ok).toBe(true);
  });
  it('refuses an entry that does not sum to zero or has one posting', () => {
    expect(validateEntry({ ...base, postings: [base.postings[0]!, { ...base.postings[1]!, amount: 9n }] })).toEqual({ ok: false, error: { code: 'unbalanced_entry' } });
    expect(validateEntry({ ...base, postings: [base.postings[0]!] })).toEqual({ ok: false, error: { code: 'unbalanced_entry' } });
  });
  it('refuses a zero posting, a repeated account and a posting in another currency', () => {
    const p = base.postings[0]!;
    expect(validateEntry({ ...base, postings: [{ ...p, amount: 0n }, { ...p, account: { kind: 'house', currency: 'USD' }, amount: 0n }] }).ok).toBe(false);
    expect(validateEntry({ ...base, postings: [p, { ...p, amount: 10n }] })).toEqual({ ok: false, error: { code: 'invalid_account' } });
    expect(validateEntry({ ...base, postings: [p, { account: { kind: 'house', currency: 'KHR' }, amount: 10n }] })).toEqual({ ok: false, error: { code: 'invalid_account' } });
  });
});

describe('applying postings to balances', () => {
  const bet = entryOf({ type: 'bet', memberId: 'm1', wallet: 'MAIN', amount: 10n, reference: 'r' });

  it('returns each posting with the balance it leaves', () => {
    const applied = applyPostings(bet, new Map([['USD/member/m1/main', 25n], ['USD/house', -3n]]));
    expect(applied.ok && applied.value.map((p) => [p.accountId, p.balanceAfter])).toEqual([['USD/member/m1/main', 15n], ['USD/house', 7n]]);
  });
  it('refuses to take a member wallet below zero with insufficient_balance', () => {
    expect(applyPostings(bet, new Map([['USD/member/m1/main', 9n]]))).toEqual({ ok: false, error: { code: 'insufficient_balance', accountId: 'USD/member/m1/main' } });
  });
  it('lets the house go below zero, since it pays wins before it collects bets', () => {
    const win = entryOf({ type: 'win', memberId: 'm1', wallet: 'MAIN', amount: 10n, reference: 'r' });
    expect(applyPostings(win, new Map()).ok).toBe(true);
  });
});
