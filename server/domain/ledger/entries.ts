// Posting rules: each money movement of the platform as a journal entry of signed postings that sum to zero.
// A positive amount raises an account's balance, a negative one lowers it; member wallets are what the platform
// owes its players, and the house, gateway, bonus and payout accounts carry the other side.
import { maxAmount } from './amount.js';
import { accountId, gatewayClearing, isValidAccountRef, mainWallet, type AccountRef } from './accounts.js';
import { fail, ok, type Result } from './errors.js';
import { resolveWallet, type WalletModel } from './wallets.js';

export type EntryKind =
  | 'deposit' | 'bet' | 'win' | 'bonus'
  | 'withdrawal_hold' | 'withdrawal_paid' | 'withdrawal_reversed'
  | 'wallet_transfer' | 'upline_transfer'
  | ContractPayKind;

/** What an agent contract pays (docs/agent-contracts.md): platform bonus account to the agent's main wallet. */
export type ContractPayKind = 'contract_dividend' | 'daily_wage' | 'hourly_salary' | 'realtime_salary';

/** What a caller asks the ledger to do. `amount` is positive minor units; `reference` ties the entry to its cause. */
export type LedgerCommand =
  | { type: 'deposit'; memberId: string; amount: bigint; provider: string; reference: string }
  | { type: 'bet'; memberId: string; wallet: string; amount: bigint; reference: string }
  | { type: 'win'; memberId: string; wallet: string; amount: bigint; reference: string }
  | { type: 'bonus'; memberId: string; amount: bigint; reference: string }
  | { type: 'withdrawal_hold'; memberId: string; amount: bigint; reference: string }
  | { type: 'withdrawal_paid'; memberId: string; amount: bigint; provider: string; reference: string }
  | { type: 'withdrawal_reversed'; memberId: string; amount: bigint; reference: string }
  | { type: 'wallet_transfer'; memberId: string; from: string; to: string; amount: bigint }
  /** Moves everything in the main wallet to one vendor wallet. */
  | { type: 'wallet_transfer_all_in'; memberId: string; to: string }
  /** Moves everything in every vendor wallet back to the main wallet. */
  | { type: 'wallet_transfer_all_out'; memberId: string }
  | { type: 'upline_transfer'; memberId: string; uplineId: string; amount: bigint }
  | { type: 'contract_pay'; kind: ContractPayKind; memberId: string; amount: bigint; reference: string };

export interface LedgerContext {
  merchantId: string;
  currency: string;
  wallet: WalletModel;
}

export interface PostingLine {
  account: AccountRef;
  amount: bigint;
}

export interface EntryDraft {
  kind: EntryKind;
  currency: string;
  memberId: string;
  reference: string | null;
  postings: PostingLine[];
}

/** Accounts a command must lock before its entry can be built; `memberWallets` also locks every existing wallet of the member. */
export interface LockPlan {
  accounts: AccountRef[];
  memberWallets: boolean;
}

export function lockPlan(cmd: LedgerCommand, ctx: LedgerContext): Result<LockPlan> {
  const c = ctx.currency;
  const plan = (accounts: AccountRef[], memberWallets = false): Result<LockPlan> =>
    accounts.every(isValidAccountRef) ? ok({ accounts, memberWallets }) : fail('invalid_account');
  switch (cmd.type) {
    case 'wallet_transfer_all_in': {
      if (ctx.wallet.isSingle) return fail('wallet_is_single');
      const to = resolveWallet(ctx.wallet, c, cmd.memberId, cmd.to);
      if (!to.ok) return to;
      if (to.value.kind === 'member_main') return fail('same_wallet');
      return plan([mainWallet(c, cmd.memberId), to.value]);
    }
    case 'wallet_transfer_all_out':
      if (ctx.wallet.isSingle) return fail('wallet_is_single');
      return plan([mainWallet(c, cmd.memberId)], true);
    default: {
      const entry = buildEntry(cmd, ctx, new Map());
      return entry.ok ? plan(entry.value.postings.map((p) => p.account)) : entry;
    }
  }
}

/**
 * Builds the entry for a command. `balances` holds the locked balances by account id; only the all-in and all-out
 * transfers read it, because their amount is whatever the wallets hold at that moment.
 */
