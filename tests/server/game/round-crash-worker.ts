// Child process of the round crash test (tests/server/game/round-crash.test.ts): the platform with its vendor wallet,
// a member with money, and an aggregator calling bet and win as fast as it can until it is killed with SIGKILL.
// Even rounds are closed by a win, odd rounds are left open, as a vendor mid-round leaves them.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../../server/app.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { openCountryLookup } from '../../../server/geo/country-lookup.js';
import { createGameSession } from '../../../server/db/game-session-repository.js';
import { demoAggregatorId, signRequest, vendorKeyOf } from '../../../server/providers/game/vendor-contract/signing.js';
import { loadRepositoryConfig } from '../../helpers/test-app.js';

const [dataDir = ''] = process.argv.slice(2);
const { db } = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL, searchPath: process.env.CRASH_TEST_SCHEMA });
await migrateToLatest(db);
const config = await loadRepositoryConfig();
const app = await buildApp({ nodeEnv: 'test', logger: false, countryLookup: await openCountryLookup(), config, db });
await app.ready();

const merchant = 'basic';
const memberId = (await insertMember(db, { merchantId: merchant, account: 'crashround1', type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
const ctx = ledgerContextOf(config.merchants.get(merchant)!);
const funded = await app.ledger.post(ctx, `deposit:crash-${memberId}`, { type: 'deposit', memberId, amount: 1_000_000n, provider: 'TEST', reference: memberId });
if (!funded.ok) throw new Error('could not fund the member');
const { token } = await createGameSession(db, { merchantId: merchant, memberId, nodeId: 'crash-slot', vassalage: 'PT', gameType: 'RNG', language: 'en' }, new Date());
const key = vendorKeyOf({ NODE_ENV: 'test' }, demoAggregatorId)!;

async function callback(action: string, body: object): Promise<string> {
  const path = `/vendor-wallet/${merchant}/${action}`;
  const text = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const timestamp = Math.floor(Date.now() / 1000);
  const res = await app.inject({
    method: 'POST', url: path, payload: text,
    headers: { 'content-type': 'application/json', 'x-vendor-id': demoAggregatorId, 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(key, timestamp, path, text) },
  });
  return (res.json() as { status: string }).status;
}

console.log(`member ${memberId}`);
for (let i = 0; ; i += 1) {
  const round = `crash-round-${i}`;
  const bet = randomUUID();
  console.log(`bet ${i} ${await callback('bet', { token, transaction_uuid: bet, round, amount: 100, currency: 'USD' })}`);
  if (i % 2 === 0) {
    console.log(`win ${i} ${await callback('win', { token, transaction_uuid: randomUUID(), reference_transaction_uuid: bet, round, amount: 150, currency: 'USD', round_closed: true })}`);
  }
}
