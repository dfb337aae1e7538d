// The seeds a start runs, each skipped when the database already holds what it would write. Each seed has a hash of
// its inputs (the configured merchants, the demo data) and of its code; seed_state keeps the hash it last wrote. One
// query reads every hash, the merchants in the database and when a demo password last changed, so a restart with
// nothing new runs no seed at all (it ran about 130 statements, a second and more on PGlite).
import { sql, type Kysely } from 'kysely';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { PlatformConfig } from '../config/load-config.js';
import { catalogueVersion, defaultCatalogueSeed } from '../domain/catalogue/generator.js';
import { defaultDialingCode } from '../domain/auth/mobile-number.js';
import type { Clock } from '../lib/clock.js';
import { seedCatalogue } from './catalogue-seed.js';
import { demoContractTiers, seedDemoContracts } from './contracts-seed.js';
import { demoAccounts, demoPasswordHashes, seedDemoAccounts } from './demo-accounts-seed.js';
import { accountKeyOf } from './member-repository.js';
import { demoMessageTexts, seedDemoMessages } from './messages-seed.js';
import type { Database } from './schema.js';
import { seedDemoData } from './seed.js';
import { hashOf, stamp } from './seed-stamps.js';

type Db = Kysely<Database>;
type SeedName = 'merchants' | 'demo' | 'catalogue';

/** The merchant rows' seed: their codes and names. */
const merchantsHash = (merchants: MerchantConfig[]) => hashOf(merchants.map((m) => [m.code, m.name]), seedDemoData.toString());

/**
 * The demo seeds (accounts, messages, contracts) read these of a merchant: its code, well-known default password,
 * dialing code and contract switches.
 */
const demoHash = (merchants: MerchantConfig[]) =>
  hashOf(
    merchants.map((m) => [m.code, m.passwordPolicy.wellKnownDefault, defaultDialingCode(m), m.contract ?? null]),
    demoAccounts,
    [...demoPasswordHashes],
    demoMessageTexts,
    demoContractTiers,
    [seedDemoAccounts, seedDemoMessages, seedDemoContracts].map((f) => f.toString()),
  );

const catalogueHash = () => hashOf(catalogueVersion(defaultCatalogueSeed));

interface StartState {
  stamps: Map<string, { hash: string; seededAt: Date }>;
  merchantIds: string[];
  /** The latest password change of a demo account of the configured merchants. */
  demoPasswordChangedAt: Date | null;
}

async function readStartState(db: Db, merchantCodes: string[]): Promise<StartState> {
  const keys = demoAccounts.map((d) => accountKeyOf(d.account));
  const { rows } = await sql<{ stamps: { name: string; hash: string; seeded_at: string }[] | null; merchants: string[] | null; demo_changed: Date | string | null }>`
    select
      (select json_agg(json_build_object('name', name, 'hash', hash, 'seeded_at', seeded_at)) from seed_state) as stamps,
      (select json_agg(merchant_id) from merchant) as merchants,
      (select max(password_changed_at) from member
        where merchant_id = any(${merchantCodes}::text[]) and account_key = any(${keys}::text[])) as demo_changed`.execute(db);
  const row = rows[0];
  return {
    stamps: new Map((row?.stamps ?? []).map((s) => [s.name, { hash: s.hash, seededAt: new Date(s.seeded_at) }])),
    merchantIds: row?.merchants ?? [],
    demoPasswordChangedAt: row?.demo_changed ? new Date(row.demo_changed) : null,
  };
}

/** The catalogue with its stamp: what a new database holds from the start (the PGlite template has it). */
export async function seedCatalogueStamped(db: Db, now: Date): Promise<void> {
  await seedCatalogue(db, { now });
  await stamp(db, 'catalogue', catalogueHash(), now);
}

export interface StartSeedResult {
  merchants: number;
  /** Rows for merchants no longer in config. */
  orphans: string[];
  /** The seeds that ran (the others found their hash). */
  ran: SeedName[];
}

/**
 * Mirrors the configured merchants, seeds the demo accounts, messages and contracts (when `demo`) and the game
 * catalogue, each only when its hash differs from the one stored. The demo seed also runs when a demo account's
 * password changed after it ran, since it restores the documented passwords (demo-accounts-seed.ts).
 */
export async function runStartSeeds(db: Db, config: PlatformConfig, opts: { demo: boolean; clock: Clock }): Promise<StartSeedResult> {
  const merchants = [...config.merchants.values()];
  const codes = merchants.map((m) => m.code);
  const state = await readStartState(db, codes);
  const now = opts.clock.now();
  const ran: SeedName[] = [];
  const stale = (name: SeedName, hash: string) => state.stamps.get(name)?.hash !== hash;

  let merchantIds = state.merchantIds;
  const merchantsSeed = merchantsHash(merchants);
  if (stale('merchants', merchantsSeed)) {
    merchantIds = await seedDemoData(db, config).then((r) => [...codes, ...r.orphans]);
    await stamp(db, 'merchants', merchantsSeed, now);
    ran.push('merchants');
  }
  if (opts.demo) {
    const demoSeed = demoHash(merchants);
    const seededAt = state.stamps.get('demo')?.seededAt;
    const passwordChanged = state.demoPasswordChangedAt !== null && (!seededAt || state.demoPasswordChangedAt > seededAt);
    if (stale('demo', demoSeed) || passwordChanged) {
      // One time for the restored passwords and the stamp: a password changed later (a later password_changed_at)
      // reruns the seed at the next start.
      await seedDemoAccounts(db, { now: () => now }, merchants);
      await seedDemoMessages(db, now, codes);
      await seedDemoContracts(db, merchants, now);
      await stamp(db, 'demo', demoSeed, now);
      ran.push('demo');
    }
  }
  if (stale('catalogue', catalogueHash())) {
    await seedCatalogueStamped(db, now);
    ran.push('catalogue');
  }
  return { merchants: merchants.length, orphans: merchantIds.filter((id) => !config.merchants.has(id)), ran };
}
