// What a posting answers, and a posting of fixed amounts as ledger_post()'s arguments for a use case's own statement
// (the vendor callbacks' vendor_bet() and vendor_win()). The ledger repository builds them; server/db may use these
// types and helpers without importing the repository (eslint.config.js).
import { sql, type RawBuilder } from 'kysely';
import type { EntryKind } from '../domain/ledger/entries.js';
import { LedgerRejection, type LedgerError } from '../domain/ledger/errors.js';
import type { BatchLocks } from './statement-batch.js';

/** The answer of a posting, stored with the idempotency key and returned again to retries. Amounts as strings. */
export interface PostingReceipt {
  entryId: string;
  kind: EntryKind;
  memberId: string;
  reference: string | null;
  createdAt: string;
  postings: { accountId: string; amount: string; balanceAfter: string }[];
}

export type LedgerOutcome =
  | { ok: true; replayed: boolean; receipt: PostingReceipt }
  | { ok: false; error: LedgerError };

/** A refusal raised inside ledger_post(): 'ledger:<code>:<account>'. */
export function rejectionOf(err: unknown): LedgerRejection | null {
  const message = err instanceof Error ? err.message : '';
  const m = /^ledger:([a-z_]+):(.*)$/.exec(message);
  return m ? new LedgerRejection({ code: m[1] as LedgerError['code'], accountId: m[2]! }) : null;
}

/**
 * A posting of fixed amounts ready to run inside another statement: `args` are ledger_post()'s arguments in its
 * parameter order, for a SQL function of a use case that calls ledger_post with them beside its own rows in one
 * statement; `outcome` reads what ledger_post answered (a replay of another request's key throws LedgerRejection).
 */
export interface LedgerCall {
  args: RawBuilder<unknown>;
  /** The account rows it moves (a batch of statements locks them first: statement-batch.ts). */
  locks: BatchLocks;
  outcome(answer: unknown): Extract<LedgerOutcome, { ok: true }>;
}

/** ledger_post()'s arguments all null, for a use case's function that posts nothing this time (a win of 0). */
export const noLedgerCall: RawBuilder<unknown> = sql.raw(
  'null::text, null::text, null::text, null::text, null::uuid, null::text, null::text, null::text, null::text, null::timestamptz, null::jsonb, '
  + 'null::text[], null::bigint[], null::text[], null::text[], null::text[], null::boolean[], null::int[]');

/** A ledger refusal raised by ledger_post() inside any statement, as LedgerRejection; other errors as they are. */
export function asLedgerRejection(err: unknown): unknown {
  return rejectionOf(err) ?? err;
}
