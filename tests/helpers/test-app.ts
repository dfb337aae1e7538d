// The whole server for a test file: buildApp over a fresh test database and the repository's merchants, silent,
// never listening (drive it with app.inject). `variant` builds more apps over the same database (another config,
// trustProxy, ...), so a file pays for one database; close() frees everything.
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { buildApp, type BuildAppOptions } from '../../server/app.js';
import { loadPlatformConfig, type PlatformConfig } from '../../server/config/load-config.js';
import { openCountryLookup } from '../../server/geo/country-lookup.js';
import { insertMember } from '../../server/db/member-repository.js';
import { createSession } from '../../server/db/session-store.js';
import { openTestDb, type TestDb } from './test-db.js';

export type AppOptions = Partial<Omit<BuildAppOptions, 'db'>>;

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  config: PlatformConfig;
  /** Another app over the same database; `setup` may add routes before it is ready. */
  variant(options: AppOptions, setup?: (app: FastifyInstance) => void): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function loadRepositoryConfig(): Promise<PlatformConfig> {
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error(`the repository's config is invalid: ${JSON.stringify(loaded.problems)}`);
  return loaded.config;
}

/** A copy of the config with one merchant's settings replaced. */
export function withMerchant(config: PlatformConfig, code: string, patch: Partial<MerchantConfig>): PlatformConfig {
  const merchants = new Map(config.merchants);
  const merchant = merchants.get(code);
  if (!merchant) throw new Error(`no merchant ${code}`);
  merchants.set(code, { ...merchant, ...patch });
  return { ...config, merchants };
}

export async function openTestApp(options: AppOptions = {}): Promise<TestApp> {
  const [testDb, config, countryLookup] = await Promise.all([
    openTestDb(),
    options.config ? Promise.resolve(options.config) : loadRepositoryConfig(),
    openCountryLookup(),
  ]);
  const apps: FastifyInstance[] = [];
  const variant = async (more: AppOptions, setup?: (app: FastifyInstance) => void) => {
    const app = await buildApp({ nodeEnv: 'test', logger: false, countryLookup, config, ...more, db: testDb.db });
    apps.push(app);
    setup?.(app);
    await app.ready();
    return app;
  };
  const app = await variant(options);
  return {
    app,
    testDb,
    config,
    variant,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await testDb.close();
    },
  };
}

/** The envelope's value of a JSON answer, typed by the caller. */
export function valueOf<T>(response: { json(): unknown }): T {
  return (response.json() as { value: T }).value;
}

/** A new member of `merchant` (type 0) with a session, without the login screens: its id and request headers. */
export async function memberSession(testDb: TestDb, account: string, merchant = 'demo', host = `${merchant}.localhost`) {
  const clock = { now: () => new Date() };
  const memberId = await insertMember(testDb.db, { merchantId: merchant, account, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: clock.now() });
  if (memberId === null) throw new Error(`member ${account} not created`);
  const token = await createSession(testDb.db, clock, {
    merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  return { memberId, headers: { host, authorization: `Bearer ${token}` } };
}
