// What every use-case family of the money service is built on: the app's database (the use case's own transaction)
// and the ledger repository, the single writer. Only server/services/money holds a LedgerRepository that posts.
import type { Kysely, Transaction } from 'kysely';
import type { LedgerRepository } from '../../db/ledger-repository.js';
import type { Database } from '../../db/schema.js';
import { parseAccountId } from '../../domain/ledger/accounts.js';

export interface MoneyDeps {
  db: Kysely<Database>;
  ledger: LedgerRepository;
}

/** The transaction a use case's own writes run in, beside its posting. */
export type MoneyTransaction = Transaction<Database>;

/** The main wallet's balance after a posting, when the posting touched it. */
export function mainBalanceAfter(postings: readonly { accountId: string; balanceAfter: string }[]): number | null {
  const main = postings.find((p) => parseAccountId(p.accountId)?.kind === 'member_main');
  return main ? Number(main.balanceAfter) : null;
}