export function buildEntry(cmd: LedgerCommand, ctx: LedgerContext, balances: ReadonlyMap<string, bigint>): Result<EntryDraft> {
  const c = ctx.currency;
  const entry = (kind: EntryKind, reference: string | null, postings: PostingLine[]): Result<EntryDraft> =>
    ok({ kind, currency: c, memberId: cmd.memberId, reference, postings });
  const move = (from: AccountRef, to: AccountRef, amount: bigint): PostingLine[] =>
    [{ account: from, amount: -amount }, { account: to, amount }];
  const house: AccountRef = { kind: 'house', currency: c };
  const payout: AccountRef = { kind: 'payout_clearing', currency: c };
  const main = mainWallet(c, cmd.memberId);
  if ('amount' in cmd && (cmd.amount <= 0n || cmd.amount > maxAmount)) return fail('invalid_amount');

  switch (cmd.type) {
    case 'deposit':
      return entry('deposit', cmd.reference, move(gatewayClearing(c, cmd.provider), main, cmd.amount));
    case 'bet': {
      const wallet = resolveWallet(ctx.wallet, c, cmd.memberId, cmd.wallet);
      return wallet.ok ? entry('bet', cmd.reference, move(wallet.value, house, cmd.amount)) : wallet;
    }
    case 'win': {
      const wallet = resolveWallet(ctx.wallet, c, cmd.memberId, cmd.wallet);
      return wallet.ok ? entry('win', cmd.reference, move(house, wallet.value, cmd.amount)) : wallet;
    }
    case 'bonus':
      return entry('bonus', cmd.reference, move({ kind: 'bonus', currency: c }, main, cmd.amount));
    case 'withdrawal_hold':
      // The money leaves the member's wallet at request time, so it cannot be bet while the payout is pending.
      return entry('withdrawal_hold', cmd.reference, move(main, payout, cmd.amount));
    case 'withdrawal_paid':
      return entry('withdrawal_paid', cmd.reference, move(payout, gatewayClearing(c, cmd.provider), cmd.amount));
    case 'withdrawal_reversed':
      return entry('withdrawal_reversed', cmd.reference, move(payout, main, cmd.amount));
    case 'wallet_transfer': {
      if (ctx.wallet.isSingle) return fail('wallet_is_single');
      const from = resolveWallet(ctx.wallet, c, cmd.memberId, cmd.from);
      if (!from.ok) return from;
      const to = resolveWallet(ctx.wallet, c, cmd.memberId, cmd.to);
      if (!to.ok) return to;
      if (accountId(from.value) === accountId(to.value)) return fail('same_wallet');
      return entry('wallet_transfer', null, move(from.value, to.value, cmd.amount));
    }
    case 'wallet_transfer_all_in': {
      const plan = lockPlan(cmd, ctx);
      if (!plan.ok) return plan;
      const [from, to] = plan.value.accounts as [AccountRef, AccountRef];
      const amount = balances.get(accountId(from)) ?? 0n;
      return amount > 0n ? entry('wallet_transfer', null, move(from, to, amount)) : fail('nothing_to_transfer');
    }
    case 'wallet_transfer_all_out': {
      if (ctx.wallet.isSingle) return fail('wallet_is_single');
      const prefix = `${c}/member/${cmd.memberId}/vendor/`;
      const lines: PostingLine[] = [];
      let total = 0n;
      for (const [id, balance] of [...balances].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (!id.startsWith(prefix) || balance <= 0n) continue;
        lines.push({ account: { kind: 'member_vendor', currency: c, memberId: cmd.memberId, vendor: id.slice(prefix.length) }, amount: -balance });
        total += balance;
      }
      return total > 0n ? entry('wallet_transfer', null, [...lines, { account: main, amount: total }]) : fail('nothing_to_transfer');
    }
    case 'upline_transfer':
      if (cmd.uplineId === cmd.memberId) return fail('same_wallet');
      return entry('upline_transfer', null, move(main, mainWallet(c, cmd.uplineId), cmd.amount));
    case 'contract_pay':
      return entry(cmd.kind, cmd.reference, move({ kind: 'bonus', currency: c }, main, cmd.amount));
  }
}
