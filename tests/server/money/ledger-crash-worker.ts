// Child process of the crash test: posts a burst of deposits, bets and wins until it is killed. Keys are numbered
// from argv[3], so a second run retries the keys the first may or may not have committed.
import { migrateToLatest } from '../../../server/db/migrate.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { createLedgerRepository } from '../../../server/db/ledger-repository.js';
import type { LedgerCommand } from '../../../server/domain/ledger/entries.js';

const [dataDir = '', firstKey = '0', lastKey = '1000000'] = process.argv.slice(2);
const { db } = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL, searchPath: process.env.CRASH_TEST_SCHEMA });
await migrateToLatest(db);
const ledger = createLedgerRepository(db);
const ctx = { merchantId: 'crash', currency: 'USD', wallet: { isSingle: false, vendors: ['AG'] } };

/** The i-th request of the burst: always the same command for the same i, so a retry is a true retry. */
function commandFor(i: number): LedgerCommand {
  const memberId = `p${i % 5}`;
  switch (i % 4) {
    case 0: return { type: 'deposit', memberId, amount: 1000n, provider: 'sandbox', reference: `d${i}` };
    case 1: return { type: 'bet', memberId, wallet: 'MAIN', amount: 300n, reference: `r${i}` };
    case 2: return { type: 'wallet_transfer', memberId, from: 'MAIN', to: 'AG', amount: 200n };
    default: return { type: 'win', memberId, wallet: 'AG', amount: 150n, reference: `r${i}` };
  }
}

console.log('ready');
// Several requests in flight, as a server under load has.
let next = Number(firstKey);
const end = Number(lastKey);
await Promise.all(Array.from({ length: 4 }, async () => {
  for (let i = next++; i < end; i = next++) {
    const out = await ledger.post(ctx, `crash-key-${i}`, commandFor(i));
    console.log(out.ok ? `posted ${i} ${out.receipt.entryId} ${out.replayed ? 'replayed' : 'new'}` : `${out.error.code} ${i}`);
  }
}));
await db.destroy();
console.log('done');
