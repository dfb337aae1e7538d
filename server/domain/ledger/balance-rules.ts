// The two checks every entry passes before it is written: it balances, and it leaves no member wallet below zero.
import { accountId, isValidAccountRef, mayGoNegative, type AccountRef } from './accounts.js';
import { fail, ok, type Result } from './errors.js';
import type { EntryDraft } from './entries.js';

/** An entry is valid when it has at least two postings on distinct valid accounts of its currency, none zero, summing to zero. */
export function validateEntry(entry: EntryDraft): Result<EntryDraft> {
  if (entry.postings.length < 2) return fail('unbalanced_entry');
  const seen = new Set<string>();
  let sum = 0n;
  for (const { account, amount } of entry.postings) {
    if (!isValidAccountRef(account) || account.currency !== entry.currency) return fail('invalid_account');
    const id = accountId(account);
    // One line per account keeps balance_after of each posting unambiguous in the account record.
    if (seen.has(id)) return fail('invalid_account');
    seen.add(id);
    if (amount === 0n) return fail('invalid_amount');
    sum += amount;
  }
  return sum === 0n ? ok(entry) : fail('unbalanced_entry');
}

export interface AppliedPosting {
  account: AccountRef;
  accountId: string;
  amount: bigint;
  balanceAfter: bigint;
}

/**
 * Applies an entry's postings to the locked balances (missing accounts count as zero) and returns each posting with
 * the balance it leaves; refuses when a member wallet would go below zero.
 */
export function applyPostings(entry: EntryDraft, balances: ReadonlyMap<string, bigint>): Result<AppliedPosting[]> {
  const applied: AppliedPosting[] = [];
  for (const { account, amount } of entry.postings) {
    const id = accountId(account);
    const balanceAfter = (balances.get(id) ?? 0n) + amount;
    if (balanceAfter < 0n && !mayGoNegative(account)) return fail('insufficient_balance', id);
    applied.push({ account, accountId: id, amount, balanceAfter });
  }
  return ok(applied);
}
